import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { LoginRequest, LoginResponse } from '@transitdocs/domain';
import { lazy, Suspense, useRef, useState, type SyntheticEvent } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.ts';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { useSession } from '../../app/session.tsx';
import { loadNamespaces } from '../../i18n/i18n.ts';
import { PlainPasswordField } from '../../ui/plain-password-field.tsx';
import { PlainTextField } from '../../ui/plain-text-field.tsx';
import { TranslatedError } from '../../ui/translated-error.tsx';
import { AuthLayout } from './auth-layout.tsx';
import type { LoginErrors, LoginField } from './login-submit.ts';

const FIELDS: readonly LoginField[] = ['login', 'password'];

function destinationOf(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'from' in state) {
    const { from } = state;
    if (typeof from === 'string' && from.startsWith('/') && from !== '/logout') return from;
  }
  return '/documents';
}

// What only `/login/{id}...` shows stays out of the login chunk, which most visits load first
// (asked through the form's module, so that this chunk does not list that one's files).
const linkScreens = async () => (await import('./login-submit.ts')).loadLinkScreens();
const LoginSetPassword = lazy(async () => ({ default: (await linkScreens()).LoginSetPassword }));
const SignedInLanding = lazy(async () => ({ default: (await linkScreens()).SignedInLanding }));
const Unlanded = lazy(async () => ({ default: (await linkScreens()).Unlanded }));

/**
 * The form's check, its API call and the texts of its errors: fetched when the form is first
 * focused, so none of them weighs on the screen before it shows.
 */
async function loadSubmit() {
  const [submit] = await Promise.all([import('./login-submit.ts'), loadNamespaces(['errors'])]);
  return submit;
}

/**
 * Sign in with an e-mail or a phone and a password (spec 1 §2). Two fields hold their state
 * here instead of in a form library: react-hook-form would add about 15 KB gzipped to the
 * first screen most visits open. `/login/{id}` lands on what `{id}` names once signed in
 * (docs/decisions/0116-invitation-signup-links.md); `/login/{id}/{uid}/{token}` sets the password
 * with the reset parameters first.
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const { id, uid, token } = useParams();
  const session = useSession();
  // Someone already signed in who opens `/login/{id}` goes straight where it leads.
  const [signedInAtOpen] = useState(session.token);
  const [isPasswordSet, setPasswordSet] = useState(false);
  if (id && signedInAtOpen && !(uid && token)) {
    return (
      <Suspense fallback={null}>
        <SignedInLanding id={id} sessionToken={signedInAtOpen} />
      </Suspense>
    );
  }
  if (uid && token && !isPasswordSet) {
    return (
      <AuthLayout title={t('set_password.title')}>
        <Suspense fallback={null}>
          <LoginSetPassword
            uid={uid}
            token={token}
            onDone={() => {
              setPasswordSet(true);
            }}
          />
        </Suspense>
      </AuthLayout>
    );
  }
  return <LoginForm landingId={id} isPasswordSet={isPasswordSet} />;
}

function LoginForm({
  landingId,
  isPasswordSet,
}: {
  landingId: string | undefined;
  isPasswordSet: boolean;
}) {
  const { t } = useTranslation('auth');
  const { signIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  // Signed in through a link that leads nowhere he may go: said before going on.
  const [unlanded, setUnlanded] = useState<LoginResponse | null>(null);
  const [values, setValues] = useState<LoginRequest>({ login: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [messages, setMessages] = useState<string[]>([]);
  const [isSubmitting, setSubmitting] = useState(false);
  // After a first submit the errors follow the typing, as they did with react-hook-form.
  const [isSubmitted, setSubmitted] = useState(false);
  const inputs = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});

  const showErrors = (found: LoginErrors) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
  };

  const setServerError: UseFormSetError<LoginRequest> = (field, error) => {
    if (field === 'login' || field === 'password') {
      const message = error.message;
      setErrors((current) => ({ ...current, [field]: message }));
      inputs.current[field]?.focus();
    }
  };

  const change = (field: LoginField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (isSubmitted) {
      void loadSubmit().then(({ checkLogin }) => {
        const checked = checkLogin(next);
        setErrors(checked.success ? {} : checked.errors);
      });
    }
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (isSubmitting) return;
    setSubmitting(true);
    setSubmitted(true);
    setMessages([]);
    try {
      const { checkLogin, login, landingPathOf } = await loadSubmit();
      const checked = checkLogin(values);
      if (!checked.success) {
        showErrors(checked.errors);
        return;
      }
      setErrors({});
      const session = await login(checked.data);
      const landing = landingId ? await landingPathOf(landingId, session.token) : undefined;
      if (landing === null) {
        setUnlanded(session);
        return;
      }
      signIn(session);
      await navigate(landing ?? destinationOf(location.state), { replace: true });
    } catch (error) {
      // Should the form's module fail to load as well, the connection is gone.
      const messages = await loadSubmit().then(
        ({ failureMessages }) => failureMessages(error, setServerError),
        () => ['network_error'],
      );
      setMessages(messages);
    } finally {
      setSubmitting(false);
    }
  };

  const errorOf = (field: LoginField) => {
    const message = errors[field];
    return message ? <TranslatedError message={message} /> : undefined;
  };

  if (unlanded) {
    return (
      <Suspense fallback={null}>
        <Unlanded
          onContinue={() => {
            signIn(unlanded);
            void navigate(destinationOf(location.state), { replace: true });
          }}
        />
      </Suspense>
    );
  }

  return (
    <AuthLayout title={t('login.title')}>
      <Stack
        component="form"
        noValidate
        onSubmit={(event: SyntheticEvent) => void submit(event)}
        onFocus={() => void loadSubmit()}
        spacing={1}
      >
        {isPasswordSet && <Alert severity="success">{t('set_password.sign_in_now')}</Alert>}
        {messages.length > 0 && (
          <Alert severity="error" role="alert">
            {messages.map((message) => (
              <div key={message}>
                <TranslatedError message={message} />
              </div>
            ))}
          </Alert>
        )}
        <PlainTextField
          name="login"
          label={t('login.login')}
          helperText={t('login.login_hint')}
          value={values.login}
          onChange={(value) => {
            change('login', value);
          }}
          error={errorOf('login')}
          inputRef={(input) => {
            inputs.current.login = input;
          }}
          autoComplete="username"
          required
          autoFocus
        />
        <PlainPasswordField
          name="password"
          label={t('login.password')}
          value={values.password}
          onChange={(value) => {
            change('password', value);
          }}
          error={errorOf('password')}
          inputRef={(input) => {
            inputs.current.password = input;
          }}
          required
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={isSubmitting}
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
