/**
 * `npm start` builds the web client only when what it is built from changed since the last
 * build: a hash of the web's and the domain's sources and configuration is kept beside the
 * build (`dist/.source-hash`). `npm run build` always builds.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rootDir = path.resolve(webDir, '../..');
const hashFile = path.join(webDir, 'dist', '.source-hash');

/** Everything the build reads from the project (dependencies are pinned by the lock file). */
const INPUTS = [
  path.join(webDir, 'src'),
  path.join(webDir, 'public'),
  path.join(webDir, 'index.html'),
  path.join(webDir, 'vite.config.ts'),
  // The build's own plugins (precompression, precache list, first-load report).
  path.join(webDir, 'scripts'),
  path.join(webDir, 'tsconfig.json'),
  path.join(webDir, 'package.json'),
  path.join(rootDir, 'packages/domain/src'),
  path.join(rootDir, 'package-lock.json'),
];

function filesOf(entry: string): string[] {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry, { recursive: true, withFileTypes: true })
    .filter((item) => item.isFile() && !/\.test\.tsx?$/.test(item.name))
    .map((item) => path.join(item.parentPath, item.name));
}

/** SHA-256 over the paths (relative to `base`) and contents of every file under `inputs`. */
export function sourceHash(inputs: readonly string[], base: string): string {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(filesOf).sort()) {
    hash.update(path.relative(base, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

function buildIfChanged(): void {
  const current = sourceHash(INPUTS, rootDir);
  const built = existsSync(hashFile) ? readFileSync(hashFile, 'utf8').trim() : '';
  if (built === current && existsSync(path.join(webDir, 'dist', 'index.html'))) {
    console.log('Web client is up to date; not rebuilding.');
    return;
  }
  console.log('Building the web client (about a minute the first time)...');
  execFileSync('npm', ['run', 'build'], { cwd: webDir, stdio: 'inherit' });
  writeFileSync(hashFile, `${current}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildIfChanged();
}
