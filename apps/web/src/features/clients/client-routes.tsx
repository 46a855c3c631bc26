import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../app/lazy-screen.ts';

const NAMESPACES = ['clients', 'lists', 'dates', 'errors'] as const;
const ClientsPage = lazyScreen(
  async () => (await import('./clients-page.tsx')).ClientsPage,
  NAMESPACES,
);
const ClientSearchDialog = lazyScreen(
  async () => (await import('./client-search-dialog.tsx')).ClientSearchDialog,
  NAMESPACES,
);
const NotificationsDialog = lazyScreen(
  async () => (await import('./notifications-dialog.tsx')).NotificationsDialog,
  NAMESPACES,
);
const ClientAddRoute = lazyScreen(
  async () => (await import('./client-dialog-routes.tsx')).ClientAddRoute,
  NAMESPACES,
);
const ClientDetailRoute = lazyScreen(
  async () => (await import('./client-dialog-routes.tsx')).ClientDetailRoute,
  NAMESPACES,
);
const ClientEditRoute = lazyScreen(
  async () => (await import('./client-dialog-routes.tsx')).ClientEditRoute,
  NAMESPACES,
);
const ClientDeleteRoute = lazyScreen(
  async () => (await import('./client-dialog-routes.tsx')).ClientDeleteRoute,
  NAMESPACES,
);

/** `/clients` and its dialogs, which are routes so the back button closes them (spec 3 §2). */
export const clientsRoute: RouteObject = {
  path: '/clients',
  element: <ClientsPage />,
  children: [
    { path: 'search', element: <ClientSearchDialog /> },
    { path: 'add', element: <ClientAddRoute /> },
    { path: 'notifications', element: <NotificationsDialog /> },
    { path: ':id', element: <ClientDetailRoute /> },
    { path: ':id/edit', element: <ClientEditRoute /> },
    { path: ':id/delete', element: <ClientDeleteRoute /> },
  ],
};
