import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { useSession } from '../../app/session.tsx';
import { useTranslateError } from '../../ui/index.ts';
import { hasDeviceKeySupport } from './device-key.ts';
import {
  dismissRefused,
  listQueue,
  subscribeQueue,
  summarizeQueue,
  type QueueItem,
} from './queue.ts';
import { isOfflineRefusal } from './refusal-text.ts';

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

/** A refused item: what it was, why in the user's language, and a way to put it away. */
function RefusedItem({ item }: { item: QueueItem }) {
  const { t } = useTranslation('offline_signing');
  const translateError = useTranslateError();
  const reason = item.reason ?? 'server_error';
  const what = item.documentName
    ? t(item.kind === 'signature' ? 'signature_on' : 'remark_on', { name: item.documentName })
    : t(item.kind === 'signature' ? 'signature_item' : 'remark_item');
  const why = isOfflineRefusal(reason)
    ? translateError(reason)
    : t('refused_other', { reason: translateError(reason) });
  return (
    <Alert
      severity="error"
      data-testid="offline-refused"
      action={
        <Button
          color="inherit"
          onClick={() => {
            void dismissRefused(item.seq).catch(() => undefined);
          }}
          sx={{ minHeight: 48 }}
        >
          {t('dismiss')}
        </Button>
      }
    >
      {what}: {t('refused', { reason: why })}
    </Alert>
  );
}

/**
 * What the phone has queued for a transit, or for all of them
 * (docs/decisions/0043-offline-signing-on-the-phone.md), so the driver knows what has not reached
 * the server: "waiting to send: N" while items wait, each refusal with its reason in the user's
 * language (until the driver dismisses it), and "sent" once all went through.
 */
export function QueueStatus({ transitId }: { transitId?: number }) {
  const { t } = useTranslation('offline_signing');
  const items = useQueuedItems(transitId);
  if (items.length === 0) return null;
  const { waiting, isAllSent, refused } = summarizeQueue(items);
  return (
    <Stack spacing={1} role="status" aria-label={t('card_label')} data-testid="offline-queue">
      {waiting > 0 && <Alert severity="info">{t('waiting', { count: waiting })}</Alert>}
      {isAllSent && <Alert severity="success">{t('sent')}</Alert>}
      {refused.map((item) => (
        <RefusedItem key={item.itemId} item={item} />
      ))}
    </Stack>
  );
}
