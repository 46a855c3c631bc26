import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { LoginRequest } from '@transitdocs/domain';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../api/http.ts';
import { useSession } from '../../app/session.tsx';
import { applyServerErrors } from '../../ui/apply-server-errors.ts';
import { FormTextField } from '../../ui/form-text-field.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { useTranslateError } from '../../ui/use-translate-error.ts';
import { AuthLayout } from './auth-layout.tsx';

/** The form's checks and its API call: fetched when the form is first focused. */
const loadSubmit = () => import('./login-submit.ts');

const resolver: Resolver<LoginRequest> = async (values, context, options) =>
  (await loadSubmit()).loginResolver(values, context, options);

function destinationOf(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'from' in state) {
    const { from } = state;
    if (typeof from === 'string' && from.startsWith('/') && from !== '/logout') return from;
  }
  return '/documents';
}

/** Sign in with an e-mail or a phone and a password (spec 1 §2). */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const translateError = useTranslateError();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [messages, setMessages] = useState<string[]>([]);
  const { control, handleSubmit, setError, formState } = useForm<LoginRequest>({
    resolver,
    defaultValues: { login: '', password: '' },
  });

  const submit = handleSubmit(async (form) => {
    setMessages([]);
    try {
      const { login } = await loadSubmit();
      signIn(await login(form));
      await navigate(destinationOf(location.state), { replace: true });
    } catch (error) {
      // A blocked account gets its own dialog, raised by the HTTP client.
      if (error instanceof ApiError && error.isInactiveUser()) return;
      setMessages(applyServerErrors(setError, error, { fields: ['login', 'password'] }));
    }
  });

  return (
    <AuthLayout title={t('login.title')}>
      <Stack
        component="form"
        noValidate
        onSubmit={submit}
        onFocus={() => void loadSubmit()}
        spacing={1}
      >
        {messages.length > 0 && (
          <Alert severity="error" role="alert">
            {messages.map((message) => (
              <div key={message}>{translateError(message)}</div>
            ))}
          </Alert>
        )}
        <FormTextField
          control={control}
          name="login"
          label={t('login.login')}
          helperText={t('login.login_hint')}
          autoComplete="username"
          required
          autoFocus
        />
        <PasswordField control={control} name="password" label={t('login.password')} required />
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={formState.isSubmitting}
          sx={{ mt: 2, minHeight: 48 }}
        >
          {t('login.submit')}
        </Button>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', pt: 2 }}
        >
          <Link component={RouterLink} to="/login/password-reset" sx={{ py: 1 }}>
            {t('login.forgot_password')}
          </Link>
          <Link component={RouterLink} to="/signup" sx={{ py: 1 }}>
            {t('login.create_account')}
          </Link>
        </Stack>
      </Stack>
    </AuthLayout>
  );
}
