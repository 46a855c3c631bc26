import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { checkResetLink } from '../../api/auth.ts';
import { useTranslation } from '../../i18n/react.ts';
import { TranslatedError } from '../../ui/translated-error.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { landingPathOf } from './login-landing.ts';
import { InvalidLink, isLinkRefused, SetPasswordForm } from './set-password-page.tsx';

// What only `/login/{id}` and `/login/{id}/{uid}/{token}` show, in one chunk apart from the login
// screen's.
/** Tells that a link leads nowhere the user may go, then goes on to the plain start. */
export function Unlanded({ onContinue }: { onContinue: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout title={t('login.title')}>
      <Stack spacing={2}>
        <Alert severity="warning" role="alert">
          <TranslatedError message="landing_not_found" />
        </Alert>
        <Button variant="contained" size="large" sx={{ minHeight: 48 }} onClick={onContinue}>
          {t('login.continue')}
        </Button>
      </Stack>
    </AuthLayout>
  );
}

/** `/login/{id}` opened by someone already signed in: straight where it leads, if he may. */
export function SignedInLanding({ id, sessionToken }: { id: string; sessionToken: string }) {
  const navigate = useNavigate();
  const [isUnlanded, setUnlanded] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    void landingPathOf(id, sessionToken)
      .catch(() => null)
      .then((path) => {
        if (!isCurrent) return;
        if (path) void navigate(path, { replace: true });
        else setUnlanded(true);
      });
    return () => {
      isCurrent = false;
    };
  }, [id, sessionToken, navigate]);
  if (!isUnlanded) return null;
  return (
    <Unlanded
      onContinue={() => {
        void navigate('/documents', { replace: true });
      }}
    />
  );
}

type LinkCheck = 'checking' | 'valid' | 'refused' | 'failed';

/**
 * `/login/{id}/{uid}/{token}`: the password is set with the reset parameters first, as on
 * `/login/password-reset/{uid}/{token}`; then the sign-in form follows (`onDone`). Checked with
 * a plain request: the login route has no query cache.
 */
export function LoginSetPassword({
  uid,
  token,
  onDone,
}: {
  uid: string;
  token: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('auth');
  const [check, setCheck] = useState<LinkCheck>('checking');
  useEffect(() => {
    let isCurrent = true;
    checkResetLink(uid, token).then(
      () => {
        if (isCurrent) setCheck('valid');
      },
      (error: unknown) => {
        if (isCurrent) setCheck(isLinkRefused(error) ? 'refused' : 'failed');
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [uid, token]);
  if (check === 'checking') {
    return (
      <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={t('set_password.checking_link')} />
      </Box>
    );
  }
  if (check === 'refused') return <InvalidLink />;
  if (check === 'failed') {
    return (
      <Alert severity="error" role="alert">
        {t('set_password.check_failed')}
      </Alert>
    );
  }
  return <SetPasswordForm uid={uid} token={token} mode="reset" onDone={onDone} />;
}
