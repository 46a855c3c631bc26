import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKey, Employee } from '@transitdocs/domain';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { API_KEYS_QUERY_KEY, listApiKeys } from '../../api/api-keys.ts';
import { deleteUser } from '../../api/employees.ts';
import { ApiError } from '../../api/http.ts';
import { mayUser } from '../../app/may-user.ts';
import { useSession } from '../../app/session.tsx';
import { useOnline } from '../../app/use-online.ts';
import { ConfirmDialog, ResultDialog } from '../../ui/index.ts';
import { listQueryKey } from '../../ui/list/index.ts';
import { ACCOUNTS_LIST } from './accounts-paths.ts';
import { accountName } from './account-labels.ts';

type Outcome = { severity: 'success' | 'error'; messages: string[] };

/** The person's keys still in force: what removing him can revoke. */
const liveKeysOf = (keys: ApiKey[] | undefined, userId: number) =>
  (keys ?? []).filter((key) => key.created_by?.id === userId && key.revoked_at === null);

/**
 * Deleting a sub-account: a confirmation, then a success or failure dialog (spec 3 §4). For whom
 * the rulebook lets manage API keys, the keys the person made are offered for revoking in the
 * same step (checked: a key never outlives its creator anyway, and revoked the list says so).
 */
export function DeleteAccountDialog({
  employee,
  onDone,
}: {
  employee: Employee;
  onDone: () => void;
}) {
  const { t } = useTranslation('accounts');
  const queryClient = useQueryClient();
  const isOnline = useOnline();
  const { user } = useSession();
  const canManageKeys = mayUser(user, 'manage_api_keys');
  const helpId = useId();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [revokeKeys, setRevokeKeys] = useState(true);
  const keys = useQuery({
    queryKey: API_KEYS_QUERY_KEY,
    queryFn: listApiKeys,
    enabled: canManageKeys,
  });
  const theirKeys = liveKeysOf(keys.data, employee.user.id);
  const offersRevoking = canManageKeys && theirKeys.length > 0;
  const mutation = useMutation({
    mutationFn: () => deleteUser(employee.user.id, { revokeApiKeys: offersRevoking && revokeKeys }),
  });

  const confirm = async () => {
    try {
      await mutation.mutateAsync();
      setOutcome({ severity: 'success', messages: [] });
    } catch (error) {
      setOutcome({
        severity: 'error',
        messages: error instanceof ApiError ? error.allMessages() : ['network_error'],
      });
    }
  };

  const close = async () => {
    if (outcome?.severity === 'success') {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: listQueryKey(ACCOUNTS_LIST) }),
        queryClient.invalidateQueries({ queryKey: listQueryKey('drivers') }),
        queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY }),
      ]);
    }
    onDone();
  };

  return (
    <>
      <ConfirmDialog
        open={outcome === null}
        title={t('delete.title')}
        message={t('delete.question', { name: accountName(employee) })}
        confirmLabel={t('delete.confirm')}
        isBusy={mutation.isPending}
        isConfirmDisabled={!isOnline}
        onConfirm={() => void confirm()}
        onCancel={onDone}
      >
        {offersRevoking && (
          <>
            <FormControlLabel
              sx={{ mt: 1, minHeight: 48 }}
              label={t('delete.revoke_keys', {
                name: accountName(employee),
                count: theirKeys.length,
              })}
              control={
                <Checkbox
                  checked={revokeKeys}
                  onChange={(event) => {
                    setRevokeKeys(event.target.checked);
                  }}
                  slotProps={{ input: { 'aria-describedby': helpId } }}
                />
              }
            />
            <FormHelperText id={helpId}>{t('delete.revoke_keys_help')}</FormHelperText>
          </>
        )}
      </ConfirmDialog>
      <ResultDialog
        open={outcome !== null}
        severity={outcome?.severity ?? 'success'}
        title={outcome?.severity === 'error' ? t('delete.failed') : t('delete.done')}
        messages={outcome?.messages}
        onClose={() => void close()}
      />
    </>
  );
}
