import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/** A part of zod the web client never uses, and how its stand-in is written. */
type Replacement = {
  /** The import as zod writes it, and the zod module that writes it. */
  source: RegExp;
  importer: RegExp;
  /** The stand-in's code, given the real module's absolute path. */
  stub: (realPath: string) => Promise<string> | string;
};

const LEFT_OUT = 'Left out of the build by scripts/zod-unused-parts.ts';
const FAIL = `() => {
  throw new Error(${JSON.stringify(LEFT_OUT)});
}`;

/**
 * A stand-in for the module at `realPath` with all of its exports: `kept` ones from the real
 * module (the rest of it is then tree-shaken), `written` ones as given, every other one failing.
 */
async function standIn(
  realPath: string,
  { kept = [], written = {} }: { kept?: readonly string[]; written?: Record<string, string> },
): Promise<string> {
  const module = (await import(pathToFileURL(realPath).href)) as Record<string, unknown>;
  const lines = [`const unused = ${FAIL};`];
  for (const name of Object.keys(module)) {
    if (kept.includes(name)) lines.push(`export { ${name} } from ${JSON.stringify(realPath)};`);
    else lines.push(`export const ${name} = ${written[name] ?? 'unused'};`);
  }
  return `${lines.join('\n')}\n`;
}

const CLASSIC_SCHEMAS = /[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/;

const REPLACEMENTS: Record<string, Replacement> = {
  // The web never writes a JSON schema (the server does, for its API description). Each schema
  // keeps a processor for `toJSONSchema` and the generator behind it, about 34 KB raw of every
  // page that parses data. `aggregateChecks` stays: it backs readable bounds (`schema.maxLength`).
  processors: {
    source: /^\.\.\/core\/json-schema-processors\.js$/,
    importer: CLASSIC_SCHEMAS,
    stub: (realPath) => standIn(realPath, { kept: ['aggregateChecks'] }),
  },
  // `toJSONSchema()` and the standard-schema `jsonSchema` methods: made on demand (reading
  // `~standard` makes them), so the factories stay and the methods they return fail.
  'to-json-schema': {
    source: /^\.\.\/core\/to-json-schema\.js$/,
    importer: CLASSIC_SCHEMAS,
    stub: () => `const unused = ${FAIL};
export const createToJSONSchemaMethod = () => unused;
export const createStandardJSONSchemaMethod = () => unused;
`,
  },
  // zod's English messages are its fallback behind `customError`, which the domain's error map
  // (packages/domain/src/zod-config.ts) sets for every issue before any schema parses: they are
  // never shown. Should an issue ever reach them, the parse fails loudly instead of showing an
  // untranslated sentence.
  'locale-en': {
    source: /^\.\.\/locales\/en\.js$/,
    importer: CLASSIC_SCHEMAS,
    stub: () => `export default () => ({ localeError: ${FAIL} });\n`,
  },
  // Cycle support for recursive schemas (`z.lazy`, getters) parsing cyclic values, about 1 KB
  // gzipped: no schema of the domain refers to itself, and parsed JSON has no cycles. Without it
  // zod parses as `zod/mini` does by default: `memoizer()` gives none, the containers skip it.
  memoizer: {
    source: /^\.\/memoizer\.js$/,
    importer: /[\\/]zod[\\/]v4[\\/]core[\\/]index\.js$/,
    stub: (realPath) => standIn(realPath, { written: { memoizer: '() => undefined' } }),
  },
};

const PREFIX = '\0transitdocs-zod-stub:';

/** Swaps parts of zod the web client never uses for small stand-ins, in the build only. */
export function zodUnusedParts(): Plugin {
  return {
    name: 'transitdocs-zod-stubs',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      for (const [name, { source: wanted, importer: from }] of Object.entries(REPLACEMENTS)) {
        if (wanted.test(source) && from.test(importer)) {
          return `${PREFIX}${name}:${path.resolve(path.dirname(importer), source)}`;
        }
      }
      return null;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const rest = id.slice(PREFIX.length);
      const separator = rest.indexOf(':');
      const replacement = REPLACEMENTS[rest.slice(0, separator)];
      return replacement ? await replacement.stub(rest.slice(separator + 1)) : null;
    },
  };
}
