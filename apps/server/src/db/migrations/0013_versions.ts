import type { Kysely } from 'kysely';

/**
 * Row versions for "no lost updates": `transits.version` and
 * `documents.version` start at 1 and every statement that changes the row adds 1. Responses send
 * it (the `version` field, `ETag`); a PATCH that names an older one answers 409. An integer, not
 * `updated_at`: two writes in one millisecond would share a timestamp, and several writers
 * (signature status, content hash) never touched `updated_at`
 * (docs/decisions/0023-no-lost-updates.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['transits', 'documents']) {
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('documents').dropColumn('version').execute();
  await db.schema.alterTable('transits').dropColumn('version').execute();
}
