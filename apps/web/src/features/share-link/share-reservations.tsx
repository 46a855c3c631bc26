import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { goodsLinesOf, type DocumentResponse, type Reservation } from '@transitdocs/domain';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { ReservationForm } from '../reservations/reservation-form.tsx';
import { addLinkReservation } from './share-documents-api.ts';
import { useShareLink } from './share-link-context.tsx';

/**
 * The consignee's reservations at delivery on his link's sign screen (CMR Art. 30, box 24):
 * offered when the rulebook gives his link `reserve_delivery` on this document, recorded under
 * the identity he gave, and listed as made before he signs the box.
 */
export function LinkReservations(props: { transitId: number; document: DocumentResponse }) {
  const { t } = useTranslation('reservations');
  const { api, identity } = useShareLink();
  const [isOpen, setOpen] = useState(false);
  const [made, setMade] = useState<Reservation[]>([]);
  const offered =
    identity !== null &&
    props.document.actions.reserve_delivery &&
    goodsLinesOf(props.document.document_data).length > 0;
  if (!offered && made.length === 0) return null;
  return (
    <Stack spacing={1.5} component="section" aria-label={t('title')}>
      <Typography variant="subtitle1" component="h3">
        {t('title')}
      </Typography>
      {made.map((reservation) => (
        <Alert key={reservation.id} severity="info">
          {`${t('box.delivery')}: ${t(`kinds.${reservation.kind}`)}${
            reservation.text ? ` – ${reservation.text}` : ''
          }`}
        </Alert>
      ))}
      {isOpen && identity ? (
        <ReservationForm
          documentId={props.document.id}
          documentData={props.document.document_data}
          box="delivery"
          send={(reservation) => addLinkReservation(api, props.transitId, reservation, identity)}
          onAdded={(added) => {
            setMade((current) => [...current, added]);
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
