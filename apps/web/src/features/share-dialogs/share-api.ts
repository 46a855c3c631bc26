import {
  GenerateTokenResponse,
  SendTokenResponse,
  ShareTransitResponse,
  type GenerateTokenRequest,
  type SendTokenRequest,
  type ShareTransitRequest,
} from '@transitdocs/domain';
import { apiRequest, newIdempotencyKey } from '../../api/http.ts';

const API = '/company/api/v1';

/**
 * POST generate-token/: a 14-day link (spec 1 §9); its token is answered once, here, as only
 * its hash is stored (docs/decisions/0046-share-links.md).
 */
export function generateShareToken(
  body: GenerateTokenRequest,
  idempotencyKey = newIdempotencyKey(),
): Promise<GenerateTokenResponse> {
  return apiRequest('POST', `${API}/generate-token/`, {
    body,
    schema: GenerateTokenResponse,
    idempotencyKey,
  });
}

/** POST send-token-email-sms/: sends a link already made by e-mail and/or SMS. */
export function sendShareToken(body: SendTokenRequest): Promise<SendTokenResponse> {
  return apiRequest('POST', `${API}/send-token-email-sms/`, { body, schema: SendTokenResponse });
}

/** POST share-transit/: the transit into another company's list, by its GT id. */
export function shareWithCompany(body: ShareTransitRequest): Promise<ShareTransitResponse> {
  return apiRequest('POST', `${API}/share-transit/`, { body, schema: ShareTransitResponse });
}
