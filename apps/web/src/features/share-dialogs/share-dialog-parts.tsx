import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { SHARE_TYPES, type ShareType, type Transit } from '@transitdocs/domain';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { useParams } from 'react-router';
import { ResponsiveDialog } from '../../ui/index.ts';

export function useRouteTransit(): number {
  const { id } = useParams();
  return id !== undefined && /^\d+$/.test(id) ? Number(id) : Number.NaN;
}

export type Outcome = { severity: 'success' | 'error'; title: string; messages: string[] };

export function DialogFrame(props: {
  title: string;
  children: ReactNode;
  actions: ReactNode;
  onClose: () => void;
  formId?: string;
  onSubmit?: () => void;
}) {
  const titleId = useId();
  return (
    <ResponsiveDialog open maxWidth="sm" onClose={props.onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent dividers>
        <Stack
          component="form"
          id={props.formId}
          noValidate
          spacing={2}
          onSubmit={(event) => {
            event.preventDefault();
            props.onSubmit?.();
          }}
        >
          {props.children}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>{props.actions}</DialogActions>
    </ResponsiveDialog>
  );
}

/** Who the other side acts as on the documents: it signs, remarks and edits only as that party. */
export function PartyChoice({
  value,
  onChange,
}: {
  value: ShareType;
  onChange: (v: ShareType) => void;
}) {
  const { t } = useTranslation('share');
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>{t('acts_as')}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={value}
        onChange={(event) => {
          onChange(event.target.value as ShareType);
        }}
      >
        {SHARE_TYPES.map((type) => (
          <FormControlLabel
            key={type}
            value={type}
            control={<Radio sx={{ width: 48, height: 48 }} />}
            label={t(`party.${type}`)}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

export const ALL_RECEIVERS = 'all';

/**
 * Which receiver a receiver's share acts for; shown when the transit has several. `ALL_RECEIVERS`
 * is a link for every one of them.
 */
export function ReceiverChoice({
  receivers,
  value,
  onChange,
}: {
  receivers: Transit['receivers'];
  value: number | typeof ALL_RECEIVERS;
  onChange: (id: number | typeof ALL_RECEIVERS) => void;
}) {
  const { t } = useTranslation('share');
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>{t('receiver')}</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={String(value)}
        onChange={(event) => {
          const picked = event.target.value;
          onChange(picked === ALL_RECEIVERS ? ALL_RECEIVERS : Number(picked));
        }}
      >
        {receivers.map((receiver, index) => (
          <FormControlLabel
            key={receiver.id}
            value={String(receiver.id)}
            control={<Radio sx={{ width: 48, height: 48 }} />}
            label={t('receiver_option', { number: index + 1, name: receiver.client.name })}
          />
        ))}
        <FormControlLabel
          value={ALL_RECEIVERS}
          control={<Radio sx={{ width: 48, height: 48 }} />}
          label={t('receiver_all')}
        />
      </RadioGroup>
    </FormControl>
  );
}
