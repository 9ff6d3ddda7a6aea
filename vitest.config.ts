import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'core',
          include: ['src/core/**/*.test.ts', 'src/cli/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // The parser's property tests (hundreds of generated pastes) take ~2 s alone and passed 5 s
          // at load 18; a test's time budget is not what these tests check.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts'],
          // *.pg.test.ts need a PostgreSQL server to stop and start: they run in the PostgreSQL pass.
          exclude: process.env.TEST_DATABASE_URL ? [] : ['src/server/**/*.pg.test.ts'],
          environment: 'node',
          globalSetup: ['src/server/test/global-setup.ts'],
          // Each file clones the migrated PGlite template; files in parallel would multiply memory.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/web/test/setup.ts'],
          // Screens typed into with user-event take a few seconds under jsdom on a loaded 2-core
          // machine (seen: 5.2 s at load 12); the default 5 s made them fail for load, not for a bug.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
