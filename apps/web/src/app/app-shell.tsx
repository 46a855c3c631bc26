import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { NotificationsProvider } from '../features/notifications/notifications-provider.tsx';
import { OfflineQueueSync } from '../features/offline-signing/offline-queue-sync.tsx';
import { FirstPinDialog } from './first-pin-dialog.tsx';
import { Footer } from './footer.tsx';
import { OfflineBanner } from './offline-banner.tsx';
import { ScreenLoading } from './screen-loading.tsx';
import { useSession } from './session.tsx';
import { TopBar } from './top-bar.tsx';
import { usePrefetchTexts } from './use-prefetch-texts.ts';

/** Frame of every signed-in screen: top bar, offline notice, content, footer credit. */
export function AppShell() {
  const { user } = useSession();
  usePrefetchTexts();
  if (!user) return null;
  return (
    <NotificationsProvider>
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <TopBar user={user} />
        <OfflineBanner />
        <Container component="main" maxWidth="xl" sx={{ flexGrow: 1, py: { xs: 2, sm: 3 } }}>
          {/* The top bar stays while a screen opened for the first time loads. */}
          <Suspense fallback={<ScreenLoading />}>
            <Outlet />
          </Suspense>
        </Container>
        <Footer />
        <FirstPinDialog user={user} />
        <OfflineQueueSync />
      </Box>
    </NotificationsProvider>
  );
}
