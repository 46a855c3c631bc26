import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildProbe } from './probe-build.ts';
import { zodUnusedParts } from './zod-unused-parts.ts';

const zodConfig = path.resolve(import.meta.dirname, '../../../packages/domain/src/zod-config.ts');

/**
 * Schemas made with the domain's `z` (its error map set), and a parse with no map at all (zod
 * keeps its settings on `globalThis`; an issue's message is written when first read).
 */
const PROBE = `import { z } from ${JSON.stringify(zodConfig)};
export const name = z.string().max(3);
export const form = z.object({ name, count: z.number().int().min(1) });
const node = z.object({
  name,
  get children() {
    return z.array(node);
  },
});
export const tree = node;
export const memoizer = () => z.config().memoizer;
export function messagesWithoutErrorMap(value) {
  const { customError } = z.config();
  z.config({ customError: undefined });
  try {
    return name.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
  } finally {
    z.config({ customError });
  }
}
`;

type ProbeSchema = {
  maxLength: number | null;
  safeParse: (value: unknown) => {
    success: boolean;
    error?: { issues: { message: string; path: PropertyKey[] }[] };
  };
  toJSONSchema: () => unknown;
  '~standard': { validate: (value: unknown) => unknown };
};
type Probe = {
  name: ProbeSchema;
  form: ProbeSchema;
  tree: ProbeSchema;
  memoizer: () => unknown;
  messagesWithoutErrorMap: (value: unknown) => string[];
};

describe('zod in the web build', () => {
  let built: Probe;

  beforeAll(async () => {
    built = await buildProbe<Probe>(PROBE, [zodUnusedParts()]);
  }, 60_000);

  it('still parses, and the domain error map still turns issues into translation keys', () => {
    expect(built.form.safeParse({ name: 'abc', count: 2 }).success).toBe(true);
    const result = built.form.safeParse({ name: 'abcd', count: 0 });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'enter_max_chars?count=3'],
      ['count', 'enter_min_number?count=1'],
    ]);
  });

  it('keeps what a schema tells of its own bounds, and its standard-schema validation', () => {
    expect(built.name.maxLength).toBe(3);
    expect(built.name['~standard'].validate('ab')).toEqual({ value: 'ab' });
  });

  it('leaves out cycle support, and still parses a schema that refers to itself', () => {
    expect(built.memoizer()).toBeUndefined();
    const value = { name: 'a', children: [{ name: 'b', children: [] }] };
    expect(built.tree.safeParse(value)).toEqual({ success: true, data: value });
    const wrong = { name: 'a', children: [{ name: 'long', children: [] }] };
    expect(built.tree.safeParse(wrong).error?.issues.map((issue) => issue.message)).toEqual([
      'enter_max_chars?count=3',
    ]);
  });

  it('leaves out JSON-schema output, which fails loudly if ever asked for', () => {
    expect(() => built.name.toJSONSchema()).toThrow(/zod-unused-parts/);
  });

  it("leaves out zod's English messages: a parse that would need them fails loudly", () => {
    expect(built.messagesWithoutErrorMap('abc')).toEqual([]);
    expect(() => built.messagesWithoutErrorMap('abcd')).toThrow(/zod-unused-parts/);
  });
});
