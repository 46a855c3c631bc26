import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { ResetPasswordForm } from '@transitdocs/domain';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.ts';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { checkResetLink, resetPassword } from '../../api/auth.ts';
import { ApiError } from '../../api/http.ts';
import { useSession } from '../../app/session.tsx';
import { applyServerErrors } from '../../ui/apply-server-errors.ts';
import { PasswordField } from '../../ui/password-field.tsx';
import { ResultDialog } from '../../ui/result-dialog.tsx';
import { AuthLayout } from './auth-layout.tsx';

export type SetPasswordMode = 'reset' | 'activation';

type Outcome = { severity: 'success' | 'error'; messages: string[] };

const LINK_INVALID = 'link_invalid_or_expired';

function isLinkInvalid(error: unknown): boolean {
  return error instanceof ApiError && error.nonFieldErrors().includes(LINK_INVALID);
}

/** The server refused the link (400/404); anything else is a failure to ask. */
export function isLinkRefused(error: unknown): boolean {
  return (
    isLinkInvalid(error) || (error instanceof ApiError && error.status >= 400 && error.status < 500)
  );
}

/**
 * An expired or used link: say so and offer a new one, as links are single-use and expire
 * (docs/decisions/0010-mailed-links.md).
 */
export function InvalidLink() {
  const { t } = useTranslation('auth');
  return (
    <Stack spacing={2}>
      <Alert severity="error" role="alert">
        <Typography sx={{ fontWeight: 600 }}>{t('set_password.link_invalid_title')}</Typography>
        {t('set_password.link_invalid_text')}
      </Alert>
      <Button component={RouterLink} to="/login/password-reset" variant="contained" size="large">
        {t('set_password.request_new_link')}
      </Button>
      <Button component={RouterLink} to="/login">
        {t('back_to_login')}
      </Button>
    </Stack>
  );
}

export function SetPasswordForm({
  uid,
  token,
  mode,
  onDone,
}: {
  uid: string;
  token: string;
  mode: SetPasswordMode;
  /** after the success dialog; without it, the sign-in page */
  onDone?: () => void;
}) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { signOut } = useSession();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [isExpired, setExpired] = useState(false);
  const { control, handleSubmit, setError, formState } = useForm<ResetPasswordForm>({
    resolver: zodResolver(ResetPasswordForm),
    defaultValues: { password: '', confirm_password: '' },
  });
  const [password, confirmation] = useWatch({ control, name: ['password', 'confirm_password'] });

  const submit = handleSubmit(async (form) => {
    try {
      await resetPassword({ uid, token, ...form });
      // Whoever was signed in on this browser is not the person whose password this is: the
      // sign-in page that follows is for the new password, not someone else's list.
      await signOut();
      setOutcome({ severity: 'success', messages: [t('set_password.sign_in_now')] });
    } catch (error) {
      if (isLinkInvalid(error)) {
        setExpired(true);
        return;
      }
      const rest = applyServerErrors(setError, error, { fields: ['password', 'confirm_password'] });
      if (rest.length > 0) setOutcome({ severity: 'error', messages: rest });
    }
  });

  if (isExpired) return <InvalidLink />;
  const successKey =
    mode === 'activation' ? 'login.password_approved' : 'set_password.password_changed';
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={1}>
      <Typography color="text.secondary">{t('set_password.hint')}</Typography>
      <PasswordField
        control={control}
        name="password"
        label={t('set_password.password')}
        autoComplete="new-password"
        required
        autoFocus
      />
      <PasswordField
        control={control}
        name="confirm_password"
        label={t('set_password.confirm_password')}
        autoComplete="new-password"
        required
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={password === '' || confirmation === ''}
        loading={formState.isSubmitting}
        sx={{ mt: 2, minHeight: 48 }}
      >
        {t('set_password.submit')}
      </Button>
      <ResultDialog
        open={outcome !== null}
        severity={outcome?.severity ?? 'success'}
        title={t(outcome?.severity === 'error' ? 'set_password.failed' : successKey)}
        messages={outcome?.messages ?? []}
        onClose={() => {
          const succeeded = outcome?.severity === 'success';
          setOutcome(null);
          if (!succeeded) return;
          if (onDone) onDone();
          else void navigate('/login', { replace: true });
        }}
      />
    </Stack>
  );
}

/**
 * `/login/password-reset/:uid/:token` and the first-login variants: check the link first, then
 * set the password with its confirmation.
 */
export function SetPasswordPage({ mode }: { mode: SetPasswordMode }) {
  const { t } = useTranslation('auth');
  const { uid = '', token = '' } = useParams();
  const status = useQuery({
    queryKey: ['reset-link', uid, token],
    queryFn: () => checkResetLink(uid, token),
    retry: false,
    staleTime: Infinity,
  });
  const title = t(mode === 'activation' ? 'set_password.title_activation' : 'set_password.title');
  return (
    <AuthLayout title={title}>
      {status.isPending && (
        <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={t('set_password.checking_link')} />
        </Box>
      )}
      {status.isError &&
        (isLinkRefused(status.error) ? (
          <InvalidLink />
        ) : (
          <Alert severity="error" role="alert">
            {t('set_password.check_failed')}
          </Alert>
        ))}
      {status.isSuccess && <SetPasswordForm uid={uid} token={token} mode={mode} />}
    </AuthLayout>
  );
}
