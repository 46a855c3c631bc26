import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { useNavigate } from 'react-router';
import { useSession } from '../../app/session.tsx';

/** Ends the session on the server and here, with the remembered list state (spec 3 §2). */
export function LogoutPage() {
  const { t } = useTranslation('common');
  const { signOut } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    void signOut().then(() => navigate('/login', { replace: true }));
  }, [signOut, navigate]);
  return (
    <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={t('signing_out')} />
    </Box>
  );
}
