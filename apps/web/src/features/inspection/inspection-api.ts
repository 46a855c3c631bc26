import { EftiInspectionResponse } from '@transitdocs/domain';
import { ApiError, apiRequest, apiSend } from '../../api/http.ts';
import { inspectionUrl } from './inspection-store.ts';

/** GET all-transit/{id}/efti-inspection/: what the driver shows at a roadside inspection. */
export function fetchInspection(transitId: number): Promise<EftiInspectionResponse> {
  return apiRequest('GET', inspectionUrl(transitId), { schema: EftiInspectionResponse });
}

/** The CMR's PDF bytes from the address the inspection answer names, with the session token. */
export async function fetchInspectionPdf(pdfUrl: string): Promise<ArrayBuffer> {
  const response = await apiSend('GET', pdfUrl);
  return response.arrayBuffer();
}

/** No answer from the server at all, or a failure on its side: the stored copy may stand in. */
export function isServerUnreachable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}
