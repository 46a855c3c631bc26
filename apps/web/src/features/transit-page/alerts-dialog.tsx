import AddAlert from '@mui/icons-material/AddAlert';
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
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { whileOnline, type Transit } from '@transitdocs/domain';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Link } from 'react-router';
import { listAlertTypes, sendAlert } from '../../api/transit-actions.ts';
import { ApiError } from '../../api/http.ts';
import { useSession } from '../../app/session.tsx';
import { mayUser } from '../../app/may-user.ts';
import { useOnline } from '../../app/use-online.ts';
import { ResponsiveDialog, ResultDialog } from '../../ui/index.ts';
import { useAlertTypeLabel } from './alert-type-label.ts';
import { TOUCH_TARGET } from './transit-paths.ts';
import { isNotFound, TRANSITS_KEY, useTransitQuery } from './transit-queries.ts';
import { useTransitId } from './transit-page.tsx';
import { useReturnTo } from './use-return-to.ts';

const PROFILE_SETTINGS_PATH = '/profile/settings';

type Outcome = { severity: 'success' | 'error'; messages: string[] };

/** Why no alert can be sent now, or null when one can (spec 1 §4). */
function useUnavailableReason(transit: Transit | undefined): string | null {
  const { t } = useTranslation('alerts');
  const { t: tc } = useTranslation('common');
  const isOnline = useOnline();
  if (!transit) return null;
  if (whileOnline(transit.actions, isOnline).alert) return null;
  if (!isOnline) return tc('offline');
  // The server's reason picks the message: a finished transit, else not allowed.
  return transit.refusals?.alert === 'transit_finished' ? t('transit_finished') : t('not_allowed');
}

function AlertTypeChoice({
  transitId,
  value,
  onChange,
}: {
  transitId: number;
  value: string;
  onChange: (message: string) => void;
}) {
  const { t } = useTranslation('alerts');
  const labelOf = useAlertTypeLabel();
  const labelId = useId();
  const types = useQuery({
    queryKey: [...TRANSITS_KEY, 'alert-types', transitId],
    queryFn: () => listAlertTypes(transitId),
    retry: false,
  });
  if (types.isError) {
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" onClick={() => void types.refetch()} sx={TOUCH_TARGET}>
            {t('retry')}
          </Button>
        }
      >
        {t('could_not_fetch_alert_types')}
      </Alert>
    );
  }
  if (!types.data) {
    return <Skeleton variant="rounded" height={192} aria-label={t('loading_types')} />;
  }
  if (types.data.length === 0) return <Typography>{t('no_alert_types')}</Typography>;
  return (
    <FormControl>
      <FormLabel id={labelId}>{t('choose_type')}</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      >
        {types.data.map((type) => (
          <FormControlLabel
            key={type.message}
            value={type.message}
            control={<Radio />}
            label={labelOf(type)}
            sx={{ minHeight: 48, mr: 0 }}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/**
 * `/documents/:id/alerts`: choose one of the company's alert types and send it for the transit;
 * offered only online, while not finished and when `can_send_alert` (spec 1 §2, §4).
 */
export function TransitAlertsDialog() {
  const { t } = useTranslation('alerts');
  const { t: tc } = useTranslation('common');
  const { t: tp } = useTranslation('transit_page');
  const id = useTransitId();
  const { user } = useSession();
  const back = useReturnTo();
  const titleId = useId();
  const query = useTransitQuery(id);
  const transit = query.data;
  const unavailable = useUnavailableReason(transit);
  const [message, setMessage] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const mutation = useMutation({ mutationFn: sendAlert });
  const labelOf = useAlertTypeLabel();

  const send = async () => {
    try {
      const sent = await mutation.mutateAsync({
        message,
        transit_id: id,
        company_name: user?.company.name ?? '',
        first_name: user?.first_name ?? '',
        last_name: user?.last_name ?? '',
      });
      setOutcome({
        severity: 'success',
        messages: [
          t('sent_text', {
            type: labelOf(sent),
            number: transit?.transit_number ?? '',
          }),
        ],
      });
    } catch (error) {
      setOutcome({
        severity: 'error',
        messages: error instanceof ApiError ? error.allMessages() : [],
      });
    }
  };

  if (outcome) {
    return (
      <ResultDialog
        open
        severity={outcome.severity}
        title={
          outcome.severity === 'success' ? t('successfully_sent_alert') : t('error_sending_alert')
        }
        messages={outcome.messages}
        onClose={() => {
          if (outcome.severity === 'success') back();
          else setOutcome(null);
        }}
      />
    );
  }

  const canSend = transit !== undefined && unavailable === null;
  return (
    <ResponsiveDialog
      open
      onClose={() => {
        back();
      }}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>
        {t('title')}
        {transit && (
          <Typography component="span" sx={{ display: 'block', color: 'text.secondary' }}>
            {tp('title', { number: transit.transit_number })}
          </Typography>
        )}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {query.isError ? (
            <Alert severity="error" role="alert">
              {isNotFound(query.error) ? tp('not_found_text') : tp('load_failed')}
            </Alert>
          ) : !transit ? (
            <Skeleton variant="rounded" height={192} aria-label={tp('loading')} />
          ) : unavailable ? (
            <Alert severity="info">{unavailable}</Alert>
          ) : (
            <AlertTypeChoice transitId={id} value={message} onChange={setMessage} />
          )}
          {mayUser(user, 'add_alert_type') && (
            <Button
              component={Link}
              to={PROFILE_SETTINGS_PATH}
              startIcon={<AddAlert />}
              sx={{ ...TOUCH_TARGET, alignSelf: 'flex-start' }}
            >
              {t('add_alert_type')}
            </Button>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() => {
            back();
          }}
          sx={TOUCH_TARGET}
        >
          {tc('actions.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void send()}
          disabled={!canSend || message === '' || mutation.isPending}
          loading={mutation.isPending}
          sx={TOUCH_TARGET}
        >
          {t('send')}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
