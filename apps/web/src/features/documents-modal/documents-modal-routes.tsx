import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../app/lazy-screen.ts';
import {
  DOCUMENT_PREVIEW_NAMESPACES,
  DOCUMENTS_MODAL_NAMESPACES as NAMESPACES,
  loadDocumentPreviewDialog,
  loadDocumentsModalRoute,
} from './document-screen-loaders.ts';

const DocumentsModalRoute = lazyScreen(loadDocumentsModalRoute, NAMESPACES);
const DocumentsPreviewRoute = lazyScreen(
  async () => (await import('./document-preview-route.tsx')).DocumentsPreviewRoute,
  DOCUMENT_PREVIEW_NAMESPACES,
);
const DocumentTypeChooser = lazyScreen(
  async () => (await import('./document-type-chooser.tsx')).DocumentTypeChooser,
  NAMESPACES,
);
const UploadDocumentDialog = lazyScreen(
  async () => (await import('./upload-document-dialog.tsx')).UploadDocumentDialog,
  NAMESPACES,
);
const DocumentPreviewDialog = lazyScreen(loadDocumentPreviewDialog, DOCUMENT_PREVIEW_NAMESPACES);
const RemarksDialog = lazyScreen(
  async () => (await import('../remarks/remarks-dialog.tsx')).RemarksDialog,
  ['remarks', 'dates', 'errors', 'offline_signing'],
);

const CorrectionsDialog = lazyScreen(
  async () => (await import('../corrections/corrections-dialog.tsx')).CorrectionsDialog,
  ['corrections', 'errors', 'common'],
);

/** The documents modal and the dialogs it opens, over the documents list (spec 2 §2). */
export const documentsModalRoutes: RouteObject[] = [
  { path: '/documents/:id/documents', element: <DocumentsModalRoute /> },
  { path: '/documents/:id/documentPreview', element: <DocumentsPreviewRoute /> },
  { path: '/documents/:id/documentGenerate', element: <DocumentTypeChooser /> },
  { path: '/documents/:id/documentUpload', element: <UploadDocumentDialog /> },
  { path: '/documents/:id/:documentId/preview', element: <DocumentPreviewDialog /> },
  { path: '/documents/:id/:documentId/remarks', element: <RemarksDialog /> },
  { path: '/documents/:id/:documentId/corrections', element: <CorrectionsDialog /> },
];
