import { useEffect, useState } from 'react';
import { useSession } from '../../app/session.tsx';
import { hasDeviceKeySupport } from './device-key.ts';
import { listQueue, subscribeQueue, type QueueItem } from './queue.ts';

/** The user's queued items (of one transit, or all), read again whenever the queue changes. */
export function useQueuedItems(transitId: number | undefined): QueueItem[] {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const [items, setItems] = useState<QueueItem[]>([]);
  useEffect(() => {
    if (userId === null || !hasDeviceKeySupport()) return;
    let isCurrent = true;
    const read = () => {
      listQueue()
        .then((all) => {
          if (!isCurrent) return;
          setItems(
            all.filter(
              (item) =>
                item.userId === userId && (transitId === undefined || item.transitId === transitId),
            ),
          );
        })
        .catch(() => undefined);
    };
    read();
    const stop = subscribeQueue(read);
    return () => {
      isCurrent = false;
      stop();
    };
  }, [userId, transitId]);
  return items;
}
