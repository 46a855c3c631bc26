import {
  SignAllResponse,
  SignAllStopsResponse,
  type ActionLocation,
  type SignAllItem,
  type SignatureDataInput,
} from '@transitdocs/domain';
import { apiRequest } from '../../api/http.ts';
import { locationHeaders } from '../signing/signing-api.ts';

const API = '/company/api/v1';

export const signAllKeys = {
  stops: (transitId: number) => ['signing', 'sign-all', transitId] as const,
};

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

/** POST sign-all/ (multipart): one drawing and one verification for every item. */
export function submitSignAll(submission: SignAllSubmission): Promise<SignAllResponse> {
  const form = new FormData();
  form.append('transit', String(submission.transit));
  if (submission.receiverId !== null) form.append('receiver_id', String(submission.receiverId));
  form.append('items', JSON.stringify(submission.items));
  form.append('signature_data', JSON.stringify(submission.signatureData));
  form.append('verification', submission.verification);
  form.append('signature', submission.signature, 'signature.png');
  return apiRequest('POST', `${API}/sign-all/`, {
    body: form,
    headers: locationHeaders(submission.location),
    schema: SignAllResponse,
  });
}
