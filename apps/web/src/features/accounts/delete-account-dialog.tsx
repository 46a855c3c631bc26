import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Employee } from '@transitdocs/domain';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { deleteUser } from '../../api/employees.ts';
import { ApiError } from '../../api/http.ts';
import { useOnline } from '../../app/use-online.ts';
import { ConfirmDialog, ResultDialog } from '../../ui/index.ts';
import { listQueryKey } from '../../ui/list/index.ts';
import { ACCOUNTS_LIST } from './accounts-paths.ts';
import { accountName } from './account-labels.ts';

type Outcome = { severity: 'success' | 'error'; messages: string[] };

/** Deleting a sub-account: a confirmation, then a success or failure dialog (spec 3 §4). */
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
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const mutation = useMutation({ mutationFn: () => deleteUser(employee.user.id) });

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
      />
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
