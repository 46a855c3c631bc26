import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { refusedAsFinished } from '@transitdocs/domain';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Link } from 'react-router';
import { ApiError } from '../../api/http.ts';
import { ResultDialog } from '../../ui/index.ts';
import { LoadingIndicator } from '../../ui/loading-indicator.tsx';
import { useAlertTypeLabel } from '../transit-page/alert-type-label.ts';
import { fetchLinkAlertTypes, sendLinkAlert } from './share-alerts-api.ts';
import { shareLinkKeys } from './share-link-api.ts';
import { useShareLink, useSharedTransit } from './share-link-context.tsx';
import { shareHomePath } from './share-link-paths.ts';

/** `/share/:token/alerts`: the transit company's alert types, sent as the link's visitor. */
export function ShareAlertsPage() {
  const { t } = useTranslation('share_link');
  const { t: ta } = useTranslation('alerts');
  const { token, api, identity } = useShareLink();
  const transit = useSharedTransit().data?.transit;
  const labelOf = useAlertTypeLabel();
  const labelId = useId();
  const [message, setMessage] = useState('');
  const [outcome, setOutcome] = useState<{ ok: boolean; messages: string[] } | null>(null);
  const transitId = transit?.id ?? 0;
  const types = useQuery({
    queryKey: shareLinkKeys.alertTypes(token),
    queryFn: () => fetchLinkAlertTypes(api, transitId),
    enabled: transitId > 0,
  });
  const sending = useMutation({
    mutationFn: () => {
      if (!identity) throw new Error('no identity');
      return sendLinkAlert(api, transitId, message, identity);
    },
    onSuccess: () => {
      setOutcome({ ok: true, messages: [ta('successfully_sent_alert')] });
    },
    onError: (error) => {
      setOutcome({
        ok: false,
        messages: error instanceof ApiError ? error.allMessages() : [],
      });
    },
  });
  if (!transit) return null;
  return (
    <Stack spacing={2}>
      <Box>
        <Button
          component={Link}
          to={shareHomePath(token)}
          startIcon={<ArrowBack />}
          sx={{ minHeight: 48 }}
        >
          {t('back')}
        </Button>
      </Box>
      <Typography component="h1" variant="h5">
        {t('alerts.title', { number: transit.transit_number })}
      </Typography>
      {refusedAsFinished(transit.refusals) ? (
        <Alert severity="info">{t('alerts.finished')}</Alert>
      ) : types.isError ? (
        <Alert severity="error" role="alert">
          {ta('could_not_fetch_alert_types')}
        </Alert>
      ) : !types.data ? (
        <LoadingIndicator label={ta('loading_types')} minHeight={96} />
      ) : (
        <Stack
          component="form"
          spacing={2}
          onSubmit={(event) => {
            event.preventDefault();
            if (message) sending.mutate();
          }}
        >
          <FormControl>
            <FormLabel id={labelId}>{t('alerts.choose')}</FormLabel>
            <RadioGroup
              aria-labelledby={labelId}
              value={message}
              onChange={(event) => {
                setMessage(event.target.value);
              }}
            >
              {types.data.map((type) => (
                <FormControlLabel
                  key={type.message}
                  value={type.message}
                  control={<Radio sx={{ width: 48, height: 48 }} />}
                  label={labelOf(type)}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <Box>
            <Button
              type="submit"
              variant="contained"
              disabled={message === ''}
              loading={sending.isPending}
              sx={{ minHeight: 48 }}
            >
              {t('alerts.send')}
            </Button>
          </Box>
        </Stack>
      )}
      <ResultDialog
        open={outcome !== null}
        severity={outcome?.ok ? 'success' : 'error'}
        title={outcome?.ok ? ta('successfully_sent_alert') : ta('error_sending_alert')}
        messages={outcome?.messages ?? []}
        onClose={() => {
          setOutcome(null);
        }}
      />
    </Stack>
  );
}
