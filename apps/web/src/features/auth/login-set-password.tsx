import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useState } from 'react';
import { checkResetLink } from '../../api/auth.ts';
import { useTranslation } from '../../i18n/react.ts';
import { InvalidLink, isLinkRefused, SetPasswordForm } from './set-password-page.tsx';

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
