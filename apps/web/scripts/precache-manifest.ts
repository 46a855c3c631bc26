/**
 * Emits `precache-manifest.json` for the service worker (`public/sw.js`):
 * - `files`: what it caches when it installs: the app shell (index.html, the entry chunk and
 *   everything it imports statically, CSS, the files of `public/`) and the chunks of the screens
 *   that work offline. Not every lazy chunk, and never the 1.2 MB pdf.js worker: those are
 *   cached at run time, the first time they are used.
 * - `build`: every file of this build, so a new worker keeps what it cached at run time from the
 *   previous build when the file is unchanged (same hashed name) and drops the rest.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { isTextChunk } from './text-chunks.ts';

type OutputBundle = Rolldown.OutputBundle;
type Chunk = Rolldown.OutputChunk;

/** Screens that open without a network (spec 1 §1, §9): their chunks are cached up front. */
export const OFFLINE_SCREENS = [
  // Signing in needs the network, but the screen says so instead of the browser's error page.
  'src/features/auth/login-page.tsx',
  // The query cache's route element and the signed-in route table, both loaded on demand
  // (routes.tsx), then the frame itself.
  'src/app/query-scope.tsx',
  'src/app/signed-in-routes.tsx',
  'src/app/app-shell.tsx',
  // Loaded with the signed-in frame (routes.tsx): checks the remembered user.
  'src/app/stored-user.ts',
  // The language menu and MUI's texts in the other languages, fetched after the first paint,
  // and the worker's registration, fetched once the page has loaded (main.tsx).
  'src/app/language-menu.tsx',
  'src/app/mui-locales.ts',
  'src/app/service-worker.ts',
  'src/features/documents/documents-backdrop.tsx',
  'src/features/documents/documents-page.tsx',
  'src/features/driver-view/driver-view.tsx',
  'src/features/transit-page/transit-page.tsx',
] as const;

function chunksOf(bundle: OutputBundle): Chunk[] {
  return Object.values(bundle).filter((output): output is Chunk => output.type === 'chunk');
}

/** `roots` and every chunk they import statically, with the CSS and assets those import. */
function staticFiles(bundle: OutputBundle, roots: readonly Chunk[]): Set<string> {
  const files = new Set<string>();
  const visit = (chunk: Chunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const asset of chunk.viteMetadata?.importedAssets ?? []) files.add(asset);
    for (const imported of chunk.imports) {
      const next = bundle[imported];
      if (next?.type === 'chunk') visit(next);
    }
  };
  roots.forEach(visit);
  return files;
}

/** The files of `public/` as the build copies them, except the worker itself. */
function publicFiles(publicDir: string): string[] {
  if (!publicDir) return [];
  return readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name !== 'sw.js')
    .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'));
}

/** What the service worker caches on install, as paths (`/assets/...`). */
export function precacheFiles(
  bundle: OutputBundle,
  options: { root: string; publicDir: string; screens?: readonly string[] },
): { files: string[]; build: string[] } {
  const chunks = chunksOf(bundle);
  const screens = (options.screens ?? OFFLINE_SCREENS).map((file) =>
    path.resolve(options.root, file),
  );
  // The texts' chunks are entries too, but each visitor needs one language's: cached when used.
  const roots = chunks.filter(
    (chunk) =>
      (chunk.isEntry && !isTextChunk(chunk.fileName)) ||
      chunk.moduleIds.some((id) => screens.includes(id)),
  );
  const missing = screens.filter((id) => !chunks.some((chunk) => chunk.moduleIds.includes(id)));
  if (missing.length > 0)
    throw new Error(`Offline screens not in the build: ${missing.join(', ')}`);
  const shell = new Set([
    'index.html',
    ...staticFiles(bundle, roots),
    ...Object.keys(bundle).filter((file) => file.endsWith('.css')),
    ...publicFiles(options.publicDir),
  ]);
  const all = [...Object.keys(bundle), ...publicFiles(options.publicDir)].filter(
    (file) => !file.endsWith('.map') && !file.startsWith('.'),
  );
  const asPaths = (files: Iterable<string>) => [...new Set(files)].map((file) => `/${file}`).sort();
  return { files: asPaths(shell), build: asPaths(all) };
}

export function precacheManifest(): Plugin {
  let root = '';
  let publicDir = '';
  return {
    name: 'transitdocs-precache-manifest',
    apply: 'build',
    // After the HTML plugin, so index.html is in the bundle too.
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      publicDir = config.publicDir;
    },
    generateBundle(_options, bundle) {
      const manifest = precacheFiles(bundle, { root, publicDir });
      this.emitFile({
        type: 'asset',
        fileName: 'precache-manifest.json',
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
    },
  };
}
