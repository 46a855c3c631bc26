import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { documentKeys } from '../../api/documents.ts';
import { transitKeys } from '../../api/transits.ts';
import { useSession } from '../../app/session.tsx';
import { reservationKeys } from '../reservations/reservations-api.ts';
import { OfflineCopyRestore } from '../offline-copy/offline-copy-restore.tsx';
import { FLUSH_MESSAGE, flushNow } from './queue-sync.ts';
import { hasDeviceKeySupport } from './device-key.ts';

function isFlushMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'type' in data && data.type === FLUSH_MESSAGE;
}

/**
 * Sends what was queued offline (docs/decisions/0043-offline-signing-on-the-phone.md) when the app
 * starts, when the browser says it is online and when the service worker's Background Sync fires;
 * the documents are then read again. Beside it, on every signed-in screen, the working set kept for
 * offline use is put back when there is no network.
 */
export function OfflineQueueSync() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (userId === null || !hasDeviceKeySupport()) return;
    const flush = () => {
      if (!navigator.onLine) return;
      flushNow(userId)
        .then(async (result) => {
          if (result.sent + result.refused === 0) return;
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: documentKeys.all }),
            queryClient.invalidateQueries({ queryKey: transitKeys.all }),
            queryClient.invalidateQueries({ queryKey: reservationKeys.all }),
          ]);
        })
        .catch((error: unknown) => {
          console.warn('The offline queue could not be sent', error);
        });
    };
    const onMessage = (event: MessageEvent<unknown>) => {
      if (isFlushMessage(event.data)) flush();
    };
    flush();
    window.addEventListener('online', flush);
    const worker = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
    worker?.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('online', flush);
      worker?.removeEventListener('message', onMessage);
    };
  }, [userId, queryClient]);

  return <OfflineCopyRestore />;
}
