import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../app/lazy-screen.ts';
import { loadShareSignPage, SHARE_SIGN_NAMESPACES } from './share-sign-loader.ts';

// The landing's own texts; the pages behind it also show errors (the identity dialog fetches
// those itself).
const LANDING_NAMESPACES = ['share_link', 'dates'] as const;
const NAMESPACES = [...LANDING_NAMESPACES, 'errors'] as const;
const ShareLinkLayout = lazyScreen(
  async () => (await import('./share-link-layout.tsx')).ShareLinkLayout,
  LANDING_NAMESPACES,
);
const ShareHomePage = lazyScreen(
  async () => (await import('./share-home.tsx')).ShareHomePage,
  LANDING_NAMESPACES,
);
const ShareDocumentsPage = lazyScreen(
  async () => (await import('./share-documents.tsx')).ShareDocumentsPage,
  [
    ...NAMESPACES,
    'documents_modal',
    'document_editor',
    'remarks',
    'signing',
    'corrections',
    'reservations',
  ],
);
const ShareUploadPage = lazyScreen(
  async () => (await import('./share-upload.tsx')).ShareUploadPage,
  [...NAMESPACES, 'documents_modal'],
);
const ShareAlertsPage = lazyScreen(
  async () => (await import('./share-alerts.tsx')).ShareAlertsPage,
  [...NAMESPACES, 'alerts', 'profile'],
);
const ShareSignPage = lazyScreen(loadShareSignPage, [...NAMESPACES, ...SHARE_SIGN_NAMESPACES]);

/** The outsider pages of a share link, public (spec 1 §2, spec 2 §2). */
export const shareLinkRoutes: RouteObject[] = [
  {
    path: '/share/:token',
    element: <ShareLinkLayout />,
    children: [
      { index: true, element: <ShareHomePage /> },
      { path: 'documentPreview', element: <ShareDocumentsPage /> },
      { path: 'documentUpload', element: <ShareUploadPage /> },
      { path: 'alerts', element: <ShareAlertsPage /> },
      { path: ':documentId/sign', element: <ShareSignPage /> },
    ],
  },
];
