import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import type {
  Reservation,
  ReservationAnswerValue,
  ShareSignCodeResponse,
} from '@transitdocs/domain';
import { useState } from 'react';
import { ApiError } from '../../api/http.ts';
import { useTranslation } from '../../i18n/react.ts';
import { formatDateTime, useTranslateError } from '../../ui/index.ts';
import { PhotoThumbnail, serverPhoto, type PhotoSource } from '../remarks/photo-thumbnail.tsx';
import { answerReservation } from './reservations-api.ts';

export type ReservationCardProps = {
  reservation: Reservation;
  /** Another way to answer (a share link's, with its code); the PIN route by default. */
  send?: (
    id: number,
    answer: { answer: ReservationAnswerValue; note: string; pin: string },
  ) => Promise<Reservation>;
  onAnswered: (reservation: Reservation) => void;
  /** How a photo's URL is read (a share link's client); the session's by default. */
  photoSource?: (url: string) => PhotoSource;
  /**
   * A share link's way of confirming: the code sent for this answer to the party's own contact
   * stands for the PIN (`send` then gets it as `pin`).
   */
  requestCode?: () => Promise<ShareSignCodeResponse>;
};

/**
 * One reservation as the other side reads it, and, when it may answer and has not, its answer:
 * accepted or contested with a note, confirmed with the PIN as a signature is (through a link,
 * with the link's code).
 */
export function ReservationCard({
  reservation,
  send,
  onAnswered,
  photoSource = serverPhoto,
  requestCode,
}: ReservationCardProps) {
  const { t } = useTranslation('reservations');
  const te = useTranslateError();
  const [answer, setAnswer] = useState<ReservationAnswerValue>('accepted');
  const [note, setNote] = useState('');
  const [pin, setPin] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const sending = useMutation({
    mutationFn: () => (send ?? answerReservation)(reservation.id, { answer, note, pin }),
    onSuccess: (answered) => {
      setErrors({});
      onAnswered(answered);
    },
    onError: (error) => {
      setErrors(
        error instanceof ApiError
          ? { ...error.fieldErrors(), detail: error.nonFieldErrors() }
          : { detail: ['network_error'] },
      );
    },
  });
  const sendingCode = useMutation({
    mutationFn: () => (requestCode ? requestCode() : Promise.reject(new Error('no code'))),
    onSuccess: () => {
      setErrors({});
    },
    onError: (error) => {
      setErrors(
        error instanceof ApiError
          ? { ...error.fieldErrors(), detail: error.nonFieldErrors() }
          : { detail: ['network_error'] },
      );
    },
  });
  const errorOf = (field: string) => (errors[field] ?? []).map(te).join(' ');
  const secretField = requestCode ? 'code' : 'pin';
  const r = reservation;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label={t(`kinds.${r.kind}`)}>
      <Stack spacing={1}>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography variant="subtitle2" component="h4">
            {t(`kinds.${r.kind}`)}
          </Typography>
          <Chip size="small" label={t(`box.${r.box}`)} />
          {r.answer && (
            <Chip
              size="small"
              color={r.answer.answer === 'accepted' ? 'success' : 'warning'}
              label={t(`answers.${r.answer.answer}`)}
            />
          )}
        </Stack>
        <Typography variant="body2">
          {t('lines_named', { lines: r.lines.map((i) => i + 1).join(', ') })}
          {r.counted_quantity !== null && r.stated_quantity !== null
            ? ` · ${t('counted_of', { counted: r.counted_quantity, stated: r.stated_quantity })}`
            : ''}
        </Typography>
        {r.text && <Typography variant="body2">{r.text}</Typography>}
        <Typography variant="caption" color="text.secondary">
          {[r.by_name, r.company_name, formatDateTime(r.captured_at)].filter(Boolean).join(' · ')}
        </Typography>
        {r.photos.length > 0 && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {r.photos.map((photo, index) => (
              <PhotoThumbnail
                key={photo.id}
                photo={photoSource(photo.photo)}
                label={t('photo_of', { index: index + 1, kind: t(`kinds.${r.kind}`) })}
              />
            ))}
          </Box>
        )}
        {r.answer && (
          <Typography variant="body2">
            {t('answered_by', { name: r.answer.by_name })}
            {r.answer.note ? `: ${r.answer.note}` : ''}
          </Typography>
        )}
        {!r.answer && r.can_answer && (
          <Box
            component="form"
            aria-label={t('answer_form')}
            onSubmit={(event) => {
              event.preventDefault();
              if (!sending.isPending) sending.mutate();
            }}
          >
            <Stack spacing={1.5}>
              <RadioGroup
                row
                value={answer}
                onChange={(event) => {
                  setAnswer(event.target.value as ReservationAnswerValue);
                }}
                aria-label={t('answer_form')}
              >
                <FormControlLabel
                  value="accepted"
                  control={<Radio />}
                  label={t('answers.accepted')}
                />
                <FormControlLabel
                  value="contested"
                  control={<Radio />}
                  label={t('answers.contested')}
                />
              </RadioGroup>
              <TextField
                label={t('note')}
                value={note}
                onChange={(event) => {
                  setNote(event.target.value);
                }}
                error={errorOf('note') !== ''}
                helperText={errorOf('note') || undefined}
              />
              {requestCode && (
                <Stack spacing={0.5}>
                  <Button
                    variant="outlined"
                    disabled={sendingCode.isPending}
                    onClick={() => {
                      sendingCode.mutate();
                    }}
                    sx={{ minHeight: 48, alignSelf: 'flex-start' }}
                  >
                    {sendingCode.data ? t('send_code_again') : t('send_code')}
                  </Button>
                  {sendingCode.data && (
                    <Typography variant="body2" color="text.secondary" role="status">
                      {t('code_sent', { hint: sendingCode.data.hint })}
                    </Typography>
                  )}
                </Stack>
              )}
              <TextField
                label={requestCode ? t('code') : t('pin')}
                value={pin}
                type="password"
                inputMode="numeric"
                autoComplete="one-time-code"
                onChange={(event) => {
                  setPin(event.target.value);
                }}
                error={errorOf(secretField) !== ''}
                helperText={errorOf(secretField) || undefined}
              />
              {(errorOf('answer') || errorOf('detail')) && (
                <Alert severity="error" role="alert">
                  {[errorOf('answer'), errorOf('detail')].filter(Boolean).join(' ')}
                </Alert>
              )}
              <Box>
                <Button
                  type="submit"
                  variant="contained"
                  disabled={sending.isPending || pin === ''}
                  sx={{ minHeight: 48 }}
                >
                  {t('send_answer')}
                </Button>
              </Box>
            </Stack>
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
