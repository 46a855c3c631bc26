import {
  ShareLinkResponse,
  ShareTransitResponse,
  type ShareLinkRequest,
  type ShareTransitRequest,
} from '@transitdocs/domain';
import { apiRequest } from '../../api/http.ts';

const API = '/company/api/v1';

/** POST share-link/: a 14-day link made and sent by e-mail and/or SMS in one call. */
export function shareByLink(body: ShareLinkRequest): Promise<ShareLinkResponse> {
  return apiRequest('POST', `${API}/share-link/`, { body, schema: ShareLinkResponse });
}

/** POST share-transit/: the transit into another company's list, by its GT id. */
export function shareWithCompany(body: ShareTransitRequest): Promise<ShareTransitResponse> {
  return apiRequest('POST', `${API}/share-transit/`, { body, schema: ShareTransitResponse });
}
