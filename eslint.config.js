// Lint rules that keep the architecture honest: imports flow one way (web/server/cli -> core),
// core stays pure (no I/O, no Node built-ins), and the browser bundle never reaches server code.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const nodeBuiltins = ['node:*', 'fs', 'fs/*', 'path', 'os', 'child_process', 'crypto', 'http', 'https', 'net', 'url', 'stream', 'worker_threads', 'process'];

export default tseslint.config(
  { ignores: ['dist/**', 'dist-*/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '**/web/**', '**/cli/**', '@/server/*', '@/web/*'], message: 'core imports only core.' },
            { group: nodeBuiltins, message: 'core has no I/O: it runs in the browser too.' },
            { group: ['react', 'react-dom', 'fastify', 'drizzle-orm', 'pg', '@electric-sql/*'], message: 'core is framework-free.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'process', 'Buffer', '__dirname', 'require'],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '**/cli/**'], message: 'web never imports server or CLI code.' },
            { group: nodeBuiltins, message: 'web runs in the browser.' },
          ],
        },
      ],
    },
  },
  {
    // A feature never reaches into another feature's files: what two features share (the paste ->
    // verify hand-off, detection names, formatting) lives in src/web/shared or src/web/lib.
    files: ['src/web/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '**/cli/**'], message: 'web never imports server or CLI code.' },
            { group: nodeBuiltins, message: 'web runs in the browser.' },
            // "../verify/verify-data" from features/analyze reaches into a sibling's files; "../auth"
            // (the feature's public index) is its API and stays allowed.
            { regex: '^\\.\\./(?!\\.\\./)[^/]+/', message: "a feature uses another feature only through its index; shared code lives in src/web/shared or src/web/lib." },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/web/**', '**/cli/**'], message: 'server imports core, never web or CLI.' }] }],
    },
  },
);
