/**
 * How much JavaScript a first visit downloads before a screen shows, gzipped: the scripts and
 * module preloads of `index.html`, plus the lazy chunks the screen's route imports (and what they
 * import statically), plus its translations in the heaviest language. Read from a finished build
 * (`dist/.vite/manifest.json`); printed at the end of `vite build` and checked by a test.
 *
 *   node --import tsx apps/web/scripts/first-load-size.ts [distDir]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Manifest, Plugin } from 'vite';
import type { Namespace } from '../src/i18n/resources.ts';

/** `vite build --mode first-load-check`: a build to measure, without the compressed copies. */
export const FIRST_LOAD_CHECK_MODE = 'first-load-check';

export type Screen = {
  name: string;
  /** Source files (as the manifest names them) that the route loads lazily. */
  modules: readonly string[];
  /** Namespaces fetched before the screen renders (`common` is always among them). */
  namespaces: readonly Namespace[];
  /**
   * The most gzipped JavaScript it may take, in KB: the test fails above it. It sits just above
   * what the screen takes today, so any growth is a decision, not an accident.
   */
  budgetKb?: number;
  /**
   * The first-load goal in KB (docs/decisions/0074-first-load-budget.md), printed beside the
   * figure while it is not met.
   */
  targetKb?: number;
};

/** The query cache's route element, above every screen that reads data. */
const QUERY_SCOPE = 'src/app/query-scope.tsx';
const SHARE_LINK = [
  QUERY_SCOPE,
  'src/features/share-link/share-link-layout.tsx',
  'src/features/share-link/share-home.tsx',
];
const SIGNED_IN = [
  QUERY_SCOPE,
  'src/app/signed-in-routes.tsx',
  'src/app/stored-user.ts',
  'src/features/documents/documents-backdrop.tsx',
];
const SHELL_NAMESPACES: readonly Namespace[] = ['auth', 'errors', 'lists', 'notifications'];

/**
 * The screens a first visit most often opens, each with a budget that the build enforces, and the
 * goal: 150 KB on a phone's screens, 250 KB for the dispatcher's list. What every screen pays
 * before its own code, about 113 KB: React with React DOM (~67 KB; Preact's compatibility layer
 * would take ~10 KB, docs/decisions/0137-preact-runtime-measured.md), the router (~12 KB), our translation module (~2 KB, src/i18n/translator.ts), MUI's
 * styling core with emotion and the theme (~26 KB), the app's frame, session, route table and
 * text loader (~6 KB). The login adds the MUI parts of its frame and form (~22 KB), its page and
 * its texts (~4 KB). The share link's landing adds the query cache with the HTTP client (~11 KB),
 * the MUI parts it shares with the login (~12 KB), its frame and page (~6 KB), the JSON Schema
 * of the link's data with its checker (~3 KB: share-link/share-link-shapes.ts, api/json-shape.ts;
 * zod is not needed to check it) and its texts; zod and the transit schemas (~24 KB) come only
 * with the screens that parse forms or other answers (the date validators that ui/date-time.ts
 * uses live apart from the schemas, in the domain's validation/dates.ts). The identity
 * dialog comes only to a visitor who has not identified yet. The budgets hold what was reached:
 * see docs/decisions/0074-first-load-budget.md. `WEB_RUNTIME=preact npm run build` prints the
 * same table for Preact's compatibility layer (not enforced).
 */
export const SCREENS: readonly Screen[] = [
  {
    name: 'Login',
    modules: ['src/features/auth/login-page.tsx'],
    namespaces: ['auth'],
    budgetKb: 141,
    targetKb: 150,
  },
  {
    name: 'Share-link landing',
    modules: SHARE_LINK,
    namespaces: ['share_link', 'dates'],
    budgetKb: 150,
    targetKb: 150,
  },
  {
    // A visitor who has not identified yet: the identity dialog arrives beside the link's data.
    name: 'Share link, first visit',
    modules: [...SHARE_LINK, 'src/features/share-link/identity-dialog.tsx'],
    namespaces: ['share_link', 'dates', 'errors'],
    budgetKb: 214,
    targetKb: 150,
  },
  {
    name: "Driver's card",
    modules: [...SIGNED_IN, 'src/features/driver-view/driver-view.tsx'],
    namespaces: [...SHELL_NAMESPACES, 'profile', 'transit_page', 'fleet'],
    budgetKb: 309,
    targetKb: 150,
  },
  {
    name: "Outsider's documents",
    modules: [...SHARE_LINK, 'src/features/share-link/share-documents.tsx'],
    namespaces: [
      'share_link',
      'dates',
      'errors',
      'documents_modal',
      'document_editor',
      'remarks',
      'signing',
    ],
    budgetKb: 292,
    targetKb: 150,
  },
  {
    name: 'Signup',
    modules: ['src/features/auth/signup-page.tsx'],
    namespaces: ['auth', 'errors'],
    budgetKb: 226,
    targetKb: 150,
  },
  {
    name: 'Verify (QR code)',
    modules: [QUERY_SCOPE, 'src/features/verify/verify-page.tsx'],
    namespaces: ['verify', 'errors'],
    budgetKb: 173,
    targetKb: 150,
  },
  {
    name: 'Dispatcher list',
    modules: [...SIGNED_IN, 'src/features/documents/documents-page.tsx'],
    namespaces: [...SHELL_NAMESPACES, 'profile', 'documents', 'transit_page', 'fleet'],
    budgetKb: 335,
    targetKb: 250,
  },
];

export type ScreenSize = {
  name: string;
  /** Gzipped bytes of all its JavaScript, translations included. */
  gzip: number;
  brotli: number;
  /** Gzipped bytes of its translations alone (part of `gzip`). */
  translations: number;
  /** The language whose texts weigh most; the figures are for it. */
  language: string;
  /** Every file it fetches: code first, then the translations (`textFiles`). */
  files: string[];
  textFiles: string[];
  budgetKb?: number;
  targetKb?: number;
};

const SCRIPT = /<script\b[^>]*\bsrc="\/([^"]+)"/g;
const PRELOAD =
  /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="\/([^"]+)"|<link\b[^>]*\bhref="\/([^"]+)"[^>]*\brel="modulepreload"/g;

/** The files `index.html` makes the browser fetch as JavaScript, in the order they appear. */
export function htmlScripts(html: string): string[] {
  const files = [...html.matchAll(SCRIPT)].map((match) => match[1] ?? '');
  for (const match of html.matchAll(PRELOAD)) files.push(match[1] ?? match[2] ?? '');
  return [...new Set(files.filter(Boolean))];
}

/** `key`'s own file and every file it imports statically, transitively. */
export function staticClosure(manifest: Manifest, key: string): string[] {
  const files = new Set<string>();
  const visit = (entry: string) => {
    const chunk = manifest[entry];
    if (!chunk) throw new Error(`${entry} is not in the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return [...files];
}

const LOCALE_KEY = /^src\/i18n\/locales\/([^/]+)\/[^/]+\.json$/;

function localeKey(language: string, namespace: string): string {
  return `src/i18n/locales/${language}/${namespace}.json`;
}

/** The languages the build has texts for. */
function languagesOf(manifest: Manifest): string[] {
  const languages = Object.keys(manifest).map((key) => LOCALE_KEY.exec(key)?.[1]);
  return [...new Set(languages.filter((language) => language !== undefined))].sort();
}

type Sizes = { gzip: number; brotli: number };

function compressedSizes(distDir: string): (file: string) => Sizes {
  const cache = new Map<string, Sizes>();
  return (file) => {
    let sizes = cache.get(file);
    if (!sizes) {
      const bytes = readFileSync(path.join(distDir, file));
      sizes = {
        gzip: gzipSync(bytes, { level: 9 }).length,
        brotli: brotliCompressSync(bytes, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
        }).length,
      };
      cache.set(file, sizes);
    }
    return sizes;
  };
}

/** Measures every screen of `screens` in the build at `distDir`. */
export function measureFirstLoad(
  distDir: string,
  screens: readonly Screen[] = SCREENS,
): ScreenSize[] {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(
    readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const sizeOf = compressedSizes(distDir);
  const sum = (files: Iterable<string>, kind: keyof Sizes) =>
    [...files].reduce((total, file) => total + sizeOf(file)[kind], 0);
  const initial = htmlScripts(html);

  return screens.map((screen) => {
    const code = new Set(initial);
    for (const key of screen.modules)
      for (const file of staticClosure(manifest, key)) code.add(file);
    const namespaces = new Set<string>(['common', ...screen.namespaces]);
    const byLanguage = languagesOf(manifest).map((language) => {
      const texts = new Set<string>();
      for (const namespace of namespaces) {
        for (const file of staticClosure(manifest, localeKey(language, namespace))) {
          if (!code.has(file)) texts.add(file);
        }
      }
      return { language, texts, gzip: sum(texts, 'gzip') };
    });
    const heaviest = byLanguage.reduce((most, next) => (next.gzip > most.gzip ? next : most));
    const files = [...code, ...heaviest.texts];
    return {
      name: screen.name,
      gzip: sum(files, 'gzip'),
      brotli: sum(files, 'brotli'),
      translations: heaviest.gzip,
      language: heaviest.language,
      files,
      textFiles: [...heaviest.texts],
      ...(screen.budgetKb === undefined ? {} : { budgetKb: screen.budgetKb }),
      ...(screen.targetKb === undefined ? {} : { targetKb: screen.targetKb }),
    };
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A small table for the build log. */
export function formatReport(sizes: readonly ScreenSize[]): string {
  const width = Math.max(...sizes.map((size) => size.name.length));
  const lines = sizes.map((size) => {
    const notes = [
      size.budgetKb === undefined
        ? ''
        : size.gzip <= size.budgetKb * 1024
          ? `budget ${size.budgetKb} KB`
          : `OVER BUDGET of ${size.budgetKb} KB`,
      size.targetKb === undefined || size.gzip <= size.targetKb * 1024
        ? ''
        : `target ${size.targetKb} KB not met`,
    ].filter(Boolean);
    const budget = notes.length > 0 ? `  (${notes.join('; ')})` : '';
    return (
      `  ${size.name.padEnd(width)}  ${kb(size.gzip).padStart(9)} gzip  ` +
      `${kb(size.brotli).padStart(9)} br  ${String(size.files.length).padStart(3)} files, ` +
      `texts ${kb(size.translations)} (${size.language})${budget}`
    );
  });
  return ['First load, JavaScript a screen needs before it shows:', ...lines].join('\n');
}

/** Prints the table at the end of `vite build`. */
/**
 * Prints the first-load table after a build and, with `enforce`, fails the build when a screen
 * is over its budget: growth is a decision taken in SCREENS, never an accident.
 */
export function firstLoadReport({ enforce }: { enforce: boolean }): Plugin {
  let outDir = '';
  return {
    name: 'transitdocs-first-load-report',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const sizes = measureFirstLoad(outDir);
      this.info(`\n${formatReport(sizes)}`);
      const over = sizes.filter(
        (size) => size.budgetKb !== undefined && size.gzip > size.budgetKb * 1024,
      );
      if (enforce && over.length > 0) {
        this.error(
          `over the first-load budget: ${over
            .map((size) => `${size.name} ${kb(size.gzip)} > ${String(size.budgetKb)} KB`)
            .join(', ')} (apps/web/scripts/first-load-size.ts)`,
        );
      }
    },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const distDir = path.resolve(
    process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist'),
  );
  console.log(formatReport(measureFirstLoad(distDir)));
}
