import { describe, expect, it } from 'vitest';
import { muiUnusedParts } from './mui-unused-parts.ts';
import { buildProbe } from './probe-build.ts';

describe('MUI in the web build', () => {
  it("leaves out emotion's statics copier: `withTheme` fails loudly, the rest still works", async () => {
    const built = await buildProbe<{ withTheme: (component: unknown) => unknown; css: unknown }>(
      `export { withTheme, css } from '@emotion/react';`,
      [muiUnusedParts()],
    );
    expect(typeof built.css).toBe('function');
    expect(() => built.withTheme(() => null)).toThrow(/mui-unused-parts/);
  }, 60_000);
});
