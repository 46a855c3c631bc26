import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { documentKeys } from '../../api/documents.ts';
import { transitKeys } from '../../api/transits.ts';
import { signingKeys } from '../signing/signing-api.ts';
import type { WorkingSet } from './working-set.ts';

/**
 * Puts the copy under the keys the card, the documents modal and the sign screen read, dated
 * when it was taken: an answer the page already has from the server (newer) is kept, and React
 * Query asks the server again as soon as it can.
 */
export function seedQueries(queryClient: QueryClient, set: WorkingSet): void {
  const updatedAt = Date.parse(set.savedAt);
  const seed = (key: QueryKey, data: unknown) => {
    const current = queryClient.getQueryState(key);
    if (current?.data !== undefined && current.dataUpdatedAt >= updatedAt) return;
    queryClient.setQueryData(key, data, { updatedAt });
  };
  seed(transitKeys.list(set.listKey), set.page);
  for (const transit of set.page.results) seed(transitKeys.one(transit.id), transit);
  for (const [transitId, documents] of Object.entries(set.documents)) {
    seed(documentKeys.list(Number(transitId)), documents);
  }
  for (const [transitId, receivers] of Object.entries(set.receivers)) {
    seed(signingKeys.receivers(Number(transitId)), receivers);
  }
}
