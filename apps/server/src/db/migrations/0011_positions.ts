import type { Kysely } from 'kysely';

/**
 * Positions are real (the drivers' and cars' lists show them, spec 3 §2): the last position a
 * driver's phone gave (when signing with an Action-location, or from the driver view with
 * consent) is kept on the driver's user row and on the vehicle he drives, with its accuracy in
 * metres and the time it was taken (ISO text; docs/decisions/0024-places-coordinates-positions.md).
 * SQLite adds one column per statement.
 */
const TABLES = ['users', 'vehicles'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('current_pos_accuracy', 'double precision')
      .execute();
    await db.schema.alterTable(table).addColumn('current_pos_at', 'text').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    for (const column of ['current_pos_at', 'current_pos_accuracy']) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
}
