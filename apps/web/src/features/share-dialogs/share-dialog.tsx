import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { SHARE_LINK_DAYS, SHARE_TYPES, type ShareType, type Transit } from '@transitdocs/domain';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { ApiError, NETWORK_ERROR } from '../../api/http.ts';
import { useOnline } from '../../app/use-online.ts';
import { ResponsiveDialog, ResultDialog, useTranslateError } from '../../ui/index.ts';
import { useTransitQuery } from '../transit-page/transit-queries.ts';
import { useReturnTo } from '../transit-page/use-return-to.ts';
import { shareByLink, shareWithCompany } from './share-api.ts';
import {
  shareDialogPath,
  sharedDocumentsOf,
  type ShareKind,
  type ShareRoute,
} from './share-paths.ts';

function useRouteTransit(): number {
  const { id } = useParams();
  return id !== undefined && /^\d+$/.test(id) ? Number(id) : Number.NaN;
}

type Outcome = { severity: 'success' | 'error'; title: string; messages: string[] };

function DialogFrame(props: {
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
      <DialogActions sx={{ px: 3, py: 2 }}>{props.actions}</DialogActions>
    </ResponsiveDialog>
  );
}

/** Who the other side acts as on the documents: it signs, remarks and edits only as that party. */
function PartyChoice({ value, onChange }: { value: ShareType; onChange: (v: ShareType) => void }) {
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

/** Which receiver a receiver's share acts for; shown when the transit has several. */
function ReceiverChoice({
  receivers,
  value,
  onChange,
}: {
  receivers: Transit['receivers'];
  value: number | null;
  onChange: (id: number) => void;
}) {
  const { t } = useTranslation('share');
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>{t('receiver')}</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={value === null ? '' : String(value)}
        onChange={(event) => {
          onChange(Number(event.target.value));
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
      </RadioGroup>
    </FormControl>
  );
}

/**
 * `/documents/:id/share` and `/documents/:id/transitShare` (also `/documents/share/:id`,
 * `/documents/transitShare/:id`): how to share, by GT id or by link.
 */
export function ShareChooserDialog({ as }: { as: ShareRoute }) {
  const { t } = useTranslation('share');
  const { t: tc } = useTranslation('common');
  const id = useRouteTransit();
  const location = useLocation();
  const close = useReturnTo(`/documents/${String(id)}`);
  return (
    <DialogFrame
      title={t('title.any')}
      onClose={() => {
        close();
      }}
      actions={
        <Button
          onClick={() => {
            close();
          }}
          sx={{ minHeight: 48 }}
        >
          {tc('actions.cancel')}
        </Button>
      }
    >
      <Typography>{t('choose')}</Typography>
      {(['link', 'gt'] as const).map((kind) => (
        <Button
          key={kind}
          component={Link}
          to={shareDialogPath(id, as, kind)}
          state={location.state as unknown}
          replace
          variant="outlined"
          sx={{ minHeight: 48 }}
        >
          {t(`kind.${kind}`)}
        </Button>
      ))}
    </DialogFrame>
  );
}

/**
 * The share dialogs of spec 1 §8 / spec 2 §8: by GT id into another company's list, or by a
 * 14-day link mailed and/or texted; each ends in the spec's success or failure dialog.
 */
export function ShareDialog({ kind }: { kind: ShareKind }) {
  const { t } = useTranslation('share');
  const { t: tc } = useTranslation('common');
  const translateError = useTranslateError();
  const id = useRouteTransit();
  const location = useLocation();
  const isOnline = useOnline();
  const transit = useTransitQuery(id).data;
  const close = useReturnTo(`/documents/${String(id)}`);
  const formId = useId();
  const documents = sharedDocumentsOf(location.state);
  // The party defaults to Receiver, the usual other side of a shared transit (issue 16).
  const [as, setAs] = useState<ShareType>('receiver');
  const [pickedReceiver, setReceiver] = useState<number | null>(null);
  const receivers = transit?.receivers ?? [];
  // A receiver's link acts for one receiver: the chosen one, else the first.
  const receiver = as === 'receiver' ? (pickedReceiver ?? receivers[0]?.id ?? null) : null;
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [companyId, setCompanyId] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const sending = useMutation({
    mutationFn: async (): Promise<Outcome> => {
      if (kind === 'gt') {
        const answer = await shareWithCompany({
          transit: id,
          company_gt_id: Number(companyId),
          as,
        });
        return {
          severity: 'success',
          title: t('result.transfer_successful'),
          messages: [t('result.transferred_to', { name: answer.company_name })],
        };
      }
      const answer = await shareByLink({
        type: as,
        receiver,
        transit: id,
        documents,
        email,
        phone,
      });
      const found = [
        answer.email ? t('result.found_in_mail') : null,
        answer.sms ? t('result.found_in_sms') : null,
      ];
      return {
        severity: 'success',
        title: t('result.successfully_shared'),
        messages: [
          t('result.documents_are_shared'),
          ...found.filter((m): m is string => m !== null),
        ],
      };
    },
    onSuccess: (result) => {
      setErrors({});
      setOutcome(result);
    },
    onError: (error) => {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors() : {};
      setErrors(fieldErrors);
      const messages = error instanceof ApiError ? error.allMessages() : [NETWORK_ERROR];
      const isUnknownCompany = fieldErrors.company_gt_id?.includes('no_such_id_number') ?? false;
      setOutcome({
        severity: 'error',
        title: t('result.unsuccessfully_shared'),
        messages: isUnknownCompany ? [t('result.no_such_id_number')] : messages,
      });
    },
  });

  const submit = () => {
    if (kind === 'gt' && !/^\d+$/.test(companyId.trim())) {
      setErrors({ company_gt_id: ['field_required'] });
      return;
    }
    sending.mutate();
  };
  const fieldError = (name: string) => {
    const first = errors[name]?.[0];
    return first ? translateError(first) : undefined;
  };

  return (
    <>
      <DialogFrame
        title={t(`title_${kind}.${as}`)}
        formId={formId}
        onSubmit={submit}
        onClose={() => {
          close();
        }}
        actions={
          <>
            <Button
              onClick={() => {
                close();
              }}
              sx={{ minHeight: 48 }}
            >
              {tc('actions.cancel')}
            </Button>
            <Button
              type="submit"
              form={formId}
              variant="contained"
              disabled={!isOnline}
              loading={sending.isPending}
              sx={{ minHeight: 48 }}
            >
              {t('submit')}
            </Button>
          </>
        }
      >
        {!isOnline && <Alert severity="info">{tc('offline')}</Alert>}
        {transit && <Typography>{t('transit', { number: transit.transit_number })}</Typography>}
        {kind === 'link' && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {documents.length > 0
              ? t('documents_chosen', { count: documents.length })
              : t('documents_all')}
          </Typography>
        )}
        <PartyChoice value={as} onChange={setAs} />
        {kind === 'link' && as === 'receiver' && receivers.length > 1 && (
          <ReceiverChoice receivers={receivers} value={receiver} onChange={setReceiver} />
        )}
        {kind === 'gt' ? (
          <TextField
            label={t('company_gt_id')}
            value={companyId}
            required
            onChange={(event) => {
              setCompanyId(event.target.value);
            }}
            error={fieldError('company_gt_id') !== undefined}
            helperText={fieldError('company_gt_id') ?? t('company_gt_id_hint')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        ) : (
          <>
            <TextField
              label={t('email')}
              type="email"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
              }}
              error={fieldError('email') !== undefined}
              helperText={fieldError('email')}
            />
            <TextField
              label={t('phone')}
              type="tel"
              value={phone}
              onChange={(event) => {
                setPhone(event.target.value);
              }}
              error={fieldError('phone') !== undefined}
              helperText={fieldError('phone') ?? t('link_hint', { days: SHARE_LINK_DAYS })}
            />
          </>
        )}
      </DialogFrame>
      <ResultDialog
        open={outcome !== null}
        severity={outcome?.severity ?? 'success'}
        title={outcome?.title ?? ''}
        messages={outcome?.messages ?? []}
        onClose={() => {
          const wasSuccess = outcome?.severity === 'success';
          setOutcome(null);
          if (wasSuccess) close();
        }}
      />
    </>
  );
}
