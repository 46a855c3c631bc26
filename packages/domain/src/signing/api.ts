import { z } from '../zod-config.ts';
import { SIGNER_TYPES } from '../enums.ts';
import { TEXT_MAX } from '../constants.ts';
import { SIGN_METHODS, SignatureData } from '../documents/document-api.ts';
import { phone } from '../schemas/fields.ts';
import { capturedAtField } from './captured-at.ts';
import { OfflineSignatureItem } from './offline.ts';
import { slotOf } from './rules.ts';
import type { SignSlot } from '../documents/rules.ts';

/**
 * The signing API (spec 2 §7): POST sign-document-signature/ (multipart), the verification calls
 * (PIN, SMS code) and GET all-transit/{id}/receivers. Shared by the server (validation, OpenAPI)
 * and the web (forms, fake server).
 */

/** A passed verification is spent by one signature within this time. */
export const SIGN_VERIFICATION_TTL_MS = 10 * 60 * 1000;
/** An SMS code is valid this long after it is sent. */
export const SIGN_SMS_CODE_TTL_MS = 5 * 60 * 1000;
export const SIGN_SMS_CODE_LENGTH = 6;
/** Wrong codes before the code is dead (a new one must be sent). */
export const SIGN_SMS_CODE_MAX_ATTEMPTS = 5;
/** The signature pad image is scaled to this width (spec 2 §9). */
export const SIGNATURE_IMAGE_WIDTH = 300;
/** Largest signature PNG accepted as uploaded (before re-encoding). */
export const SIGNATURE_MAX_BYTES = 2 * 1024 * 1024;

/** Methods that need no verification (a signed-in user signing on screen or by hand). */
export const UNVERIFIED_SIGN_METHODS = ['on screen', 'handwritten'] as const;

/**
 * `document_type` of the form: 'json' for a generated document, 'file' for an uploaded PDF
 * (spec 2 §7). A document type number is accepted too and compared with the document's.
 */
export const SIGN_DOCUMENT_KINDS = ['json', 'file'] as const;
export type SignDocumentKind = (typeof SIGN_DOCUMENT_KINDS)[number];

/** Multipart values arrive as strings; an empty field counts as left out. */
function formValue(value: unknown): unknown {
  if (value === '' || value === 'null' || value === 'undefined' || value === null) return undefined;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return value;
}

/** A JSON-encoded multipart field; text that is not JSON fails as `invalid_format`. */
function jsonField<T extends z.ZodType>(schema: T) {
  return z.preprocess((value, ctx) => {
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return undefined;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'invalid_format' });
      return z.NEVER;
    }
  }, schema);
}

const formId = () => z.preprocess(formValue, z.number().int().positive());
const optionalFormId = () => z.preprocess(formValue, z.number().int().positive().optional());
const id = () => z.number().int().positive();

const signerName = () =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z
      .string({ message: 'signer_name_required' })
      .min(1, { message: 'signer_name_required' })
      .max(TEXT_MAX),
  );

/**
 * `signature_data` as the signer confirmed it (spec 2 §3): the person and company fields with a
 * required `sign_fullname`. `sign_method` is what the client chose; the server stores 'pin' or
 * 'sms' when a verification is given, whatever was sent.
 */
export const SignatureDataInput = SignatureData.extend({
  sign_fullname: signerName(),
  sign_method: z.enum(SIGN_METHODS).optional(),
});
export type SignatureDataInput = z.infer<typeof SignatureDataInput>;

/** Where the signature goes on an uploaded PDF: fractions 0..1 of the page from its top left. */
export const SignDimensions = z.strictObject({
  x: z.number().min(0, { message: 'dimensions_outside_page' }).max(1, {
    message: 'dimensions_outside_page',
  }),
  y: z.number().min(0, { message: 'dimensions_outside_page' }).max(1, {
    message: 'dimensions_outside_page',
  }),
});
export type SignDimensions = z.infer<typeof SignDimensions>;

/**
 * Multipart text fields of POST /company/api/v1/sign-document-signature/ (the PNG is the file
 * field `signature`). `dimensions` (JSON {x, y}) and `pg_num` (1-based) are required for an
 * uploaded PDF and refused for a generated document. `verification` is the id answered by a
 * passed PIN or SMS verification of this document and slot. `captured_at` is the device time
 * the signature was made at; `offline` carries a queued offline signature's proof.
 */
export const SignDocumentFields = z.strictObject({
  document: formId(),
  transit: formId(),
  document_type: z.preprocess(
    formValue,
    z.union([z.enum(SIGN_DOCUMENT_KINDS), z.number().int().positive()]),
  ),
  signed_by_type: z.enum(SIGNER_TYPES),
  receiver_id: optionalFormId(),
  signature_data: jsonField(SignatureDataInput),
  dimensions: jsonField(SignDimensions.optional()),
  pg_num: z.preprocess(formValue, z.number().int().positive().optional()),
  verification: z.preprocess(formValue, z.string().trim().min(1).max(200).optional()),
  /** device time of the signature (signing offline); without it the server's receipt time */
  captured_at: capturedAtField(),
  /** a signature made offline and queued on the phone (JSON, OfflineSignatureItem) */
  offline: jsonField(OfflineSignatureItem.optional()),
});
export type SignDocumentFields = z.infer<typeof SignDocumentFields>;

/** Header `Action-location` (JSON); left out when the user denied geolocation. */
export const ACTION_LOCATION_HEADER = 'action-location';
export const ActionLocation = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  accuracy: z.number().min(0).nullable().optional(),
  /** milliseconds since the epoch, as the browser's GeolocationPosition reports it */
  timestamp: z.number().nullable().optional(),
});
export type ActionLocation = z.infer<typeof ActionLocation>;

// ---------------------------------------------------------------------------------------------
// Receivers

/** One entry of GET all-transit/{id}/receivers. */
export const SignReceiver = z.object({
  /** the transit receiver's id: the `receiver_id` of a receiver signature */
  id: z.number().int(),
  name: z.string(),
  /** documents of the transit this receiver has signed (the chooser disables it on those) */
  signed_documents: z.array(z.number().int()),
  /** the sub-document made for this receiver, if any */
  sub_document: z.number().int().nullable(),
});
export type SignReceiver = z.infer<typeof SignReceiver>;
export const SignReceiversResponse = z.array(SignReceiver);
export type SignReceiversResponse = z.infer<typeof SignReceiversResponse>;

/** The chooser's view: every receiver, disabled when it has already signed this document. */
export function receiverChoices(
  receivers: readonly SignReceiver[],
  documentId: number,
): { id: number; name: string; disabled: boolean }[] {
  return receivers.map((receiver) => ({
    id: receiver.id,
    name: receiver.name,
    disabled: receiver.signed_documents.includes(documentId),
  }));
}

// ---------------------------------------------------------------------------------------------
// Verification

const verificationSlot = {
  document: id(),
  signed_by_type: z.enum(SIGNER_TYPES),
  receiver_id: id().nullable().optional(),
};

/**
 * POST /company/api/v1/sign-verification/pin/: the signed-in user's 4-digit PIN (the signer is
 * the person using the app), compared with the stored hash.
 */
export const SignPinVerificationRequest = z.strictObject({
  ...verificationSlot,
  pin: z.string().trim().min(1).max(20),
});
export type SignPinVerificationRequest = z.infer<typeof SignPinVerificationRequest>;

export const SIGN_VERIFIERS = ['sender', 'receiver'] as const;
export type SignVerifier = (typeof SIGN_VERIFIERS)[number];

/**
 * POST /company/api/v1/sign-verification/sms/: sends a 6-digit code to the phone of the party
 * that verifies (the transit's sender or receiver contractor/person), else to `phone`.
 */
export const SignSmsVerificationRequest = z.strictObject({
  ...verificationSlot,
  verifier: z.enum(SIGN_VERIFIERS),
  phone: phone().optional(),
});
export type SignSmsVerificationRequest = z.infer<typeof SignSmsVerificationRequest>;

/** POST /company/api/v1/sign-verification/sms/confirm/ */
export const SignSmsConfirmRequest = z.strictObject({
  verification: z.string().trim().min(1).max(200),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { message: 'code_invalid' }),
});
export type SignSmsConfirmRequest = z.infer<typeof SignSmsConfirmRequest>;

/**
 * A verification: after PIN or SMS confirm it has passed and is spent by the next signature of
 * its document and slot before `expires_at`; after SMS send it waits for the code until then.
 */
export const SignVerificationResponse = z.object({
  verification: z.string(),
  expires_at: z.string(),
  method: z.enum(['pin', 'sms']),
  passed: z.boolean(),
});
export type SignVerificationResponse = z.infer<typeof SignVerificationResponse>;

export const SignSmsVerificationResponse = SignVerificationResponse.extend({
  /** the phone the code went to, all but the last 3 digits hidden: +48 *** *** 789 */
  phone_hint: z.string(),
});
export type SignSmsVerificationResponse = z.infer<typeof SignSmsVerificationResponse>;

/** +48123456789 -> "+48******789" */
export function phoneHint(phoneNumber: string): string {
  const digits = phoneNumber.replace(/\s/g, '');
  if (digits.length <= 6) return digits.replace(/\d(?=\d{2})/g, '*');
  return `${digits.slice(0, 3)}${'*'.repeat(digits.length - 6)}${digits.slice(-3)}`;
}

// ---------------------------------------------------------------------------------------------
// Sign all: one drawing and one verification for every document a party signs at a stop

/** Documents one sign-all request signs at most. */
export const SIGN_ALL_MAX_DOCUMENTS = 20;

/** The party boxes a stop's documents are signed in. */
export const SIGN_ALL_SLOTS = ['sender', 'carrier', 'receiver'] as const;

/** One document of a sign-all request, in the order walked through. */
export const SignAllItem = z.strictObject({
  document: id(),
  /** the signer type (slotOf gives the box: `driver` signs the carrier's) */
  signed_by_type: z.enum(SIGNER_TYPES),
  /** the document's `version` as the signer was shown it: a change since then refuses it */
  version: z.string().trim().min(1).max(20),
  /** an uploaded PDF: where the signature goes (required there, refused otherwise) */
  dimensions: SignDimensions.optional(),
  pg_num: z.number().int().positive().optional(),
});
export type SignAllItem = z.infer<typeof SignAllItem>;

/**
 * Multipart text fields of POST /company/api/v1/sign-all/ (the PNG is the file field
 * `signature`): the documents in order (one party's box each, the same receiver), the signer's
 * data once, and one passed PIN or SMS verification of one of them (a share link's variant takes
 * its one-time code for the first document instead).
 */
export const SignAllFields = z.strictObject({
  transit: formId(),
  receiver_id: optionalFormId(),
  items: jsonField(
    z
      .array(SignAllItem)
      .min(1, { message: 'field_required' })
      .max(SIGN_ALL_MAX_DOCUMENTS, {
        message: `enter_max_elements?count=${String(SIGN_ALL_MAX_DOCUMENTS)}`,
      }),
  ),
  signature_data: jsonField(SignatureDataInput),
  /** required signed in; a share link confirms with its one-time code instead */
  verification: z.preprocess(formValue, z.string().trim().min(1).max(200).optional()),
});
export type SignAllFields = z.infer<typeof SignAllFields>;

/** What became of one document of a sign-all: signed, or the refusal's key and field. */
export const SignAllResult = z.object({
  document: z.number().int(),
  /** the document's name (`#id` when the signer does not reach it) */
  name: z.string(),
  signed: z.boolean(),
  /** the refusal's error key (translated by the client); null when signed */
  error: z.string().nullable(),
  field: z.string().nullable(),
});
export type SignAllResult = z.infer<typeof SignAllResult>;

export const SignAllResponse = z.object({
  /** how many documents were signed */
  signed: z.number().int(),
  results: z.array(SignAllResult),
});
export type SignAllResponse = z.infer<typeof SignAllResponse>;

/** A document a stop offers for signing. */
export const SignAllDocument = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.number().int(),
  /** an uploaded PDF: the walk asks where the signature goes */
  file: z.boolean(),
  /** the version to send back (`SignAllItem.version`) */
  version: z.string(),
});
export type SignAllDocument = z.infer<typeof SignAllDocument>;

/** One party's box at one place with the documents the caller may sign in it now, in order. */
export const SignAllStop = z.object({
  slot: z.enum(SIGN_ALL_SLOTS),
  receiver_id: z.number().int().nullable(),
  /** the receiver's name for a receiver stop */
  receiver_name: z.string().nullable(),
  documents: z.array(SignAllDocument),
});
export type SignAllStop = z.infer<typeof SignAllStop>;

/** GET all-transit/{id}/sign-all/: the stops where the caller may sign two or more documents. */
export const SignAllStopsResponse = z.object({ stops: z.array(SignAllStop) });
export type SignAllStopsResponse = z.infer<typeof SignAllStopsResponse>;

/**
 * The one box a sign-all's documents are signed in, or why not: one drawing and one verification
 * stand for one party (e-CMR Protocol art. 3), so every item signs the same box, each document
 * once.
 */
export function signAllSlotOf(
  items: readonly Pick<SignAllItem, 'document' | 'signed_by_type'>[],
): { slot: SignSlot } | { key: 'sign_all_mixed_slots' | 'sign_all_duplicate_document' } {
  const slots = new Set(items.map((item) => slotOf(item.signed_by_type)));
  const [slot] = slots;
  if (slots.size !== 1 || slot === undefined) return { key: 'sign_all_mixed_slots' };
  const documents = new Set(items.map((item) => item.document));
  if (documents.size !== items.length) return { key: 'sign_all_duplicate_document' };
  return { slot };
}
