import { z } from '../zod-config.ts';

/**
 * What happened to a document, as stored in `document_events.data` (JSON). Read back through
 * this schema so old rows stay readable as the union grows; an unknown type reads as `unknown`.
 */
export const DocumentEventData = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('document_created'),
    document_type: z.number().int(),
    name: z.string(),
    parent_document: z.number().int().nullable(),
    receiver_id: z.number().int().nullable(),
    sub_documents: z.number().int().optional(),
  }),
  z.object({
    type: z.literal('document_uploaded'),
    document_type: z.number().int(),
    name: z.string(),
    file_name: z.string(),
    sha256: z.string(),
    size: z.number().int(),
    pages: z.number().int(),
  }),
  /**
   * The document was read from an imported eCMR message (decision 0132): its source file (kept
   * unchanged), the platform that issued it and the boxes it had signed there.
   */
  z.object({
    type: z.literal('ecmr_imported'),
    file_name: z.string(),
    sha256: z.string(),
    size: z.number().int(),
    issuing_platform: z.string(),
    imported_signatures: z.array(z.string()),
    chain_sha256: z.string(),
  }),
  z.object({
    type: z.literal('document_updated'),
    /** top-level keys of document_data that changed */
    fields: z.array(z.string()),
  }),
  z.object({
    type: z.literal('document_deleted'),
    name: z.string(),
    with_main_document: z.number().int().nullable(),
  }),
  z.object({
    type: z.literal('remark_added'),
    remark_id: z.number().int(),
    remark_type: z.string(),
    photos: z.number().int(),
    /** the phone's clock when the remark was made, and its id of a queued remark */
    captured_at: z.string().nullable().optional(),
    item_id: z.string().nullable().optional(),
  }),
  z.object({
    type: z.literal('reservation_recorded'),
    reservation_id: z.number().int(),
    box: z.string(),
    kind: z.string(),
    lines: z.array(z.number().int()),
    photos: z.number().int(),
    chain_sha256: z.string(),
    /** the phone's clock when it was made, and its id of a queued reservation */
    captured_at: z.string().nullable().optional(),
    item_id: z.string().nullable().optional(),
  }),
  z.object({
    type: z.literal('reservation_answered'),
    reservation_id: z.number().int(),
    answer: z.string(),
    party: z.string(),
    verification_method: z.string(),
    chain_sha256: z.string(),
  }),
  z.object({
    type: z.literal('document_signed'),
    signed_by_type: z.string(),
    receiver_id: z.number().int().nullable().optional(),
    sign_method: z.string().nullable().optional(),
    content_sha256: z.string().nullable().optional(),
    chain_sha256: z.string().nullable().optional(),
    signature_id: z.number().int().optional(),
    verification_method: z.string().nullable().optional(),
    /** the phone's clock at the signature; a queued one's item id and device key */
    captured_at: z.string().nullable().optional(),
    item_id: z.string().nullable().optional(),
    key_id: z.number().int().nullable().optional(),
  }),
  z.object({
    type: z.literal('sign_attempt_refused'),
    signed_by_type: z.string().nullable().optional(),
    receiver_id: z.number().int().nullable().optional(),
    /** the error keys answered, by field */
    errors: z.record(z.string(), z.unknown()),
    /**
     * A signature queued offline that was not applied, kept, never silently dropped:
     * the error key answered, the phone's item id and key, who signed and when on the phone.
     */
    offline: z.boolean().optional(),
    reason: z.string().optional(),
    item_id: z.string().nullable().optional(),
    key_id: z.number().int().nullable().optional(),
    signer_name: z.string().nullable().optional(),
    captured_at: z.string().nullable().optional(),
  }),
  z.object({
    type: z.literal('verification_sent'),
    method: z.string(),
    signed_by_type: z.string(),
    receiver_id: z.number().int().nullable().optional(),
    verifier: z.string().nullable().optional(),
    phone_hint: z.string().nullable().optional(),
  }),
  z.object({
    type: z.literal('verification_passed'),
    method: z.string(),
    signed_by_type: z.string(),
    receiver_id: z.number().int().nullable().optional(),
  }),
  /** A sign-all spent this verification once for all its documents (in its order). */
  z.object({
    type: z.literal('verification_spent'),
    method: z.string(),
    signed_by_type: z.string(),
    receiver_id: z.number().int().nullable().optional(),
    documents: z.array(z.number().int()),
  }),
  z.object({
    type: z.literal('verification_failed'),
    method: z.string(),
    signed_by_type: z.string(),
    receiver_id: z.number().int().nullable().optional(),
    reason: z.string(),
  }),
  /**
   * The document's link went out; `automatic` when the product sent it by itself to a contractor
   * outside the product (spec 2 §4), with the party it acts for and whom it went to.
   */
  z.object({
    type: z.literal('document_shared'),
    channel: z.string().optional(),
    automatic: z.boolean().optional(),
    party: z.enum(['sender', 'receiver', 'carrier']).optional(),
    client_id: z.number().int().optional(),
    client_name: z.string().optional(),
  }),
  z.object({ type: z.literal('document_downloaded'), format: z.string() }),
  /**
   * The receiver's box handed over to his own phone (docs/decisions/0124-receiver-hand-over.md):
   * the driver showed the code, the receiver's phone opened it, or a used or expired code was
   * tried again (`reason`: the error key answered).
   */
  z.object({
    type: z.literal('handover_started'),
    receiver_id: z.number().int(),
    expires_at: z.string(),
  }),
  z.object({ type: z.literal('handover_opened'), receiver_id: z.number().int() }),
  z.object({
    type: z.literal('handover_refused'),
    receiver_id: z.number().int(),
    reason: z.string(),
  }),
  /** A correction of the signed document was proposed: its changed fields and why. */
  z.object({
    type: z.literal('correction_proposed'),
    correction_id: z.number().int(),
    fields: z.array(z.string()),
    reason: z.string(),
  }),
  /** A signatory party approved or rejected it (verified like a signature, in the chain). */
  z.object({
    type: z.literal('correction_decided'),
    correction_id: z.number().int(),
    party: z.string(),
    receiver_id: z.number().int().nullable(),
    decision: z.string(),
    note: z.string().nullable(),
    verification_method: z.string(),
    chain_sha256: z.string(),
  }),
  /**
   * Every signatory approved: the corrected data is the current version; or one rejected: the
   * signed version stays.
   */
  z.object({
    type: z.literal('correction_closed'),
    correction_id: z.number().int(),
    status: z.enum(['approved', 'rejected']),
    version: z.number().int().nullable(),
    content_sha256: z.string().nullable(),
  }),
]);
export type DocumentEventData = z.infer<typeof DocumentEventData>;

export type ParsedDocumentEventData = DocumentEventData | { type: 'unknown'; raw: unknown };

export function parseDocumentEventData(text: string): ParsedDocumentEventData {
  let raw: unknown;
  try {
    raw = JSON.parse(text) as unknown;
  } catch {
    return { type: 'unknown', raw: text };
  }
  const parsed = DocumentEventData.safeParse(raw);
  return parsed.success ? parsed.data : { type: 'unknown', raw };
}
