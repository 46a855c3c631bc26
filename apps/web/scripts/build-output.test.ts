import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Manifest } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIRST_LOAD_CHECK_MODE,
  formatReport,
  measureFirstLoad,
  SCREENS,
  type ScreenSize,
} from './first-load-size.ts';

const webDir = path.resolve(import.meta.dirname, '..');

/** One real build of the web client, measured as a first visit would load it. */
describe('the web build', () => {
  let outDir = '';
  let sizes: ScreenSize[] = [];

  beforeAll(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'td-web-build-'));
    // Vitest sets NODE_ENV=test, which would make this a development build (React's checks).
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    await build({
      root: webDir,
      configFile: path.join(webDir, 'vite.config.ts'),
      mode: FIRST_LOAD_CHECK_MODE,
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
    }).finally(() => {
      process.env.NODE_ENV = nodeEnv;
    });
    sizes = measureFirstLoad(outDir);
    console.log(formatReport(sizes));
  }, 120_000);

  afterAll(async () => {
    await rm(outDir, { recursive: true, force: true });
  });

  for (const screen of SCREENS.filter((item) => item.budgetKb !== undefined)) {
    it(`loads the ${screen.name} within ${screen.budgetKb} KB of gzipped JavaScript`, () => {
      const size = sizes.find((item) => item.name === screen.name);
      expect(size?.gzip).toBeLessThanOrEqual((screen.budgetKb ?? 0) * 1024);
    });
  }

  it('keeps the heavy parts out of the first load', () => {
    const login = sizes.find((item) => item.name === 'Login');
    const heavy = /pdfjs|pdf\.worker|signature|document-wizard|csv|report/;
    expect(login?.files.filter((file) => heavy.test(file))).toEqual([]);
  });

  it('keeps the zod error map that turns issues into translation keys', async () => {
    // The domain is tree-shaken as side-effect free except zod-config.ts: dropping its
    // `z.config` would show zod's English sentences instead of the translated messages.
    const files = await readdir(path.join(outDir, 'assets'));
    const scripts = await Promise.all(
      files
        .filter((file) => file.endsWith('.js'))
        .map((file) => readFile(path.join(outDir, 'assets', file), 'utf8')),
    );
    expect(scripts.some((code) => code.includes('customError'))).toBe(true);
  });

  it("builds each text file into its language's folder, where the app asks for it", async () => {
    const manifest = JSON.parse(
      await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
    const localesDir = path.join(webDir, 'src', 'i18n', 'locales');
    const sources = (await readdir(localesDir, { recursive: true }))
      .filter((file) => file.endsWith('.json'))
      .map((file) => `src/i18n/locales/${file.split(path.sep).join('/')}`);
    const entry = Object.values(manifest).find((chunk) => chunk.src === 'index.html');
    const entryCode = await readFile(path.join(outDir, entry?.file ?? 'missing'), 'utf8');
    expect(sources.length).toBeGreaterThan(100);
    for (const source of sources) {
      const chunk = manifest[source];
      const language = source.split('/')[3] ?? '';
      expect(chunk?.file).toMatch(new RegExp(`^assets/texts/${language}-[\\w-]+/[\\w-]+\\.js$`));
      expect(chunk?.imports ?? []).toEqual([]);
      // The entry names the folder, not each file: src/i18n/resources.ts builds the rest.
      expect(entryCode).toContain(`/${path.posix.dirname(chunk?.file ?? '')}/`);
      expect(entryCode).not.toContain(chunk?.file);
      const built = (await import(pathToFileURL(path.join(outDir, chunk?.file ?? '')).href)) as {
        default: unknown;
      };
      expect(Object.keys(built)).toEqual(['default']);
      expect(built.default).toEqual(JSON.parse(await readFile(path.join(webDir, source), 'utf8')));
    }
  });

  it('precaches the shell and the offline screens, not the PDF worker or every chunk', async () => {
    const manifest = JSON.parse(
      await readFile(path.join(outDir, 'precache-manifest.json'), 'utf8'),
    ) as { files: string[]; build: string[] };
    expect(manifest.files).toContain('/index.html');
    expect(manifest.files).toContain('/favicon.svg');
    expect(manifest.files).not.toContain('/sw.js');
    for (const name of ['Login', "Driver's card", 'Dispatcher list']) {
      const screen = sizes.find((item) => item.name === name);
      // Its texts are cached when first fetched, in the language the visitor uses.
      const code = (screen?.files ?? []).filter((file) => !screen?.textFiles.includes(file));
      for (const file of code) expect(manifest.files, `${name}: ${file}`).toContain(`/${file}`);
    }
    expect(manifest.files.some((file) => file.includes('pdf.worker'))).toBe(false);
    expect(manifest.files.some((file) => file.includes('pdfjs'))).toBe(false);
    expect(manifest.files.length).toBeLessThan(manifest.build.length / 2);
    expect(manifest.build.some((file) => file.includes('pdf.worker'))).toBe(true);
  });
});
