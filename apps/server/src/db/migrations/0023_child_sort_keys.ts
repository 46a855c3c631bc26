import { PostgresAdapter, sql, type Kysely } from 'kysely';

/*
 * The list's sort key (`transits.created_at`) kept on the child rows its filters read, and at the
 * end of the indexes they read them by. A filter that finds its transits
 * through receivers, carriers or places ("client_name", "driver_full_name", ...) then has each
 * match's key where it found it: the 10,000-transit tenant's "001-03" (1,607 matches) no longer
 * looks up each match in `transits` to count and order them (PostgreSQL, the statement
 * 5.8 -> 2.2-2.5 ms). A transit's `created_at` never changes, so the copy cannot drift
 * (docs/decisions/0071-set-and-row-filters.md).
 */

const CHILD_TABLES = ['transit_receivers', 'transit_carriers', 'transit_places'] as const;

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * PostgreSQL, after every child row was written again: the trigram indexes (GIN) hold the new
 * rows in their pending lists, which every search reads through until a vacuum (a place search
 * went 0.8 -> 3 ms an index), and the planner has no statistics on the new column. Both are put
 * right here; VACUUM cannot run in a migration's transaction, autovacuum removes the old rows.
 */
async function tidyAfterRewrite(db: Kysely<unknown>): Promise<void> {
  for (const table of CHILD_TABLES) {
    await sql`select gin_clean_pending_list(i.indexrelid)
      from pg_index i
      join pg_class c on c.oid = i.indexrelid
      join pg_am a on a.oid = c.relam
      where i.indrelid = ${table}::regclass and a.amname = 'gin'`.execute(db);
    await sql`analyze ${sql.table(table)}`.execute(db);
  }
}

/** The filter paths of 0003: name, table, the columns before the sort key. */
const CHILD_INDEXES = [
  ['transit_receivers_client_idx', 'transit_receivers', 'client_id'],
  ['transit_receivers_employee_idx', 'transit_receivers', 'employee_id'],
  ['transit_carriers_client_idx', 'transit_carriers', 'client_id'],
  ['transit_carriers_driver_idx', 'transit_carriers', 'driver_id'],
  ['transit_carriers_vehicle_idx', 'transit_carriers', 'vehicle_id'],
  ['transit_carriers_semitrailer_idx', 'transit_carriers', 'semitrailer_id'],
  ['transit_carriers_employee_idx', 'transit_carriers', 'employee_id'],
] as const;

const TRANSIT_INDEXES = [
  ['transits_company_sender_idx', 'sender_client_id'],
  ['transits_company_employee_idx', 'sender_employee_id'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of CHILD_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('transit_created_at', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await sql`update ${sql.table(table)} set transit_created_at = (select t.created_at from transits t where t.id = ${sql.ref(`${table}.transit_id`)})`.execute(
      db,
    );
  }
  for (const [name, table, column] of CHILD_INDEXES) {
    await db.schema.dropIndex(name).execute();
    await db.schema
      .createIndex(name)
      .on(table)
      .columns(['company_id', column, 'transit_created_at', 'transit_id'])
      .execute();
  }
  for (const [name, column] of TRANSIT_INDEXES) {
    await db.schema.dropIndex(name).execute();
    await db.schema
      .createIndex(name)
      .on('transits')
      .columns(['company_id', column, 'created_at', 'id'])
      .execute();
  }
  if (isPostgres(db)) await tidyAfterRewrite(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name, column] of TRANSIT_INDEXES) {
    await db.schema.dropIndex(name).execute();
    await db.schema.createIndex(name).on('transits').columns(['company_id', column]).execute();
  }
  for (const [name, table, column] of CHILD_INDEXES) {
    await db.schema.dropIndex(name).execute();
    await db.schema
      .createIndex(name)
      .on(table)
      .columns(['company_id', column, 'transit_id'])
      .execute();
  }
  for (const table of CHILD_TABLES) {
    await db.schema.alterTable(table).dropColumn('transit_created_at').execute();
  }
}
