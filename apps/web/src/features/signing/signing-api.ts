import {
  ACTION_LOCATION_HEADER,
  SignReceiversResponse,
  SignSmsVerificationResponse,
  SignVerificationResponse,
  type ActionLocation,
  type SignatureDataInput,
  type SignDimensions,
  type SignerType,
  type SignPinVerificationRequest,
  type SignSmsConfirmRequest,
  type SignSmsVerificationRequest,
} from '@transitdocs/domain';
import { apiRequest } from '../../api/http.ts';

const API = '/company/api/v1';

export const signingKeys = {
  receivers: (transitId: number) => ['signing', 'receivers', transitId] as const,
};

/** GET all-transit/{id}/receivers: who may sign as a receiver, and where they signed. */
export function listSignReceivers(transitId: number): Promise<SignReceiversResponse> {
  return apiRequest('GET', `${API}/all-transit/${transitId}/receivers`, {
    schema: SignReceiversResponse,
  });
}

/** POST sign-verification/pin/: the signed-in user's PIN for this document and slot. */
export function verifyPin(body: SignPinVerificationRequest): Promise<SignVerificationResponse> {
  return apiRequest('POST', `${API}/sign-verification/pin/`, {
    body,
    schema: SignVerificationResponse,
  });
}

/** POST sign-verification/sms/: sends a 6-digit code to the verifying party's phone. */
export function sendSmsCode(
  body: SignSmsVerificationRequest,
): Promise<SignSmsVerificationResponse> {
  return apiRequest('POST', `${API}/sign-verification/sms/`, {
    body,
    schema: SignSmsVerificationResponse,
  });
}

/** POST sign-verification/sms/confirm/: the code the verifying party received. */
export function confirmSmsCode(body: SignSmsConfirmRequest): Promise<SignVerificationResponse> {
  return apiRequest('POST', `${API}/sign-verification/sms/confirm/`, {
    body,
    schema: SignVerificationResponse,
  });
}

export type SignatureSubmission = {
  document: number;
  transit: number;
  /** 'json' for a generated document, 'file' for an uploaded PDF */
  documentKind: 'json' | 'file';
  signedByType: SignerType;
  receiverId: number | null;
  signatureData: SignatureDataInput;
  /** the PNG of the pad */
  signature: Blob;
  /** uploaded PDFs only: where the signature goes */
  placement: (SignDimensions & { page: number }) | null;
  /** the id of a passed PIN or SMS verification */
  verification: string | null;
  /** sent as the Action-location header when the user allowed geolocation */
  location: ActionLocation | null;
};

/**
 * The fields every signature request carries (spec 2 §7), signed in or through a link: the
 * document, who signs, the signature's data and, on an uploaded PDF, where it goes.
 */
export function appendSignatureFields(
  form: FormData,
  submission: Omit<SignatureSubmission, 'verification' | 'signature' | 'location'>,
): void {
  form.append('document', String(submission.document));
  form.append('transit', String(submission.transit));
  form.append('document_type', submission.documentKind);
  form.append('signed_by_type', submission.signedByType);
  if (submission.receiverId !== null) form.append('receiver_id', String(submission.receiverId));
  form.append('signature_data', JSON.stringify(submission.signatureData));
  if (submission.placement) {
    const { x, y, page } = submission.placement;
    form.append('dimensions', JSON.stringify({ x, y }));
    form.append('pg_num', String(page));
  }
}

/** The Action-location header of a signature, when the signer allowed geolocation. */
export function locationHeaders(location: ActionLocation | null): Record<string, string> {
  return location ? { [ACTION_LOCATION_HEADER]: JSON.stringify(location) } : {};
}

/** POST sign-document-signature/ (multipart, spec 2 §7). Failures throw `ApiError`. */
export async function submitSignature(submission: SignatureSubmission): Promise<void> {
  const form = new FormData();
  appendSignatureFields(form, submission);
  if (submission.verification) form.append('verification', submission.verification);
  form.append('signature', submission.signature, 'signature.png');
  await apiRequest('POST', `${API}/sign-document-signature/`, {
    body: form,
    headers: locationHeaders(submission.location),
  });
}
