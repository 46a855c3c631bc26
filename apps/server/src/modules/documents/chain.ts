// A document's hash chain: signatures and the records made around them, in one line of hashes
// (docs/decisions/0123-one-chain-per-document.md).
import { createHash } from 'node:crypto';
import {
  SIGNATURE_CHAIN_GENESIS,
  canonicalJson,
  chainEntryPayload,
  type ChainEntryInput,
} from '@transitdocs/domain';
import type { DialectName, Executor } from '../../db/index.ts';
import type { DocumentChainEntryRow } from '../../db/schema.ts';

const sha256Text = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The hash the document's next chain entry (a signature or a record) must name as previous. */
export async function chainHead(db: Executor, documentId: number): Promise<string> {
  const row = await db
    .selectFrom('document_chain_entries')
    .select('chain_sha256')
    .where('document_id', '=', documentId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.chain_sha256 ?? SIGNATURE_CHAIN_GENESIS;
}

/**
 * Holds the document row until commit (PostgreSQL `select ... for update`) so that two writers
 * cannot both read the same chain head; SQLite runs one write transaction at a time already.
 */
export async function holdDocumentChain(
  trx: Executor,
  dialect: DialectName,
  documentId: number,
): Promise<void> {
  const query = trx.selectFrom('documents').select('id').where('id', '=', documentId);
  await (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

/** Links a stored signature into its document's chain; its chain hash named `previous`. */
export async function linkSignature(
  trx: Executor,
  signature: {
    id: number;
    document_id: number;
    company_id: number;
    chain_sha256: string;
    created_at: string;
  },
  previous: string,
): Promise<void> {
  await trx
    .insertInto('document_chain_entries')
    .values({
      document_id: signature.document_id,
      company_id: signature.company_id,
      kind: 'signature',
      subject_id: signature.id,
      body: null,
      previous_sha256: previous,
      chain_sha256: signature.chain_sha256,
      created_at: signature.created_at,
    })
    .execute();
}

export type NewChainRecord = Omit<ChainEntryInput, 'previous'> & {
  company_id: number;
  subject_id: number;
};

/**
 * Appends a record (a reservation, an answer, a correction step) to its document's chain inside
 * the caller's transaction and answers its chain hash. The caller holds the document
 * (holdDocumentChain) first.
 */
export async function appendChainRecord(trx: Executor, record: NewChainRecord): Promise<string> {
  const previous = await chainHead(trx, record.document_id);
  const body = canonicalJson(record.body ?? null);
  const chain = sha256Text(
    chainEntryPayload({
      previous,
      document_id: record.document_id,
      kind: record.kind,
      body: JSON.parse(body) as unknown,
      recorded_at: record.recorded_at,
    }),
  );
  await trx
    .insertInto('document_chain_entries')
    .values({
      document_id: record.document_id,
      company_id: record.company_id,
      kind: record.kind,
      subject_id: record.subject_id,
      body,
      previous_sha256: previous,
      chain_sha256: chain,
      created_at: record.recorded_at,
    })
    .execute();
  return chain;
}

/** The document's chain entries, oldest first. */
export function chainEntriesOf(db: Executor, documentId: number): Promise<DocumentChainEntryRow[]> {
  return db
    .selectFrom('document_chain_entries')
    .selectAll()
    .where('document_id', '=', documentId)
    .orderBy('id')
    .execute();
}
