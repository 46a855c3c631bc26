import { generatedCodeOf } from '../documents/document-api.ts';
import {
  boxSignatures,
  signableSlots,
  type DocumentState,
  type SignSlot,
} from '../documents/rules.ts';
import type { SignerType } from '../enums.ts';

/** The slot a signer type signs in: a driver signs in the carrier's box. */
export function slotOf(signedByType: SignerType): SignSlot {
  return signedByType === 'driver' ? 'carrier' : signedByType;
}

/**
 * Signatures a document takes in all (spec 2 §4 "fully signed"): receivers + 2 for CMR, WZ and
 * PS, 2 for OSTSPED. KW, LP and uploaded PDFs have no count of their own (for them any signature
 * only ends editing): their slots bound them.
 */
export function signatureCapacity(type: number, receiversCount: number): number | null {
  switch (generatedCodeOf(type)) {
    case 'CMR':
    case 'WZ':
    case 'PS':
      return receiversCount + 2;
    case 'OSTSPED':
      return 2;
    case 'KW':
    case 'LP':
    case null:
      return null;
  }
}

export type SignRefusal =
  | { field: 'signed_by_type'; key: 'slot_not_signable' | 'slot_already_signed' }
  | { field: 'non_field_errors'; key: 'document_fully_signed' }
  | { field: 'receiver_id'; key: 'receiver_required' | 'invalid_choice' | 'slot_already_signed' };

/**
 * Why `signedByType` (for `receiverId`) may not sign `doc` now, or null when it may. Sender and
 * carrier sign once each and only a document without a parent; receivers while their signatures
 * are fewer than the sub-documents (or 1), each receiver once; never past the type's count.
 * `receiverIds` are the receivers who may sign this document (its own receiver for a
 * sub-document).
 */
export function signRefusal(
  doc: DocumentState,
  signedByType: SignerType,
  receiverId: number | null,
  receiverIds: readonly number[],
  receiversCount: number,
): SignRefusal | null {
  const slot = slotOf(signedByType);
  const capacity = signatureCapacity(doc.type, receiversCount);
  if (capacity !== null && boxSignatures(doc).length >= capacity) {
    return { field: 'non_field_errors', key: 'document_fully_signed' };
  }
  if (slot === 'receiver') {
    if (receiverId === null && receiverIds.length > 0) {
      return { field: 'receiver_id', key: 'receiver_required' };
    }
    if (receiverId !== null && !receiverIds.includes(receiverId)) {
      return { field: 'receiver_id', key: 'invalid_choice' };
    }
    const signedBefore = boxSignatures(doc).some(
      (s) => s.signed_by_type === 'receiver' && (s.receiver_id ?? null) === receiverId,
    );
    if (signedBefore) return { field: 'receiver_id', key: 'slot_already_signed' };
  }
  if (!signableSlots(doc).includes(slot)) {
    // Sender and carrier boxes exist only on a document without a parent.
    const hasBox = slot === 'receiver' || doc.parent_document === null;
    return {
      field: 'signed_by_type',
      key: hasBox ? 'slot_already_signed' : 'slot_not_signable',
    };
  }
  return null;
}

/** The signature's place on an uploaded PDF must be on one of its pages. */
export function placementRefusal(
  placement: { x: number; y: number; page: number } | null,
  pageCount: number,
): { field: 'dimensions' | 'pg_num'; key: 'field_required' | 'dimensions_outside_page' } | null {
  if (!placement) return { field: 'dimensions', key: 'field_required' };
  const inside = (value: number) => Number.isFinite(value) && value >= 0 && value <= 1;
  if (!inside(placement.x) || !inside(placement.y)) {
    return { field: 'dimensions', key: 'dimensions_outside_page' };
  }
  if (!Number.isInteger(placement.page) || placement.page < 1 || placement.page > pageCount) {
    return { field: 'pg_num', key: 'dimensions_outside_page' };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Tamper evidence: what is hashed, as canonical JSON, so anyone can recompute it.

/** JSON with object keys sorted at every level and no whitespace; undefined members dropped. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value))
    return value.map((item) => (item === undefined ? null : sortKeys(item)));
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const member = (value as Record<string, unknown>)[key];
      if (member !== undefined) out[key] = sortKeys(member);
    }
    return out;
  }
  return value;
}

/**
 * What a signature of a generated document signs: its type, its receiver and its data. (For an
 * uploaded PDF the content is the original file's bytes.) Hash the UTF-8 of this string.
 */
export function generatedContentPayload(doc: {
  type: number;
  receiver_id: number | null;
  document_data: unknown;
}): string {
  return canonicalJson({
    document_data: doc.document_data ?? null,
    receiver_id: doc.receiver_id,
    type: doc.type,
  });
}

/** The previous hash of a document's first signature. */
export const SIGNATURE_CHAIN_GENESIS = '0'.repeat(64);

export type SignatureChainInput = {
  /** the chain hash of the document's previous signature, or SIGNATURE_CHAIN_GENESIS */
  previous: string;
  document_id: number;
  signed_by_type: string;
  receiver_id: number | null;
  content_sha256: string;
  image_sha256: string;
  /** the stored signature_data (signer's person and company, sign method) */
  signer: unknown;
  /** ISO-8601 time of the signature as stored (the server's receipt) */
  signed_at: string;
  /**
   * ISO-8601 device time of the signature (signing offline), as stored; null for signatures stored
   * before it existed.
   */
  captured_at?: string | null;
};

/**
 * The text whose SHA-256 is a signature's `chain_sha256`: changing any earlier signature, the
 * content, the image, the signer or the times changes every later chain hash. Version 2 adds the
 * device time; a signature stored without one (before signing offline existed) keeps its version 1
 * text, so old chains still verify.
 */
export function signatureChainPayload(input: SignatureChainInput): string {
  const common = {
    content_sha256: input.content_sha256,
    document_id: input.document_id,
    image_sha256: input.image_sha256,
    previous: input.previous,
    receiver_id: input.receiver_id,
    signed_at: input.signed_at,
    signed_by_type: input.signed_by_type,
    signer: input.signer ?? null,
  };
  if (input.captured_at === undefined || input.captured_at === null) {
    return canonicalJson({ ...common, v: 1 });
  }
  return canonicalJson({ ...common, captured_at: input.captured_at, v: 2 });
}

/** What kind of record a document's chain entry proves; a signature's inputs stay on its own row. */
export type ChainEntryKind =
  | 'signature'
  | 'reservation'
  | 'reservation_answer'
  | 'correction_proposal'
  | 'correction_decision'
  | 'ecmr_import';

export type ChainEntryInput = {
  /** the chain hash of the document's previous entry, or SIGNATURE_CHAIN_GENESIS */
  previous: string;
  document_id: number;
  kind: Exclude<ChainEntryKind, 'signature'>;
  /** what the entry proves (for a reservation: its lines, kind, quantities, text, photo hashes) */
  body: unknown;
  /** ISO-8601 time the server recorded it */
  recorded_at: string;
};

/**
 * The text whose SHA-256 is a non-signature chain entry's hash. Signatures and these entries
 * share one chain per document, so a reservation or an answer cannot be removed, changed or
 * moved without every later hash (and signature) failing.
 */
export function chainEntryPayload(input: ChainEntryInput): string {
  return canonicalJson({
    body: input.body ?? null,
    document_id: input.document_id,
    kind: input.kind,
    previous: input.previous,
    recorded_at: input.recorded_at,
    v: 1,
  });
}
