// Documents read from an imported eCMR message (docs/decisions/0132-ecmr-import.md): the CMR
// row, the boxes its issuing platform had signed, and the record of the import in the chain.
import { DOCUMENT_TYPES, type ImportedSignature } from '@transitdocs/domain';
import type { Executor } from '../../db/index.ts';
import type {
  DocumentImportedSignatureRow,
  DocumentRow,
  EcmrImportRow,
  TransitRow,
} from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import type { RequestMeta } from '../../platform/context.ts';
import type { EcmrSignature } from '../../platform/ecmr/index.ts';
import type { RenderSignature } from './render/render.ts';
import { recordUsage } from '../billing/index.ts';
import { appendEvent } from './access.ts';
import { appendChainRecord } from './chain.ts';
import * as repo from './repo.ts';

type Context = { caller: Caller; meta: RequestMeta; now: string };

/**
 * The imported CMR of a new transit: its one receiver's document (the transit's main document,
 * as a generated CMR with one receiver is), with its `document_created` event.
 */
export async function insertImportedCmr(
  trx: Executor,
  context: Context,
  transit: TransitRow,
  data: Record<string, unknown>,
  receiverId: number | null,
): Promise<DocumentRow> {
  const { caller, now } = context;
  const row = await repo.insertDocument(trx, {
    transit_id: transit.id,
    company_id: caller.companyId,
    type: DOCUMENT_TYPES.CMR,
    name: 'CMR',
    document_data: JSON.stringify(data),
    file_sha256: null,
    file_size: null,
    original_file_name: null,
    content_sha256: null,
    parent_document_id: null,
    receiver_id: receiverId,
    is_main_document: receiverId === null ? 0 : 1,
    created_by: caller.userId,
    created_at: now,
    updated_at: now,
  });
  await appendEvent(trx, row, context, {
    type: 'document_created',
    document_type: row.type,
    name: row.name,
    parent_document: null,
    receiver_id: row.receiver_id,
    sub_documents: 0,
  });
  await recordUsage(trx, {
    company_id: caller.companyId,
    user_id: caller.userId,
    kind: 'document_generated',
    created_at: now,
  });
  return row;
}

export type ImportedSignatureRecord = {
  signed_by_type: string;
  receiver_id: number | null;
  signatory: string;
  role: string;
  signed_at: string;
  received_at: string | null;
  place: string;
  method: string;
  signature_sha256: string | null;
  /** the certifying party (company, address, tax numbers) as the message named it */
  party: Record<string, unknown>;
  issuing_platform: string;
};

/**
 * Stores the boxes the issuing platform signed and proves the import in the document's chain:
 * the source file's SHA-256, the platform and each imported signature (decision 0132). The
 * chain is new (the document was created in the same transaction), so no one else appends.
 */
export async function recordEcmrImport(
  trx: Executor,
  context: Context,
  document: DocumentRow,
  ecmrImport: EcmrImportRow,
  signatures: readonly ImportedSignatureRecord[],
): Promise<string> {
  for (const signature of signatures) {
    await trx
      .insertInto('document_imported_signatures')
      .values({
        document_id: document.id,
        company_id: document.company_id,
        import_id: ecmrImport.id,
        ...signature,
        party: JSON.stringify(signature.party),
        source_sha256: ecmrImport.source_sha256,
        created_at: context.now,
      })
      .execute();
  }
  const chainSha256 = await appendChainRecord(trx, {
    document_id: document.id,
    company_id: document.company_id,
    subject_id: ecmrImport.id,
    kind: 'ecmr_import',
    body: {
      source_sha256: ecmrImport.source_sha256,
      source_size: ecmrImport.source_size,
      issuing_platform: ecmrImport.issuing_platform,
      message_id: ecmrImport.message_id,
      signatures: signatures.map((s) => ({
        signed_by_type: s.signed_by_type,
        signatory: s.signatory,
        signed_at: s.signed_at,
        place: s.place,
        signature_sha256: s.signature_sha256,
        issuing_platform: s.issuing_platform,
      })),
    },
    recorded_at: context.now,
  });
  await appendEvent(trx, document, context, {
    type: 'ecmr_imported',
    file_name: ecmrImport.original_file_name,
    sha256: ecmrImport.source_sha256,
    size: ecmrImport.source_size,
    issuing_platform: ecmrImport.issuing_platform,
    imported_signatures: signatures.map((s) => `${s.signed_by_type}: ${s.signatory}`),
    chain_sha256: chainSha256,
  });
  return chainSha256;
}

/** The boxes signed on an issuing platform, of these documents, in the order imported. */
export async function importedSignaturesOf(
  db: Executor,
  documentIds: readonly number[],
): Promise<DocumentImportedSignatureRow[]> {
  if (documentIds.length === 0) return [];
  return db
    .selectFrom('document_imported_signatures')
    .selectAll()
    .where('document_id', 'in', [...documentIds])
    .orderBy('id')
    .execute();
}

/** The import a document was read from, if it was. */
export function importOfDocument(
  db: Executor,
  documentId: number,
): Promise<EcmrImportRow | undefined> {
  return db
    .selectFrom('ecmr_imports')
    .selectAll()
    .where('document_id', '=', documentId)
    .executeTakeFirst();
}

/** What the API shows of an imported box's signature. */
export function importedSignatureOut(row: DocumentImportedSignatureRow): ImportedSignature {
  return {
    signed_by_type: row.signed_by_type as ImportedSignature['signed_by_type'],
    receiver_id: row.receiver_id,
    signatory: row.signatory,
    signed_at: row.signed_at,
    place: row.place,
    issuing_platform: row.issuing_platform,
  };
}

function partyText(party: Record<string, unknown>, key: string): string | null {
  const value = party[key];
  return typeof value === 'string' ? value : null;
}

/** An imported box's signature as the eCMR export writes it again (decision 0133). */
export function importedEcmrSignature(row: DocumentImportedSignatureRow): EcmrSignature {
  let party: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(row.party) as unknown;
    if (parsed && typeof parsed === 'object') party = parsed as Record<string, unknown>;
  } catch {
    party = {};
  }
  const country = party.companyCountry;
  return {
    type: row.signed_by_type,
    signedAt: row.signed_at,
    receivedAt: row.received_at,
    place: row.place,
    sha256: row.signature_sha256,
    issuingPlatform: row.issuing_platform,
    fullName: row.signatory,
    method: row.method,
    companyName: partyText(party, 'companyName'),
    companyAddress: partyText(party, 'companyAddress'),
    companyTown: partyText(party, 'companyTown'),
    companyZipCode: partyText(party, 'companyZipCode'),
    companyCountry: Array.isArray(country) ? country.map(String) : null,
    companyVies: partyText(party, 'companyVies'),
    companyNip: partyText(party, 'companyNip'),
  };
}

/**
 * An imported box's signature on the PDF: no image (it was drawn on the issuing platform), the
 * signatory and the time it recorded, under `note` ("signed on the issuing platform").
 */
export function importedRenderSignature(
  row: DocumentImportedSignatureRow,
  note: string,
): RenderSignature {
  const signature = importedEcmrSignature(row);
  return {
    signedByType: row.signed_by_type as RenderSignature['signedByType'],
    receiverId: row.receiver_id,
    signatureData: {
      sign_fullname: row.signatory,
      ...(signature.companyName ? { sign_company_name: signature.companyName } : {}),
    },
    createdAt: row.signed_at,
    png: null,
    note: `${note} (${row.issuing_platform})`,
  };
}
