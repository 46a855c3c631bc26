import {
  VerifyDocumentResponse,
  VerifyFileResponse,
  type VerifyDocumentResponse as VerifyDocument,
  type VerifyFileResponse as VerifyFile,
} from '@transitdocs/domain';
import { apiRequest, PUBLIC } from '../../api/http.ts';

const API = '/company/api/v1';
export const verifyPath = (verifyId: string) => `${API}/verify/${encodeURIComponent(verifyId)}/`;

/** GET verify/{id}/: public, no session needed. */
export function getVerification(verifyId: string): Promise<VerifyDocument> {
  return apiRequest('GET', verifyPath(verifyId), {
    schema: VerifyDocumentResponse,
    credentials: PUBLIC,
  });
}

/** POST verify/{id}/file/ (multipart `file`): whether the file is one issued for the document. */
export function checkVerificationFile(verifyId: string, file: Blob): Promise<VerifyFile> {
  const form = new FormData();
  form.append('file', file, 'document.pdf');
  return apiRequest('POST', `${verifyPath(verifyId)}file/`, {
    body: form,
    schema: VerifyFileResponse,
    credentials: PUBLIC,
  });
}
