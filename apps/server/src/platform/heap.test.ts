import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SEMI_SPACE_MB } from './heap.ts';

describe('server heap settings', () => {
  it('the start scripts give the server thread the semi-spaces the worker threads get', () => {
    const manifest = JSON.parse(
      readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
    ) as { scripts: Record<string, string> };
    for (const script of ['start', 'dev']) {
      expect(manifest.scripts[script]).toContain(`--max-semi-space-size=${String(SEMI_SPACE_MB)}`);
    }
  });
});
