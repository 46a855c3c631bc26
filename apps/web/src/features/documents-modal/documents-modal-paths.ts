import type { GeneratedDocumentCode } from '@transitdocs/domain';

const transitBase = (id: number) => `/documents/${id}`;

/** The documents modal of a transit (spec 2 §2). */
export const documentsModalPath = (id: number) => `${transitBase(id)}/documents`;
export const documentGeneratePath = (id: number) => `${transitBase(id)}/documentGenerate`;
export const documentUploadPath = (id: number) => `${transitBase(id)}/documentUpload`;
export const documentPreviewPath = (id: number, documentId: number) =>
  `${transitBase(id)}/${documentId}/preview`;
/** The remarks dialog (built in features/remarks). */
export const documentRemarksPath = (id: number, documentId: number) =>
  `${transitBase(id)}/${documentId}/remarks`;
/** The corrections of a signed document (features/corrections). */
export const documentCorrectionsPath = (id: number, documentId: number) =>
  `${transitBase(id)}/${documentId}/corrections`;
/** The sign screen (built in features/signing). */
export const documentSignPath = (id: number, documentId: number) =>
  `${transitBase(id)}/${documentId}/sign`;
/** The editor (built in features/document-editor). */
export const documentEditPath = (id: number, documentId: number) =>
  `${transitBase(id)}/${documentId}/edit`;

/** Sub-paths of the type chooser, one per generated type (spec 2 §2). */
export const GENERATE_SUB_PATHS: Record<GeneratedDocumentCode, string> = {
  WZ: 'documentwz',
  CMR: 'documentcmr',
  LP: 'listprzewozowy',
  KW: 'kwitpaletowy',
  PS: 'protokolszkody',
  OSTSPED: 'ostsped',
};

export const documentGenerateTypePath = (id: number, code: GeneratedDocumentCode) =>
  `${documentGeneratePath(id)}/${GENERATE_SUB_PATHS[code]}`;

/** Query flags of `/documents/:id` that open the modal on a document (spec 2 §2). */
export const DOCUMENT_QUERY_FLAGS = [
  'go_to_main_doc',
  'go_to_doc',
  'open_edit',
  'go_to_remarks',
] as const;

/** Whether a query string carries any of the flags. */
export function hasDocumentQueryFlag(search: string): boolean {
  const params = new URLSearchParams(search);
  return DOCUMENT_QUERY_FLAGS.some((flag) => params.has(flag));
}

/** The documents modal carrying the flags of `search` over (the modal acts on them, then clears). */
export function documentsModalPathWithFlags(id: number, search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const flag of DOCUMENT_QUERY_FLAGS) {
    const value = params.get(flag);
    if (value !== null) kept.set(flag, value);
  }
  const query = kept.toString();
  return query ? `${documentsModalPath(id)}?${query}` : documentsModalPath(id);
}

/** Touch target for gloved fingers (STYLE.md): at least 48 px. */
export const TOUCH_TARGET = { minHeight: 48 } as const;
