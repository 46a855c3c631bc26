import { useEffect, useState } from 'react';
import { useSession } from '../../app/session.tsx';
import { useOnline } from '../../app/use-online.ts';
import { canSignOffline, hasDeviceKeySupport } from './device-key.ts';

/**
 * Whether the signed-in user has a registered key on this phone; asked again when the network
 * comes or goes (a key registered meanwhile counts once the phone is offline).
 */
export function useCanSignOffline(): boolean {
  const { user } = useSession();
  const isOnline = useOnline();
  const userId = user?.id ?? null;
  const [answer, setAnswer] = useState<{ userId: number; can: boolean } | null>(null);
  useEffect(() => {
    if (userId === null || !hasDeviceKeySupport()) return;
    let isCurrent = true;
    void canSignOffline(userId).then((can) => {
      if (isCurrent) setAnswer({ userId, can });
    });
    return () => {
      isCurrent = false;
    };
  }, [userId, isOnline]);
  return answer !== null && answer.userId === userId && answer.can;
}
