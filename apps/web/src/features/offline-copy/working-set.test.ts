// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import type { Transit, TransitListResponse } from '@transitdocs/domain';
import { describe, expect, it } from 'vitest';
import { documentKeys } from '../../api/documents.ts';
import { transitKeys } from '../../api/transits.ts';
import { tokenOf } from '../../test-support/index.ts';
import { buildDocument } from '../documents-modal/test-documents.ts';
import { memoryStore } from '../offline-signing/idb.ts';
import { signingKeys } from '../signing/signing-api.ts';
import { buildTransit } from '../transit-page/test-transit.ts';
import { forgetOfflineCopies } from './forget-offline-copy.ts';
import { seedQueries } from './seed-queries.ts';
import {
  boundedJson,
  readWorkingSet,
  saveWorkingSet,
  type StoredWorkingSet,
  type WorkingSet,
} from './working-set.ts';

const TOKEN = tokenOf(1);
const LIST_KEY = 'cursor=&page_size=10';

function pageOf(transits: Transit[]): TransitListResponse {
  return {
    count: transits.length,
    next: null,
    previous: null,
    next_cursor: null,
    previous_cursor: null,
    results: transits,
  };
}

function setOf(userId: number, transitIds: number[], savedAt = '2026-11-26T13:00:00.000Z') {
  const transits = transitIds.map((id) =>
    buildTransit({ id, transit_number: `2026/${String(id).padStart(6, '0')}` }),
  );
  const documents = Object.fromEntries(
    transitIds.map((id) => [
      String(id),
      [buildDocument({ id: id * 10, transit: id, name: `CMR ${String(id)}`, version: 'v1' })],
    ]),
  );
  const receivers = {
    [String(transitIds[0])]: [
      { id: 5, name: 'Hurtownia', signed_documents: [], sub_document: null },
    ],
  };
  return { userId, savedAt, listKey: LIST_KEY, page: pageOf(transits), documents, receivers };
}

describe('the offline working set', () => {
  it('reads back what it wrote, encrypted at rest', async () => {
    const store = memoryStore<StoredWorkingSet>();
    const set = setOf(7, [1, 2]);
    expect(await saveWorkingSet(set, TOKEN, store)).toBe(true);
    const stored = await store.get('7');
    expect(stored?.userId).toBe(7);
    expect(stored?.sealed).not.toContain('CMR 1');
    expect(await readWorkingSet(7, TOKEN, store)).toEqual(set);
  });

  it("keeps each user's copy apart and replaces a user's last one", async () => {
    const store = memoryStore<StoredWorkingSet>();
    await saveWorkingSet(setOf(7, [1]), TOKEN, store);
    await saveWorkingSet(setOf(8, [2]), TOKEN, store);
    const newer = setOf(7, [3], '2026-11-26T13:10:00.000Z');
    await saveWorkingSet(newer, TOKEN, store);
    expect(await readWorkingSet(7, TOKEN, store)).toEqual(newer);
    expect((await readWorkingSet(8, TOKEN, store))?.page.results.map((t) => t.id)).toEqual([2]);
    expect(await readWorkingSet(9, TOKEN, store)).toBeNull();
    // Another user's record under this user's key is not taken for his.
    const other = await store.get('8');
    if (other) await store.put('7', other);
    expect(await readWorkingSet(7, TOKEN, store)).toBeNull();
  });

  it('cannot be read with another session token', async () => {
    const store = memoryStore<StoredWorkingSet>();
    await saveWorkingSet(setOf(7, [1]), TOKEN, store);
    expect(await readWorkingSet(7, tokenOf(2), store)).toBeNull();
  });

  it('keeps within its bound: later transits lose their documents, then their place', () => {
    const set = setOf(7, [1, 2, 3]);
    const whole = boundedJson(set);
    expect(whole).not.toBeNull();
    const size = (text: string | null) => new TextEncoder().encode(text ?? '').length;
    const oneLess = boundedJson(set, size(whole) - 1);
    const parsed = JSON.parse(oneLess ?? '{}') as WorkingSet;
    expect(parsed.page.results.map((t) => t.id)).toEqual([1, 2, 3]);
    expect(Object.keys(parsed.documents)).toEqual(['1', '2']);
    expect(Object.keys(parsed.receivers)).toEqual(['1']);
    const tight = JSON.parse(boundedJson(set, size(whole) / 2) ?? '{}') as WorkingSet;
    expect(tight.page.results.length).toBeLessThan(3);
    expect(tight.page.results[0]?.id).toBe(1);
    expect(boundedJson(set, 100)).toBeNull();
  });

  it('is not saved when not even the first transit fits', async () => {
    const store = memoryStore<StoredWorkingSet>();
    expect(await saveWorkingSet(setOf(7, [1]), TOKEN, store, 100)).toBe(false);
    expect(await store.getAll()).toEqual([]);
  });

  it("is deleted at sign-out, every user's", async () => {
    const store = memoryStore<StoredWorkingSet>();
    await saveWorkingSet(setOf(7, [1]), TOKEN, store);
    await saveWorkingSet(setOf(8, [2]), TOKEN, store);
    await forgetOfflineCopies(store);
    expect(await store.getAll()).toEqual([]);
    expect(await readWorkingSet(7, TOKEN, store)).toBeNull();
  });

  it("is put under the card's, the transit's and the documents' query keys, dated", () => {
    const queryClient = new QueryClient();
    const set = setOf(7, [1, 2]);
    const newer = [buildDocument({ id: 99, transit: 2 })];
    queryClient.setQueryData(documentKeys.list(2), newer, {
      updatedAt: Date.parse(set.savedAt) + 1000,
    });
    seedQueries(queryClient, set);
    expect(queryClient.getQueryData(transitKeys.list(LIST_KEY))).toEqual(set.page);
    expect(queryClient.getQueryData(transitKeys.one(1))).toEqual(set.page.results[0]);
    expect(queryClient.getQueryData(documentKeys.list(1))).toEqual(set.documents['1']);
    expect(queryClient.getQueryData(signingKeys.receivers(1))).toEqual(set.receivers['1']);
    expect(queryClient.getQueryState(documentKeys.list(1))?.dataUpdatedAt).toBe(
      Date.parse(set.savedAt),
    );
    // What the page already has from the server, newer than the copy, stays.
    expect(queryClient.getQueryData(documentKeys.list(2))).toEqual(newer);
  });
});
