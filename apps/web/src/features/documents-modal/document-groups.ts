import {
  canDeleteDocument,
  canEditDocument,
  canSignDocument,
  generatedCodeOf,
  isXmlExportable,
  type DocumentResponse,
} from '@transitdocs/domain';

/** A top-level document and its sub-documents (one per receiver), in the server's order. */
export type DocumentGroup = { document: DocumentResponse; subDocuments: DocumentResponse[] };

/**
 * Groups the list of GET document/{transitId}/ (ordered with sub-documents after their parent).
 * A sub-document whose parent is not in the list stands as its own group, so nothing is hidden.
 */
export function groupDocuments(documents: readonly DocumentResponse[]): DocumentGroup[] {
  const ids = new Set(documents.map((document) => document.id));
  const groups: DocumentGroup[] = [];
  const byId = new Map<number, DocumentGroup>();
  for (const document of documents) {
    if (document.parent_document === null || !ids.has(document.parent_document)) {
      const group: DocumentGroup = { document, subDocuments: [] };
      groups.push(group);
      byId.set(document.id, group);
    }
  }
  for (const document of documents) {
    const parent = document.parent_document;
    if (parent === null) continue;
    byId.get(parent)?.subDocuments.push(document);
  }
  return groups;
}

/** The document `?go_to_main_doc` opens: the marked main document, else the first top-level one. */
export function mainDocumentOf(documents: readonly DocumentResponse[]): DocumentResponse | null {
  return (
    documents.find((document) => document.is_main_document) ??
    documents.find((document) => document.parent_document === null) ??
    documents[0] ??
    null
  );
}

/** Receivers the document names, as the server counts them for its rules. */
export function receiversCountOf(document: DocumentResponse): number {
  const receivers = document.document_data?.receivers;
  return Array.isArray(receivers) ? receivers.length : 0;
}

export const DOCUMENT_ACTIONS = [
  'preview',
  'remarks',
  'sign',
  'edit',
  'download_pdf',
  'download_xml',
  'download',
  'delete',
  'history',
] as const;
export type DocumentAction = (typeof DOCUMENT_ACTIONS)[number];

/**
 * Row actions of spec 2 §2 the rules of §4 and §6 allow. Offline hides edit, downloads and
 * delete (§4); a generated document downloads as the rendered PDF, an upload as its file. Sign
 * needs an open transit too (left out: open).
 */
export function documentActionsFor(
  document: DocumentResponse,
  isOnline: boolean,
  isTransitOpen = true,
): DocumentAction[] {
  const receivers = receiversCountOf(document);
  const isGenerated = generatedCodeOf(document.type) !== null;
  const allowed: Record<DocumentAction, boolean> = {
    preview: true,
    remarks: true,
    sign: canSignDocument(document, { isOnline, isTransitOpen }),
    edit: canEditDocument(document, receivers, isOnline),
    download_pdf: isOnline && isGenerated,
    download_xml:
      isOnline && document.document_data !== null && isXmlExportable(document, receivers),
    download: isOnline && !isGenerated,
    delete: canDeleteDocument(document, isOnline),
    history: isOnline,
  };
  return DOCUMENT_ACTIONS.filter((action) => allowed[action]);
}
