import {
  VerifyDocumentResponse,
  VerifyFileResponse,
  toAcceptLanguage,
  type VerifyDocumentResponse as VerifyDocument,
  type VerifyFileResponse as VerifyFile,
} from '@transitdocs/domain';
import { ApiError, NETWORK_ERROR, apiRequest } from '../../api/http.ts';
import { currentLanguage } from '../../i18n/i18n.ts';

const API = '/company/api/v1';
export const verifyPath = (verifyId: string) => `${API}/verify/${encodeURIComponent(verifyId)}/`;

/** GET verify/{id}/: public, no session needed. */
export function getVerification(verifyId: string): Promise<VerifyDocument> {
  return apiRequest('GET', verifyPath(verifyId), { schema: VerifyDocumentResponse });
}

/** POST verify/{id}/file/ (multipart `file`): whether the file is one issued for the document. */
export async function checkVerificationFile(verifyId: string, file: Blob): Promise<VerifyFile> {
  const form = new FormData();
  form.append('file', file, 'document.pdf');
  let response: Response;
  try {
    response = await fetch(`${verifyPath(verifyId)}file/`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Accept-Language': toAcceptLanguage(currentLanguage()),
      },
      body: form,
    });
  } catch {
    throw new ApiError(0, { non_field_errors: [NETWORK_ERROR] });
  }
  const body = (await response.json().catch(() => undefined)) as unknown;
  if (!response.ok) {
    const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
    throw new ApiError(response.status, isObject ? body : { non_field_errors: ['server_error'] });
  }
  const parsed = VerifyFileResponse.safeParse(body);
  if (!parsed.success) throw new ApiError(response.status, { non_field_errors: ['server_error'] });
  return parsed.data;
}
