import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EmployeeEditForm, type Employee } from '@transitdocs/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.ts';
import { Navigate, useNavigate } from 'react-router';
import { patchUser } from '../../api/employees.ts';
import { useOnline } from '../../app/use-online.ts';
import {
  applyServerErrors,
  FormSelect,
  FormTextField,
  ResponsiveDialog,
  ResultDialog,
} from '../../ui/index.ts';
import { listQueryKey } from '../../ui/list/index.ts';
import { useOutcome } from '../cars/use-outcome.ts';
import { ACCOUNTS_LIST, ACCOUNTS_TAB_PATH } from './accounts-paths.ts';
import { roleOptions } from './role-options.ts';
import { useEmployeeOfRoute } from './use-employee.ts';

const FIELDS = ['first_name', 'last_name', 'role'] as const;

/**
 * An Admin removes another user's PIN, which also opens a PIN locked by wrong tries; the user
 * sets a new one at his next signature. Shown only where the server says the rulebook allows it.
 */
function ResetPin({ employee }: { employee: Employee }) {
  const { t } = useTranslation('accounts');
  const isOnline = useOnline();
  const [result, setResult] = useState<'done' | 'failed' | null>(null);
  const mutation = useMutation({
    mutationFn: () => patchUser(employee.user.id, { reset_pin: true }),
    onSuccess: () => {
      setResult('done');
    },
    onError: () => {
      setResult('failed');
    },
  });
  if (employee.actions?.reset_pin !== true) return null;
  return (
    <>
      <Button
        onClick={() => {
          mutation.mutate();
        }}
        disabled={!isOnline || result === 'done'}
        loading={mutation.isPending}
        sx={{ mt: 1, minHeight: 48 }}
      >
        {t('reset_pin.action')}
      </Button>
      {result && (
        <Alert severity={result === 'done' ? 'success' : 'error'} role="status" sx={{ mt: 1 }}>
          {t(`reset_pin.${result}`)}
        </Alert>
      )}
    </>
  );
}

function EditAccountForm({ employee, titleId }: { employee: Employee; titleId: string }) {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isOnline = useOnline();
  const { outcome, isOpen, show, hide } = useOutcome<{ isSaved: boolean; messages: string[] }>();
  const mutation = useMutation({
    mutationFn: (values: EmployeeEditForm) => patchUser(employee.user.id, values),
  });
  const { control, handleSubmit, setError, formState } = useForm<EmployeeEditForm>({
    resolver: zodResolver(EmployeeEditForm),
    defaultValues: {
      first_name: employee.user.first_name,
      last_name: employee.user.last_name,
      role: employee.user.role,
    },
  });
  // The owner's role, and one's own, stay: the server says whether this one may change.
  const mayChangeRole = employee.actions?.change_role === true;
  const backToAccounts = () => void navigate(ACCOUNTS_TAB_PATH);

  const submit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(mayChangeRole ? values : { ...values, role: employee.user.role });
      await queryClient.invalidateQueries({ queryKey: listQueryKey(ACCOUNTS_LIST) });
      show({ isSaved: true, messages: [] });
    } catch (error) {
      show({ isSaved: false, messages: applyServerErrors(setError, error, { fields: FIELDS }) });
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-labelledby={titleId}>
      <DialogContent>
        <FormTextField
          control={control}
          name="first_name"
          id="edit-first-name"
          label={t('fields.first_name')}
          required
          autoFocus
          maxLength={500}
        />
        <FormTextField
          control={control}
          name="last_name"
          id="edit-last-name"
          label={t('fields.last_name')}
          required
          maxLength={500}
        />
        <FormSelect
          control={control}
          name="role"
          id="edit-role"
          label={t('fields.role')}
          required
          disabled={!mayChangeRole}
          options={roleOptions(t)}
        />
        <ResetPin employee={employee} />
      </DialogContent>
      <DialogActions>
        <Button onClick={backToAccounts}>{t('actions.cancel')}</Button>
        <Button
          type="submit"
          variant="contained"
          disabled={!isOnline}
          loading={formState.isSubmitting}
        >
          {t('actions.save')}
        </Button>
      </DialogActions>
      <ResultDialog
        open={isOpen}
        severity={outcome?.isSaved ? 'success' : 'error'}
        title={outcome?.isSaved ? t('edit.saved') : t('edit.failed')}
        messages={outcome?.messages ?? []}
        onClose={() => {
          if (outcome?.isSaved) backToAccounts();
          else hide();
        }}
      />
    </form>
  );
}

/** `/profile/:id/edit`: first name, last name and role, saved with PATCH user/{id}/. */
export function AccountEditDialog() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const titleId = useId();
  const { isValidId, query } = useEmployeeOfRoute();
  if (!isValidId || query.isError) return <Navigate to="/documents" replace />;
  return (
    <ResponsiveDialog
      open
      onClose={() => void navigate(ACCOUNTS_TAB_PATH)}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{t('edit.title')}</DialogTitle>
      {query.data ? (
        <EditAccountForm employee={query.data} titleId={titleId} />
      ) : (
        <DialogContent>
          <Skeleton variant="rounded" height={200} aria-label={t('preview.loading')} />
        </DialogContent>
      )}
    </ResponsiveDialog>
  );
}
