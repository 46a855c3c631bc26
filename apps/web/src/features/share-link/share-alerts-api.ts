import { AlertResponse, TransitAlertTypesResponse, type ShareIdentity } from '@transitdocs/domain';
import type { LinkApiClient } from './share-link-api.ts';

/** The transit company's alert types, as the link's alerts page offers them. */
export function fetchLinkAlertTypes(
  api: LinkApiClient,
  transitId: number,
): Promise<TransitAlertTypesResponse> {
  return api.json(
    'GET',
    api.url(`transit-token/${String(transitId)}/alert/`),
    TransitAlertTypesResponse,
  );
}

/** An alert sent under the identity the visitor gave. */
export function sendLinkAlert(
  api: LinkApiClient,
  transitId: number,
  message: string,
  identity: ShareIdentity,
): Promise<AlertResponse> {
  return api.postJson(
    api.url(`transit-token/${String(transitId)}/alert/`),
    { message, ...identity },
    AlertResponse,
  );
}
