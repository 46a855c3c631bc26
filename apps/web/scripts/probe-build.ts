import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';

const webDir = path.resolve(import.meta.dirname, '..');
const PROBE_ID = '\0build-probe';

/**
 * For tests of build plugins: builds `code` (an ES module, resolved from the web app) with
 * `plugins` as the app's build would, and imports the result.
 */
export async function buildProbe<T>(code: string, plugins: Plugin[]): Promise<T> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'td-build-probe-'));
  const probe: Plugin = {
    name: 'build-probe',
    // Vite's library mode makes the entry a path below the root.
    resolveId: (source) => (source.endsWith('build-probe.js') ? PROBE_ID : null),
    load: (id) => (id === PROBE_ID ? code : null),
  };
  try {
    await build({
      root: webDir,
      configFile: false,
      logLevel: 'silent',
      plugins: [probe, ...plugins],
      build: {
        outDir,
        minify: false,
        lib: { entry: 'build-probe.js', formats: ['es'], fileName: 'probe' },
      },
    });
    return (await import(pathToFileURL(path.join(outDir, 'probe.js')).href)) as T;
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
