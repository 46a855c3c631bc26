import { randomUUID } from 'node:crypto';
import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

type IdColumn = (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

function idColumn(db: Kysely<unknown>): { type: 'serial' | 'integer'; build: IdColumn } {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    return { type: 'serial', build: (col) => col.primaryKey() };
  }
  return { type: 'integer', build: (col) => col.primaryKey().autoIncrement() };
}

const transitRef = (col: ColumnDefinitionBuilder) =>
  col.notNull().references('transits.id').onDelete('cascade');

/**
 * eFTI: each transit's data set in a table of its own (its UUID, status, the hash of
 * the identifiers last queued for the gate and when it was last recomputed), the log of every
 * gate access, the follow-up messages gates post, and the outbox of identifier payloads for the
 * gate (one row per data set: the newest payload replaces an unsent one, so a gate never gets an
 * older one after a newer). Existing transits get their data set here, UUIDs made in JS so both
 * dialects do the same; they start as drafts and the start-up sweep computes their status
 * (docs/decisions/0055-efti-data-sets-stored.md, docs/decisions/0057-efti-outbox-and-sweep.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(db);
  await db.schema
    .createTable('efti_datasets')
    .addColumn('transit_id', 'integer', (c) => transitRef(c).primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('dataset_id', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('identifiers_sha256', 'text')
    .addColumn('checked_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('efti_datasets_checked_idx')
    .on('efti_datasets')
    .column('checked_at')
    .execute();

  await db.schema
    .createTable('efti_access_log')
    .addColumn('id', id.type, id.build)
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('gate_id', 'text', (c) => c.notNull())
    .addColumn('dataset_id', 'text', (c) => c.notNull())
    // No foreign key: the log of a deleted transit's data set is kept for audit.
    .addColumn('transit_id', 'integer')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subsets', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('efti_access_log_transit_idx')
    .on('efti_access_log')
    .columns(['transit_id', 'id'])
    .execute();

  await db.schema
    .createTable('efti_follow_ups')
    .addColumn('id', id.type, id.build)
    .addColumn('transit_id', 'integer', transitRef)
    .addColumn('dataset_id', 'text', (c) => c.notNull())
    .addColumn('gate_id', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('efti_follow_ups_transit_idx')
    .on('efti_follow_ups')
    .column('transit_id')
    .execute();

  await db.schema
    .createTable('efti_outbox')
    .addColumn('transit_id', 'integer', (c) => transitRef(c).primaryKey())
    .addColumn('dataset_id', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('identifiers_sha256', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('claimed_until', 'text')
    .addColumn('claim_id', 'text')
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('efti_outbox_due_idx')
    .on('efti_outbox')
    .columns(['sent_at', 'next_attempt_at'])
    .execute();

  // The periodic sweep looks for transits, documents and signatures changed since its last run.
  await db.schema
    .createIndex('transits_updated_at_idx')
    .on('transits')
    .column('updated_at')
    .execute();
  await db.schema
    .createIndex('documents_updated_at_idx')
    .on('documents')
    .column('updated_at')
    .execute();
  await db.schema
    .createIndex('document_signatures_created_at_idx')
    .on('document_signatures')
    .column('created_at')
    .execute();

  await backfill(db);
}

const BATCH = 500;

async function backfill(db: Kysely<unknown>): Promise<void> {
  const now = new Date().toISOString();
  let after = 0;
  for (;;) {
    const { rows } = await sql<{ id: number; company_id: number }>`
      select id, company_id from transits where id > ${after} order by id limit ${BATCH}
    `.execute(db);
    const last = rows[rows.length - 1];
    if (!last) return;
    const values = rows.map(
      (row) => sql`(${row.id}, ${row.company_id}, ${randomUUID()}, 'draft', ${now}, ${now}, null)`,
    );
    await sql`
      insert into efti_datasets
        (transit_id, company_id, dataset_id, status, created_at, updated_at, checked_at)
      values ${sql.join(values)}
    `.execute(db);
    after = last.id;
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('document_signatures_created_at_idx').ifExists().execute();
  await db.schema.dropIndex('documents_updated_at_idx').ifExists().execute();
  await db.schema.dropIndex('transits_updated_at_idx').ifExists().execute();
  await db.schema.dropTable('efti_outbox').ifExists().execute();
  await db.schema.dropTable('efti_follow_ups').ifExists().execute();
  await db.schema.dropTable('efti_access_log').ifExists().execute();
  await db.schema.dropTable('efti_datasets').ifExists().execute();
}
