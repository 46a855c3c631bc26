import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../app/lazy-screen.ts';

const HandoverPage = lazyScreen(
  async () => (await import('./handover-page.tsx')).HandoverPage,
  ['share_link', 'errors'],
);

/** The receiver's short address (`/h`, typed) and the QR code's (`/h/{code}`): public. */
export const handoverRoutes: RouteObject[] = [
  { path: '/h', element: <HandoverPage /> },
  { path: '/h/:code', element: <HandoverPage /> },
];
