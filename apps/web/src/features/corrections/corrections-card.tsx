import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Correction, CorrectionSignatory } from '@transitdocs/domain';
import { useState } from 'react';
import { ApiError } from '../../api/http.ts';
import { useTranslation } from '../../i18n/react.ts';
import {
  correctionsPath,
  decideByLink,
  decideCorrection,
  listCorrections,
  listLinkCorrections,
  proposeCorrection,
  sendLinkDecisionCode,
} from './corrections-api.ts';

const text = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '—'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

function errorKey(error: unknown): string | null {
  if (!(error instanceof ApiError)) return error ? 'load_failed' : null;
  return Object.values(error.fieldErrors()).flat()[0] ?? error.nonFieldErrors()[0] ?? null;
}

/**
 * "Propose correction" of a signed document (its text fields, old → new, and a reason), shown
 * only when the server answers `propose_correction`; and, for each party the caller may decide
 * for, "Correction awaiting your approval" with approve / reject, a note and the PIN.
 */
export function CorrectionsCard({
  document,
  documentData,
  canPropose,
  link,
}: {
  document: number;
  documentData: Record<string, unknown>;
  canPropose: boolean;
  /** a party link's token: its party decides with the link's code instead of a PIN */
  link?: string;
}) {
  const { t } = useTranslation('corrections');
  const client = useQueryClient();
  const query = useQuery({
    queryKey: [correctionsPath(document), link],
    queryFn: () => (link ? listLinkCorrections(link, document) : listCorrections(document)),
  });
  const refresh = () => client.invalidateQueries({ queryKey: [correctionsPath(document)] });
  const fields = Object.entries(documentData)
    .filter(([, value]) => typeof value === 'string')
    .map(([field]) => field)
    .sort();
  const [field, setField] = useState('');
  const [value, setValue] = useState('');
  const [reason, setReason] = useState('');
  const propose = useMutation({
    mutationFn: () => proposeCorrection(document, { [field]: value }, reason),
    onSuccess: () => refresh(),
  });
  const open = query.data?.corrections.find((c) => c.status === 'open');
  return (
    <Card variant="outlined" aria-label={t('title')}>
      <CardContent>
        <Stack spacing={2}>
          {open && (
            <OpenCorrection document={document} correction={open} onDecided={refresh} link={link} />
          )}
          {canPropose && !open && (
            <Box
              component="form"
              aria-label={t('propose')}
              onSubmit={(e) => {
                e.preventDefault();
                propose.mutate();
              }}
            >
              <Stack spacing={2}>
                <Typography variant="h6" component="h2">
                  {t('propose')}
                </Typography>
                <TextField
                  select
                  label={t('field')}
                  value={field}
                  onChange={(e) => {
                    setField(e.target.value);
                    setValue(
                      text(documentData[e.target.value]) === '—'
                        ? ''
                        : text(documentData[e.target.value]),
                    );
                  }}
                >
                  {fields.map((f) => (
                    <MenuItem key={f} value={f}>
                      {t(`fields.${f}`, { defaultValue: f })}
                    </MenuItem>
                  ))}
                </TextField>
                {field && (
                  <Typography color="text.secondary">
                    {t('old_value', { value: text(documentData[field]) })}
                  </Typography>
                )}
                <TextField
                  label={t('new_value')}
                  value={value}
                  onChange={(e) => {
                    setValue(e.target.value);
                  }}
                />
                <TextField
                  label={t('reason')}
                  value={reason}
                  onChange={(e) => {
                    setReason(e.target.value);
                  }}
                  multiline
                />
                {propose.error && (
                  <Alert severity="error">
                    {t(`errors:${errorKey(propose.error) ?? 'load_failed'}`)}
                  </Alert>
                )}
                <Button type="submit" variant="contained" disabled={!field || propose.isPending}>
                  {t('send_proposal')}
                </Button>
              </Stack>
            </Box>
          )}
          {(query.data?.corrections ?? [])
            .filter((c) => c.status !== 'open')
            .map((c) => (
              <Typography key={c.id} color="text.secondary">
                {t(`closed.${c.status}`, {
                  reason: c.reason,
                  fields: c.changes.map((ch) => ch.field).join(', '),
                })}
              </Typography>
            ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

function OpenCorrection({
  document,
  correction,
  onDecided,
  link,
}: {
  document: number;
  correction: Correction;
  onDecided: () => unknown;
  link: string | undefined;
}) {
  const { t } = useTranslation('corrections');
  const mine = correction.signatories.filter((s) => s.can_decide);
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h2">
        {mine.length > 0 ? t('awaiting_yours') : t('awaiting')}
      </Typography>
      <Typography>
        {t('reason_is', { reason: correction.reason, name: correction.proposed_by })}
      </Typography>
      <Box component="ul" aria-label={t('changes')} sx={{ m: 0, pl: 3 }}>
        {correction.changes.map((c) => (
          <li key={c.field}>
            {t(`fields.${c.field}`, { defaultValue: c.field })}: {text(c.old)} → {text(c.new)}
          </li>
        ))}
      </Box>
      {correction.signatories.map((s) => (
        <Typography key={`${s.party}-${String(s.receiver_id)}`} color="text.secondary">
          {t(`party.${s.party}`)} ({s.signer_name}):{' '}
          {s.decision ? t(`decision.${s.decision}`) : t('decision.pending')}
        </Typography>
      ))}
      {mine.map((s) => (
        <DecisionForm
          key={`${s.party}-${String(s.receiver_id)}`}
          document={document}
          correction={correction}
          signatory={s}
          onDecided={onDecided}
          link={link}
        />
      ))}
    </Stack>
  );
}

function DecisionForm({
  document,
  correction,
  signatory,
  onDecided,
  link,
}: {
  document: number;
  correction: Correction;
  signatory: CorrectionSignatory;
  onDecided: () => unknown;
  link: string | undefined;
}) {
  const { t } = useTranslation('corrections');
  const [note, setNote] = useState('');
  const [pin, setPin] = useState('');
  const decide = useMutation({
    mutationFn: (decision: 'approve' | 'reject') =>
      link
        ? decideByLink(link, document, correction.id, { decision, note, code: pin })
        : decideCorrection(document, correction.id, {
            party: signatory.party,
            receiver_id: signatory.receiver_id,
            decision,
            note,
            pin,
          }),
    onSuccess: () => onDecided(),
  });
  const sendCode = useMutation({
    mutationFn: () => sendLinkDecisionCode(link ?? '', document, correction.id),
  });
  const label = t(`party.${signatory.party}`);
  return (
    <Stack spacing={1} aria-label={t('decide_for', { party: label })} role="group">
      <TextField
        label={t('note')}
        value={note}
        onChange={(e) => {
          setNote(e.target.value);
        }}
      />
      {link && (
        <Button
          variant="outlined"
          disabled={sendCode.isPending}
          onClick={() => {
            sendCode.mutate();
          }}
        >
          {t('send_code')}
        </Button>
      )}
      {sendCode.data && (
        <Typography color="text.secondary">
          {t('code_sent', { hint: sendCode.data.hint })}
        </Typography>
      )}
      {sendCode.error && (
        <Alert severity="error">{t(`errors:${errorKey(sendCode.error) ?? 'load_failed'}`)}</Alert>
      )}
      <TextField
        label={link ? t('code') : t('pin')}
        type="password"
        value={pin}
        onChange={(e) => {
          setPin(e.target.value);
        }}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      {decide.error && (
        <Alert severity="error">{t(`errors:${errorKey(decide.error) ?? 'load_failed'}`)}</Alert>
      )}
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          disabled={!pin || decide.isPending}
          onClick={() => {
            decide.mutate('approve');
          }}
        >
          {t('approve_as', { party: label })}
        </Button>
        <Button
          color="error"
          disabled={!pin || decide.isPending}
          onClick={() => {
            decide.mutate('reject');
          }}
        >
          {t('reject')}
        </Button>
      </Stack>
    </Stack>
  );
}
