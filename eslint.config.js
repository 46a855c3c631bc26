import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/*
 * Import boundaries: the layers of docs/architecture.md ("Layers"). ESLint keeps one set
 * of options per rule for a file (a later block replaces, not merges, an earlier one), so every
 * block below carries the complete list of patterns for the files it names. Patterns match the
 * import specifier as written; the server imports with relative paths.
 */
const SERVER = 'apps/server/src';
/** Every module folder, read at load so that a new module is covered without editing this file. */
const MODULES = fs
  .readdirSync(path.join(import.meta.dirname, SERVER, 'modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const anyOf = (names) => names.map(escape).join('|');
const REPO = '/repo(?:\\.[jt]s)?$';

const NO_MODULE = {
  regex: '(?:^|/)modules(?:/|$)',
  message: 'platform/ is below the modules: it never imports one (docs/architecture.md).',
};
const NO_REPO_IN_ROUTE = {
  regex: `(?:^|/)repo(?:\\.[jt]s)?$`,
  message: "A route never touches the database: call the module's service (docs/architecture.md).",
};
/** Another module's repository, as seen from inside module `own`. */
const noForeignRepo = (own) => ({
  regex: `(?:^|/)(?:${anyOf(MODULES.filter((name) => name !== own))})${REPO}`,
  message: `A repository belongs to its module: ask that module's service instead (modules/${own}/ may import only its own repo.ts).`,
});
/** Another module's inner file, as seen from inside module `own`: a module is used through its face. */
const noForeignInner = (own) => ({
  regex: `(?:^|\\.\\./)(?:${anyOf(MODULES.filter((name) => name !== own))})/(?!index\\.ts$)`,
  message:
    "A module is used through its index.ts only: import the other module's face, not its inner files.",
});
const NO_MODULE_INNER = {
  regex: `(?:^|/)modules/(?:${anyOf(MODULES)})/(?!index\\.ts$)`,
  message:
    "A module is used through its index.ts only: import the module's face, not its inner files.",
};
const NO_MODULE_REPO = {
  regex: `(?:^|/)(?:${anyOf(MODULES)})${REPO}`,
  message: "A repository belongs to its module: ask that module's service instead.",
};
const SERVER_PACKAGES = [
  'fastify',
  'fastify-type-provider-zod',
  '@fastify/*',
  'kysely',
  'better-sqlite3',
  'pg',
  'ioredis',
  'nodemailer',
  'web-push',
  'helmet',
  'pdf-lib',
  '@pdf-lib/*',
  '@signpdf/*',
  'node-forge',
  'exceljs',
  'csv-parse',
  'iconv-lite',
  'pngjs',
  'jpeg-js',
  'smtp-server',
  'dejavu-fonts-ttf',
];
const WEB_PACKAGES = [
  'react',
  'react-dom',
  '@mui/*',
  '@emotion/*',
  'react-router',
  '@tanstack/*',
  'react-hook-form',
  '@hookform/*',
  'i18next',
  'react-i18next',
  'signature_pad',
  'pdfjs-dist',
  '@testing-library/*',
];
const packages = (names) =>
  `^(?:${names.map((name) => escape(name).replace('\\*', '[^/]+')).join('|')})(?:/.*)?$`;
const NO_SERVER_CODE = {
  regex: `(?:^|/)apps/server(?:/|$)|^(?:\\.\\./)+server/|^@transitdocs/server(?:/|$)|${packages(SERVER_PACKAGES)}`,
  message: 'The web never imports server code: share it through @transitdocs/domain.',
};
const NO_NODE_BUILTINS = {
  regex: '^node:',
  message: 'This code runs in the browser: no Node.js built-ins.',
};
const NO_APPS_IN_DOMAIN = {
  regex: `(?:^|/)apps/|^@transitdocs/(?:server|web)(?:/|$)|${packages([...SERVER_PACKAGES, ...WEB_PACKAGES])}`,
  message: 'The domain imports neither the server nor the web (nor their libraries).',
};

const restrict = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

const boundaries = [
  restrict([`${SERVER}/platform/**/*.ts`], [NO_MODULE]),
  // Files beside the modules (app.ts, seed-demo.ts, db/, tests across modules) reach a module
  // through its service.
  restrict([`${SERVER}/*.ts`, `${SERVER}/modules/*.ts`, `${SERVER}/db/**/*.ts`], [NO_MODULE_REPO]),
  // ...and outside tests only through its face (a test may set up through a module's inner files).
  restrict(
    [`${SERVER}/*.ts`, `${SERVER}/db/**/*.ts`, `${SERVER}/ops/**/*.ts`],
    [NO_MODULE_REPO, NO_MODULE_INNER],
    ['**/*.test.ts'],
  ),
  ...MODULES.flatMap((name) => [
    restrict([`${SERVER}/modules/${name}/**/*.ts`], [noForeignRepo(name)]),
    restrict(
      [`${SERVER}/modules/${name}/**/*.ts`],
      [noForeignRepo(name), noForeignInner(name)],
      ['**/*.test.ts'],
    ),
    restrict(
      [`${SERVER}/modules/${name}/**/routes.ts`],
      [noForeignRepo(name), noForeignInner(name), NO_REPO_IN_ROUTE],
    ),
  ]),
  restrict(['apps/web/**/*.{ts,tsx}'], [NO_SERVER_CODE]),
  restrict(['apps/web/src/**/*.{ts,tsx}'], [NO_SERVER_CODE, NO_NODE_BUILTINS]),
  restrict(['packages/domain/**/*.ts'], [NO_APPS_IN_DOMAIN, NO_NODE_BUILTINS]),
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/test-results/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      eqeqeq: ['error', 'always'],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  ...boundaries,
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
