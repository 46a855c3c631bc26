import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_KEY_SCOPES,
  type ApiKey,
  type ApiKeyCreateResponse,
  type ApiKeyScope,
} from '@transitdocs/domain';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { API_KEYS_QUERY_KEY, createApiKey, listApiKeys, revokeApiKey } from '../../api/api-keys.ts';
import { useOnline } from '../../app/use-online.ts';
import { ConfirmDialog, useIsMobile } from '../../ui/index.ts';
import { TranslatedError } from '../../ui/translated-error.tsx';
import { ApiKeyCards, ApiKeyTable } from './api-keys-tab-list.tsx';
import { ShownOnceSecret, firstErrorKey } from './shown-once-secret.tsx';

/** The new key, shown once. */
function NewKey({ created }: { created: ApiKeyCreateResponse }) {
  const { t } = useTranslation('integrations');
  return (
    <ShownOnceSecret
      value={created.key}
      texts={{
        title: t('created.title', { name: created.name }),
        once: t('created.once'),
        label: t('created.key'),
        copy: t('created.copy'),
        copied: t('created.copied'),
        copyFailed: t('created.copy_failed'),
      }}
    />
  );
}

function CreateKeyForm({ onCreated }: { onCreated: (created: ApiKeyCreateResponse) => void }) {
  const { t } = useTranslation('integrations');
  const isOnline = useOnline();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('read');
  const mutation = useMutation({
    mutationFn: () => createApiKey({ name: name.trim(), scope }),
    onSuccess: async (created) => {
      setName('');
      onCreated(created);
      await queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY });
    },
  });
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (name.trim() === '') return;
    mutation.mutate();
  };
  const error = firstErrorKey(mutation.error);
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ mb: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'start' } }}
      >
        <TextField
          label={t('form.name')}
          value={name}
          required
          size="small"
          slotProps={{ htmlInput: { maxLength: 100 } }}
          onChange={(event) => {
            setName(event.target.value);
          }}
          sx={{ flex: 1 }}
        />
        <TextField
          select
          label={t('form.scope')}
          value={scope}
          size="small"
          onChange={(event) => {
            setScope(event.target.value as ApiKeyScope);
          }}
          // The theme's text fields are full width: in a row, only the name may take the rest.
          sx={{ minWidth: 200, width: { sm: 220 } }}
        >
          {API_KEY_SCOPES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`scope.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          type="submit"
          variant="contained"
          disabled={!isOnline || name.trim() === ''}
          loading={mutation.isPending}
          sx={{ minHeight: { xs: 48, sm: 40 }, whiteSpace: 'nowrap' }}
        >
          {t('form.create')}
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          <TranslatedError message={error} />
        </Alert>
      )}
    </Box>
  );
}

/**
 * Profile management, API keys (docs/decisions/0064-integrations-screens.md): an Admin's list,
 * create (key shown once, as only its hash is kept), revoke.
 */
export function ApiKeysTab() {
  const { t } = useTranslation('integrations');
  const isMobile = useIsMobile();
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<ApiKeyCreateResponse | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const query = useQuery({ queryKey: API_KEYS_QUERY_KEY, queryFn: listApiKeys });
  const revoke = useMutation({
    mutationFn: (id: number) => revokeApiKey(id),
    onSettled: async () => {
      setRevoking(null);
      await queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY });
    },
  });
  const revokeError = firstErrorKey(revoke.error);
  const startRevoke = (key: ApiKey) => {
    revoke.reset();
    setRevoking(key);
  };

  return (
    <Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('hint')}
      </Typography>
      <CreateKeyForm onCreated={setCreated} />
      {created && <NewKey created={created} />}
      {revokeError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          <TranslatedError message={revokeError} />
        </Alert>
      )}
      {query.isError && (
        <Alert severity="error" role="alert">
          {t('load_failed')}
        </Alert>
      )}
      {query.isPending && <Skeleton variant="rounded" height={160} aria-label={t('loading')} />}
      {query.data?.length === 0 && <Typography>{t('empty')}</Typography>}
      {query.data &&
        query.data.length > 0 &&
        (isMobile ? (
          <ApiKeyCards keys={query.data} onRevoke={startRevoke} />
        ) : (
          <ApiKeyTable keys={query.data} onRevoke={startRevoke} />
        ))}
      <ConfirmDialog
        open={revoking !== null}
        title={t('revoke.title')}
        message={t('revoke.message', { name: revoking?.name ?? '' })}
        confirmLabel={t('revoke.confirm')}
        isBusy={revoke.isPending}
        onConfirm={() => {
          if (revoking) revoke.mutate(revoking.id);
        }}
        onCancel={() => {
          setRevoking(null);
        }}
      />
    </Box>
  );
}
