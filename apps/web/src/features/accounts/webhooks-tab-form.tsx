import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  WEBHOOK_URL_MAX,
  webhookUrlProblem,
  type WebhookCreated,
  type WebhookEvent,
} from '@transitdocs/domain';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { ApiError } from '../../api/http.ts';
import { createWebhook } from '../../api/webhooks.ts';
import { useOnline } from '../../app/use-online.ts';
import { TranslatedError } from '../../ui/translated-error.tsx';
import { ShownOnceSecret } from './shown-once-secret.tsx';
import { WebhookEventsField } from './webhooks-tab-events.tsx';

export const WEBHOOKS_QUERY_KEY = ['webhooks'];

type ServerErrors = { url: string | null; events: string | null; other: string | null };

/** A refused registration split into the form's places: the address, the events, the rest. */
function serverErrorsOf(error: unknown): ServerErrors {
  if (!error) return { url: null, events: null, other: null };
  if (!(error instanceof ApiError)) return { url: null, events: null, other: 'server_error' };
  const fields = error.fieldErrors();
  const eventsKey = Object.keys(fields).find((key) => key.startsWith('events'));
  const other = Object.entries(fields)
    .filter(([key]) => key !== 'url' && !key.startsWith('events'))
    .flatMap(([, messages]) => messages);
  return {
    url: fields.url?.[0] ?? null,
    events: eventsKey ? (fields[eventsKey]?.[0] ?? null) : null,
    other: error.nonFieldErrors()[0] ?? other[0] ?? null,
  };
}

/** The new endpoint's signing secret, shown once (deliveries are signed with it). */
export function WebhookSecret({ created, title }: { created: WebhookCreated; title?: string }) {
  const { t } = useTranslation('integrations');
  return (
    <ShownOnceSecret
      value={created.secret}
      texts={{
        title: title ?? t('webhooks.created.title', { url: created.url }),
        once: t('webhooks.created.once'),
        label: t('webhooks.created.secret'),
        copy: t('webhooks.created.copy'),
        copied: t('webhooks.created.copied'),
        copyFailed: t('webhooks.created.copy_failed'),
      }}
    />
  );
}

/**
 * Registers an endpoint. The address's shape is checked here with the domain's rule; plain
 * `http://` is left to the server, which alone knows whether it allows private addresses.
 */
export function WebhookForm({ onCreated }: { onCreated: (created: WebhookCreated) => void }) {
  const { t } = useTranslation('integrations');
  const isOnline = useOnline();
  const queryClient = useQueryClient();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([]);
  const [isUrlTouched, setUrlTouched] = useState(false);
  const [isSubmitted, setSubmitted] = useState(false);
  const mutation = useMutation({
    mutationFn: () => createWebhook({ url: url.trim(), events }),
    onSuccess: async (created) => {
      setUrl('');
      setEvents([]);
      setUrlTouched(false);
      setSubmitted(false);
      onCreated(created);
      await queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY });
    },
  });
  const urlProblem =
    url.trim() === '' ? 'field_required' : webhookUrlProblem(url.trim(), { allowHttp: true });
  const server = serverErrorsOf(mutation.error);
  const urlError = (isUrlTouched || isSubmitted ? urlProblem : null) ?? server.url;
  const eventsError =
    isSubmitted && events.length === 0 ? (
      t('webhooks.form.events_required')
    ) : server.events ? (
      <TranslatedError message={server.events} />
    ) : null;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (urlProblem || events.length === 0) return;
    mutation.mutate();
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ mb: 2 }}>
      <TextField
        label={t('webhooks.form.url')}
        value={url}
        required
        size="small"
        type="url"
        autoComplete="off"
        error={urlError !== null}
        helperText={urlError ? <TranslatedError message={urlError} /> : t('webhooks.form.url_help')}
        slotProps={{ htmlInput: { maxLength: WEBHOOK_URL_MAX, spellCheck: false } }}
        onChange={(event) => {
          setUrl(event.target.value);
          if (mutation.isError) mutation.reset();
        }}
        onBlur={() => {
          setUrlTouched(true);
        }}
      />
      <WebhookEventsField
        value={events}
        onChange={(next) => {
          setEvents(next);
          if (mutation.isError) mutation.reset();
        }}
        error={eventsError}
      />
      {server.other && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          <TranslatedError message={server.other} />
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        disabled={!isOnline}
        loading={mutation.isPending}
        sx={{ mt: 1, minHeight: 48, width: { xs: '100%', sm: 'auto' } }}
      >
        {t('webhooks.form.create')}
      </Button>
    </Box>
  );
}
