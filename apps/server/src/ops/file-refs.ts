import { sql } from 'kysely';
import type { Executor } from '../db/index.ts';
import { isSha256 } from '../platform/files/index.ts';

/**
 * Every column that names a file of the store by its SHA-256 (db/schema.ts). A backup copies
 * exactly these files; ops/backup.test.ts fails when a migration adds a `*sha256*` column that
 * is in neither list, so a new kind of stored file cannot be left out of backups unnoticed.
 */
export const FILE_COLUMNS = [
  { table: 'documents', column: 'file_sha256' }, // an uploaded PDF
  { table: 'document_signatures', column: 'signature_sha256' }, // the signature image (PNG)
  { table: 'document_signatures', column: 'image_sha256' }, // the same image, as signed
  { table: 'remark_files', column: 'sha256' }, // a remark photo (PNG)
  { table: 'document_reservation_photos', column: 'sha256' }, // a reservation photo, as taken
  { table: 'ecmr_imports', column: 'source_sha256' }, // an imported eCMR message, as sent
  { table: 'document_imported_signatures', column: 'source_sha256' }, // the same message
] as const;

/** Columns holding a SHA-256 of something that is not a stored file (content, chain, issued PDF, eFTI identifiers). */
export const NOT_FILE_COLUMNS = [
  { table: 'documents', column: 'content_sha256' },
  { table: 'document_signatures', column: 'content_sha256' },
  { table: 'document_signatures', column: 'chain_sha256' },
  { table: 'document_chain_entries', column: 'previous_sha256' },
  { table: 'document_chain_entries', column: 'chain_sha256' },
  { table: 'document_reservations', column: 'chain_sha256' },
  { table: 'document_reservation_answers', column: 'chain_sha256' },
  { table: 'correction_decisions', column: 'chain_sha256' },
  { table: 'document_versions', column: 'content_sha256' }, // a version's signed content
  { table: 'issued_pdfs', column: 'sha256' },
  { table: 'document_imported_signatures', column: 'signature_sha256' }, // named by the message
  { table: 'efti_datasets', column: 'identifiers_sha256' }, // the identifiers last sent to a gate
  { table: 'efti_outbox', column: 'identifiers_sha256' }, // the identifiers waiting to be sent
] as const;

/** The distinct SHA-256 names of the files the database references, sorted. */
export async function referencedFiles(db: Executor): Promise<string[]> {
  const found = new Set<string>();
  // One column at a time: on a PostgreSQL transaction the queries share one connection anyway.
  for (const { table, column } of FILE_COLUMNS) {
    const { rows } = await sql<{ sha256: string | null }>`
      select distinct ${sql.ref(column)} as sha256 from ${sql.table(table)}
      where ${sql.ref(column)} is not null`.execute(db);
    for (const row of rows) if (row.sha256 && isSha256(row.sha256)) found.add(row.sha256);
  }
  return [...found].sort();
}

/** The name of the last migration applied (Kysely's own table), or null on a new database. */
export async function latestMigration(db: Executor): Promise<string | null> {
  const { rows } = await sql<{ name: string }>`
    select name from kysely_migration order by name desc limit 1`.execute(db);
  return rows[0]?.name ?? null;
}
