import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import {
  RESERVATION_KINDS,
  goodsLinesOf,
  type Reservation,
  type ReservationBox,
  type ReservationKind,
} from '@transitdocs/domain';
import { useId, useState, type ChangeEvent } from 'react';
import { ApiError } from '../../api/http.ts';
import { useSession } from '../../app/session.tsx';
import { useOnline } from '../../app/use-online.ts';
import { useTranslation } from '../../i18n/react.ts';
import { useTranslateError } from '../../ui/index.ts';
import { hasDeviceKeySupport } from '../offline-signing/device-key.ts';
import { enqueue } from '../offline-signing/queue.ts';
import { requestBackgroundSync } from '../offline-signing/queue-sync.ts';
import { addReservation, type NewReservation } from './reservations-api.ts';

/** No answer at all (offline, or the network dropped): the request never reached the server. */
function isNetworkFailure(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0;
}

export type ReservationFormProps = {
  documentId: number;
  /** the document's data: its goods lines are what a reservation names */
  documentData: Record<string, unknown> | null;
  box: ReservationBox;
  /** Another way to post (a share link's); the company's document-reservation/ by default. */
  send?: (reservation: NewReservation) => Promise<Reservation>;
  onAdded: (reservation: Reservation) => void;
  /**
   * The company's form on the driver's phone: without a network the reservation waits in the
   * phone's queue (docs/decisions/0131-distinct-document-labels.md) under this transit and name.
   */
  queueAs?: { transitId: number; documentName: string };
  /** Called when the reservation was kept on the phone instead of sent. */
  onQueued?: () => void;
  onCancel?: () => void;
};

/**
 * A reservation of box 18 or 24 on one screen: the kind, the goods lines it concerns, counted
 * against stated, a text and photos straight from the camera (kept as taken).
 */
export function ReservationForm(props: ReservationFormProps) {
  const { t } = useTranslation('reservations');
  const { t: to } = useTranslation('offline_signing');
  const te = useTranslateError();
  const formId = useId();
  const goods = goodsLinesOf(props.documentData);
  const [kind, setKind] = useState<ReservationKind>('packaging_damaged');
  const [lines, setLines] = useState<number[]>(goods.length === 1 ? [0] : []);
  const [counted, setCounted] = useState('');
  const [stated, setStated] = useState('');
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string[]>([]);
  const isOnline = useOnline();
  const { user } = useSession();
  const queueAs =
    props.send === undefined && user !== null && hasDeviceKeySupport() ? props.queueAs : undefined;

  const sending = useMutation({
    // Not paused offline by the query client: offline the reservation goes to the phone's queue.
    networkMode: 'always',
    mutationFn: async (): Promise<Reservation | null> => {
      const reservation: NewReservation = {
        document: props.documentId,
        box: props.box,
        kind,
        lines,
        countedQuantity: counted,
        statedQuantity: stated,
        text,
        photos,
      };
      if (!queueAs || user === null) return (props.send ?? addReservation)(reservation);
      // The same id and time online and queued: a reservation whose answer was lost and that is
      // then sent from the queue is recorded once, at the time it was made.
      const made = {
        ...reservation,
        itemId: crypto.randomUUID(),
        capturedAt: new Date().toISOString(),
      };
      const keep = async () => {
        await enqueue({
          kind: 'reservation',
          itemId: made.itemId,
          userId: user.id,
          transitId: queueAs.transitId,
          documentId: props.documentId,
          documentName: queueAs.documentName,
          capturedAt: made.capturedAt,
          box: props.box,
          reservationKind: kind,
          lines,
          countedQuantity: counted,
          statedQuantity: stated,
          text,
          photos,
        });
        void requestBackgroundSync();
        return null;
      };
      if (!navigator.onLine) return keep();
      try {
        return await addReservation(made);
      } catch (error) {
        if (isNetworkFailure(error)) return keep();
        throw error;
      }
    },
    onSuccess: (reservation) => {
      setErrors({});
      setFailure([]);
      if (reservation === null) props.onQueued?.();
      else props.onAdded(reservation);
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        setErrors(error.fieldErrors());
        setFailure(error.nonFieldErrors());
      } else {
        setFailure(['network_error']);
      }
    },
  });

  const fieldError = (name: string) =>
    Object.entries(errors)
      .filter(([field]) => field === name || field.startsWith(`${name}.`))
      .flatMap(([, messages]) => messages)
      .map(te)
      .join(' ');
  const toggle = (index: number) => {
    setLines((current) =>
      current.includes(index) ? current.filter((i) => i !== index) : [...current, index].sort(),
    );
  };
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    setPhotos((current) => [...current, ...picked]);
    event.target.value = '';
  };

  return (
    <Box
      component="form"
      aria-label={t(`form.${props.box}`)}
      onSubmit={(event) => {
        event.preventDefault();
        if (!sending.isPending) sending.mutate();
      }}
    >
      <Stack spacing={2}>
        <Typography variant="subtitle1" component="h3">
          {t(`form.${props.box}`)}
        </Typography>
        {!isOnline && queueAs && <Alert severity="info">{to('screen_note_reservation')}</Alert>}
        <TextField
          select
          label={t('kind')}
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as ReservationKind);
          }}
          error={fieldError('kind') !== ''}
          helperText={fieldError('kind') || undefined}
        >
          {RESERVATION_KINDS.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`kinds.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <FormLabel component="legend" id={`${formId}-lines`}>
            {t('lines')}
          </FormLabel>
          <FormGroup aria-labelledby={`${formId}-lines`}>
            {goods.map((line) => (
              <FormControlLabel
                key={line.index}
                control={
                  <Checkbox
                    checked={lines.includes(line.index)}
                    onChange={() => {
                      toggle(line.index);
                    }}
                  />
                }
                label={t('line', {
                  number: line.index + 1,
                  name: line.name || '—',
                  quantity: line.quantity ?? '—',
                })}
              />
            ))}
          </FormGroup>
          {fieldError('lines') && <FormHelperText error>{fieldError('lines')}</FormHelperText>}
        </Box>
        <Stack direction="row" spacing={2}>
          <TextField
            label={t('counted')}
            value={counted}
            inputMode="decimal"
            onChange={(event) => {
              setCounted(event.target.value);
            }}
            error={fieldError('counted_quantity') !== ''}
            helperText={fieldError('counted_quantity') || undefined}
            fullWidth
          />
          <TextField
            label={t('stated')}
            value={stated}
            inputMode="decimal"
            onChange={(event) => {
              setStated(event.target.value);
            }}
            error={fieldError('stated_quantity') !== ''}
            helperText={fieldError('stated_quantity') || undefined}
            fullWidth
          />
        </Stack>
        <TextField
          label={t('text')}
          value={text}
          multiline
          minRows={2}
          onChange={(event) => {
            setText(event.target.value);
          }}
          error={fieldError('text') !== ''}
          helperText={fieldError('text') || undefined}
        />
        <Box>
          <Button
            component="label"
            variant="outlined"
            startIcon={<PhotoCamera />}
            sx={{ minHeight: 48 }}
          >
            {t('add_photo')}
            <input
              hidden
              type="file"
              accept="image/png,image/jpeg"
              capture="environment"
              multiple
              aria-label={t('add_photo')}
              onChange={pick}
            />
          </Button>
          {photos.length > 0 && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('photos', { count: photos.length })}
            </Typography>
          )}
          {fieldError('files') && <FormHelperText error>{fieldError('files')}</FormHelperText>}
        </Box>
        {failure.length > 0 && (
          <Alert severity="error" role="alert">
            {failure.map(te).join(' ')}
          </Alert>
        )}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {props.onCancel && (
            <Button onClick={props.onCancel} sx={{ minHeight: 48 }}>
              {t('cancel')}
            </Button>
          )}
          <Button
            type="submit"
            variant="contained"
            disabled={sending.isPending}
            sx={{ minHeight: 48 }}
          >
            {t('save')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
