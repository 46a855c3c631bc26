import Chip from '@mui/material/Chip';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/react.ts';
import { formatDateTime } from '../../ui/index.ts';
import type { QueuedReservation } from '../offline-signing/queue.ts';
import { useQueuedItems } from '../offline-signing/use-queued-items.ts';
import { localPhoto, PhotoThumbnail } from '../remarks/photo-thumbnail.tsx';

/** The document's reservations still waiting in the phone's queue, oldest first. */
export function useQueuedReservations(transitId: number, documentId: number): QueuedReservation[] {
  return useQueuedItems(transitId).filter(
    (item): item is QueuedReservation =>
      item.kind === 'reservation' &&
      item.documentId === documentId &&
      (item.status === 'waiting' || item.status === 'sending'),
  );
}

/** A reservation made offline as the phone keeps it: marked as not sent yet, its photos local. */
export function QueuedReservationCard({ item }: { item: QueuedReservation }) {
  const { t } = useTranslation('reservations');
  const kind = t(`kinds.${item.reservationKind}`);
  return (
    <Paper variant="outlined" sx={{ p: 2, borderStyle: 'dashed' }} aria-label={kind}>
      <Stack spacing={1}>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography variant="subtitle2" component="h4">
            {kind}
          </Typography>
          <Chip size="small" label={t(`box.${item.box}`)} />
          <Chip size="small" color="info" label={t('queued')} />
        </Stack>
        <Typography variant="body2">
          {t('lines_named', { lines: item.lines.map((i) => i + 1).join(', ') })}
          {item.countedQuantity.trim() && item.statedQuantity.trim()
            ? ` · ${t('counted_of', { counted: item.countedQuantity, stated: item.statedQuantity })}`
            : ''}
        </Typography>
        {item.text.trim() && <Typography variant="body2">{item.text.trim()}</Typography>}
        <Typography variant="caption" color="text.secondary">
          {formatDateTime(item.capturedAt)}
        </Typography>
        {item.photos.length > 0 && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {item.photos.map((photo, index) => (
              <PhotoThumbnail
                key={`${item.itemId}-${String(index)}`}
                photo={localPhoto(`${item.itemId}-${String(index)}`, photo)}
                label={t('photo_of', { index: index + 1, kind })}
              />
            ))}
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
