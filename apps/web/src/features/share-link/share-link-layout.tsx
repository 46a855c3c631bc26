import LinkOff from '@mui/icons-material/LinkOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Outlet, useParams } from 'react-router';
import { Footer } from '../../app/footer.tsx';
import { LanguageSwitcher } from '../../app/language-switcher.tsx';
import { Logo } from '../../app/logo.tsx';
import { lazyScreen } from '../../app/lazy-screen.ts';
import { ScreenLoading } from '../../app/screen-loading.tsx';
import { loadNamespaces } from '../../i18n/i18n.ts';
import type { Namespace } from '../../i18n/resources.ts';
import { readJsonShape } from '../../api/json-shape.ts';
import {
  linkRefusalOf,
  ShareLinkProvider,
  useShareLink,
  useSharedTransit,
} from './share-link-context.tsx';
import { shareTokenShape } from './share-link-shapes.ts';

// Only a visitor who has not identified yet sees the dialog: its form fields and the error texts
// stay out of the landing's first load, and are fetched beside the link's data when needed.
const IDENTITY_NAMESPACES: readonly Namespace[] = ['errors'];
const loadIdentityDialog = async () => (await import('./identity-dialog.tsx')).IdentityDialog;
const IdentityDialog = lazyScreen(loadIdentityDialog, IDENTITY_NAMESPACES);

/** Starts fetching the identity dialog as soon as it is known to be needed. */
function usePrefetchIdentityDialog(isNeeded: boolean): void {
  useEffect(() => {
    if (!isNeeded) return;
    Promise.all([loadIdentityDialog(), loadNamespaces(IDENTITY_NAMESPACES)]).catch(() => undefined);
  }, [isNeeded]);
}

function Loading({ label }: { label: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

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
  usePrefetchIdentityDialog(isIdentityLoaded && !identity);
  const refusal = linkRefusalOf(shared.error);
  if (refusal) return <LinkRefusedPage reason={refusal} />;
  if (shared.isError) {
    return (
      <Alert severity="error" role="alert" sx={{ mt: 4 }}>
        {t('load_failed')}
      </Alert>
    );
  }
  if (!shared.data || !isIdentityLoaded) return <Loading label={t('loading')} />;
  if (!identity) {
    return (
      <Suspense fallback={<Loading label={t('loading')} />}>
        <IdentityDialog onDone={(given) => void identify(given)} />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Outlet />
    </Suspense>
  );
}

/**
 * The frame of every `/share/:token` page: no login, no company navigation, the product's credit
 * line at its foot as on every other page (spec 1 §1). A malformed token is
 * refused here without a call; the server's refusal (404 invalid, 410 expired) gets the same
 * clear page.
 *
 * Its bar and column are drawn with Box as MUI's AppBar, Toolbar and Container draw them: those
 * three were about 2.4 KB gzipped of the landing's first load, for two coloured strips.
 */
export function ShareLinkLayout() {
  const { token = '' } = useParams();
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
      }}
    >
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          minHeight: { xs: 56, sm: 64 },
          px: { xs: 2, sm: 3 },
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <Logo />
        <Box sx={{ flexGrow: 1 }} />
        <LanguageSwitcher />
      </Box>
      <Box
        component="main"
        sx={{ width: '100%', maxWidth: 'md', mx: 'auto', px: { xs: 2, sm: 3 }, py: 3, flexGrow: 1 }}
      >
        {readJsonShape(shareTokenShape, token).ok ? (
          <ShareLinkProvider>
            <LinkContent />
          </ShareLinkProvider>
        ) : (
          <LinkRefusedPage reason="invalid" />
        )}
      </Box>
      <Footer />
    </Box>
  );
}
