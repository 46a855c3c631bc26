import { randomBytes } from 'node:crypto';
import { DOCUMENT_TYPES, type EftiUil } from '@transitdocs/domain';
import { isUniqueViolation, nowIso, type Executor } from '../../../db/index.ts';
import type { Deps } from '../../../platform/context.ts';
import { sha256Of } from '../../../platform/files/index.ts';
import {
  addVerificationPage,
  stampTimeLines,
  type FinishPdf,
  type VerificationInfo,
  type VerificationSignature,
} from '../../../platform/pdf/index.ts';
import { sealIdentity, sealPdfDocument, type SealIdentity } from '../../../platform/seal/index.ts';
import type { DocumentForRender } from '../read.ts';

/** 24 random bytes: 32 base64url characters, not guessable, not derived from the document. */
export function newVerifyId(): string {
  return randomBytes(24).toString('base64url');
}

/** The document's public verification id, created on first need (first signature or seal). */
export async function ensureVerifyId(db: Executor, documentId: number): Promise<string> {
  const read = async () =>
    (
      await db
        .selectFrom('documents')
        .select('verify_id')
        .where('id', '=', documentId)
        .executeTakeFirst()
    )?.verify_id ?? null;
  const existing = await read();
  if (existing) return existing;
  // Only set when still empty: two first downloads at once agree on the id that won.
  await db
    .updateTable('documents')
    .set({ verify_id: newVerifyId() })
    .where('id', '=', documentId)
    .where('verify_id', 'is', null)
    .execute();
  const id = await read();
  if (!id) throw new Error(`document ${documentId} has no verification id`);
  return id;
}

export const verifyUrl = (publicUrl: string, verifyId: string) => `${publicUrl}/verify/${verifyId}`;

const PARTY: Record<string, string> = {
  sender: 'Nadawca / Sender',
  carrier: 'Przewoźnik / Carrier',
  receiver: 'Odbiorca / Consignee',
  driver: 'Kierowca / Driver',
};

/** What the render view of a signature leaves out: what was signed, when on the device. */
export type SignatureFacts = Map<
  number,
  { contentSha256: string | null; capturedAt: string | null }
>;

/**
 * The content hash (what each signer signed) and device time (`captured_at`, printed beside the
 * receipt time for a signature made offline, docs/decisions/0045-offline-times-on-paper.md) of
 * the document's signatures, by id; empty without signatures.
 */
export async function signatureFacts(
  db: Executor,
  doc: Pick<DocumentForRender, 'id' | 'signatures'>,
): Promise<SignatureFacts> {
  if (doc.signatures.length === 0) return new Map();
  const rows = await db
    .selectFrom('document_signatures')
    .select(['id', 'content_sha256', 'captured_at'])
    .where('document_id', '=', doc.id)
    .execute();
  return new Map(
    rows.map((r) => [r.id, { contentSha256: r.content_sha256, capturedAt: r.captured_at }]),
  );
}

/** Records a sealed PDF the server handed out, so the verification page recognises it. */
export async function recordIssuedPdf(
  db: Executor,
  documentId: number,
  bytes: Uint8Array,
  signatureIds: number[],
): Promise<void> {
  try {
    await db
      .insertInto('issued_pdfs')
      .values({
        document_id: documentId,
        sha256: sha256Of(bytes),
        signature_ids: JSON.stringify(signatureIds),
        created_at: nowIso(),
      })
      .execute();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error; // the same bytes were issued before
  }
}

/**
 * The eFTI UIL a document prints: a CMR's (any CMR of the transit, sub-documents too, is the
 * paper of its data set); null for other documents and without EFTI_GATE_ID.
 */
export function documentUil(
  deps: Pick<Deps, 'db' | 'transitUil'>,
  doc: Pick<DocumentForRender, 'type' | 'transitId' | 'companyId'>,
): Promise<EftiUil | null> {
  if (doc.type !== DOCUMENT_TYPES.CMR || !deps.transitUil) return Promise.resolve(null);
  return deps.transitUil(deps.db, { id: doc.transitId }, doc.companyId);
}

export type SealPlan = {
  /** the public verification page of the document */
  url: string;
  /** the CMR's eFTI UIL, printed beside the verification QR code */
  uil: EftiUil | null;
  /** adds the verification page and the seal; the document is then written */
  finish: FinishPdf;
  /** what `finish` is made of (`sealPlanFor`), for a worker thread to make it again */
  sealing: { identity: SealIdentity; info: VerificationInfo & { location: string } };
  /** records the written bytes as issued */
  record: (bytes: Uint8Array) => Promise<void>;
};

/** Adds the verification page, then seals (the signing time is when the PDF is written). */
export function sealPlanFor(
  identity: SealIdentity,
  info: VerificationInfo & { location: string },
): FinishPdf {
  return async (pdf, drawing) => {
    addVerificationPage(pdf, drawing, info);
    await drawing.close(); // the pages and the font go in before the seal covers them
    return sealPdfDocument(pdf, identity, {
      name: 'TransitDocs',
      reason: `Document ${info.documentType} ${info.documentName}`.trim(),
      location: info.location,
      signingTime: new Date(),
    });
  };
}

/**
 * How a signed document's PDF is finished: a verification page with the QR code of its public
 * page, then the company seal (PAdES). Null for a document without signatures (not sealed).
 * `known`: the signatures' facts when the caller has read them already.
 */
export async function sealPlan(
  deps: Deps,
  doc: DocumentForRender,
  known?: SignatureFacts,
): Promise<SealPlan | null> {
  if (doc.signatures.length === 0) return null;
  const [verifyId, identity, facts, uil] = await Promise.all([
    ensureVerifyId(deps.db, doc.id),
    sealIdentity(deps),
    known ?? signatureFacts(deps.db, doc),
    documentUil(deps, doc),
  ]);
  const url = verifyUrl(deps.config.publicUrl, verifyId);
  const signatures: VerificationSignature[] = doc.signatures.map((s) => ({
    party: PARTY[s.signedByType] ?? s.signedByType,
    signer: s.signatureData?.sign_fullname ?? '',
    company: s.signatureData?.sign_company_name ?? '',
    time: stampTimeLines(s.createdAt, facts.get(s.id)?.capturedAt).join(' · '),
    method: s.signatureData?.sign_method ?? '',
    contentSha256: facts.get(s.id)?.contentSha256 ?? null,
  }));
  const info = {
    url,
    documentName: doc.name || doc.code,
    documentType: doc.code,
    transitNumber: doc.transitNumber,
    location: new URL(deps.config.publicUrl).host,
    signatures,
    uil,
  };
  return {
    url,
    uil,
    finish: sealPlanFor(identity, info),
    sealing: { identity, info },
    record: (bytes) =>
      recordIssuedPdf(
        deps.db,
        doc.id,
        bytes,
        doc.signatures.map((s) => s.id),
      ),
  };
}
