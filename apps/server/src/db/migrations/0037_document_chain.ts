import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * One hash chain per document over everything that must stay provable once recorded: signatures,
 * and the records made around them at taking over and delivery (reservations, their answers,
 * corrections). Each entry names its previous entry's hash; the unique key on (document,
 * previous) makes a fork impossible. Existing signatures become the chain's first entries in the
 * order they were stored, with the hashes they already carry
 * (docs/decisions/0123-one-chain-per-document.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('document_chain_entries')
    .addColumn('id', postgres ? 'serial' : 'integer', (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('document_id', 'integer', (c) =>
      c.notNull().references('documents.id').onDelete('cascade'),
    )
    .addColumn('company_id', 'integer', (c) => c.notNull())
    /** signature | reservation | reservation_answer | correction_proposal | correction_decision ... */
    .addColumn('kind', 'text', (c) => c.notNull())
    /** the row of the kind's own table */
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    /** canonical JSON of what the entry proves; null for a signature (its row holds the inputs) */
    .addColumn('body', 'text')
    .addColumn('previous_sha256', 'text', (c) => c.notNull())
    .addColumn('chain_sha256', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('document_chain_entries_previous_uq', ['document_id', 'previous_sha256'])
    .execute();
  const genesis = '0'.repeat(64);
  const typed = db as unknown as Kysely<{
    document_signatures: {
      id: number;
      document_id: number;
      company_id: number;
      chain_sha256: string | null;
      created_at: string;
    };
    document_chain_entries: {
      document_id: number;
      company_id: number;
      kind: string;
      subject_id: number;
      body: string | null;
      previous_sha256: string;
      chain_sha256: string;
      created_at: string;
    };
  }>;
  const signatures = await typed
    .selectFrom('document_signatures')
    .select(['id', 'document_id', 'company_id', 'chain_sha256', 'created_at'])
    .where('chain_sha256', 'is not', null)
    .orderBy('document_id')
    .orderBy('id')
    .execute();
  const heads = new Map<number, string>();
  const rows = signatures.map((s) => {
    const previous = heads.get(s.document_id) ?? genesis;
    const chain = s.chain_sha256 ?? genesis;
    heads.set(s.document_id, chain);
    return {
      document_id: s.document_id,
      company_id: s.company_id,
      kind: 'signature',
      subject_id: s.id,
      body: null,
      previous_sha256: previous,
      chain_sha256: chain,
      created_at: s.created_at,
    };
  });
  for (let i = 0; i < rows.length; i += 500) {
    await typed
      .insertInto('document_chain_entries')
      .values(rows.slice(i, i + 500))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('document_chain_entries').execute();
}
