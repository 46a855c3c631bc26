// The sign request as sent (multipart fields, location header, verification) and its readers.
import { ActionLocation, SignDocumentFields } from '@transitdocs/domain';
import { z } from 'zod';
import { RequestValidationError, fieldError } from '../../platform/errors.ts';
import type { SignActor } from './access.ts';

/**
 * How the signer was verified: a verification id from sign-verification/ (PIN or SMS), or, for
 * a share link, the link's one-time code the sharing module checked itself, or a PIN or SMS
 * verification a sign-all spent once for all its documents (sign-all.ts).
 */
export type SignVerificationInput =
  | string
  | { method: 'sms'; checkedBy: 'share_link_code' }
  | { method: 'pin' | 'sms'; checkedBy: 'sign_all' }
  | null;

export type SignDocumentInput = {
  actor: SignActor;
  /** the multipart text fields as sent (SignDocumentFields parses them) */
  fields: Record<string, unknown>;
  /** the `signature` file (PNG) */
  png: Buffer | null;
  /** the `Action-location` header as sent (JSON text), or already parsed; absent when denied */
  location: string | ActionLocation | null | undefined;
  ip: string;
  userAgent: string | null;
  /** overrides `fields.verification` (the sharing module passes its own check) */
  verification?: SignVerificationInput;
  /**
   * The document's version the signer was shown (a sign-all's item): an edit since then refuses
   * the signature; signatures of other boxes since then do not.
   */
  seenVersion?: string;
};

export function parseLocation(value: SignDocumentInput['location']): ActionLocation | null {
  if (value === undefined || value === null || value === '') return null;
  let raw: unknown = value;
  if (typeof value === 'string') {
    try {
      raw = JSON.parse(value) as unknown;
    } catch {
      throw fieldError('action_location', 'invalid_format');
    }
  }
  const parsed = ActionLocation.safeParse(raw);
  if (!parsed.success) throw fieldError('action_location', 'invalid_format');
  return parsed.data;
}

/** Lenient read of the location for the history of a refused attempt. */
export function locationForHistory(value: SignDocumentInput['location']): ActionLocation | null {
  try {
    return parseLocation(value);
  } catch {
    return null;
  }
}

/** The slot the fields name, read alone (the other fields are checked when signing). */
export const SlotFields = z.object({
  signed_by_type: SignDocumentFields.shape.signed_by_type,
  receiver_id: SignDocumentFields.shape.receiver_id,
});

export function documentIdOf(fields: Record<string, unknown>): number {
  const parsed = z
    .object({ document: SignDocumentFields.shape.document })
    .safeParse({ document: fields.document });
  if (!parsed.success) throw new RequestValidationError(parsed.error);
  return parsed.data.document;
}

/** A JSON multipart field as sent (parsed, not cleaned), or null. */
export function rawJson(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? null;
  if (value.trim() === '') return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}
