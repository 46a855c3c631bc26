import { loadNamespaces } from '../../i18n/i18n.ts';

/** The texts every dialog of the documents modal uses. */
export const DOCUMENTS_MODAL_NAMESPACES = ['documents_modal', 'dates', 'errors'] as const;

/** The preview shows a generated document as its paper form, with who signed each box. */
export const DOCUMENT_PREVIEW_NAMESPACES = [
  ...DOCUMENTS_MODAL_NAMESPACES,
  'document_editor',
  'signing',
] as const;

/** The preview dialog's code; the route and the prefetch share it, so it is fetched once. */
export async function loadDocumentPreviewDialog() {
  return (await import('./document-preview-dialog.tsx')).DocumentPreviewDialog;
}

/** Fetches the preview's code and texts ahead of a click on "Preview". */
export async function prefetchDocumentPreview(): Promise<void> {
  await Promise.all([loadDocumentPreviewDialog(), loadNamespaces(DOCUMENT_PREVIEW_NAMESPACES)]);
}

/** The documents modal's code; the route and the driver card's prefetch share it. */
export async function loadDocumentsModalRoute() {
  return (await import('./documents-modal.tsx')).DocumentsModalRoute;
}

/**
 * Fetches the documents modal's code and texts ahead of a click on the driver's "Preview
 * documents": kept by the service worker, the modal then opens offline too
 * (docs/decisions/0044-driver-working-set.md).
 */
export async function prefetchDocumentsModal(): Promise<void> {
  await Promise.all([loadDocumentsModalRoute(), loadNamespaces(DOCUMENTS_MODAL_NAMESPACES)]);
}
