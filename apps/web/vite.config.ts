import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { FIRST_LOAD_CHECK_MODE, firstLoadReport } from './scripts/first-load-size.ts';
import { muiUnusedParts } from './scripts/mui-unused-parts.ts';
import { precacheManifest } from './scripts/precache-manifest.ts';
import { precompress } from './scripts/precompress.ts';
import { isTextSource, textChunks } from './scripts/text-chunks.ts';
import { zodUnusedParts } from './scripts/zod-unused-parts.ts';

const api = 'http://127.0.0.1:3000';

// react-router's package exports only its development build (dev warnings on); the production
// one sits beside it.
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * `WEB_RUNTIME=preact npm run build` builds on Preact's React compatibility layer, to measure it
 * screen by screen; it is not what ships while a browser test fails on it
 * (docs/decisions/0137-preact-runtime-measured.md). Budgets are enforced on the React build only.
 */
const runtime = process.env.WEB_RUNTIME === 'preact' ? 'preact' : 'react';
const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig(({ command, mode }) => ({
  plugins: [
    react(),
    muiUnusedParts(),
    zodUnusedParts(),
    textChunks(path.join(import.meta.dirname, 'src/i18n/locales')),
    precacheManifest(),
    // The size test builds only to measure: brotli at its best level takes most of a build.
    mode === FIRST_LOAD_CHECK_MODE ? null : precompress(),
    firstLoadReport({ enforce: runtime === 'react' }),
  ],
  // Texts are read whole (src/i18n/resources.ts): a chunk of texts is its `default` export only.
  json: { namedExports: false },
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction },
            ...(runtime === 'preact' ? PREACT_ALIASES : []),
          ]
        : [],
  },
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
    // Every browser the app supports knows `<link rel="modulepreload">`.
    modulePreload: { polyfill: false },
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
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|preact)[\\/]/,
            },
            // The rest of what the entry imports statically: one request instead of a dozen. (Each
            // language's texts are entries too, chunks of their own: see scripts/text-chunks.ts.)
            { name: 'initial', tags: ['$initial'], test: (id) => !isTextSource(id) },
            // What both public screens a first visit opens (login, share link) show: one request
            // for their MUI parts and frame instead of some twenty small chunks (each small file
            // compresses on its own).
            {
              name: 'first-screens',
              test: new RegExp(
                [
                  String.raw`node_modules[\\/]@mui[\\/]material[\\/](Alert|Box|Button|ButtonBase|CircularProgress|Paper|Stack|SvgIcon|Typography)[\\/]`,
                  String.raw`node_modules[\\/]@mui[\\/]icons-material[\\/]LocalShipping\.`,
                  String.raw`apps[\\/]web[\\/]src[\\/]app[\\/](logo|language-switcher|language-flag|use-online|footer)\.`,
                  // Helpers the form fields import that the link's data and frame use as well:
                  // here, or the fields' chunk would come with them.
                  String.raw`node_modules[\\/]@mui[\\/](utils|material[\\/]utils)[\\/](debounce|getActiveElement|isMuiElement|ownerDocument|ownerWindow|useEnhancedEffect)`,
                  String.raw`packages[\\/]domain[\\/]src[\\/]errors\.`,
                ].join('|'),
              ),
            },
            // The public forms (login, sign-up, password reset, a link's identity dialog): their
            // fields, in one request. Not on the share link's landing, which shows no field.
            {
              name: 'public-forms',
              test: new RegExp(
                [
                  String.raw`node_modules[\\/]@mui[\\/]material[\\/](FormControl|FormHelperText|FormLabel|IconButton|InputAdornment|InputBase|InputLabel|Link|OutlinedInput|TextareaAutosize)[\\/]`,
                  String.raw`node_modules[\\/]@mui[\\/]icons-material[\\/](CloudOff|Visibility|VisibilityOff)\.`,
                  String.raw`apps[\\/]web[\\/]src[\\/]app[\\/](offline-banner)\.`,
                  String.raw`apps[\\/]web[\\/]src[\\/]ui[\\/](password-visibility|plain-text-field|plain-password-field|translated-error|use-translate-error)\.`,
                  String.raw`apps[\\/]web[\\/]src[\\/]features[\\/]auth[\\/]auth-layout\.`,
                ].join('|'),
              ),
            },
            // The HTTP client on its own: the public forms call the API without the query cache,
            // and the query group would otherwise take it along (the cache's retry rule uses it).
            { name: 'http', test: /apps[\\/]web[\\/]src[\\/]api[\\/]http\./ },
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
