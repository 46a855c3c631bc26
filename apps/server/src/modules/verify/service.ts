import { createHash } from 'node:crypto';
import {
  SIGNATURE_CHAIN_GENESIS,
  DOCUMENT_TYPES,
  SignatureData,
  chainEntryPayload,
  signatureChainPayload,
  type ChainEntryKind,
  type VerifyDocumentResponse,
  type VerifyFileResponse,
  type VerifySignature,
} from '@transitdocs/domain';
import type { DocumentChainEntryRow, DocumentRow, DocumentSignatureRow } from '../../db/schema.ts';
import type { Deps } from '../../platform/context.ts';
import {
  chainEntriesOf,
  storedAnswerBody,
  storedReservationBody,
  storedReservationsOf,
  type StoredReservation,
} from '../documents/index.ts';
import { correctionsForVerification } from '../corrections/index.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import { sha256Of } from '../../platform/files/index.ts';
import { certificateFingerprint, checkPdfSeal, sealIdentity } from '../../platform/seal/index.ts';

const sha256Text = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The type's code (WZ, CMR, FV, OTH, ...). */
function codeOf(type: number): string {
  return Object.entries(DOCUMENT_TYPES).find(([, value]) => value === type)?.[0] ?? 'OTH';
}

async function findByVerifyId(deps: Deps, verifyId: string): Promise<DocumentRow> {
  const document = await deps.db
    .selectFrom('documents')
    .selectAll()
    .where('verify_id', '=', verifyId)
    .executeTakeFirst();
  // The same answer for an unknown id and a document without signatures: nothing to reveal.
  if (!document) throw notFound();
  return document;
}

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * The document's chain walked from its first entry: each signature's hash recomputed from its
 * stored row (domain signing rules) and each record's from its stored body, every one on the
 * previous entry's hash. An edited row, a removed, added or reordered entry, or a signature that
 * is not in the chain fails. Answers a verdict per entry and per signature (in the order given).
 */
export function chainChecks(
  entries: DocumentChainEntryRow[],
  signatures: DocumentSignatureRow[],
  rowBodies: ReadonlyMap<string, string> = new Map(),
): { entries: boolean[]; signatures: boolean[] } {
  const byId = new Map(signatures.map((s) => [s.id, s]));
  const signatureValid = new Map<number, boolean>();
  let previous = SIGNATURE_CHAIN_GENESIS;
  const entryChecks = entries.map((entry) => {
    const expected =
      entry.kind === 'signature'
        ? signatureHash(byId.get(entry.subject_id), previous)
        : recordHash(entry, previous);
    const valid =
      entry.previous_sha256 === previous &&
      expected !== null &&
      expected === entry.chain_sha256 &&
      (entry.kind !== 'signature' || byId.get(entry.subject_id)?.chain_sha256 === expected) &&
      rowMatches(entry, rowBodies);
    if (entry.kind === 'signature') signatureValid.set(entry.subject_id, valid);
    previous = entry.chain_sha256;
    return valid;
  });
  return {
    entries: entryChecks,
    signatures: signatures.map((s) => signatureValid.get(s.id) ?? false),
  };
}

/**
 * A record whose own row is stored (a reservation, an answer) must still say what its entry
 * proves: an edited row or photo hash no longer matches the body the chain covers.
 */
function rowMatches(entry: DocumentChainEntryRow, rowBodies: ReadonlyMap<string, string>): boolean {
  const key = `${entry.kind}:${entry.subject_id}`;
  if (entry.kind !== 'reservation' && entry.kind !== 'reservation_answer') return true;
  return rowBodies.get(key) === entry.body;
}

/** What each stored reservation and answer proves, keyed `kind:id` as chain entries name them. */
export function reservationBodies(reservations: readonly StoredReservation[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const r of reservations) {
    out.set(`reservation:${r.id}`, storedReservationBody(r));
    if (r.answer) out.set(`reservation_answer:${r.answer.id}`, storedAnswerBody(r.answer, r));
  }
  return out;
}

function signatureHash(s: DocumentSignatureRow | undefined, previous: string): string | null {
  if (!s?.content_sha256 || !s.image_sha256) return null;
  return sha256Text(
    signatureChainPayload({
      previous,
      document_id: s.document_id,
      signed_by_type: s.signed_by_type,
      receiver_id: s.receiver_id,
      content_sha256: s.content_sha256,
      image_sha256: s.image_sha256,
      signer: parseJson(s.signature_data),
      signed_at: s.created_at,
      captured_at: s.captured_at,
    }),
  );
}

function recordHash(entry: DocumentChainEntryRow, previous: string): string | null {
  if (entry.kind === 'signature' || entry.body === null) return null;
  return sha256Text(
    chainEntryPayload({
      previous,
      document_id: entry.document_id,
      kind: entry.kind as Exclude<ChainEntryKind, 'signature'>,
      body: parseJson(entry.body),
      recorded_at: entry.created_at,
    }),
  );
}

function parseLines(text: string): number[] {
  const value = parseJson(text);
  return Array.isArray(value) ? value.filter((n): n is number => typeof n === 'number') : [];
}

async function signaturesOf(deps: Deps, documentId: number): Promise<DocumentSignatureRow[]> {
  return deps.db
    .selectFrom('document_signatures')
    .selectAll()
    .where('document_id', '=', documentId)
    .orderBy('id')
    .execute();
}

/** GET verify/{verifyId}/: the document, its signatures and whether their chain holds. */
export async function verifyDocument(
  deps: Deps,
  verifyId: string,
): Promise<VerifyDocumentResponse> {
  const document = await findByVerifyId(deps, verifyId);
  const [signatures, entries, stored, transit, corrected] = await Promise.all([
    signaturesOf(deps, document.id),
    chainEntriesOf(deps.db, document.id),
    storedReservationsOf(deps.db, [document.id]),
    deps.db
      .selectFrom('transits')
      .select('transit_number')
      .where('id', '=', document.transit_id)
      .executeTakeFirst(),
    correctionsForVerification(deps.db, document.id),
  ]);
  const reservations = stored.get(document.id) ?? [];
  const checks = chainChecks(entries, signatures, reservationBodies(reservations));
  const entryValid = (kind: string, id: number) => {
    const index = entries.findIndex((e) => e.kind === kind && e.subject_id === id);
    return index >= 0 && (checks.entries[index] ?? false);
  };
  const reservationsOut = reservations.map((r) => ({
    box_number: r.box === 'taking_over' ? 18 : 24,
    kind: r.kind,
    lines: parseLines(r.lines),
    counted_quantity: r.counted_quantity,
    stated_quantity: r.stated_quantity,
    text: r.text,
    by_name: r.by_name,
    company_name: r.company_name,
    recorded_at: r.created_at,
    photos_sha256: r.photos.map((p) => p.sha256),
    chain_sha256: r.chain_sha256 ?? '',
    chain_valid: entryValid('reservation', r.id),
    answer: r.answer
      ? {
          answer: r.answer.answer,
          note: r.answer.note,
          by_name: r.answer.by_name,
          company_name: r.answer.company_name,
          answered_at: r.answer.created_at,
          chain_valid: entryValid('reservation_answer', r.answer.id),
        }
      : null,
  }));
  const out: VerifySignature[] = signatures.map((s, i) => {
    const parsed = SignatureData.safeParse(parseJson(s.signature_data));
    const data = parsed.success ? parsed.data : {};
    return {
      signed_by_type: s.signed_by_type,
      signer_name: data.sign_fullname ?? s.actor_name ?? '',
      company_name: data.sign_company_name ?? '',
      signed_at: s.created_at,
      sign_method: data.sign_method ?? '',
      content_sha256: s.content_sha256,
      chain_sha256: s.chain_sha256,
      chain_valid: checks.signatures[i] ?? false,
    };
  });
  return {
    document: {
      name: document.name,
      type: document.type,
      code: codeOf(document.type),
      transit_number: transit?.transit_number ?? '',
    },
    signatures: out,
    reservations: reservationsOut,
    chain_valid:
      checks.entries.length > 0 &&
      checks.entries.every(Boolean) &&
      checks.signatures.every(Boolean) &&
      reservationsOut.every((r) => r.chain_valid && (r.answer?.chain_valid ?? true)),
    corrections: corrected.corrections,
    versions: corrected.versions,
  };
}

/** POST verify/{verifyId}/file/: whether the file is one we issued for this document. */
export async function verifyFile(
  deps: Deps,
  verifyId: string,
  bytes: Buffer,
): Promise<VerifyFileResponse> {
  const document = await findByVerifyId(deps, verifyId);
  if (bytes.byteLength < 16 || bytes.toString('latin1', 0, 5) !== '%PDF-') {
    throw fieldError('file', 'file_not_pdf');
  }
  const issued = await deps.db
    .selectFrom('issued_pdfs')
    .selectAll()
    .where('document_id', '=', document.id)
    .where('sha256', '=', sha256Of(bytes))
    .executeTakeFirst();
  const check = checkPdfSeal(bytes);
  let ours = false;
  if (check.sealed && check.certificateSha256) {
    const identity = await sealIdentity(deps);
    const own = identity.certificates[0];
    ours = own !== undefined && certificateFingerprint(own) === check.certificateSha256;
  }
  const ids = issued ? parseJson(issued.signature_ids) : null;
  return {
    matches: issued !== undefined,
    issued_at: issued?.created_at ?? null,
    signatures: Array.isArray(ids) ? ids.length : null,
    seal: {
      sealed: check.sealed,
      valid: check.sealed && check.valid,
      ours,
    },
  };
}
