import LinkOff from '@mui/icons-material/LinkOff';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { SHARE_TOKEN_PATTERN } from '@transitdocs/domain';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';
import { LanguageSwitcher } from '../../app/language-switcher.tsx';
import { Logo } from '../../app/logo.tsx';
import { ScreenLoading } from '../../app/screen-loading.tsx';
import { IdentityDialog } from './identity-dialog.tsx';
import {
  linkRefusalOf,
  ShareLinkProvider,
  useShareLink,
  useSharedTransit,
} from './share-link-context.tsx';

/** The clear page of a link that is malformed, unknown or past its 14 days. */
export function LinkRefusedPage({ reason }: { reason: 'expired' | 'invalid' }) {
  const { t } = useTranslation('share_link');
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <LinkOff sx={{ fontSize: 64, color: 'text.secondary' }} aria-hidden />
      <Typography component="h1" variant="h5" sx={{ mt: 2 }}>
        {t(`refused.${reason}_title`)}
      </Typography>
      <Typography sx={{ mt: 1, color: 'text.secondary' }}>{t(`refused.${reason}_hint`)}</Typography>
    </Box>
  );
}

function LinkContent() {
  const { t } = useTranslation('share_link');
  const { identity, isIdentityLoaded, identify } = useShareLink();
  const shared = useSharedTransit();
  const refusal = linkRefusalOf(shared.error);
  if (refusal) return <LinkRefusedPage reason={refusal} />;
  if (shared.isError) {
    return (
      <Alert severity="error" role="alert" sx={{ mt: 4 }}>
        {t('load_failed')}
      </Alert>
    );
  }
  if (!shared.data || !isIdentityLoaded) {
    return (
      <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    );
  }
  if (!identity) return <IdentityDialog onDone={(given) => void identify(given)} />;
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Outlet />
    </Suspense>
  );
}

/**
 * The frame of every `/share/:token` page: no login, no company navigation. A malformed token is
 * refused here without a call; the server's refusal (404 invalid, 410 expired) gets the same
 * clear page.
 */
export function ShareLinkLayout() {
  const { token = '' } = useParams();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="static" elevation={0}>
        <Toolbar sx={{ gap: 2 }}>
          <Logo />
          <Box sx={{ flexGrow: 1 }} />
          <LanguageSwitcher />
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="md" sx={{ py: 3 }}>
        {SHARE_TOKEN_PATTERN.test(token) ? (
          <ShareLinkProvider>
            <LinkContent />
          </ShareLinkProvider>
        ) : (
          <LinkRefusedPage reason="invalid" />
        )}
      </Container>
    </Box>
  );
}
