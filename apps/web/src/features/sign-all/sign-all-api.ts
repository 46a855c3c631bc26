import {
  SignAllResponse,
  SignAllStopsResponse,
  type ActionLocation,
  type SignAllItem,
  type ShareIdentity,
  type SignatureDataInput,
} from '@transitdocs/domain';
import { apiRequest } from '../../api/http.ts';
import { appendIdentity, type LinkApiClient } from '../share-link/share-link-api.ts';
import { locationHeaders } from '../signing/signing-api.ts';

const API = '/company/api/v1';

export const signAllKeys = {
  stops: (transitId: number, token: string | null) =>
    ['signing', 'sign-all', transitId, token] as const,
};

/** A share link's visitor signs: its API client and the identity he gave. */
export type SignAllLink = { api: LinkApiClient; identity: ShareIdentity };

/** GET sign-document-token-signature/{token}/sign-all/: the link's boxes of 2+ documents. */
export function listLinkSignAllStops(api: LinkApiClient): Promise<SignAllStopsResponse> {
  return api.json(
    'GET',
    api.url(`sign-document-token-signature/${api.token}/sign-all/`),
    SignAllStopsResponse,
  );
}

/** GET all-transit/{id}/sign-all/: the boxes where the caller may sign two or more documents. */
export function listSignAllStops(transitId: number): Promise<SignAllStopsResponse> {
  return apiRequest('GET', `${API}/all-transit/${String(transitId)}/sign-all/`, {
    schema: SignAllStopsResponse,
  });
}

export type SignAllSubmission = {
  transit: number;
  receiverId: number | null;
  items: SignAllItem[];
  signatureData: SignatureDataInput;
  signature: Blob;
  /** the id of a passed PIN or SMS verification of one of the items */
  verification: string;
  location: ActionLocation | null;
};

function signAllForm(submission: Omit<SignAllSubmission, 'verification'>): FormData {
  const form = new FormData();
  form.append('transit', String(submission.transit));
  if (submission.receiverId !== null) form.append('receiver_id', String(submission.receiverId));
  form.append('items', JSON.stringify(submission.items));
  form.append('signature_data', JSON.stringify(submission.signatureData));
  form.append('signature', submission.signature, 'signature.png');
  return form;
}

/** POST sign-all/ (multipart): one drawing and one verification for every item. */
export function submitSignAll(submission: SignAllSubmission): Promise<SignAllResponse> {
  const form = signAllForm(submission);
  form.append('verification', submission.verification);
  return apiRequest('POST', `${API}/sign-all/`, {
    body: form,
    headers: locationHeaders(submission.location),
    schema: SignAllResponse,
  });
}

/** POST sign-document-token-signature/{token}/sign-all/: the link's code instead of a verification. */
export function submitLinkSignAll(
  link: SignAllLink,
  submission: Omit<SignAllSubmission, 'verification'> & { code: string },
): Promise<SignAllResponse> {
  const form = signAllForm(submission);
  form.append('code', submission.code.trim());
  appendIdentity(form, link.identity);
  return link.api.json(
    'POST',
    link.api.url(`sign-document-token-signature/${link.api.token}/sign-all/`),
    SignAllResponse,
    { body: form, headers: locationHeaders(submission.location) },
  );
}
