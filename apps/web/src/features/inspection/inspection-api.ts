import { EftiInspectionResponse, toAcceptLanguage } from '@transitdocs/domain';
import { ApiError, apiRequest, NETWORK_ERROR } from '../../api/http.ts';
import { clearSession, getSession } from '../../app/session-store.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { inspectionUrl } from './inspection-store.ts';

/** GET all-transit/{id}/efti-inspection/: what the driver shows at a roadside inspection. */
export function fetchInspection(transitId: number): Promise<EftiInspectionResponse> {
  return apiRequest('GET', inspectionUrl(transitId), { schema: EftiInspectionResponse });
}

/** The CMR's PDF bytes from the address the inspection answer names, with the session token. */
export async function fetchInspectionPdf(pdfUrl: string): Promise<ArrayBuffer> {
  const headers = new Headers({ 'Accept-Language': toAcceptLanguage(currentLanguage()) });
  const { token } = getSession();
  if (token) headers.set('Authorization', `Token ${token}`);
  let response: Response;
  try {
    response = await fetch(pdfUrl, { headers });
  } catch {
    throw new ApiError(0, { non_field_errors: [NETWORK_ERROR] });
  }
  if (!response.ok) {
    if (response.status === 401 && token) clearSession();
    throw new ApiError(response.status, { non_field_errors: ['server_error'] });
  }
  return response.arrayBuffer();
}

/** No answer from the server at all, or a failure on its side: the stored copy may stand in. */
export function isServerUnreachable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}
