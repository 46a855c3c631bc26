import {
  documentMarks,
  generatedCodeOf,
  mainDocumentOf as transitMainDocument,
  whileOnline,
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
    transitMainDocument(documents, documentMarks, { orFirstStandAlone: true }) ??
    documents[0] ??
    null
  );
}

/** The row actions of spec 2 §2, in their menu order. */
export const ROW_ACTIONS = [
  'preview',
  'remarks',
  'sign',
  'edit',
  'corrections',
  'download_pdf',
  'download_xml',
  'download',
  'delete',
  'history',
] as const;
export type RowAction = (typeof ROW_ACTIONS)[number];

/**
 * The row actions the document's `actions` allow (the rulebook's answers for the caller), with
 * everything but viewing hidden offline (`whileOnline`). A generated document downloads as the
 * rendered PDF, an upload as its file.
 */
export function rowActionsOf(document: DocumentResponse, isOnline: boolean): RowAction[] {
  const allowed = whileOnline(document.actions, isOnline);
  const isGenerated = generatedCodeOf(document.type) !== null;
  const offered: Record<RowAction, boolean> = {
    preview: allowed.view,
    remarks: allowed.view,
    sign: allowed.sign_sender || allowed.sign_carrier || allowed.sign_receiver,
    edit: allowed.edit,
    // A signed generated document: its owner proposes, its signatories answer there.
    corrections:
      allowed.propose_correction ||
      (isGenerated && allowed.view && !allowed.edit && document.signed_by.length > 0),
    download_pdf: isGenerated && allowed.download_pdf,
    download_xml: allowed.download_xml,
    download: !isGenerated && allowed.download_pdf,
    delete: allowed.delete,
    history: allowed.download_history,
  };
  return ROW_ACTIONS.filter((action) => offered[action]);
}
