import {
  HandoverClaimResponse,
  HandoverResponse,
  type HandoverClaimResponse as Claimed,
  type HandoverResponse as Started,
} from '@transitdocs/domain';
import { PUBLIC } from '../../api/credentials.ts';
import { apiRequest } from '../../api/http.ts';

const API = '/company/api/v1';

/**
 * POST transit-document/{id}/handover/: the driver's short code (and its address for the QR code)
 * that opens, once and within 15 minutes, the receiver's own link on his phone.
 */
export function startHandover(documentId: number, receiver: number): Promise<Started> {
  return apiRequest('POST', `${API}/transit-document/${String(documentId)}/handover/`, {
    body: { receiver },
    schema: HandoverResponse,
  });
}

/** POST handover/: the receiver's phone opens the code; only the first opening gets the link. */
export function claimHandover(code: string): Promise<Claimed> {
  return apiRequest('POST', `${API}/handover/`, {
    body: { code },
    schema: HandoverClaimResponse,
    credentials: PUBLIC,
  });
}
