import { z } from '../zod-config.ts';
import { SHARE_LINK_LIFETIME_DAYS, TEXT_MAX } from '../constants.ts';
import { Document, DocumentLinkUploadFields } from '../documents/document-api.ts';
import { LinkReservationAnswerRequest, ReservationFields } from '../documents/reservations.ts';
import { AlertRequest, Transit } from '../schemas/transits.ts';
import { optionalEmail, requiredText } from '../schemas/fields.ts';
import { isEmptyPhone, normalizePhone, validatePhone } from '../validation/phone.ts';

/**
 * Sharing: share-link tokens for outsiders (spec 1 §2, spec 2 §2/§7) and sharing a
 * transit with another company in the product. Shared by the server (validation, OpenAPI) and the
 * web (the outsider pages at /share/{token} and the share dialogs).
 *
 * Outsider calls carry the token as `?token=` (spec 2 §7); where the path already holds the token
 * (`transit-token/{token}/`) the query may be left out. Errors: an unknown or malformed token ->
 * 404 `{detail: "share_link_invalid"}`; a token past its 14 days (or revoked) -> 410
 * `{detail: "share_link_expired"}`; anything outside the token's transit and documents -> 404
 * `{detail: "not_found"}`.
 *
 * Remark photos in a Document's `remarks[].files[]` are read from a link at
 * `transit-token/{file id}/document-file?token=` (the `photo` URL there is the company path).
 */

/**
 * The party the link holder acts as on the transit's documents (e-CMR Protocol art. 3): it signs
 * only that party's boxes, adds that party's remarks and edits that party's fields. A receiver link
 * names its receiver (`receiver`, a transit receiver's id), or none on a transit with several: then
 * it is for all of them, and the visitor signs a receiver's box only after picking which receiver
 * he is, with a code sent to that receiver's contact.
 */
export const SHARE_TYPES = ['sender', 'carrier', 'receiver'] as const;
export type ShareType = (typeof SHARE_TYPES)[number];

/** base64url of 32 random bytes is 43 characters; anything else is malformed. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43,128}$/;
export const ShareToken = z.string().regex(SHARE_TOKEN_PATTERN, { message: 'share_link_invalid' });

export const SHARE_LINK_DAYS = SHARE_LINK_LIFETIME_DAYS;

/** The outsider page address the mail and SMS carry: `{PUBLIC_URL}/share/{token}`. */
export function shareLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/share/${token}`;
}

const id = () => z.number().int().positive();

/**
 * POST generate-token/: `documents` names the documents granted (each must belong to the
 * transit); an empty list grants every document of the transit, also those added later.
 */
export const GenerateTokenRequest = z.strictObject({
  type: z.enum(SHARE_TYPES),
  receiver: id().nullable().optional(),
  transit: id(),
  documents: z.array(id()).max(500).default([]),
});
export type GenerateTokenRequest = z.infer<typeof GenerateTokenRequest>;

/** The token itself is answered once, here; the server keeps only its SHA-256. */
export const GenerateTokenResponse = z.object({
  id: z.string(),
  expires_at: z.string(),
});
export type GenerateTokenResponse = z.infer<typeof GenerateTokenResponse>;

/** A phone that may be left empty ('' or a lone +48 count as empty). */
const optionalPhone = () =>
  z
    .string()
    .trim()
    .max(TEXT_MAX)
    .transform(normalizePhone)
    .superRefine((value, ctx) => {
      if (isEmptyPhone(value)) return;
      const error = validatePhone(value, { allowSpaces: true });
      if (error) ctx.addIssue({ code: 'custom', message: error });
    })
    .transform((value) => (isEmptyPhone(value) ? '' : value));

/** POST send-token-email-sms/: an e-mail, a phone or both; at least one. */
export const SendTokenRequest = z
  .strictObject({
    token: ShareToken,
    email: optionalEmail().optional().default(''),
    phone: optionalPhone().optional().default(''),
  })
  .superRefine((value, ctx) => {
    if (value.email === '' && value.phone === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['non_field_errors'],
        message: 'email_or_phone_required',
      });
    }
  });
export type SendTokenRequest = z.infer<typeof SendTokenRequest>;

/** The e-mail and phone of a share form, checked as send-token-email-sms/ checks them. */
export const ShareContact = z
  .object({ email: optionalEmail(), phone: optionalPhone() })
  .superRefine((value, ctx) => {
    if (value.email === '' && value.phone === '') {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'email_or_phone_required' });
    }
  });

/**
 * The share form's refusals before anything is sent, one error key per field (`email`,
 * `phone`): the e-mail schema, validatePhone, and at least one of them (a lone +48 is empty).
 */
export function shareContactErrors(input: {
  email: string;
  phone: string;
}): Partial<Record<'email' | 'phone', string>> {
  const parsed = ShareContact.safeParse(input);
  if (parsed.success) return {};
  const errors: Partial<Record<'email' | 'phone', string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'phone') && errors[field] === undefined) {
      errors[field] = issue.message;
    }
  }
  return errors;
}

export const SendTokenResponse = z.object({
  email: z.boolean(),
  sms: z.boolean(),
});
export type SendTokenResponse = z.infer<typeof SendTokenResponse>;

/** POST revoke-token/: ends a link of the caller's company at once (answers 204). */
export const RevokeTokenRequest = z.strictObject({ token: ShareToken });
export type RevokeTokenRequest = z.infer<typeof RevokeTokenRequest>;

/** What the link grants, shown on the outsider page (the 14-day note reads expires_at). */
export const ShareInfo = z.object({
  type: z.enum(SHARE_TYPES),
  /** the transit receiver a receiver link acts for; null: any (or not a receiver link) */
  receiver: z.number().int().nullable(),
  company_name: z.string(),
  expires_at: z.string(),
});
export type ShareInfo = z.infer<typeof ShareInfo>;

/** GET transit-token/{token}/: the transit and the granted documents. */
export const SharedTransitResponse = z.object({
  transit: Transit,
  document: z.array(Document),
  share: ShareInfo,
});
export type SharedTransitResponse = z.infer<typeof SharedTransitResponse>;

/** `?token=` of every outsider call. */
export const ShareTokenQuery = z.object({ token: ShareToken });
export type ShareTokenQuery = z.infer<typeof ShareTokenQuery>;

/** transit-token/{token}/download?document= (the token is in the path). */
export const ShareDownloadQuery = z.object({
  document: z.coerce.number().int().positive(),
  token: ShareToken.optional(),
});
export type ShareDownloadQuery = z.infer<typeof ShareDownloadQuery>;

/** The first-time dialog on a shared link: all three required (spec 1 §5). */
export const ShareIdentity = z.strictObject({
  first_name: requiredText(100),
  last_name: requiredText(100),
  company_name: requiredText(200),
});
export type ShareIdentity = z.infer<typeof ShareIdentity>;

/** Multipart fields of a remark from a link: the document's remark fields plus the identity. */
export const ShareRemarkFields = z.strictObject({
  document: z.preprocess((v) => (typeof v === 'string' ? Number(v) : v), id()),
  type: z.enum(['pickup', 'delivery']),
  message: z.string().trim().max(TEXT_MAX).optional(),
  timestamp: z.string().max(40).optional(),
  user: z.string().max(TEXT_MAX).optional(),
  ...ShareIdentity.shape,
});
export type ShareRemarkFields = z.infer<typeof ShareRemarkFields>;

/** Multipart fields of a reservation through a share link: the visitor names himself. */
export const ShareReservationFields = ReservationFields.extend(ShareIdentity.shape);
export type ShareReservationFields = z.infer<typeof ShareReservationFields>;

/**
 * POST transit-token/{token}/documents/{id}/reservations/{rid}/answer/: the sender's (box 18) or
 * the carrier's (box 24) answer through its link, confirmed with the link's one-time code; the
 * visitor names himself as he does for a signature.
 */
export const ShareReservationAnswerRequest = LinkReservationAnswerRequest.extend(
  ShareIdentity.shape,
);
export type ShareReservationAnswerRequest = z.infer<typeof ShareReservationAnswerRequest>;

/** POST transit-token/{token}/documents/{id}/reservations/{rid}/code/ takes nothing more. */
export const ShareReservationCodeRequest = z.strictObject({});
export type ShareReservationCodeRequest = z.infer<typeof ShareReservationCodeRequest>;

/** POST share/{token}/alerts: an alert type of the transit's company, sent by the visitor. */
export const ShareAlertRequest = z.strictObject({
  message: AlertRequest.shape.message,
  ...ShareIdentity.shape,
});
export type ShareAlertRequest = z.infer<typeof ShareAlertRequest>;

/** The same alert posted at the product's `POST alert/` with `?token=`: the body names the transit. */
export const ShareLinkAlertRequest = z.strictObject({
  message: AlertRequest.shape.message,
  ...ShareIdentity.shape,
  transit_id: id(),
});
export type ShareLinkAlertRequest = z.infer<typeof ShareLinkAlertRequest>;

/**
 * POST share-transit/: the transit arrives in the other company's list with type `send`, as the
 * party `as`, with all its documents (also later ones: the other company reads the original).
 * `company_gt_id` is the other company's id in the product (its GT id).
 */
export const ShareTransitRequest = z.strictObject({
  transit: id(),
  company_gt_id: z.coerce.number().int().positive(),
  as: z.enum(SHARE_TYPES),
});
export type ShareTransitRequest = z.infer<typeof ShareTransitRequest>;

export const ShareTransitResponse = z.object({
  transit: z.number().int(),
  company_gt_id: z.number().int(),
  company_name: z.string(),
  as: z.enum(SHARE_TYPES),
});
export type ShareTransitResponse = z.infer<typeof ShareTransitResponse>;

/** POST share-link/: generate a token and send it in one call (the `/share/link` dialogs). */
export const ShareLinkRequest = z
  .strictObject({
    type: z.enum(SHARE_TYPES),
    receiver: id().nullable().optional(),
    transit: id(),
    documents: z.array(id()).max(500).default([]),
    email: optionalEmail().optional().default(''),
    phone: optionalPhone().optional().default(''),
  })
  .superRefine((value, ctx) => {
    if (value.email === '' && value.phone === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['non_field_errors'],
        message: 'email_or_phone_required',
      });
    }
  });
export type ShareLinkRequest = z.infer<typeof ShareLinkRequest>;

export const ShareLinkResponse = SendTokenResponse.extend({ expires_at: z.string() });
export type ShareLinkResponse = z.infer<typeof ShareLinkResponse>;

/**
 * Multipart fields of an upload from a link (`transit-token/{id}/document-add/`): the company
 * upload's fields without transit, plus the visitor's name for the document history (optional).
 */
export const ShareUploadFields = DocumentLinkUploadFields.extend(ShareIdentity.partial().shape);
export type ShareUploadFields = z.infer<typeof ShareUploadFields>;

// ---------------------------------------------------------------------------------------------
// Signing from a link (spec 2 §7 sign-document-token-signature/{token}/)

/** The one-time code: 6 digits, 5 minutes, 5 wrong tries and it is dead. */
export const SHARE_SIGN_CODE_LENGTH = 6;
export const SHARE_SIGN_CODE_TTL_MS = 5 * 60 * 1000;
export const SHARE_SIGN_CODE_MAX_ATTEMPTS = 5;

/**
 * POST sign-document-token-signature/{token}/code/: sends a code for signing `document`. It goes
 * to where the link was sent (e-mail first, else phone); only a link never sent anywhere takes
 * the e-mail or phone given here.
 */
export const ShareSignCodeRequest = z.strictObject({
  document: id(),
  /**
   * The receiver whose box the visitor signs. A receiver link made for all the transit's receivers
   * needs it, and the code then goes to that receiver's contact, not to where the link was sent.
   */
  receiver: id().nullable().optional().default(null),
  email: optionalEmail().optional().default(''),
  phone: optionalPhone().optional().default(''),
});
export type ShareSignCodeRequest = z.infer<typeof ShareSignCodeRequest>;

export const ShareSignCodeResponse = z.object({
  channel: z.enum(['email', 'sms']),
  /** the address shown masked: "j***@example.com", "+48 *** *** 123" */
  hint: z.string(),
  expires_at: z.string(),
});
export type ShareSignCodeResponse = z.infer<typeof ShareSignCodeResponse>;

/**
 * Multipart fields of POST sign-document-token-signature/{token}/ besides the signing fields of
 * sign-document-signature/ (signature PNG, document, transit, document_type, signed_by_type,
 * receiver_id, signature_data, dimensions, pg_num): the code and the visitor's identity.
 */
export const ShareSignExtraFields = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { message: 'code_invalid' }),
  ...ShareIdentity.shape,
});
export type ShareSignExtraFields = z.infer<typeof ShareSignExtraFields>;

/** "j***@example.com" / "+48 *** *** 123": enough to recognise, not to read. */
export function maskAddress(address: string): string {
  const at = address.indexOf('@');
  if (at > 0) return `${address.slice(0, 1)}***${address.slice(at)}`;
  return `${address.slice(0, 3)} *** *** ${address.slice(-3)}`;
}
