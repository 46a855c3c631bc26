import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { goodsLinesOf, type DocumentResponse, type Reservation } from '@transitdocs/domain';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { ReservationCard } from '../reservations/reservation-answer.tsx';
import { ReservationForm } from '../reservations/reservation-form.tsx';
import {
  addLinkReservation,
  answerLinkReservation,
  listLinkReservations,
  sendLinkAnswerCode,
} from './share-documents-api.ts';
import { useShareLink } from './share-link-context.tsx';

/**
 * A document's reservations on its link's screens: the consignee records box 24's when the
 * rulebook gives his link `reserve_delivery`; the other side (the sender for box 18, the carrier
 * for box 24) reads them before it signs and answers those the server says it may
 * (`can_answer`), confirmed with the code sent to its own contact (CMR Art. 8 and 30).
 */
export function LinkReservations(props: { transitId: number; document: DocumentResponse }) {
  const { t } = useTranslation('reservations');
  const { api, token, identity } = useShareLink();
  const queryClient = useQueryClient();
  const [isOpen, setOpen] = useState(false);
  const queryKey = ['share-link', token, 'reservations', props.document.id] as const;
  const list = useQuery({
    queryKey,
    queryFn: () => listLinkReservations(api, props.document.id),
  });
  const replace = (changed: Reservation) =>
    queryClient.setQueryData<Reservation[]>(queryKey, (current) =>
      current?.some((r) => r.id === changed.id)
        ? current.map((r) => (r.id === changed.id ? changed : r))
        : [...(current ?? []), changed],
    );
  const reservations = list.data ?? [];
  const open = reservations.filter((r) => r.answer === null && r.can_answer);
  const offered =
    identity !== null &&
    props.document.actions.reserve_delivery &&
    goodsLinesOf(props.document.document_data).length > 0;
  if (!offered && reservations.length === 0) return null;
  return (
    <Stack spacing={1.5} component="section" aria-label={t('title')}>
      <Typography variant="subtitle1" component="h3">
        {t('title')}
      </Typography>
      {open.length > 0 && (
        <Alert severity="warning">{t('open_before_signing', { count: open.length })}</Alert>
      )}
      {reservations.map((reservation) => (
        <ReservationCard
          key={reservation.id}
          // The answer goes under the name the visitor gave: without one he only reads.
          reservation={identity ? reservation : { ...reservation, can_answer: false }}
          requestCode={() => sendLinkAnswerCode(api, props.document.id, reservation.id)}
          send={(id, answer) =>
            identity
              ? answerLinkReservation(
                  api,
                  props.document.id,
                  id,
                  { answer: answer.answer, note: answer.note, code: answer.pin },
                  identity,
                )
              : Promise.reject(new Error('identity required'))
          }
          onAnswered={replace}
        />
      ))}
      {isOpen && identity ? (
        <ReservationForm
          documentId={props.document.id}
          documentData={props.document.document_data}
          box="delivery"
          send={(reservation) => addLinkReservation(api, props.transitId, reservation, identity)}
          onAdded={(added) => {
            replace(added);
            setOpen(false);
          }}
          onCancel={() => {
            setOpen(false);
          }}
        />
      ) : (
        offered && (
          <Button
            variant="outlined"
            startIcon={<Add />}
            onClick={() => {
              setOpen(true);
            }}
            sx={{ minHeight: 48, alignSelf: 'flex-start' }}
          >
            {t('add.delivery')}
          </Button>
        )
      )}
    </Stack>
  );
}
