import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { BlockedAccountDialog } from './app/blocked-account-dialog.tsx';
import { createQueryClient } from './app/query-client.ts';
import { SessionProvider } from './app/session.tsx';
import { theme } from './app/theme.ts';
import { routes } from './routes.tsx';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <RouterProvider router={router} />
          <BlockedAccountDialog />
        </SessionProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
