import { z } from 'zod';
import {
  DocumentListResponse,
  DocumentResponse,
  DocumentTypesResponse,
  type GeneratedDocumentType,
  type UploadedDocumentType,
} from '@transitdocs/domain';
import { parseAnswer } from './api-error.ts';
import {
  ApiError,
  apiFile,
  apiRequest,
  checkAnswer,
  failureOf,
  NETWORK_ERROR,
  newIdempotencyKey,
  prepareRequest,
  type ApiFile,
} from './http.ts';

const API = '/company/api/v1';

/** Query keys of documents; `all` refreshes every transit's list at once. */
export const documentKeys = {
  all: ['documents'] as const,
  list: (transitId: number) => ['documents', 'list', transitId] as const,
  types: ['documents', 'types'] as const,
};

/** GET document/{transitId}/: the transit's documents, sub-documents right after their parent. */
export function listDocuments(transitId: number): Promise<DocumentListResponse> {
  return apiRequest('GET', `${API}/document/${transitId}/`, { schema: DocumentListResponse });
}

/** GET document-types/: the generated types the company offers, as codes (`CMR`, `WZ`, ...). */
export function listDocumentTypes(): Promise<DocumentTypesResponse> {
  return apiRequest('GET', `${API}/document-types/`, { schema: DocumentTypesResponse });
}

/**
 * DELETE transit-document/{id}/ (only unsigned documents without a parent), from the `version`
 * the document was read at (If-Match): changed since, the server answers 409.
 */
export function deleteDocument(id: number, version?: string): Promise<void> {
  return apiRequest('DELETE', `${API}/transit-document/${id}/`, { ifMatch: version });
}

const GenerateDocumentDataResponse = z.object({
  document_data: z.record(z.string(), z.unknown()),
});

/** POST generate-document-data/: `document_data` filled from the transit for a generated type. */
export function generateDocumentData(
  transit: number,
  type: GeneratedDocumentType,
): Promise<Record<string, unknown>> {
  return apiRequest('POST', `${API}/generate-document-data/`, {
    body: { transit, type },
    schema: GenerateDocumentDataResponse,
  }).then((answer) => answer.document_data);
}

export type DocumentUpload = {
  transit: number;
  file: Blob;
  fileName: string;
  name?: string;
  type: UploadedDocumentType;
  receiver?: number | null;
};

/**
 * POST transit-document/ as multipart. XMLHttpRequest, not fetch, because only it reports upload
 * progress; `onProgress` gets 0..1. Failures throw `ApiError` like `apiRequest`.
 */
export function uploadDocument(
  upload: DocumentUpload,
  onProgress?: (fraction: number) => void,
  idempotencyKey = newIdempotencyKey(),
): Promise<DocumentResponse> {
  const form = new FormData();
  form.append('transit', String(upload.transit));
  const name = upload.name?.trim();
  if (name) form.append('name', name);
  form.append('type', String(upload.type));
  if (upload.receiver) form.append('receiver', String(upload.receiver));
  form.append('document', upload.file, upload.fileName);

  const path = `${API}/transit-document/`;
  const prepared = prepareRequest(path, { body: form, idempotencyKey });
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', prepared.url);
    prepared.headers.forEach((value, name) => {
      // Headers keeps names lower-cased; they go out as usually written.
      request.setRequestHeader(
        name.replace(/(^|-)\w/g, (start) => start.toUpperCase()),
        value,
      );
    });
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => {
      reject(new ApiError(0, { non_field_errors: [NETWORK_ERROR] }));
    };
    request.onload = () => {
      if (request.status < 200 || request.status >= 300) {
        reject(failureOf(prepared, request.status, request.responseText));
        return;
      }
      try {
        const body = parseAnswer(request.responseText);
        resolve(checkAnswer('POST', path, request.status, body, { schema: DocumentResponse }));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    request.send(prepared.body);
  });
}

/** The files a document offers (spec 2 §7): rendered PDF, eCMR XML, the upload, the history. */
export type DocumentFileKind = 'pdf' | 'xml' | 'download' | 'history';

const FILE_PATHS: Record<DocumentFileKind, string> = {
  pdf: 'pdf',
  xml: 'xml/',
  download: 'download',
  history: 'history',
};

const FALLBACK_NAMES: Record<DocumentFileKind, (id: number) => string> = {
  pdf: (id) => `document-${id}.pdf`,
  xml: (id) => `document-${id}.xml`,
  download: (id) => `document-${id}.pdf`,
  history: (id) => `document-${id}-history.pdf`,
};

export type DocumentFile = ApiFile;

/**
 * GET document/id/{id}/{kind} with the session token (a plain link would lack the header). The
 * file name comes from the `gt-file-name` header (URL-encoded by the server).
 */
export function fetchDocumentFile(id: number, kind: DocumentFileKind): Promise<DocumentFile> {
  return apiFile('GET', `${API}/document/id/${id}/${FILE_PATHS[kind]}`, FALLBACK_NAMES[kind](id));
}

/** Hands a fetched file to the browser as a download. */
export function saveFile({ blob, fileName }: DocumentFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 10_000);
}

/** Fetches and saves a document file; failures are logged only (spec 2 §8). */
export async function downloadDocumentFile(id: number, kind: DocumentFileKind): Promise<boolean> {
  try {
    saveFile(await fetchDocumentFile(id, kind));
    return true;
  } catch (error) {
    console.error(`Download of document ${id} (${kind}) failed`, error);
    return false;
  }
}
