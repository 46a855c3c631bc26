import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_ROLE,
  NewAccount,
  PHONE_DEFAULT_PREFIX,
  type EmployeeCreateResponse,
  type z,
} from '@transitdocs/domain';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.ts';
import { useLocation, useNavigate } from 'react-router';
import { createEmployee } from '../../api/employees.ts';
import { ApiError } from '../../api/http.ts';
import { useOnline } from '../../app/use-online.ts';
import {
  applyServerErrors,
  FormSelect,
  FormTextField,
  PhoneField,
  ResponsiveDialog,
  ResultDialog,
} from '../../ui/index.ts';
import { listQueryKey } from '../../ui/list/index.ts';
import { useOutcome } from '../cars/use-outcome.ts';
import { ACCOUNTS_LIST, ACCOUNTS_TAB_PATH } from './accounts-paths.ts';
import { isRole, roleOptions } from './role-options.ts';

export type NewAccountFormValues = z.input<typeof NewAccount>;
type NewAccountValues = z.output<typeof NewAccount>;

const FIELDS = [
  'first_name',
  'last_name',
  'phone',
  'email',
  'role',
  'inspecto_linking_token',
] as const;
/** The server answers `{user: {email: [...]}}`: its paths are the form's names under `user.`. */
const SERVER_MAP = Object.fromEntries(FIELDS.map((field) => [`user.${field}`, field]));

function roleFromState(state: unknown) {
  if (typeof state === 'object' && state !== null && 'role' in state && isRole(state.role)) {
    return state.role;
  }
  return DEFAULT_ROLE;
}

type Outcome =
  | { severity: 'success'; created: EmployeeCreateResponse }
  | { severity: 'error'; messages: string[] };

/**
 * `/profile/addAccount`: a new sub-account (spec 3 §5); the server mails or texts it an
 * activation link. Closing the success dialog refreshes the lists and goes to the accounts tab.
 */
export function AddAccountDialog() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const isOnline = useOnline();
  const titleId = useId();
  const {
    outcome,
    isOpen: isOutcomeOpen,
    show: setOutcome,
    hide: hideOutcome,
  } = useOutcome<Outcome>();
  const mutation = useMutation({
    mutationFn: (values: NewAccountValues) => createEmployee({ user: values }),
  });
  const { control, handleSubmit, setError, formState } = useForm<
    NewAccountFormValues,
    unknown,
    NewAccountValues
  >({
    resolver: zodResolver(NewAccount),
    defaultValues: {
      first_name: '',
      last_name: '',
      phone: PHONE_DEFAULT_PREFIX,
      email: '',
      role: roleFromState(location.state),
      inspecto_linking_token: '',
    },
  });
  const backToAccounts = () => void navigate(ACCOUNTS_TAB_PATH);

  const submit = handleSubmit(async (values) => {
    try {
      const created = await mutation.mutateAsync(values);
      setOutcome({ severity: 'success', created });
    } catch (error) {
      applyServerErrors(setError, error, { fields: FIELDS, map: SERVER_MAP });
      const [first] = error instanceof ApiError ? error.allMessages() : ['network_error'];
      setOutcome({ severity: 'error', messages: first ? [first] : [] });
    }
  });

  const closeOutcome = async () => {
    if (outcome?.severity !== 'success') {
      hideOutcome();
      return;
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: listQueryKey(ACCOUNTS_LIST) }),
      queryClient.invalidateQueries({ queryKey: listQueryKey('drivers') }),
    ]);
    backToAccounts();
  };

  const created = outcome?.severity === 'success' ? outcome.created : null;
  const isBusy = formState.isSubmitting;
  return (
    <>
      <ResponsiveDialog open={created === null} onClose={backToAccounts} aria-labelledby={titleId}>
        <form noValidate onSubmit={submit} aria-labelledby={titleId}>
          <DialogTitle id={titleId}>{t('add.title')}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 1 }}>{t('add.hint')}</DialogContentText>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
              <FormTextField
                control={control}
                name="first_name"
                id="account-first-name"
                label={t('fields.first_name')}
                required
                autoFocus
                autoComplete="off"
                maxLength={500}
              />
              <FormTextField
                control={control}
                name="last_name"
                id="account-last-name"
                label={t('fields.last_name')}
                required
                autoComplete="off"
                maxLength={500}
              />
            </Stack>
            <PhoneField
              control={control}
              name="phone"
              id="account-phone"
              label={t('fields.phone_optional')}
              autoComplete="off"
            />
            <FormTextField
              control={control}
              name="email"
              id="account-email"
              label={t('fields.email_optional')}
              type="email"
              autoComplete="off"
              maxLength={200}
            />
            <FormSelect
              control={control}
              name="role"
              id="account-role"
              label={t('fields.role')}
              options={roleOptions(t)}
            />
            {/* The new-account payload carries it (spec 3 §3): the account's link to Inspecto. */}
            <FormTextField
              control={control}
              name="inspecto_linking_token"
              id="account-inspecto-linking-token"
              label={t('fields.inspecto_linking_token')}
              autoComplete="off"
              maxLength={500}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={backToAccounts}>{t('actions.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={!isOnline} loading={isBusy}>
              {t('add.submit')}
            </Button>
          </DialogActions>
        </form>
      </ResponsiveDialog>
      <ResultDialog
        open={isOutcomeOpen}
        severity={outcome?.severity ?? 'success'}
        title={created ? t('add.created') : t('add.failed')}
        messages={
          created
            ? [
                created.activation_channel === 'email'
                  ? t('add.link_sent_email', { email: created.user.email ?? '' })
                  : t('add.link_sent_phone', { phone: created.user.phone ?? '' }),
              ]
            : outcome?.severity === 'error'
              ? outcome.messages
              : []
        }
        onClose={() => void closeOutcome()}
      />
    </>
  );
}
