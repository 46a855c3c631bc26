import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../app/lazy-screen.ts';

const NAMESPACES = ['documents_modal', 'dates', 'errors'] as const;
const DocumentsModalRoute = lazyScreen(
  async () => (await import('./documents-modal.tsx')).DocumentsModalRoute,
  NAMESPACES,
);
const DocumentsPreviewRoute = lazyScreen(
  async () => (await import('./document-preview-route.tsx')).DocumentsPreviewRoute,
  [...NAMESPACES, 'document_editor', 'signing'],
);
const DocumentTypeChooser = lazyScreen(
  async () => (await import('./document-type-chooser.tsx')).DocumentTypeChooser,
  NAMESPACES,
);
const UploadDocumentDialog = lazyScreen(
  async () => (await import('./upload-document-dialog.tsx')).UploadDocumentDialog,
  NAMESPACES,
);
const DocumentPreviewDialog = lazyScreen(
  async () => (await import('./document-preview-dialog.tsx')).DocumentPreviewDialog,
  [...NAMESPACES, 'document_editor', 'signing'],
);
const RemarksDialog = lazyScreen(
  async () => (await import('../remarks/remarks-dialog.tsx')).RemarksDialog,
  ['remarks', 'dates', 'errors'],
);

/** The documents modal and the dialogs it opens, over the documents list (spec 2 §2). */
export const documentsModalRoutes: RouteObject[] = [
  { path: '/documents/:id/documents', element: <DocumentsModalRoute /> },
  { path: '/documents/:id/documentPreview', element: <DocumentsPreviewRoute /> },
  { path: '/documents/:id/documentGenerate', element: <DocumentTypeChooser /> },
  { path: '/documents/:id/documentUpload', element: <UploadDocumentDialog /> },
  { path: '/documents/:id/:documentId/preview', element: <DocumentPreviewDialog /> },
  { path: '/documents/:id/:documentId/remarks', element: <RemarksDialog /> },
];
