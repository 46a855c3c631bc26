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
            // What the public screens a first visit opens (login, share link) show: one
            // request for their MUI parts and frame instead of some thirty small chunks, about
            // 13 KB gzipped less (each small file compresses on its own).
            {
              name: 'first-screens',
              test: new RegExp(
                [
                  String.raw`node_modules[\\/]@mui[\\/]material[\\/](Alert|Box|Button|ButtonBase|CircularProgress|FormControl|FormHelperText|FormLabel|IconButton|InputAdornment|InputBase|InputLabel|Link|OutlinedInput|Paper|Stack|SvgIcon|TextareaAutosize|Typography)[\\/]`,
                  String.raw`node_modules[\\/]@mui[\\/]icons-material[\\/](CloudOff|LocalShipping|Visibility|VisibilityOff)\.`,
                  String.raw`apps[\\/]web[\\/]src[\\/]app[\\/](logo|offline-banner|use-online|footer)\.`,
                  String.raw`apps[\\/]web[\\/]src[\\/]ui[\\/](password-visibility|plain-text-field|plain-password-field|translated-error|use-translate-error)\.`,
                  String.raw`apps[\\/]web[\\/]src[\\/](features[\\/]auth[\\/]auth-layout|api[\\/]http)\.`,
                ].join('|'),
              ),
            },
            // The query library with the app's cache: every screen that reads data needs all of it.
            // (Not the modules a route imports lazily: each keeps its own chunk, named in the
            // build manifest, which scripts/first-load-size.ts reads.)
            {
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/]|apps[\\/]web[\\/]src[\\/]app[\\/]query-client\./,
            },
            // Only imported on demand (PDF preview, signing): its own chunk keeps it lazy.
            { name: 'pdfjs', test: /node_modules[\\/]pdfjs-dist[\\/]/ },
          ],
        },
      },
    },
  },
}));
