import type { RouteObject } from 'react-router';
import { TransitAlertsDialog } from './alerts-dialog.tsx';
import { DeleteTransitDialog } from './delete-transit-dialog.tsx';
import { FinishTransitDialog } from './finish-transit-dialog.tsx';
import { TransitPageRoute } from './transit-page.tsx';

/**
 * The transit page and its dialogs, over the documents list. Finishing opens over the page; delete
 * and alerts stand alone, as the list's row actions open them too.
 */
export const transitPageRoutes: RouteObject[] = [
  {
    path: '/documents/:id',
    element: <TransitPageRoute />,
    children: [{ path: 'finish', element: <FinishTransitDialog /> }],
  },
  { path: '/documents/:id/delete', element: <DeleteTransitDialog /> },
  { path: '/documents/:id/alerts', element: <TransitAlertsDialog /> },
];
