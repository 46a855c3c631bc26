import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ShareIdentity, SharedTransitResponse, ShareToken } from '@transitdocs/domain';
import prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JSON_SHAPE_KEYWORDS, type JsonShape } from '../src/api/json-shape.ts';

/*
 * src/features/share-link/share-link-shapes.ts holds the JSON Schemas the link's landing checks data with (json-shape.ts),
 * derived from the domain's zod schemas by zod's `toJSONSchema`. This test derives them again and
 * fails when the committed file differs, or when a schema holds something JSON Schema cannot say.
 * `UPDATE_SCHEMAS=1 npx vitest run <this file>` writes the file again.
 */

const SHAPES_FILE = fileURLToPath(
  new URL('../src/features/share-link/share-link-shapes.ts', import.meta.url),
);

type Source = { name: string; schema: z.ZodType; about: string };

const SOURCES: readonly Source[] = [
  {
    name: 'sharedTransitShape',
    schema: SharedTransitResponse,
    about: "GET transit-token/{token}/: the domain's SharedTransitResponse.",
  },
  {
    name: 'shareIdentityShape',
    schema: ShareIdentity,
    about: "The visitor's identity as stored in this browser: the domain's ShareIdentity.",
  },
  {
    name: 'shareTokenShape',
    schema: ShareToken,
    about: "A link's token: the domain's ShareToken.",
  },
];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isObject(value: Json): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `node` without `additionalProperties: false` anywhere (what io `output` adds to z.object). */
function withoutClosedObjects(node: Json): Json {
  if (Array.isArray(node)) return node.map(withoutClosedObjects);
  if (!isObject(node)) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === 'additionalProperties' && value === false))
      .map(([key, value]) => [key, withoutClosedObjects(value)]),
  );
}

const SUBSCHEMA_MAPS = new Set(['properties']);
const SUBSCHEMA_LISTS = new Set(['anyOf', 'oneOf', 'prefixItems']);
const SUBSCHEMAS = new Set(['items', 'additionalProperties']);

/**
 * `node` with only the checker's keywords: `$schema` and `propertyNames: {type: string}` (every
 * JSON key is a string) dropped; any other keyword, or one beside anyOf/oneOf, throws.
 */
function toShape(node: Json, path: string): Json {
  if (typeof node === 'boolean') return node;
  if (!isObject(node)) throw new Error(`${path}: not a schema`);
  const shape: { [key: string]: Json } = {};
  for (const [key, value] of Object.entries(node)) {
    const at = `${path}.${key}`;
    if (key === '$schema') continue;
    if (key === 'propertyNames' && JSON.stringify(value) === '{"type":"string"}') continue;
    if (!JSON_SHAPE_KEYWORDS.has(key)) throw new Error(`${at}: the checker does not read ${key}`);
    if (SUBSCHEMA_MAPS.has(key) && isObject(value)) {
      shape[key] = Object.fromEntries(
        Object.entries(value).map(([name, sub]) => [name, toShape(sub, `${at}.${name}`)]),
      );
    } else if (SUBSCHEMA_LISTS.has(key) && Array.isArray(value)) {
      shape[key] = value.map((sub, index) => toShape(sub, `${at}[${String(index)}]`));
    } else if (SUBSCHEMAS.has(key)) {
      shape[key] = toShape(value, at);
    } else {
      shape[key] = value;
    }
  }
  if ((shape.anyOf ?? shape.oneOf) !== undefined && Object.keys(shape).length > 1) {
    throw new Error(`${path}: keywords beside anyOf/oneOf`);
  }
  return shape;
}

/** Zod types a JSON Schema says all of (given their checks); others are reported. */
const PLAIN_TYPES = new Set(['string', 'number', 'boolean', 'null', 'enum', 'literal', 'unknown']);

/** Zod parts a JSON Schema leaves unsaid, as `path: what` (refinements, transforms, defaults). */
function unsaid(schema: z.ZodType, path = '$'): string[] {
  const def = schema._zod.def;
  const found: string[] = [];
  for (const check of def.checks ?? []) {
    const kind = check._zod.def.check;
    if (kind === 'custom' || kind === 'overwrite') found.push(`${path}: ${kind}`);
  }
  const inner = (sub: unknown, at: string) => found.push(...unsaid(sub as z.ZodType, at));
  if (schema instanceof z.ZodObject) {
    for (const [key, sub] of Object.entries(schema.shape)) inner(sub, `${path}.${key}`);
  } else if (schema instanceof z.ZodArray) {
    inner(schema.element, `${path}[]`);
  } else if (schema instanceof z.ZodTuple) {
    schema._zod.def.items.forEach((sub, index) => {
      inner(sub, `${path}[${String(index)}]`);
    });
  } else if (schema instanceof z.ZodRecord) {
    inner(schema._zod.def.valueType, `${path}{}`);
  } else if (schema instanceof z.ZodUnion) {
    schema.options.forEach((sub, index) => {
      inner(sub, `${path}|${String(index)}`);
    });
  } else if (schema instanceof z.ZodNullable || schema instanceof z.ZodOptional) {
    inner(schema.unwrap(), path);
  } else if (!PLAIN_TYPES.has(def.type)) {
    found.push(`${path}: ${def.type}`);
  }
  return found;
}

/** The shape of `schema`: what zod's parse takes in (io `input`), in the checker's keywords. */
function shapeOf(schema: z.ZodType): JsonShape {
  return toShape(z.toJSONSchema(schema, { io: 'input' }) as Json, '$') as JsonShape;
}

async function shapesModule(): Promise<string> {
  const parts = SOURCES.map(
    ({ name, schema, about }) =>
      `/** ${about} */\nexport const ${name}: JsonShape = ${JSON.stringify(shapeOf(schema))};`,
  );
  const text = [
    "// Written by share-link-shapes.test.ts from the domain's zod schemas (z.toJSONSchema, io",
    '// "input", only the keywords api/json-shape.ts reads). Do not edit: run',
    '// `UPDATE_SCHEMAS=1 npx vitest run apps/web/scripts/share-link-shapes.test.ts`.',
    "import type { JsonShape } from '../../api/json-shape.ts';",
    '',
    ...parts,
  ].join('\n');
  const options = await prettier.resolveConfig(SHAPES_FILE);
  return prettier.format(text, { ...options, filepath: SHAPES_FILE });
}

describe("the link's data shapes", () => {
  it('zod parses the data as it comes, apart from leaving out undeclared keys', () => {
    for (const { schema } of SOURCES) {
      const input = z.toJSONSchema(schema, { io: 'input' }) as Json;
      const output = z.toJSONSchema(schema, { io: 'output' }) as Json;
      expect(withoutClosedObjects(output)).toEqual(withoutClosedObjects(input));
    }
  });

  it('hold nothing JSON Schema leaves unsaid but the identity trimming its texts', () => {
    expect(unsaid(SharedTransitResponse)).toEqual([]);
    expect(unsaid(ShareToken)).toEqual([]);
    // Harmless: what is stored was trimmed by the identity dialog (which parses with zod), and
    // the server trims what it is sent again. A hand-edited stored identity is not trimmed.
    expect(unsaid(ShareIdentity)).toEqual([
      '$.first_name: overwrite',
      '$.last_name: overwrite',
      '$.company_name: overwrite',
    ]);
  });

  it('match the committed share-link-shapes.ts', async () => {
    const text = await shapesModule();
    if (process.env.UPDATE_SCHEMAS === '1') fs.writeFileSync(SHAPES_FILE, text);
    const committed = fs.existsSync(SHAPES_FILE) ? fs.readFileSync(SHAPES_FILE, 'utf8') : '';
    expect(
      committed,
      'run UPDATE_SCHEMAS=1 npx vitest run apps/web/scripts/share-link-shapes.test.ts and review the diff',
    ).toBe(text);
  });
});
