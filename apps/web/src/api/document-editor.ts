import { DocumentResponse, type GeneratedDocumentType } from '@transitdocs/domain';
import { z } from 'zod';
import { apiRequest, newIdempotencyKey } from './http.ts';

const API = '/company/api/v1';

const GenerateDocumentDataResponse = z.object({
  document_data: z.record(z.string(), z.unknown()),
});

export type EditorDocumentData = Record<string, unknown>;

/** The JSON body of POST transit-document/ for a generated type (the server checks the data). */
export type GeneratedDocumentBody = {
  transit: number;
  type: GeneratedDocumentType;
  document_data: EditorDocumentData;
  split_per_receiver?: boolean;
};

export const documentEditorKeys = {
  generated: (transitId: number, type: number) =>
    ['document-editor', 'generate', transitId, type] as const,
  document: (documentId: number) => ['document-editor', 'document', documentId] as const,
};

/** POST generate-document-data/: `document_data` filled from the transit for a new document. */
export async function generateDocumentData(
  transit: number,
  type: GeneratedDocumentType,
): Promise<EditorDocumentData> {
  const answer = await apiRequest('POST', `${API}/generate-document-data/`, {
    body: { transit, type },
    schema: GenerateDocumentDataResponse,
  });
  return answer.document_data;
}

/** GET transit-document/{id}/: the document to edit. */
export function getEditorDocument(documentId: number): Promise<DocumentResponse> {
  return apiRequest('GET', `${API}/transit-document/${documentId}/`, {
    schema: DocumentResponse,
  });
}

/** POST transit-document/ (JSON): a generated document, split per receiver when asked. */
export function createGeneratedDocument(
  body: GeneratedDocumentBody,
  idempotencyKey = newIdempotencyKey(),
): Promise<DocumentResponse> {
  return apiRequest('POST', `${API}/transit-document/`, {
    body,
    schema: DocumentResponse,
    idempotencyKey,
  });
}

/**
 * PATCH transit-document/{id}/ with the whole `document_data`, from the `version` the editor
 * loaded (409 `edited_by_someone_else` when someone else saved since).
 */
export function updateDocumentData(
  documentId: number,
  documentData: EditorDocumentData,
  version?: string,
): Promise<DocumentResponse> {
  return apiRequest('PATCH', `${API}/transit-document/${documentId}/`, {
    body: { document_data: documentData },
    schema: DocumentResponse,
    ifMatch: version,
  });
}
