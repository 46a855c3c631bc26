import type { RouteObject } from 'react-router';
import { RemarksDialog } from '../remarks/remarks-dialog.tsx';
import { DocumentPreviewDialog } from './document-preview-dialog.tsx';
import { DocumentsPreviewRoute } from './document-preview-route.tsx';
import { DocumentTypeChooser } from './document-type-chooser.tsx';
import { DocumentsModalRoute } from './documents-modal.tsx';
import { UploadDocumentDialog } from './upload-document-dialog.tsx';

/** The documents modal and the dialogs it opens, over the documents list (spec 2 §2). */
export const documentsModalRoutes: RouteObject[] = [
  { path: '/documents/:id/documents', element: <DocumentsModalRoute /> },
  { path: '/documents/:id/documentPreview', element: <DocumentsPreviewRoute /> },
  { path: '/documents/:id/documentGenerate', element: <DocumentTypeChooser /> },
  { path: '/documents/:id/documentUpload', element: <UploadDocumentDialog /> },
  { path: '/documents/:id/:documentId/preview', element: <DocumentPreviewDialog /> },
  { path: '/documents/:id/:documentId/remarks', element: <RemarksDialog /> },
];
