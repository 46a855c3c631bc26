import { describe, expect, it } from 'vitest';
import { readJsonShape, type JsonShape } from './json-shape.ts';

/*
 * The keywords the domain's shapes do not use today (share-link-shapes-check.test.ts compares the
 * others with zod on real data): each says what JSON Schema says.
 */

const verdict = (shape: JsonShape, value: unknown) => readJsonShape(shape, value);

describe('a value read against a JSON Schema subset', () => {
  it('reads const, oneOf and exclusive bounds', () => {
    expect(verdict({ const: 'a' }, 'a')).toEqual({ ok: true, value: 'a' });
    expect(verdict({ const: 'a' }, 'b')).toEqual({ ok: false, problems: ['$: not the const'] });
    const oneOf: JsonShape = { oneOf: [{ type: 'integer' }, { type: 'number', minimum: 0 }] };
    expect(verdict(oneOf, -1).ok).toBe(true);
    expect(verdict(oneOf, 0.5).ok).toBe(true);
    expect(verdict(oneOf, 1)).toEqual({ ok: false, problems: ['$: fits 2 of oneOf, not 1'] });
    const open: JsonShape = { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 };
    expect(verdict(open, 0.5).ok).toBe(true);
    expect(verdict(open, 0)).toEqual({ ok: false, problems: ['$: too small'] });
    expect(verdict(open, 1)).toEqual({ ok: false, problems: ['$: too big'] });
  });

  it('keeps undeclared keys only where the shape allows them, checking them if it says how', () => {
    const declared: JsonShape = { type: 'object', properties: { a: { type: 'string' } } };
    expect(verdict(declared, { a: 'x', b: 1 })).toEqual({ ok: true, value: { a: 'x' } });
    expect(verdict({ ...declared, additionalProperties: true }, { a: 'x', b: 1 })).toEqual({
      ok: true,
      value: { a: 'x', b: 1 },
    });
    expect(verdict({ ...declared, additionalProperties: false }, { a: 'x', b: 1 })).toEqual({
      ok: false,
      problems: ['$.b: not allowed'],
    });
    expect(
      verdict({ ...declared, additionalProperties: { type: 'integer' } }, { a: 'x', b: 1.5 }),
    ).toEqual({ ok: false, problems: ['$.b: not integer'] });
    expect(verdict({}, { any: { thing: [1] } })).toEqual({
      ok: true,
      value: { any: { thing: [1] } },
    });
  });

  it('takes no item after a closed tuple, any after an open one', () => {
    const pair: JsonShape = { type: 'array', prefixItems: [{ type: 'string' }], items: false };
    expect(verdict(pair, ['a'])).toEqual({ ok: true, value: ['a'] });
    expect(verdict(pair, ['a', 'b'])).toEqual({
      ok: false,
      problems: ['$[1]: no item allowed here'],
    });
    expect(verdict({ ...pair, items: true }, ['a', 2])).toEqual({ ok: true, value: ['a', 2] });
  });

  it('counts no NaN or infinity as a number', () => {
    expect(verdict({ type: 'number' }, Number.NaN).ok).toBe(false);
    expect(verdict({ type: 'number' }, Number.POSITIVE_INFINITY).ok).toBe(false);
  });
});
