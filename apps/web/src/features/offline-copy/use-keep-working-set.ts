import { useQueryClient } from '@tanstack/react-query';
import type { TransitListResponse } from '@transitdocs/domain';
import { useEffect } from 'react';
import { useSession } from '../../app/session.tsx';
import { hasDeviceKeySupport } from '../offline-signing/device-key.ts';
import { noteCopySaved } from './copy-state.ts';
import { keepWorkingSet } from './keep-working-set.ts';

/** One copy at a time: a refresh that comes while one is taken waits for the next. */
let isKeeping = false;

/**
 * After each answer of the server to the card's page (not the copy put back offline), the
 * working set is saved for offline use.
 */
export function useKeepWorkingSet(
  listKey: string,
  page: TransitListResponse | undefined,
  isServerAnswer: boolean,
  dataUpdatedAt: number,
): void {
  const { user, token } = useSession();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;
  useEffect(() => {
    // The same support as the offline queue: IndexedDB and WebCrypto.
    if (!isServerAnswer || !page || userId === null || !token || !hasDeviceKeySupport()) return;
    if (isKeeping) return;
    isKeeping = true;
    keepWorkingSet(queryClient, { userId, token, listKey, page })
      .then((set) => {
        if (set) noteCopySaved(userId, set.savedAt);
      })
      .catch((error: unknown) => {
        console.warn('The offline copy could not be saved', error);
      })
      .finally(() => {
        isKeeping = false;
      });
    // dataUpdatedAt: each answer of the server, even one equal to the last.
  }, [queryClient, userId, token, listKey, page, isServerAnswer, dataUpdatedAt]);
}
