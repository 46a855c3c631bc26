import type { Kysely } from 'kysely';

/**
 * The columns that name a person or a vehicle, each on its own. The indexes of 0003 lead with
 * `company_id` (the list's filters); the eFTI sweep asks "which transits name this edited driver
 * or vehicle" across companies, and deleting a user or vehicle makes SQLite look for rows that
 * still name it. Without these each question read the whole table (219,000 carrier rows in the
 * benchmark's database).
 */
const INDEXES = [
  { name: 'transits_sender_employee_only_idx', table: 'transits', column: 'sender_employee_id' },
  {
    name: 'transit_receivers_employee_only_idx',
    table: 'transit_receivers',
    column: 'employee_id',
  },
  { name: 'transit_carriers_driver_only_idx', table: 'transit_carriers', column: 'driver_id' },
  { name: 'transit_carriers_employee_only_idx', table: 'transit_carriers', column: 'employee_id' },
  { name: 'transit_carriers_vehicle_only_idx', table: 'transit_carriers', column: 'vehicle_id' },
  {
    name: 'transit_carriers_semitrailer_only_idx',
    table: 'transit_carriers',
    column: 'semitrailer_id',
  },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { name, table, column } of INDEXES) {
    await db.schema.createIndex(name).on(table).column(column).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { name } of INDEXES) await db.schema.dropIndex(name).execute();
}
