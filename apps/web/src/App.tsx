import CssBaseline from '@mui/material/CssBaseline';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppThemeProvider } from './app/app-theme-provider.tsx';
import { BlockedAccountDialog } from './app/blocked-account-dialog.tsx';
import { createQueryClient } from './app/query-client.ts';
import { SessionProvider } from './app/session.tsx';
import { routes } from './routes.tsx';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppThemeProvider>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <RouterProvider router={router} />
          <BlockedAccountDialog />
        </SessionProvider>
      </QueryClientProvider>
    </AppThemeProvider>
  );
}
