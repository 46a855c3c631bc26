import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session.tsx';
import { useTranslateError } from '../../ui/index.ts';
import { hasDeviceKeySupport } from './device-key.ts';
import { listQueue, subscribeQueue, summarizeQueue, type QueueItem } from './queue.ts';

/** The user's queued items (of one transit, or all), read again whenever the queue changes. */
function useQueuedItems(transitId: number | undefined): QueueItem[] {
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

/**
 * What the phone has queued for a transit, or for all of them (issue 22): "waiting to send: N" while items wait,
 * each refusal with its reason in the user's language, and "sent" once all went through.
 */
export function QueueStatus({ transitId }: { transitId?: number }) {
  const { t } = useTranslation('offline_signing');
  const translateError = useTranslateError();
  const items = useQueuedItems(transitId);
  if (items.length === 0) return null;
  const { waiting, isAllSent, refused } = summarizeQueue(items);
  return (
    <Stack spacing={1} role="status" aria-label={t('card_label')} data-testid="offline-queue">
      {waiting > 0 && <Alert severity="info">{t('waiting', { count: waiting })}</Alert>}
      {isAllSent && <Alert severity="success">{t('sent')}</Alert>}
      {refused.map((item) => (
        <Alert key={item.itemId} severity="error">
          {t(item.kind === 'signature' ? 'signature_item' : 'remark_item')}:{' '}
          {t('refused', { reason: translateError(item.reason ?? 'server_error') })}
        </Alert>
      ))}
    </Stack>
  );
}
