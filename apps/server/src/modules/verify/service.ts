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
import { chainEntriesOf } from '../documents/index.ts';
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
      (entry.kind !== 'signature' || byId.get(entry.subject_id)?.chain_sha256 === expected);
    if (entry.kind === 'signature') signatureValid.set(entry.subject_id, valid);
    previous = entry.chain_sha256;
    return valid;
  });
  return {
    entries: entryChecks,
    signatures: signatures.map((s) => signatureValid.get(s.id) ?? false),
  };
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
  const [signatures, entries, transit, corrected] = await Promise.all([
    signaturesOf(deps, document.id),
    chainEntriesOf(deps.db, document.id),
    deps.db
      .selectFrom('transits')
      .select('transit_number')
      .where('id', '=', document.transit_id)
      .executeTakeFirst(),
    correctionsForVerification(deps.db, document.id),
  ]);
  const checks = chainChecks(entries, signatures);
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
    chain_valid:
      checks.entries.length > 0 &&
      checks.entries.every(Boolean) &&
      checks.signatures.every(Boolean),
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
