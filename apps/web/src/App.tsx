import CssBaseline from '@mui/material/CssBaseline';
import { Suspense } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { AppThemeProvider } from './app/app-theme-provider.tsx';
import { BlockedAccountDialog } from './app/blocked-account-dialog.tsx';
import { ScreenLoading } from './app/screen-loading.tsx';
import { SessionProvider } from './app/session.tsx';
import { routes } from './routes.tsx';

function AppRoutes() {
  return useRoutes(routes);
}

export function App() {
  // The declarative router: the app uses no loaders, actions or blockers, and the data router
  // that provides them weighs about 16 KB gzipped on every first load. Screens still load in a
  // transition, so the current one stays up until the next is ready.
  return (
    <AppThemeProvider>
      <CssBaseline />
      <SessionProvider>
        <BrowserRouter>
          {/* Until the first screen's code and texts are here: the same spinner as index.html. */}
          <Suspense fallback={<ScreenLoading minHeight="100vh" />}>
            <AppRoutes />
          </Suspense>
          <BlockedAccountDialog />
        </BrowserRouter>
      </SessionProvider>
    </AppThemeProvider>
  );
}
