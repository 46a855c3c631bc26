import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { FIRST_LOAD_CHECK_MODE, firstLoadReport } from './scripts/first-load-size.ts';
import { precacheManifest } from './scripts/precache-manifest.ts';
import { precompress } from './scripts/precompress.ts';

const api = 'http://127.0.0.1:3000';

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    precacheManifest(),
    // The size test builds only to measure: brotli at its best level takes most of a build.
    mode === FIRST_LOAD_CHECK_MODE ? null : precompress(),
    firstLoadReport(),
  ],
  server: {
    proxy: {
      '/auth': api,
      '/company': api,
      '/healthz': api,
      '/api': api,
      '/notifications': { target: api, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // `.vite/manifest.json`: which chunks each source file needs (read by scripts/first-load-size.ts).
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // Our own modules only declare things at the top (no import for its effect), so a chunk
        // keeps just what it uses of a barrel (`ui/index.ts`, `@transitdocs/domain`): one schema
        // no longer brings every schema, nor a date field every dialog.
        moduleSideEffects: [
          // The one module that is there for its effect: zod's error map (`z.config`), which
          // turns every issue into a translation key.
          { test: /[\\/]packages[\\/]domain[\\/]src[\\/]zod-config\.ts$/, sideEffects: true },
          { test: /[\\/]packages[\\/]domain[\\/]src[\\/]/, sideEffects: false },
          { test: /[\\/]apps[\\/]web[\\/]src[\\/](ui|features)[\\/]/, sideEffects: false },
        ],
      },
      output: {
        codeSplitting: {
          groups: [
            // Needed by every page: one file that stays cached across releases.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            // The rest of what the entry imports statically: one request instead of a dozen.
            { name: 'initial', tags: ['$initial'] },
            // Only imported on demand (PDF preview, signing): its own chunk keeps it lazy.
            { name: 'pdfjs', test: /node_modules[\\/]pdfjs-dist[\\/]/ },
          ],
        },
      },
    },
  },
}));
