import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../app/lazy-screen.ts';

// `efti` and the form's labels: the page's eFTI section names gaps by the transit form's fields.
const NAMESPACES = [
  'transit_page',
  'documents_modal',
  'share',
  'dates',
  'errors',
  'efti',
  'transit_form',
] as const;
const TransitPageRoute = lazyScreen(
  async () => (await import('./transit-page.tsx')).TransitPageRoute,
  NAMESPACES,
);
const FinishTransitDialog = lazyScreen(
  async () => (await import('./finish-transit-dialog.tsx')).FinishTransitDialog,
  NAMESPACES,
);
const DeleteTransitDialog = lazyScreen(
  async () => (await import('./delete-transit-dialog.tsx')).DeleteTransitDialog,
  NAMESPACES,
);
const EftiAccessDialog = lazyScreen(
  async () => (await import('../efti/efti-access-dialog.tsx')).EftiAccessDialog,
  [...NAMESPACES, 'lists'],
);
const TransitAlertsDialog = lazyScreen(
  async () => (await import('./alerts-dialog.tsx')).TransitAlertsDialog,
  [...NAMESPACES, 'alerts', 'profile'],
);

/**
 * The transit page and its dialogs, over the documents list. Finishing and the eFTI access log open
 * over the page; delete and alerts stand alone, as the list's row actions open them too.
 */
export const transitPageRoutes: RouteObject[] = [
  {
    path: '/documents/:id',
    element: <TransitPageRoute />,
    children: [
      { path: 'finish', element: <FinishTransitDialog /> },
      { path: 'efti-access', element: <EftiAccessDialog /> },
    ],
  },
  { path: '/documents/:id/delete', element: <DeleteTransitDialog /> },
  { path: '/documents/:id/alerts', element: <TransitAlertsDialog /> },
];
