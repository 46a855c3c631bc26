import type { RouteObject } from 'react-router';
import { ShareAlertsPage } from './share-alerts.tsx';
import { ShareDocumentsPage } from './share-documents.tsx';
import { ShareHomePage } from './share-home.tsx';
import { ShareLinkLayout } from './share-link-layout.tsx';
import { ShareSignPage } from './share-sign.tsx';
import { ShareUploadPage } from './share-upload.tsx';

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
