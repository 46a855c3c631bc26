import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { rolldownVersion, version as viteVersion, type Plugin } from 'vite';

/** Where the build puts the chunks of one language's texts. */
const TEXTS_DIR = 'assets/texts';

/**
 * A short hash of every file of one language's folder (names and contents), and of the tools that
 * turn them into chunks: an upgrade that writes a chunk differently renames it too.
 */
function versionOf(languageDir: string, files: readonly string[]): string {
  const hash = createHash('sha256');
  hash.update(`vite ${viteVersion} rolldown ${rolldownVersion}\0`);
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(languageDir, file)));
    hash.update('\0');
  }
  return hash.digest('base64url').slice(0, 10);
}

export type TextChunk = { language: string; namespace: string; source: string; fileName: string };

/**
 * Every `<lang>/<namespace>.json` under `localesDir` and the file its chunk becomes:
 * `assets/texts/<lang>-<version>/<namespace>.js`, the version a hash of that language's folder.
 */
export function textChunksOf(localesDir: string): TextChunk[] {
  const chunks: TextChunk[] = [];
  for (const entry of readdirSync(localesDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const languageDir = path.join(localesDir, entry.name);
    const files = readdirSync(languageDir)
      .filter((file) => file.endsWith('.json'))
      .sort();
    const folder = `${TEXTS_DIR}/${entry.name}-${versionOf(languageDir, files)}`;
    for (const file of files) {
      const namespace = file.slice(0, -'.json'.length);
      chunks.push({
        language: entry.name,
        namespace,
        source: path.join(languageDir, file),
        fileName: `${folder}/${namespace}.js`,
      });
    }
  }
  return chunks;
}

const TEXT_SOURCE = /[\\/]src[\\/]i18n[\\/]locales[\\/][^\\/]+[\\/][^\\/]+\.json$/;

/** Whether a module is one of the texts' JSON files (each an entry of the build). */
export function isTextSource(id: string): boolean {
  return TEXT_SOURCE.test(id);
}

/** Whether a built file is one of the texts' chunks (fetched on demand, in one language). */
export function isTextChunk(fileName: string): boolean {
  return fileName.startsWith(`${TEXTS_DIR}/`);
}

/** Each language's folder of chunks as the browser asks for it, under the app's (absolute) base. */
export function textDirsOf(chunks: readonly TextChunk[], base = '/'): Record<string, string> {
  const dirs: Record<string, string> = {};
  for (const chunk of chunks) {
    dirs[chunk.language] = `${base}${path.posix.dirname(chunk.fileName)}/`;
  }
  return dirs;
}

/**
 * Builds each `src/i18n/locales/<lang>/<namespace>.json` into its own chunk at a path the app
 * builds from the language's folder (`import.meta.env.TEXT_DIRS`, read by src/i18n/resources.ts),
 * instead of a table of 135 hashed chunk names in the entry every screen loads (~1.9 KB gzipped:
 * hashes compress badly). A changed text renames its language's folder, so a cached copy (the
 * service worker keeps `/assets/` by name) is never stale.
 */
export function textChunks(localesDir: string): Plugin {
  const chunks = textChunksOf(localesDir);
  return {
    name: 'transitdocs-text-chunks',
    apply: 'build',
    config(config) {
      const dirs = textDirsOf(chunks, config.base);
      return { define: { 'import.meta.env.TEXT_DIRS': JSON.stringify(dirs) } };
    },
    buildStart() {
      for (const chunk of chunks) {
        this.emitFile({
          type: 'chunk',
          id: chunk.source,
          fileName: chunk.fileName,
          // The texts are the chunk's `default` export.
          preserveSignature: 'strict',
        });
      }
    },
  };
}
