import type { RouteObject } from 'react-router';
import {
  ClientAddRoute,
  ClientDeleteRoute,
  ClientDetailRoute,
  ClientEditRoute,
} from './client-dialog-routes.tsx';
import { ClientSearchDialog } from './client-search-dialog.tsx';
import { ClientsPage } from './clients-page.tsx';
import { NotificationsDialog } from './notifications-dialog.tsx';

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
