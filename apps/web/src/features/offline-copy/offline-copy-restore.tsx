import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../api/http.ts';
import { useSession } from '../../app/session.tsx';
import { hasDeviceKeySupport } from '../offline-signing/device-key.ts';
import { noteCopySaved } from './copy-state.ts';
import { seedQueries } from './seed-queries.ts';
import { readWorkingSet } from './working-set.ts';

const isNetworkError = (error: unknown) => error instanceof ApiError && error.status === 0;

/**
 * Puts the driver's working set back into the page's queries when there is no network: at start
 * offline, when the browser goes offline and when a request finds no network (spec 1 §4 "Offline";
 * docs/decisions/0044-driver-working-set.md).
 */
export function OfflineCopyRestore() {
  const { user, token } = useSession();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (userId === null || !token || !hasDeviceKeySupport()) return;
    let isCurrent = true;
    let isReading = false;
    const restore = () => {
      if (isReading) return;
      isReading = true;
      readWorkingSet(userId, token)
        .then((set) => {
          if (!isCurrent || !set) return;
          seedQueries(queryClient, set);
          noteCopySaved(userId, set.savedAt);
        })
        .catch((error: unknown) => {
          console.warn('The offline copy could not be read', error);
        })
        .finally(() => {
          isReading = false;
        });
    };
    if (!navigator.onLine) restore();
    window.addEventListener('offline', restore);
    const stop = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') {
        if (isNetworkError(event.action.error)) restore();
      }
    });
    return () => {
      isCurrent = false;
      window.removeEventListener('offline', restore);
      stop();
    };
  }, [userId, token, queryClient]);

  return null;
}
