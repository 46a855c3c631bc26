import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  goodsLinesOf,
  type DocumentResponse,
  type Reservation,
  type ReservationBox,
} from '@transitdocs/domain';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { ReservationCard } from './reservation-answer.tsx';
import { QueuedReservationCard, useQueuedReservations } from './queued-reservations.tsx';
import { ReservationForm } from './reservation-form.tsx';
import { listReservations, reservationKeys } from './reservations-api.ts';

const RESERVE_ACTION = {
  taking_over: 'reserve_taking_over',
  delivery: 'reserve_delivery',
} as const satisfies Record<ReservationBox, keyof DocumentResponse['actions']>;

/**
 * A document's reservations where its boxes are signed: the open ones the caller answers first
 * (a box is not signed past them unseen), the others as they stand, and a button to record one
 * in each box the rulebook gives the caller. Reservations made offline are shown as waiting in
 * the phone's queue until they are sent.
 */
export function OpenReservations({ document }: { document: DocumentResponse }) {
  const { t } = useTranslation('reservations');
  const queryClient = useQueryClient();
  const [box, setBox] = useState<ReservationBox | null>(null);
  const list = useQuery({
    queryKey: reservationKeys.list(document.id),
    queryFn: () => listReservations(document.id),
  });
  // A reservation names goods lines: a document without any (an upload) takes none.
  const hasGoods = goodsLinesOf(document.document_data).length > 0;
  const boxes = (Object.keys(RESERVE_ACTION) as ReservationBox[]).filter(
    (b) => hasGoods && document.actions[RESERVE_ACTION[b]],
  );
  const reservations = list.data ?? [];
  const queued = useQueuedReservations(document.transit, document.id);
  const open = reservations.filter((r) => r.answer === null && r.can_answer);
  const replace = (changed: Reservation) =>
    queryClient.setQueryData<Reservation[]>(reservationKeys.list(document.id), (current) =>
      current?.some((r) => r.id === changed.id)
        ? current.map((r) => (r.id === changed.id ? changed : r))
        : [...(current ?? []), changed],
    );
  if (reservations.length === 0 && queued.length === 0 && boxes.length === 0) return null;
  return (
    <Stack spacing={1.5} component="section" aria-label={t('title')}>
      <Typography variant="subtitle1" component="h3">
        {t('title')}
      </Typography>
      {open.length > 0 && (
        <Alert severity="warning">{t('open_before_signing', { count: open.length })}</Alert>
      )}
      {reservations.map((reservation) => (
        <ReservationCard key={reservation.id} reservation={reservation} onAnswered={replace} />
      ))}
      {queued.map((item) => (
        <QueuedReservationCard key={item.itemId} item={item} />
      ))}
      {box ? (
        <ReservationForm
          documentId={document.id}
          documentData={document.document_data}
          box={box}
          queueAs={{ transitId: document.transit, documentName: document.name }}
          onAdded={(added) => {
            replace(added);
            setBox(null);
          }}
          onQueued={() => {
            setBox(null);
          }}
          onCancel={() => {
            setBox(null);
          }}
        />
      ) : (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {boxes.map((b) => (
            <Button
              key={b}
              variant="outlined"
              startIcon={<Add />}
              onClick={() => {
                setBox(b);
              }}
              sx={{ minHeight: 48 }}
            >
              {t(`add.${b}`)}
            </Button>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
