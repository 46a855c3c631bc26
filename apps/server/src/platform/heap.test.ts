import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SEMI_SPACE_MB, SERVER_NODE_FLAGS } from './heap.ts';

const scriptsOf = (manifest: URL) =>
  (JSON.parse(readFileSync(manifest, 'utf8')) as { scripts: Record<string, string> }).scripts;

describe('server heap settings', () => {
  it('gives the server thread the semi-spaces the worker threads get', () => {
    expect(SERVER_NODE_FLAGS).toContain(`--max-semi-space-size=${String(SEMI_SPACE_MB)}`);
  });

  it('starts the server, and the list benchmark that runs it, with the server flags', () => {
    const server = scriptsOf(new URL('../../package.json', import.meta.url));
    const bench = scriptsOf(new URL('../../../../bench/package.json', import.meta.url));
    for (const script of [server.start, server.dev, bench['bench:transits']]) {
      for (const flag of SERVER_NODE_FLAGS) expect(script).toContain(flag);
    }
  });
});
