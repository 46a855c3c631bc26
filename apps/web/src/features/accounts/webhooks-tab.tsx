import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
import type { Webhook, WebhookCreated } from '@transitdocs/domain';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { deleteWebhook, listWebhooks, rotateWebhookSecret } from '../../api/webhooks.ts';
import { useOnline } from '../../app/use-online.ts';
import { ConfirmDialog, formatDateTime, useIsMobile } from '../../ui/index.ts';
import { TranslatedError } from '../../ui/translated-error.tsx';
import { firstErrorKey } from './shown-once-secret.tsx';
import { StateChip } from './webhooks-tab-chip.tsx';
import { isEveryEvent, useWebhookEventLabel } from './webhooks-tab-events.tsx';
import { WEBHOOKS_QUERY_KEY, WebhookForm, WebhookSecret } from './webhooks-tab-form.tsx';
import { WebhookDeliveryLog } from './webhooks-tab-log.tsx';

/** The search parameter naming the endpoint whose delivery log is open (so Back closes it). */
const LOG_PARAM = 'log';

/** Set on the history entry that opened a log, so closing it can go back instead of piling up. */
type LogState = { openedLog?: boolean } | null;

/** Active, failing since when, or disabled since when. */
function WebhookState({ webhook }: { webhook: Webhook }) {
  const { t } = useTranslation('integrations');
  if (webhook.disabled_at) {
    const when = formatDateTime(webhook.disabled_at);
    return <StateChip look="bad" label={t('webhooks.state.disabled', { when })} />;
  }
  if (webhook.failing_since) {
    const when = formatDateTime(webhook.failing_since);
    return <StateChip look="warning" label={t('webhooks.state.failing', { when })} />;
  }
  return <StateChip look="good" label={t('webhooks.state.active')} />;
}

/** While a rotation's grace period runs: until when the replaced secret still signs. */
function PreviousSecret({ webhook }: { webhook: Webhook }) {
  const { t } = useTranslation('integrations');
  if (!webhook.previous_secret_expires_at) return null;
  const when = formatDateTime(webhook.previous_secret_expires_at);
  return (
    <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.5 }}>
      {t('webhooks.state.previous_secret', { when })}
    </Typography>
  );
}

function useEventsText(): (webhook: Webhook) => string {
  const { t } = useTranslation('integrations');
  const label = useWebhookEventLabel();
  return (webhook) =>
    isEveryEvent(webhook.events) ? t('webhooks.form.all') : webhook.events.map(label).join(', ');
}

type RowActions = {
  onOpenLog: (webhook: Webhook) => void;
  onRotate: (webhook: Webhook) => void;
  onDelete: (webhook: Webhook) => void;
};

function WebhookButtons({
  webhook,
  onOpenLog,
  onRotate,
  onDelete,
}: RowActions & { webhook: Webhook }) {
  const { t } = useTranslation('integrations');
  const isOnline = useOnline();
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: { sm: 'flex-end' } }}>
      <Button
        variant="outlined"
        aria-label={t('webhooks.log.button_for', { url: webhook.url })}
        onClick={() => {
          onOpenLog(webhook);
        }}
        sx={{ minHeight: 40, whiteSpace: 'nowrap' }}
      >
        {t('webhooks.log.button')}
      </Button>
      <Button
        variant="outlined"
        disabled={!isOnline}
        aria-label={t('webhooks.rotate.button_for', { url: webhook.url })}
        onClick={() => {
          onRotate(webhook);
        }}
        sx={{ minHeight: 40, whiteSpace: 'nowrap' }}
      >
        {t('webhooks.rotate.button')}
      </Button>
      <Button
        color="error"
        disabled={!isOnline}
        aria-label={t('webhooks.delete.button_for', { url: webhook.url })}
        onClick={() => {
          onDelete(webhook);
        }}
        sx={{ minHeight: 40 }}
      >
        {t('webhooks.delete.button')}
      </Button>
    </Stack>
  );
}

function WebhookTable({ webhooks, ...actions }: RowActions & { webhooks: Webhook[] }) {
  const { t } = useTranslation('integrations');
  const eventsText = useEventsText();
  return (
    <Table size="small" aria-label={t('webhooks.table.label')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('webhooks.table.url')}</TableCell>
          <TableCell>{t('webhooks.table.events')}</TableCell>
          <TableCell>{t('webhooks.table.state')}</TableCell>
          <TableCell>{t('webhooks.table.created')}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {webhooks.map((webhook) => (
          <TableRow key={webhook.id}>
            <TableCell sx={{ overflowWrap: 'anywhere', fontFamily: 'monospace', maxWidth: 320 }}>
              {webhook.url}
            </TableCell>
            <TableCell sx={{ maxWidth: 320 }}>{eventsText(webhook)}</TableCell>
            <TableCell>
              <WebhookState webhook={webhook} />
              <PreviousSecret webhook={webhook} />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(webhook.created_at)}
            </TableCell>
            <TableCell align="right">
              <WebhookButtons webhook={webhook} {...actions} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function WebhookCards({ webhooks, ...actions }: RowActions & { webhooks: Webhook[] }) {
  const { t } = useTranslation('integrations');
  const eventsText = useEventsText();
  return (
    <Stack component="ul" aria-label={t('webhooks.table.label')} spacing={1} sx={{ p: 0, m: 0 }}>
      {webhooks.map((webhook) => (
        <Paper
          component="li"
          key={webhook.id}
          variant="outlined"
          sx={{ p: 1.5, listStyle: 'none' }}
        >
          <Typography
            variant="body2"
            sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', fontWeight: 600 }}
          >
            {webhook.url}
          </Typography>
          <Box sx={{ my: 1 }}>
            <WebhookState webhook={webhook} />
            <PreviousSecret webhook={webhook} />
          </Box>
          <Typography variant="body2">{eventsText(webhook)}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {`${t('webhooks.table.created')}: ${formatDateTime(webhook.created_at)}`}
          </Typography>
          <WebhookButtons webhook={webhook} {...actions} />
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * Profile management, Webhooks (docs/decisions/0064-integrations-screens.md): an Admin's endpoints
 * with their state, adding one (secret shown once), rotating one's secret (the new one shown
 * once), deleting one, and each one's delivery log (`?log=<id>`).
 */
export function WebhooksTab() {
  const { t } = useTranslation('integrations');
  const isMobile = useIsMobile();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [created, setCreated] = useState<WebhookCreated | null>(null);
  const [rotated, setRotated] = useState<WebhookCreated | null>(null);
  const [rotating, setRotating] = useState<Webhook | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const query = useQuery({ queryKey: WEBHOOKS_QUERY_KEY, queryFn: listWebhooks });
  const remove = useMutation({
    mutationFn: (id: number) => deleteWebhook(id),
    onSettled: async () => {
      setDeleting(null);
      await queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY });
    },
  });
  const rotate = useMutation({
    mutationFn: (id: number) => rotateWebhookSecret(id),
    onSuccess: (answer) => {
      setCreated(null);
      setRotated(answer);
    },
    onSettled: async () => {
      setRotating(null);
      await queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY });
    },
  });
  const removeError = firstErrorKey(remove.error) ?? firstErrorKey(rotate.error);
  const logId = Number(searchParams.get(LOG_PARAM));
  const logOf = query.data?.find((webhook) => webhook.id === logId) ?? null;

  const openLog = (webhook: Webhook) => {
    const next = new URLSearchParams(searchParams);
    next.set(LOG_PARAM, String(webhook.id));
    void navigate({ search: next.toString() }, { state: { openedLog: true } satisfies LogState });
  };
  const closeLog = () => {
    if ((location.state as LogState)?.openedLog) {
      void navigate(-1);
      return;
    }
    const next = new URLSearchParams(searchParams);
    next.delete(LOG_PARAM);
    void navigate({ search: next.toString() }, { replace: true });
  };
  const actions: RowActions = {
    onOpenLog: openLog,
    onRotate: (webhook) => {
      rotate.reset();
      setRotating(webhook);
    },
    onDelete: (webhook) => {
      remove.reset();
      setDeleting(webhook);
    },
  };

  return (
    <Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('webhooks.hint')}
      </Typography>
      {removeError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          <TranslatedError message={removeError} />
        </Alert>
      )}
      {query.isError && (
        <Alert severity="error" role="alert">
          {t('webhooks.load_failed')}
        </Alert>
      )}
      {query.isPending && (
        <Skeleton variant="rounded" height={160} aria-label={t('webhooks.loading')} />
      )}
      {query.data?.length === 0 && <Typography>{t('webhooks.empty')}</Typography>}
      {query.data &&
        query.data.length > 0 &&
        (isMobile ? (
          <WebhookCards webhooks={query.data} {...actions} />
        ) : (
          <WebhookTable webhooks={query.data} {...actions} />
        ))}
      {rotated && (
        <Box sx={{ mt: 2 }}>
          <WebhookSecret
            created={rotated}
            title={t('webhooks.rotate.done_title', { url: rotated.url })}
          />
        </Box>
      )}
      <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1, fontWeight: 600 }}>
        {t('webhooks.form.title')}
      </Typography>
      <WebhookForm
        onCreated={(answer) => {
          setRotated(null);
          setCreated(answer);
        }}
      />
      {created && <WebhookSecret created={created} />}
      {logOf && <WebhookDeliveryLog webhook={logOf} onClose={closeLog} />}
      <ConfirmDialog
        open={rotating !== null}
        title={t('webhooks.rotate.title')}
        message={t('webhooks.rotate.message', { url: rotating?.url ?? '' })}
        confirmLabel={t('webhooks.rotate.confirm')}
        isBusy={rotate.isPending}
        onConfirm={() => {
          if (rotating) rotate.mutate(rotating.id);
        }}
        onCancel={() => {
          setRotating(null);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('webhooks.delete.title')}
        message={t('webhooks.delete.message', { url: deleting?.url ?? '' })}
        confirmLabel={t('webhooks.delete.confirm')}
        isBusy={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id);
        }}
        onCancel={() => {
          setDeleting(null);
        }}
      />
    </Box>
  );
}
