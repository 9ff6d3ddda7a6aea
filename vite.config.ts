import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The SPA is built to dist/web (hashed assets under dist/web/assets), which the Fastify server serves.
// In development the API and health check are proxied to the server on port 3000.
const apiProxy = {
  '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
  '/health': { target: 'http://127.0.0.1:3000', changeOrigin: false },
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist/web',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: which chunks each route's screen needs; the server names them in the
    // page's head so the browser fetches them with the first script (src/server/http/spa.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Every icon in one chunk (decision 0029). Split by which screens share them, the icons made
          // a dozen chunks of about 300 bytes each, and a page pays a round trip per request over
          // HTTP/1.1 (Lighthouse's slow 4G: 150 ms each, six at a time): the results page loaded 9.
          groups: [{ name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/ }],
        },
      },
    },
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});
