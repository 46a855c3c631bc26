import { ShareIdentity, SharedTransitResponse, ShareToken } from '@transitdocs/domain';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { readJsonShape, type JsonShape } from '../../api/json-shape.ts';
import { GENERATED_CMR, GENERATED_KW, GENERATED_WZ } from '../document-editor/test-documents.ts';
import { buildDocument, signature, transitDocuments } from '../documents-modal/test-documents.ts';
import { buildTransit } from '../transit-page/test-transit.ts';
import { shareIdentityShape, sharedTransitShape, shareTokenShape } from './share-link-shapes.ts';

/*
 * The landing checks the link's data with json-shape.ts and the shapes derived from the domain's
 * zod schemas; here both verdicts are compared, on real answers and on many broken ones.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const signedWithData = {
  ...signature('receiver'),
  receiver_id: 201,
  signature_data: {
    sign_fullname: 'Ola Nowak',
    sign_company_name: 'Odbiorca Pierwszy S.A.',
    sign_company_country: ['PL', 'Polska'] as [string, string],
    sign_method: null,
  },
};

/** Answers as the server gives them: several transits, parties, document types and nulls. */
const ANSWERS: Json[] = [
  {
    transit: buildTransit({ id: 7, transit_number: 'TR/2026/7' }),
    document: [buildDocument({ id: 31, name: 'CMR 31', transit: 7 })],
    share: { type: 'receiver', receiver: null, company_name: 'Alfa', expires_at: '2026-12-04' },
  },
  {
    transit: buildTransit({ status: 'running', sender_client: null, sender_employee: null }),
    document: [
      ...transitDocuments(),
      buildDocument({
        id: 60,
        name: 'CMR',
        document_data: GENERATED_CMR,
        signed_by: [signedWithData],
      }),
      buildDocument({ id: 61, name: 'KW', document_data: GENERATED_KW }),
      buildDocument({ id: 62, name: 'WZ', document_data: GENERATED_WZ }),
    ],
    share: { type: 'receiver', receiver: 201, company_name: 'Beta', expires_at: '2026-12-05' },
  },
  {
    transit: buildTransit({ status: 'finished', type: 'send', receivers: [], carrier: [] }),
    document: [],
    share: { type: 'carrier', receiver: null, company_name: 'Gamma', expires_at: '2026-12-06' },
  },
] as unknown as Json[];

function clone(value: Json): Json {
  return structuredClone(value);
}

/**
 * Every place in `value` as a path of keys, the root first; not inside `document_data` (any JSON
 * object for both checks: a place there changes nothing but the test's time).
 */
function pathsOf(value: Json, path: (string | number)[] = []): (string | number)[][] {
  const here = [path];
  if (path[path.length - 1] === 'document_data') return here;
  if (Array.isArray(value)) {
    return [...here, ...value.flatMap((item, index) => pathsOf(item, [...path, index]))];
  }
  if (value !== null && typeof value === 'object') {
    return [
      ...here,
      ...Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...path, key])),
    ];
  }
  return here;
}

type Container = Json[] | { [key: string]: Json };

/** A copy of `root` with `change` applied at `path` (to the value's container and key). */
function mutated(
  root: Json,
  path: (string | number)[],
  change: (container: Container, key: string | number) => void,
): Json {
  const copy = clone(root);
  let container = copy as Container;
  for (const key of path.slice(0, -1))
    container = (container as Record<string, Json>)[key] as Container;
  change(container, path[path.length - 1] ?? '');
  return copy;
}

const REPLACEMENTS: Json[] = [null, 'x', '', 0, 1.5, -1, 2 ** 60, true, {}, [], [{}], ['x']];

/** Broken (and some harmless) copies of `answer`: at every place, a key left out or changed. */
function mutationsOf(answer: Json): Json[] {
  const mutations: Json[] = [];
  for (const path of pathsOf(answer)) {
    if (path.length === 0) {
      mutations.push(...REPLACEMENTS);
      continue;
    }
    const set = (value: Json) =>
      mutated(answer, path, (container, key) => {
        (container as Record<string, Json>)[key] = value;
      });
    for (const value of REPLACEMENTS) mutations.push(set(value));
    mutations.push(
      mutated(answer, path, (container, key) => {
        if (Array.isArray(container)) container.splice(Number(key), 1);
        else Reflect.deleteProperty(container, key);
      }),
      mutated(answer, path, (container, key) => {
        const value = (container as Record<string, Json>)[key];
        if (Array.isArray(value)) value.push(value[0] ?? 'x', 'x');
        else if (value !== null && typeof value === 'object') value.unknown_key = 'kept?';
      }),
    );
  }
  return mutations;
}

function verdicts(schema: z.ZodType, shape: JsonShape, value: unknown) {
  const parsed = schema.safeParse(value);
  const read = readJsonShape(shape, value);
  return {
    zod: parsed.success ? { ok: true, value: parsed.data } : { ok: false },
    shape: read.ok ? { ok: true, value: read.value } : { ok: false },
  };
}

describe("the link's data checked without zod", () => {
  it('takes every real answer zod takes, as zod gives it', () => {
    for (const answer of ANSWERS) {
      const { zod, shape } = verdicts(SharedTransitResponse, sharedTransitShape, answer);
      expect(zod.ok).toBe(true);
      expect(shape).toEqual(zod);
    }
  });

  // CPU-bound: thousands of parses take seconds on a loaded 2-core machine.
  it('refuses what zod refuses, over thousands of broken answers', { timeout: 120_000 }, () => {
    const disagreements: unknown[] = [];
    let refused = 0;
    let compared = 0;
    for (const answer of ANSWERS) {
      for (const candidate of mutationsOf(answer)) {
        const { zod, shape } = verdicts(SharedTransitResponse, sharedTransitShape, candidate);
        try {
          expect(shape).toEqual(zod);
        } catch {
          disagreements.push({ candidate, zod, shape });
        }
        compared += 1;
        if (!zod.ok) refused += 1;
      }
    }
    expect(disagreements.slice(0, 3)).toEqual([]);
    // Enough of both kinds to mean something.
    expect(compared).toBeGreaterThan(5000);
    expect(refused).toBeGreaterThan(2000);
  });

  it('names the paths that do not fit', () => {
    const answer = mutated(ANSWERS[0] ?? null, ['transit', 'status'], (container, key) => {
      (container as Record<string, Json>)[key] = 'lost';
    });
    const broken = mutated(answer, ['share', 'receiver'], (container) => {
      delete (container as Record<string, Json>).receiver;
    });
    expect(readJsonShape(sharedTransitShape, broken)).toEqual({
      ok: false,
      problems: ['$.transit.status: not in enum', '$.share.receiver: missing'],
    });
  });

  it('checks a stored identity and a token as the domain does', () => {
    const identity = { first_name: 'Ola', last_name: 'Nowak', company_name: 'Odbiór Sp. z o.o.' };
    const identities: unknown[] = [
      identity,
      { ...identity, extra: 1 },
      { ...identity, first_name: '' },
      { ...identity, first_name: 'x'.repeat(100) },
      { ...identity, first_name: 'x'.repeat(101) },
      { ...identity, company_name: 'x'.repeat(201) },
      { first_name: 'Ola', last_name: 'Nowak' },
      { ...identity, last_name: null },
      { ...identity, last_name: 5 },
      null,
      'Ola',
    ];
    for (const candidate of identities) {
      const { zod, shape } = verdicts(ShareIdentity, shareIdentityShape, candidate);
      expect(shape).toEqual(zod);
    }
    const tokens: unknown[] = [
      'Tok_en-0123456789abcdefghijklmnopqrstuvwxyzA',
      'Tok_en-0123456789abcdefghijklmnopqrstuvwxyz',
      'Tok_en-0123456789abcdefghijklmnopqrstuvwxyz!',
      'x'.repeat(128),
      'x'.repeat(129),
      'Tok_en 0123456789abcdefghijklmnopqrstuvwxyzA',
      '',
    ];
    for (const candidate of tokens) {
      const { zod, shape } = verdicts(ShareToken, shareTokenShape, candidate);
      expect(shape).toEqual(zod);
    }
  });
});
