import {
  DocumentResponse,
  ShareSignCodeResponse,
  SignReceiversResponse,
  type ShareIdentity,
} from '@transitdocs/domain';
import {
  appendSignatureFields,
  locationHeaders,
  type SignatureSubmission,
} from '../signing/signing-api.ts';
import { appendIdentity, type LinkApiClient } from './share-link-api.ts';

/** A signature through a link: a one-time code where a signed-in signer passes a verification. */
export type LinkSignatureSubmission = Omit<SignatureSubmission, 'verification'> & { code: string };

/** The transit's receivers, for a receiver link that has to pick whom it signs for. */
export function fetchLinkReceivers(
  api: LinkApiClient,
  transitId: number,
): Promise<SignReceiversResponse> {
  return api.json(
    'GET',
    api.url(`transit-token/${String(transitId)}/receivers`),
    SignReceiversResponse,
  );
}

/** Sends the one-time code for signing `document` to where the link was sent. */
export function sendLinkSignCode(
  api: LinkApiClient,
  document: number,
  address: { email: string; phone: string } | null = null,
  receiver: number | null = null,
): Promise<ShareSignCodeResponse> {
  return api.postJson(
    api.url(`sign-document-token-signature/${api.token}/code/`),
    { document, ...(address ?? {}), ...(receiver === null ? {} : { receiver }) },
    ShareSignCodeResponse,
  );
}

/** POST sign-document-token-signature/{token}/ with the code and the visitor's identity. */
export function signThroughLink(
  api: LinkApiClient,
  submission: LinkSignatureSubmission,
  identity: ShareIdentity,
): Promise<DocumentResponse> {
  const form = new FormData();
  appendSignatureFields(form, submission);
  form.append('code', submission.code.trim());
  appendIdentity(form, identity);
  form.append('signature', submission.signature, 'signature.png');
  return api.json(
    'POST',
    api.url(`sign-document-token-signature/${api.token}/`),
    DocumentResponse,
    { body: form, headers: locationHeaders(submission.location) },
  );
}
