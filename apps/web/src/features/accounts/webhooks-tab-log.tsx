import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Webhook, WebhookDelivery } from '@transitdocs/domain';
import { useId } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { listWebhookDeliveries, resendWebhookDelivery } from '../../api/webhooks.ts';
import { useOnline } from '../../app/use-online.ts';
import { formatDateTime, ResponsiveDialog, useIsMobile } from '../../ui/index.ts';
import { StateChip } from './webhooks-tab-chip.tsx';
import { WEBHOOKS_QUERY_KEY } from './webhooks-tab-form.tsx';
import { useWebhookEventLabel } from './webhooks-tab-events.tsx';

/** While a delivery waits, the log asks again this often, so it turns delivered by itself. */
const WAITING_REFRESH_MS = 2000;
/** Otherwise more slowly, so new events show up while the log stays open. */
const IDLE_REFRESH_MS = 10_000;

const STATUS_LOOK = { delivered: 'good', waiting: 'waiting', failed: 'bad' } as const;

function DeliveryStatus({ delivery }: { delivery: WebhookDelivery }) {
  const { t } = useTranslation('integrations');
  const when =
    delivery.status === 'delivered'
      ? formatDateTime(delivery.delivered_at ?? '')
      : formatDateTime(delivery.next_attempt_at ?? '');
  return (
    <StateChip
      look={STATUS_LOOK[delivery.status]}
      label={t(`webhooks.delivery.${delivery.status}`, { when })}
    />
  );
}

function ResendButton({
  delivery,
  onResend,
  isBusy,
}: {
  delivery: WebhookDelivery;
  onResend: (delivery: WebhookDelivery) => void;
  isBusy: boolean;
}) {
  const { t } = useTranslation('integrations');
  const isOnline = useOnline();
  const label = useWebhookEventLabel();
  return (
    <Button
      variant="outlined"
      size="small"
      disabled={!isOnline}
      loading={isBusy}
      aria-label={t('webhooks.log.resend_for', {
        event: label(delivery.event),
        when: formatDateTime(delivery.created_at),
      })}
      onClick={() => {
        onResend(delivery);
      }}
      sx={{ minHeight: 40, whiteSpace: 'nowrap' }}
    >
      {t('webhooks.log.resend')}
    </Button>
  );
}

type ListProps = {
  deliveries: WebhookDelivery[];
  onResend: (delivery: WebhookDelivery) => void;
  resendingId: number | null;
};

/** Wide screens: one row per delivery. */
function DeliveryTable({ deliveries, onResend, resendingId }: ListProps) {
  const { t } = useTranslation('integrations');
  const label = useWebhookEventLabel();
  return (
    <Table size="small" aria-label={t('webhooks.log.label')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('webhooks.log.event')}</TableCell>
          <TableCell>{t('webhooks.log.created')}</TableCell>
          <TableCell>{t('webhooks.log.status')}</TableCell>
          <TableCell align="right">{t('webhooks.log.attempts')}</TableCell>
          <TableCell align="right">{t('webhooks.log.code')}</TableCell>
          <TableCell>{t('webhooks.log.error')}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {deliveries.map((delivery) => (
          <TableRow key={delivery.id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {t('webhooks.log.object', { event: label(delivery.event), id: delivery.object_id })}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(delivery.created_at)}
            </TableCell>
            <TableCell>
              <DeliveryStatus delivery={delivery} />
            </TableCell>
            <TableCell align="right">{delivery.attempts}</TableCell>
            <TableCell align="right">{delivery.last_status_code ?? '—'}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere', maxWidth: 260 }}>
              {delivery.last_error ?? '—'}
            </TableCell>
            <TableCell align="right">
              <ResendButton
                delivery={delivery}
                onResend={onResend}
                isBusy={resendingId === delivery.id}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Phones: one stacked entry per delivery, nothing wider than the screen. */
function DeliveryCards({ deliveries, onResend, resendingId }: ListProps) {
  const { t } = useTranslation('integrations');
  const label = useWebhookEventLabel();
  return (
    <Stack component="ul" aria-label={t('webhooks.log.label')} spacing={1} sx={{ p: 0, m: 0 }}>
      {deliveries.map((delivery) => (
        <Paper
          component="li"
          key={delivery.id}
          variant="outlined"
          sx={{ p: 1.5, listStyle: 'none' }}
        >
          <Typography sx={{ fontWeight: 600 }}>
            {t('webhooks.log.object', { event: label(delivery.event), id: delivery.object_id })}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {formatDateTime(delivery.created_at)}
          </Typography>
          <Box sx={{ my: 1 }}>
            <DeliveryStatus delivery={delivery} />
          </Box>
          <Typography variant="body2">
            {t('webhooks.log.attempts_count', { count: delivery.attempts })}
            {delivery.last_status_code !== null &&
              ` · ${t('webhooks.log.code_value', { code: delivery.last_status_code })}`}
          </Typography>
          {delivery.last_error && (
            <Typography variant="body2" sx={{ color: 'error.main', overflowWrap: 'anywhere' }}>
              {delivery.last_error}
            </Typography>
          )}
          <Box sx={{ mt: 1 }}>
            <ResendButton
              delivery={delivery}
              onResend={onResend}
              isBusy={resendingId === delivery.id}
            />
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}

/** An endpoint's delivery log, newest first, with "Send again" per delivery. */
export function WebhookDeliveryLog({
  webhook,
  onClose,
}: {
  webhook: Webhook;
  onClose: () => void;
}) {
  const { t } = useTranslation('integrations');
  const isMobile = useIsMobile();
  const queryClient = useQueryClient();
  const titleId = useId();
  const queryKey = [...WEBHOOKS_QUERY_KEY, webhook.id, 'deliveries'];
  const query = useQuery({
    queryKey,
    queryFn: () => listWebhookDeliveries(webhook.id),
    refetchInterval: (current) =>
      current.state.data?.some((delivery) => delivery.status === 'waiting')
        ? WAITING_REFRESH_MS
        : IDLE_REFRESH_MS,
  });
  const resend = useMutation({
    mutationFn: (delivery: WebhookDelivery) => resendWebhookDelivery(webhook.id, delivery.id),
    onSuccess: async () => {
      // Sending again re-enables a disabled endpoint: its state in the list changes too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey }),
        queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY, exact: true }),
      ]);
    },
  });
  const list: ListProps = {
    deliveries: query.data ?? [],
    onResend: (delivery) => {
      resend.mutate(delivery);
    },
    resendingId: resend.isPending ? resend.variables.id : null,
  };

  return (
    <ResponsiveDialog open maxWidth="lg" onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 8 }}>
        {t('webhooks.log.title')}
        <Typography
          component="span"
          variant="body2"
          sx={{ display: 'block', color: 'text.secondary', overflowWrap: 'anywhere' }}
        >
          {webhook.url}
        </Typography>
      </DialogTitle>
      <IconButton
        aria-label={t('webhooks.log.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8, width: 48, height: 48 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ minHeight: 240 }}>
        {webhook.disabled_at && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('webhooks.log.disabled')}
          </Alert>
        )}
        <Box role="status" sx={{ mb: resend.isSuccess ? 1 : 0 }}>
          {resend.isSuccess ? t('webhooks.log.resent') : ''}
        </Box>
        {resend.isError && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {t('webhooks.log.resend_failed')}
          </Alert>
        )}
        {query.isError && (
          <Alert severity="error" role="alert">
            {t('webhooks.log.load_failed')}
          </Alert>
        )}
        {query.isPending && (
          <Skeleton variant="rounded" height={160} aria-label={t('webhooks.log.loading')} />
        )}
        {query.data?.length === 0 && <Typography>{t('webhooks.log.empty')}</Typography>}
        {query.data &&
          query.data.length > 0 &&
          (isMobile ? <DeliveryCards {...list} /> : <DeliveryTable {...list} />)}
      </DialogContent>
    </ResponsiveDialog>
  );
}
