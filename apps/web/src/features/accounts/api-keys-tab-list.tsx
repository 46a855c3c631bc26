import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ApiKey } from '@transitdocs/domain';
import { useTranslation } from '../../i18n/react.ts';
import { useOnline } from '../../app/use-online.ts';
import { formatDateTime } from '../../ui/index.ts';

export type ApiKeyListProps = { keys: ApiKey[]; onRevoke: (key: ApiKey) => void };

function useWhen(): (value: string | null) => string {
  const { t } = useTranslation('integrations');
  return (value) => (value ? formatDateTime(value) : t('never'));
}

/**
 * Revoked; else stopped while its creator is blocked or once he is gone (a key acts with its
 * creator's current role and never outlives him); else active.
 */
function KeyStatus({ apiKey }: { apiKey: ApiKey }) {
  const { t } = useTranslation('integrations');
  if (apiKey.revoked_at) return t('status.revoked', { when: formatDateTime(apiKey.revoked_at) });
  if (!apiKey.created_by) return t('status.stopped_removed');
  return apiKey.created_by.is_active ? t('status.active') : t('status.stopped_blocked');
}

/** Who made the key, whose role it acts with; once he is deleted, that he was removed. */
function useCreatorName(): (key: ApiKey) => string {
  const { t } = useTranslation('integrations');
  return (key) =>
    key.created_by
      ? `${key.created_by.first_name} ${key.created_by.last_name}`.trim()
      : t('creator.removed');
}

/** Revoke (a key still active); 48 px high on a phone (gloves), 40 px at a desk. */
function RevokeButton({
  apiKey,
  onRevoke,
}: {
  apiKey: ApiKey;
  onRevoke: ApiKeyListProps['onRevoke'];
}) {
  const { t } = useTranslation('integrations');
  const isOnline = useOnline();
  return (
    <Button
      color="error"
      disabled={!isOnline}
      aria-label={t('revoke.button_for', { name: apiKey.name })}
      onClick={() => {
        onRevoke(apiKey);
      }}
      sx={{ minHeight: { xs: 48, sm: 40 } }}
    >
      {t('revoke.button')}
    </Button>
  );
}

/** The keys as a dense table, for a wide screen. */
export function ApiKeyTable({ keys, onRevoke }: ApiKeyListProps) {
  const { t } = useTranslation('integrations');
  const when = useWhen();
  const creatorOf = useCreatorName();
  return (
    <Table size="small" aria-label={t('table.label')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('table.name')}</TableCell>
          <TableCell>{t('table.key')}</TableCell>
          <TableCell>{t('table.scope')}</TableCell>
          <TableCell>{t('table.creator')}</TableCell>
          <TableCell>{t('table.created')}</TableCell>
          <TableCell>{t('table.last_used')}</TableCell>
          <TableCell>{t('table.status')}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {keys.map((key) => (
          <TableRow key={key.id}>
            <TableCell>{key.name}</TableCell>
            <TableCell sx={{ fontFamily: 'monospace' }}>{`${key.key_prefix}…`}</TableCell>
            <TableCell>{t(`scope.${key.scope}`)}</TableCell>
            <TableCell>{creatorOf(key)}</TableCell>
            <TableCell>{when(key.created_at)}</TableCell>
            <TableCell>{when(key.last_used_at)}</TableCell>
            <TableCell>
              <KeyStatus apiKey={key} />
            </TableCell>
            <TableCell align="right">
              {!key.revoked_at && <RevokeButton apiKey={key} onRevoke={onRevoke} />}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The keys as stacked entries, for a phone: no table wider than the screen. */
export function ApiKeyCards({ keys, onRevoke }: ApiKeyListProps) {
  const { t } = useTranslation('integrations');
  const when = useWhen();
  const creatorOf = useCreatorName();
  return (
    <Stack component="ul" aria-label={t('table.label')} spacing={1} sx={{ p: 0, m: 0 }}>
      {keys.map((key) => (
        <Paper component="li" key={key.id} variant="outlined" sx={{ p: 1.5, listStyle: 'none' }}>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {key.name}
          </Typography>
          <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
            {`${key.key_prefix}…`}
          </Typography>
          <Typography variant="body2" sx={{ my: 0.5 }}>
            {`${t(`scope.${key.scope}`)} · `}
            <KeyStatus apiKey={key} />
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {`${t('table.creator')}: ${creatorOf(key)}`}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {`${t('table.created')}: ${when(key.created_at)}`}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {`${t('table.last_used')}: ${when(key.last_used_at)}`}
          </Typography>
          {!key.revoked_at && (
            <Box sx={{ mt: 0.5 }}>
              <RevokeButton apiKey={key} onRevoke={onRevoke} />
            </Box>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
