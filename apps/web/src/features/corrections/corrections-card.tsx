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
import {
  changedLeaves,
  correctableLeavesOf,
  leafAt,
  withLeaf,
  type Correction,
  type CorrectionSignatory,
  type DataPath,
} from '@transitdocs/domain';
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

/** "postCode" → "post code": a part the locale does not name yet still reads as words. */
const words = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** A path as a person reads it: "Receivers › 1 › Goods › 2 › Weight". */
function usePathLabel(): (path: DataPath) => string {
  const { t } = useTranslation('corrections');
  return (path) =>
    path
      .map((step) =>
        typeof step === 'number'
          ? String(step + 1)
          : t(`fields.${step}`, { defaultValue: words(step) }),
      )
      .join(' › ');
}

/** A correction's changes leaf by leaf: only what changed inside each field, old → new. */
function changeLines(correction: Correction) {
  return correction.changes.flatMap((change) =>
    changedLeaves(change.field, change.old, change.new),
  );
}

function errorKey(error: unknown): string | null {
  if (!(error instanceof ApiError)) return error ? 'load_failed' : null;
  return Object.values(error.fieldErrors()).flat()[0] ?? error.nonFieldErrors()[0] ?? null;
}

/**
 * "Propose correction" of a signed document (a text or number anywhere in its data: a top-level
 * field, a goods line's weight, a party's address; old → new, and a reason), shown
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
  const pathLabel = usePathLabel();
  // Each leaf by its path's JSON text: the select's value.
  const leaves = correctableLeavesOf(documentData).map((leaf) => ({
    key: JSON.stringify(leaf.path),
    path: leaf.path,
    label: pathLabel(leaf.path),
  }));
  const [field, setField] = useState('');
  const [value, setValue] = useState('');
  const [reason, setReason] = useState('');
  const chosen = leaves.find((leaf) => leaf.key === field);
  const propose = useMutation({
    // The server takes whole top-level fields: the leaf is set inside its field's value.
    mutationFn: () => {
      if (!chosen) throw new Error('no field chosen');
      const changed = withLeaf(documentData, chosen.path, value);
      return proposeCorrection(document, { [changed.field]: changed.value }, reason);
    },
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
                    const leaf = leaves.find((l) => l.key === e.target.value);
                    const old = leaf ? text(leafAt(documentData, leaf.path)) : '—';
                    setValue(old === '—' ? '' : old);
                  }}
                >
                  {leaves.map((leaf) => (
                    <MenuItem key={leaf.key} value={leaf.key}>
                      {leaf.label}
                    </MenuItem>
                  ))}
                </TextField>
                {chosen && (
                  <Typography color="text.secondary">
                    {t('old_value', { value: text(leafAt(documentData, chosen.path)) })}
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
                  fields: changeLines(c)
                    .map((leaf) => pathLabel(leaf.path))
                    .join(', '),
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
  const pathLabel = usePathLabel();
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
        {changeLines(correction).map((leaf) => (
          <li key={JSON.stringify(leaf.path)}>
            {pathLabel(leaf.path)}: {text(leaf.old)} → {text(leaf.new)}
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
