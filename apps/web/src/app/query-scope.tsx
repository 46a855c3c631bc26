import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { appQueryClient } from './query-client.ts';

/**
 * The query cache for the routes below it. A route element rather than a wrapper of the whole
 * app: the login screen reads no data, so the query library (about 9 KB gzipped) comes with the
 * first screen that does.
 */
export function QueryScope() {
  return (
    <QueryClientProvider client={appQueryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
