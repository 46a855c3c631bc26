import { describe, expect, it } from 'vitest';
import type { Manifest } from 'vite';
import { htmlScripts, staticClosure } from './first-load-size.ts';

describe('what index.html makes the browser fetch', () => {
  it('reads module scripts and module preloads, whatever the attribute order', () => {
    const html = `<script type="module" crossorigin src="/assets/index-1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-2.js">
      <link href="/assets/initial-3.js" rel="modulepreload">
      <link rel="icon" href="/favicon.svg">
      <link rel="modulepreload" href="/assets/react-2.js">`;
    expect(htmlScripts(html)).toEqual([
      'assets/index-1.js',
      'assets/react-2.js',
      'assets/initial-3.js',
    ]);
  });
});

describe('the chunks a lazy screen needs', () => {
  const manifest: Manifest = {
    'src/login.tsx': { file: 'assets/login.js', imports: ['_form.js', '_shared.js'] },
    '_form.js': { file: 'assets/form.js', imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared.js', dynamicImports: ['src/pdf.ts'] },
    'src/pdf.ts': { file: 'assets/pdf.js' },
  };

  it('follows static imports only, each file once', () => {
    expect(staticClosure(manifest, 'src/login.tsx').sort()).toEqual([
      'assets/form.js',
      'assets/login.js',
      'assets/shared.js',
    ]);
  });

  it('refuses a screen the build does not have, instead of measuring too little', () => {
    expect(() => staticClosure(manifest, 'src/renamed.tsx')).toThrow(/not in the build manifest/);
  });
});
