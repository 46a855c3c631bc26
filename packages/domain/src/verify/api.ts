import { z } from 'zod';

/** A document's public verification id: 32 base64url characters (24 random bytes). */
export const VERIFY_ID_PATTERN = /^[A-Za-z0-9_-]{20,64}$/;
export const VerifyParams = z.object({ verifyId: z.string().regex(VERIFY_ID_PATTERN) });

/** Largest PDF the public "check a file" accepts. */
export const VERIFY_FILE_MAX_BYTES = 20 * 1024 * 1024;

export const VerifySignature = z.object({
  signed_by_type: z.string(),
  signer_name: z.string(),
  company_name: z.string(),
  signed_at: z.string(),
  sign_method: z.string(),
  /** SHA-256 of the content the signer signed */
  content_sha256: z.string().nullable(),
  /** SHA-256 linking the signature to the previous one */
  chain_sha256: z.string().nullable(),
  /** the chain hash recomputes from the stored signature and the previous one */
  chain_valid: z.boolean(),
});
export type VerifySignature = z.infer<typeof VerifySignature>;

/**
 * A reservation as the public page shows it: what it states, who made it, the other side's
 * answer, and whether its chain entries (and its photos' hashes) hold. No photos: the page is
 * public, they stay with the parties.
 */
export const VerifyReservation = z.object({
  box_number: z.number().int(),
  kind: z.string(),
  lines: z.array(z.number().int()),
  counted_quantity: z.number().nullable(),
  stated_quantity: z.number().nullable(),
  text: z.string(),
  by_name: z.string(),
  company_name: z.string(),
  recorded_at: z.string(),
  photos_sha256: z.array(z.string()),
  chain_sha256: z.string(),
  chain_valid: z.boolean(),
  answer: z
    .object({
      answer: z.string(),
      note: z.string(),
      by_name: z.string(),
      company_name: z.string(),
      answered_at: z.string(),
      chain_valid: z.boolean(),
    })
    .nullable(),
});
export type VerifyReservation = z.infer<typeof VerifyReservation>;

/** GET verify/{verifyId}/: who signed what and when (public, no login). */
export const VerifyDocumentResponse = z.object({
  document: z.object({
    name: z.string(),
    type: z.number().int(),
    code: z.string(),
    transit_number: z.string(),
  }),
  signatures: z.array(VerifySignature),
  /** reservations of boxes 18 and 24 with their answers; left out by older servers */
  reservations: z.array(VerifyReservation).optional(),
  /** every signature's chain hash recomputes */
  chain_valid: z.boolean(),
  /** approved corrections after signing: when, why, which fields, who approved */
  corrections: z
    .array(
      z.object({
        corrected_at: z.string(),
        reason: z.string(),
        fields: z.array(z.string()),
        approved_by: z.array(z.string()),
        version: z.number().int(),
      }),
    )
    .optional(),
  /** the versions of a corrected document's data, the current one last; empty when never corrected */
  versions: z
    .array(
      z.object({
        version: z.number().int(),
        content_sha256: z.string(),
        created_at: z.string(),
        current: z.boolean(),
      }),
    )
    .optional(),
});
export type VerifyDocumentResponse = z.infer<typeof VerifyDocumentResponse>;

/** POST verify/{verifyId}/file/: is this file one the server issued for the document? */
export const VerifyFileResponse = z.object({
  matches: z.boolean(),
  /** when the matching file was issued, and how many signatures it showed */
  issued_at: z.string().nullable(),
  signatures: z.number().int().nullable(),
  seal: z.object({
    /** the file carries a PDF signature at all */
    sealed: z.boolean(),
    /** that signature matches the file's bytes */
    valid: z.boolean(),
    /** it was made with this server's seal */
    ours: z.boolean(),
  }),
});
export type VerifyFileResponse = z.infer<typeof VerifyFileResponse>;
