import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../app/lazy-screen.ts';

const NAMESPACES = ['share', 'dates', 'errors'] as const;
const ShareChooserDialog = lazyScreen(
  async () => (await import('./share-dialog.tsx')).ShareChooserDialog,
  NAMESPACES,
);
const ShareDialog = lazyScreen(
  async () => (await import('./share-dialog.tsx')).ShareDialog,
  NAMESPACES,
);

/**
 * The share dialogs over the documents list (spec 1 §2, spec 2 §2); the route names the spec's
 * path only: every dialog starts with the other side as Receiver, the usual one.
 */
export const shareDialogRoutes: RouteObject[] = [
  { path: '/documents/:id/share', element: <ShareChooserDialog as="receiver" /> },
  { path: '/documents/share/:id', element: <ShareChooserDialog as="receiver" /> },
  { path: '/documents/:id/share/gt', element: <ShareDialog kind="gt" /> },
  { path: '/documents/:id/share/link', element: <ShareDialog kind="link" /> },
  { path: '/documents/:id/transitShare', element: <ShareChooserDialog as="sender" /> },
  { path: '/documents/transitShare/:id', element: <ShareChooserDialog as="sender" /> },
  { path: '/documents/:id/transitShare/gt', element: <ShareDialog kind="gt" /> },
  { path: '/documents/:id/transitShare/link', element: <ShareDialog kind="link" /> },
];
