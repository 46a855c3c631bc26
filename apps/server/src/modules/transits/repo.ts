import { sql, type ExpressionBuilder } from 'kysely';
import type { Executor } from '../../db/index.ts';
import type {
  AlertRow,
  Database,
  NewTransit,
  NewTransitCargo,
  NewTransitCarrier,
  NewTransitPlace,
  NewTransitReceiver,
  TransitRow,
  TransitShareRow,
  TransitUpdate,
} from '../../db/schema.ts';
import type { PersonRow, VehicleSummaryRow } from './details-query.ts';
import { seenBy, visibleTransits, type TransitScope } from './list/visibility.ts';

/*
 * Transits one at a time: reading one the caller may see, and every write. The list is in
 * list/ (query.ts), the details of several transits in details-query.ts.
 */

export const DRIVER_ROLE = 'Kierowca';
const TRAILER_TYPES = ['semitrailer', 'trailer'];

export async function findTransit(
  db: Executor,
  scope: TransitScope,
  id: number,
): Promise<TransitRow | undefined> {
  return db
    .selectFrom('transits')
    .selectAll()
    .where(await visibleTransits(db, scope))
    .where('transits.id', '=', id)
    .executeTakeFirst()
    .then((row) => row && seenBy(scope, row));
}

/** A transit by id, whoever owns it (a share link reaches only its own transit: callers check). */
export async function findTransitById(db: Executor, id: number): Promise<TransitRow | undefined> {
  return db.selectFrom('transits').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The main-document marks of a transit's documents (the driver's sign tile reads them). */
export async function documentMainMarks(
  db: Executor,
  transitId: number,
): Promise<{ is_main_document: boolean; parent_document_is_main_document: boolean }[]> {
  const rows = await db
    .selectFrom('documents as d')
    .leftJoin('documents as p', 'p.id', 'd.parent_document_id')
    .select(['d.is_main_document', 'p.is_main_document as parent_main'])
    .where('d.transit_id', '=', transitId)
    .execute();
  return rows.map((row) => ({
    is_main_document: row.is_main_document === 1,
    parent_document_is_main_document: row.parent_main === 1,
  }));
}

/**
 * The company's contractors among the ids, each with its company in the product (null when it
 * has none).
 */
export async function findOwnClients(
  db: Executor,
  companyId: number,
  ids: number[],
): Promise<Map<number, number | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('clients')
    .select(['id', 'linked_company_id'])
    .where('company_id', '=', companyId)
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row.linked_company_id]));
}

/** The people and vehicles among the ids that belong to one of `companyIds`. */
export async function findMasters(
  db: Executor,
  companyIds: number[],
  ids: { users: number[]; vehicles: number[] },
): Promise<{ users: PersonRow[]; vehicles: VehicleSummaryRow[] }> {
  const [users, vehicles] = await Promise.all([
    ids.users.length === 0
      ? []
      : db
          .selectFrom('users')
          .select(['id', 'company_id', 'first_name', 'last_name', 'phone', 'role'])
          .where('company_id', 'in', companyIds)
          .where('id', 'in', ids.users)
          .execute(),
    ids.vehicles.length === 0
      ? []
      : db
          .selectFrom('vehicles')
          .select(['id', 'company_id', 'number', 'type'])
          .where('company_id', 'in', companyIds)
          .where('id', 'in', ids.vehicles)
          .execute(),
  ]);
  return { users, vehicles };
}

export function isTrailerType(type: string): boolean {
  return TRAILER_TYPES.includes(type);
}

/** The drivers of these vehicles (vehicle id -> driver id). */
export async function findVehicleDrivers(
  db: Executor,
  companyId: number,
  vehicleIds: number[],
): Promise<Map<number, number>> {
  if (vehicleIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('vehicles')
    .select(['id', 'driver_id'])
    .where('company_id', '=', companyId)
    .where('id', 'in', vehicleIds)
    .where('driver_id', 'is not', null)
    .execute();
  return new Map(rows.flatMap((row) => (row.driver_id === null ? [] : [[row.id, row.driver_id]])));
}

/** Next number of the company's yearly counter (an upsert, serialised by the row). */
export async function nextTransitSequence(
  db: Executor,
  companyId: number,
  year: number,
): Promise<number> {
  const row = await db
    .insertInto('transit_counters')
    .values({ company_id: companyId, year, last_number: 1 })
    .onConflict((oc) =>
      oc.columns(['company_id', 'year']).doUpdateSet({
        last_number: sql<number>`transit_counters.last_number + 1`,
      }),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return row.last_number;
}

export async function insertTransit(db: Executor, row: NewTransit): Promise<TransitRow> {
  return db.insertInto('transits').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateTransit(
  db: Executor,
  companyId: number,
  id: number,
  patch: TransitUpdate,
): Promise<void> {
  await db
    .updateTable('transits')
    .set(patch)
    .set(nextVersion)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}

/**
 * Every statement that changes a transit row sets this too: the version clients send back to
 * refuse lost updates (0013_versions). Lock-only updates (`status = status`) leave it.
 */
const nextVersion = (eb: ExpressionBuilder<Database, 'transits'>) => ({
  version: eb('transits.version', '+', 1),
});

/**
 * Holds the row until commit (PostgreSQL; SQLite runs one write transaction at a time), so what
 * is read next is the row as it is: a PATCH compares its version there. False when it is gone.
 */
export async function lockTransit(db: Executor, companyId: number, id: number): Promise<boolean> {
  const result = await db
    .updateTable('transits')
    .set((eb) => ({ version: eb.ref('transits.version') }))
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Takes the row for a change (PostgreSQL locks it until commit): only while it is not finished,
 * and with `requireUnsigned` only while nothing is signed. False when the condition failed.
 */
export async function lockOpenTransit(
  db: Executor,
  companyId: number,
  id: number,
  requireUnsigned: boolean,
): Promise<boolean> {
  let query = db
    .updateTable('transits')
    .set((eb) => ({ status: eb.ref('transits.status') }))
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    // Race guard of "a finished transit is closed" (isTransitOpen); signed: edit's carriers-only rule.
    .where('status', '!=', 'finished');
  if (requireUnsigned) query = query.where('has_signed_documents', '=', 0);
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function finishTransit(
  db: Executor,
  companyId: number,
  id: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('transits')
    .set({ status: 'finished', finished_at: now, updated_at: now })
    .set(nextVersion)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    // Race guard of decideTransit 'finish' (transit_already_finished).
    .where('status', '!=', 'finished')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Race guard of the rulebook's delete rule (decideTransit 'delete'): the row still allows it. */
export async function deleteDeletableTransit(
  db: Executor,
  companyId: number,
  id: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('transits')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .where('status', '!=', 'finished')
    .where('has_signed_documents', '=', 0)
    .where('type', '!=', 'send')
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export type Section = 'sender_location' | 'receivers' | 'carrier';

/** Ids of a section's rows in this transit (kept when a PATCH names them again). */
export async function sectionIds(
  db: Executor,
  transitId: number,
): Promise<{
  loading: Set<number>;
  receivers: Set<number>;
  unloading: Set<number>;
  cargo: Set<number>;
  carriers: Set<number>;
}> {
  const [places, receivers, cargo, carriers] = await Promise.all([
    db
      .selectFrom('transit_places')
      .select(['id', 'kind'])
      .where('transit_id', '=', transitId)
      .execute(),
    db.selectFrom('transit_receivers').select('id').where('transit_id', '=', transitId).execute(),
    db.selectFrom('transit_cargo').select('id').where('transit_id', '=', transitId).execute(),
    db.selectFrom('transit_carriers').select('id').where('transit_id', '=', transitId).execute(),
  ]);
  return {
    loading: new Set(places.filter((p) => p.kind === 'loading').map((p) => p.id)),
    unloading: new Set(places.filter((p) => p.kind === 'unloading').map((p) => p.id)),
    receivers: new Set(receivers.map((r) => r.id)),
    cargo: new Set(cargo.map((c) => c.id)),
    carriers: new Set(carriers.map((c) => c.id)),
  };
}

export async function deleteSection(
  db: Executor,
  transitId: number,
  section: Section,
): Promise<void> {
  switch (section) {
    case 'sender_location':
      await db
        .deleteFrom('transit_places')
        .where('transit_id', '=', transitId)
        .where('kind', '=', 'loading')
        .execute();
      return;
    case 'receivers':
      // Their cargo lines and unloading places go with them (on delete cascade).
      await db.deleteFrom('transit_cargo').where('transit_id', '=', transitId).execute();
      await db
        .deleteFrom('transit_places')
        .where('transit_id', '=', transitId)
        .where('kind', '=', 'unloading')
        .execute();
      await db.deleteFrom('transit_receivers').where('transit_id', '=', transitId).execute();
      return;
    case 'carrier':
      await db.deleteFrom('transit_carriers').where('transit_id', '=', transitId).execute();
      return;
  }
}

export async function insertPlaces(db: Executor, rows: NewTransitPlace[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('transit_places').values(rows).execute();
}

export async function insertReceiver(db: Executor, row: NewTransitReceiver): Promise<number> {
  const inserted = await db
    .insertInto('transit_receivers')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function insertCargo(db: Executor, rows: NewTransitCargo[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('transit_cargo').values(rows).execute();
}

export async function insertCarriers(db: Executor, rows: NewTransitCarrier[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('transit_carriers').values(rows).execute();
}

/** Choosing a vehicle for a carrier marks the driver unavailable (spec 3 §4). */
export async function setDriversAvailability(
  db: Executor,
  companyId: number,
  driverIds: number[],
  available: boolean,
): Promise<void> {
  if (driverIds.length === 0) return;
  await db
    .updateTable('users')
    .set({ is_available: available ? 1 : 0 })
    .where('company_id', '=', companyId)
    .where('role', '=', DRIVER_ROLE)
    .where('id', 'in', driverIds)
    .execute();
}

/** Of these drivers, those still driving (with a vehicle) another unfinished transit. */
export async function driversStillBusy(
  db: Executor,
  companyId: number,
  driverIds: number[],
  exceptTransitId: number,
): Promise<Set<number>> {
  if (driverIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('transit_carriers as c')
    .innerJoin('transits as t', 't.id', 'c.transit_id')
    .select('c.driver_id')
    .where('c.company_id', '=', companyId)
    .where('c.driver_id', 'in', driverIds)
    .where('c.vehicle_id', 'is not', null)
    .where('t.status', '!=', 'finished')
    .where('t.id', '!=', exceptTransitId)
    .execute();
  return new Set(rows.flatMap((row) => (row.driver_id === null ? [] : [row.driver_id])));
}

export type TransitEventRow = {
  id: number;
  type: string;
  actor_user_id: number | null;
  actor_name: string | null;
  /** the name of the API key that acted (a revoked key still names itself), or null */
  actor_api_key_name: string | null;
  data: string;
  created_at: string;
};

export async function listTransitEvents(
  db: Executor,
  transitId: number,
): Promise<TransitEventRow[]> {
  return db
    .selectFrom('transit_events as e')
    .leftJoin('api_keys as k', 'k.id', 'e.actor_api_key_id')
    .select([
      'e.id',
      'e.type',
      'e.actor_user_id',
      'e.actor_name',
      'k.name as actor_api_key_name',
      'e.data',
      'e.created_at',
    ])
    .where('e.transit_id', '=', transitId)
    .orderBy('e.id')
    .execute();
}

/**
 * Records that a document of the transit is signed: `has_signed_documents` (edit and delete
 * rules) and status running. `storeSignature` (documents/store.ts) calls it (through this
 * module's service) in the transaction that stores a signature, so the flag follows the
 * signatures; tests also use it to reach the state.
 */
export async function markTransitSigned(
  db: Executor,
  transitId: number,
  now: string,
): Promise<void> {
  await db
    .updateTable('transits')
    .set({ has_signed_documents: 1, updated_at: now })
    .set(nextVersion)
    .where('id', '=', transitId)
    .execute();
  await db
    .updateTable('transits')
    .set({ status: 'running' })
    .where('id', '=', transitId)
    .where('status', '=', 'pending')
    .execute();
}

export async function insertAlert(db: Executor, row: Omit<AlertRow, 'id'>): Promise<AlertRow> {
  return db.insertInto('alerts').values(row).returningAll().executeTakeFirstOrThrow();
}

/** The share of a transit with a company, if the transit is shared with it. */
export async function findTransitShare(
  db: Executor,
  companyId: number,
  transitId: number,
): Promise<TransitShareRow | undefined> {
  return db
    .selectFrom('transit_shares')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('transit_id', '=', transitId)
    .executeTakeFirst();
}

/** The companies, other than the owner, of the people and vehicles the transit's carriers name. */
export async function carrierCompanies(
  db: Executor,
  transit: Pick<TransitRow, 'id' | 'company_id'>,
): Promise<number[]> {
  const carriers = db
    .selectFrom('transit_carriers')
    .where('transit_id', '=', transit.id)
    .where('company_id', '=', transit.company_id);
  const rows = await db
    .selectFrom('users')
    .select('company_id')
    .where('company_id', '!=', transit.company_id)
    .where((eb) =>
      eb.or([
        eb('id', 'in', carriers.select('driver_id')),
        eb('id', 'in', carriers.select('employee_id')),
      ]),
    )
    .union(
      db
        .selectFrom('vehicles')
        .select('company_id')
        .where('company_id', '!=', transit.company_id)
        .where((eb) =>
          eb.or([
            eb('id', 'in', carriers.select('vehicle_id')),
            eb('id', 'in', carriers.select('semitrailer_id')),
          ]),
        ),
    )
    .execute();
  return rows.map((row) => row.company_id);
}

/** The contractors a transit names: its sender, its receivers (by receiver row) and its carriers. */
export async function transitParties(
  db: Executor,
  transitId: number,
): Promise<{
  sender: number | null;
  receivers: { id: number; client_id: number }[];
  carriers: number[];
}> {
  const transit = await db
    .selectFrom('transits')
    .select('sender_client_id')
    .where('id', '=', transitId)
    .executeTakeFirst();
  const receivers = await db
    .selectFrom('transit_receivers')
    .select(['id', 'client_id'])
    .where('transit_id', '=', transitId)
    .orderBy('id')
    .execute();
  const carriers = await db
    .selectFrom('transit_carriers')
    .select('client_id')
    .where('transit_id', '=', transitId)
    .orderBy('id')
    .execute();
  return {
    sender: transit?.sender_client_id ?? null,
    receivers,
    carriers: [...new Set(carriers.map((carrier) => carrier.client_id))],
  };
}
