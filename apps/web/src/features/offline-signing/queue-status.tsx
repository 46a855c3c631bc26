import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../i18n/react.ts';
import { useTranslateError } from '../../ui/index.ts';
import { dismissRefused, summarizeQueue, type QueueItem } from './queue.ts';
import { isOfflineRefusal } from './refusal-text.ts';
import { useQueuedItems } from './use-queued-items.ts';

/** Message keys of what an item is, alone and on a named document. */
const WHAT = {
  signature: { item: 'signature_item', on: 'signature_on' },
  remark: { item: 'remark_item', on: 'remark_on' },
  reservation: { item: 'reservation_item', on: 'reservation_on' },
} as const satisfies Record<QueueItem['kind'], { item: string; on: string }>;

/** A refused item: what it was, why in the user's language, and a way to put it away. */
function RefusedItem({ item }: { item: QueueItem }) {
  const { t } = useTranslation('offline_signing');
  const translateError = useTranslateError();
  const reason = item.reason ?? 'server_error';
  const what = item.documentName
    ? t(WHAT[item.kind].on, { name: item.documentName })
    : t(WHAT[item.kind].item);
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
  // A reservation changes what the next signature means: each waiting one is named.
  const reservations = items.filter(
    (item) =>
      item.kind === 'reservation' && (item.status === 'waiting' || item.status === 'sending'),
  );
  return (
    <Stack spacing={1} role="status" aria-label={t('card_label')} data-testid="offline-queue">
      {waiting > 0 && (
        <Alert severity="info">
          {t('waiting', { count: waiting })}
          {reservations.map((item) => (
            <Box key={item.itemId} component="span" sx={{ display: 'block' }}>
              {item.documentName
                ? t(WHAT.reservation.on, { name: item.documentName })
                : t(WHAT.reservation.item)}
            </Box>
          ))}
        </Alert>
      )}
      {isAllSent && <Alert severity="success">{t('sent')}</Alert>}
      {refused.map((item) => (
        <RefusedItem key={item.itemId} item={item} />
      ))}
    </Stack>
  );
}
