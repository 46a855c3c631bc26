import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { lazyScreen } from '../../app/lazy-screen.ts';
import { seesOnlyDrivenTransits } from '../../app/driver-scope.ts';
import { useSession } from '../../app/session.tsx';
import { RouteDialogLoading } from './route-dialog-loading.tsx';

// A driver never loads the office's table, nor the office the driver's card.
const DocumentsPage = lazyScreen(
  async () => (await import('./documents-page.tsx')).DocumentsPage,
  ['documents', 'lists', 'fleet', 'transit_page'],
);
const DriverView = lazyScreen(
  async () => (await import('../driver-view/driver-view.tsx')).DriverView,
  ['transit_page', 'fleet', 'offline_signing', 'errors'],
);

/**
 * `/documents` and the dialogs that are routes over it (search, profile, accounts, the transit's
 * dialogs): the list stays behind them. A driver (Kierowca) gets his own one-transit view.
 */
export function DocumentsBackdrop() {
  const { user } = useSession();
  const isDriver = seesOnlyDrivenTransits(user);
  return (
    <>
      {isDriver ? <DriverView /> : <DocumentsPage />}
      <Suspense fallback={<RouteDialogLoading />}>
        <Outlet />
      </Suspense>
    </>
  );
}
