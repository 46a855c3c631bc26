/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build, at the
 * highest levels: done once per build, so the server sends them as they are (@fastify/static
 * `preCompressed`) instead of sending 1.7 MB of plain JavaScript or compressing per request.
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|webmanifest)$/;
/** Below this the headers of a compressed answer cost about what compression saves. */
const MIN_BYTES = 512;

/** Every file under `dir` worth compressing, skipping dot folders (`.vite/`, build metadata). */
async function compressibleFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter(
      (file) =>
        !path
          .relative(dir, file)
          .split(path.sep)
          .some((part) => part.startsWith('.')),
    );
}

/** Writes `copy`, or removes a stale one (a build into a folder that was not emptied). */
async function keepCopy(copy: string, bytes: Buffer | null): Promise<void> {
  if (bytes) await writeFile(copy, bytes);
  else await rm(copy, { force: true });
}

/** Writes `file.br` and `file.gz` when each is smaller than the file itself. */
export async function compressFile(file: string): Promise<void> {
  const bytes = await readFile(file);
  if (bytes.length < MIN_BYTES) {
    await Promise.all([keepCopy(`${file}.br`, null), keepCopy(`${file}.gz`, null)]);
    return;
  }
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([
    keepCopy(`${file}.br`, br.length < bytes.length ? br : null),
    keepCopy(`${file}.gz`, gz.length < bytes.length ? gz : null),
  ]);
}

/** Compresses every text file of `dir` (the build's outDir). */
export async function precompressDir(dir: string): Promise<number> {
  const files = await compressibleFiles(dir);
  await Promise.all(files.map(compressFile));
  return files.length;
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'transitdocs-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After everything is on disk: the chunks, index.html, the precache list, public/.
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
