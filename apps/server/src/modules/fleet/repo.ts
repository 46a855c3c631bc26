import { type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { containsText, personNameContains, toCount, type Executor } from '../../db/index.ts';
import type { Database, NewVehicle, UserRow, VehicleRow, VehicleUpdate } from '../../db/schema.ts';
import type { Page, PageWindow } from '../../platform/paging.ts';
import { listUsersPage } from '../../db/queries/users-page.ts';

export const TRAILER_TYPES = ['semitrailer', 'trailer'];
export const DRIVER_ROLE = 'Kierowca';

export type VehicleFilters = {
  number?: string | undefined;
  /** driver name contains */
  search?: string | undefined;
  status?: 'available' | 'unavailable' | undefined;
  /** a vehicle type, or `set`: a tractor unit or solo truck with a trailer attached */
  type?: string | undefined;
  /** not_trailer / trailer autocompletes */
  kind?: 'not_trailer' | 'trailer' | undefined;
  isNotAttached?: boolean | undefined;
};

function vehicleConditions(companyId: number, filters: VehicleFilters) {
  return (eb: ExpressionBuilder<Database, 'vehicles'>) => {
    const hasTrailer = eb.exists(
      eb
        .selectFrom('vehicles as t')
        .select('t.id')
        .whereRef('t.attached_vehicle_id', '=', 'vehicles.id'),
    );
    const conditions: Expression<SqlBool>[] = [eb('vehicles.company_id', '=', companyId)];
    if (filters.number) conditions.push(containsText('vehicles.number', filters.number));
    if (filters.status) conditions.push(eb('vehicles.status', '=', filters.status));
    if (filters.type === 'set') {
      conditions.push(eb('vehicles.type', 'in', ['tractor_unit', 'solo_truck']));
      conditions.push(hasTrailer);
    } else if (filters.type) {
      conditions.push(eb('vehicles.type', '=', filters.type));
    }
    if (filters.search) {
      const text = filters.search;
      conditions.push(
        eb.exists(
          eb
            .selectFrom('users as d')
            .select('d.id')
            .whereRef('d.id', '=', 'vehicles.driver_id')
            .where(personNameContains('d', text)),
        ),
      );
    }
    if (filters.kind === 'trailer') {
      conditions.push(eb('vehicles.type', 'in', TRAILER_TYPES));
      if (filters.isNotAttached) conditions.push(eb('vehicles.attached_vehicle_id', 'is', null));
    }
    if (filters.kind === 'not_trailer') {
      conditions.push(eb('vehicles.type', 'not in', TRAILER_TYPES));
      if (filters.isNotAttached) conditions.push(eb.not(hasTrailer));
    }
    return eb.and(conditions);
  };
}

export async function listVehicles(
  db: Executor,
  companyId: number,
  filters: VehicleFilters,
  window: PageWindow,
): Promise<Page<VehicleRow>> {
  const where = vehicleConditions(companyId, filters);
  const total = await db
    .selectFrom('vehicles')
    .select((eb) => eb.fn.countAll().as('n'))
    .where(where)
    .executeTakeFirstOrThrow();
  const results = await db
    .selectFrom('vehicles')
    .selectAll()
    .where(where)
    .orderBy('number')
    .orderBy('id')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return { count: toCount(total.n), results };
}

export async function findVehicle(
  db: Executor,
  companyId: number,
  id: number,
): Promise<VehicleRow | undefined> {
  return db
    .selectFrom('vehicles')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findVehicleByNumber(
  db: Executor,
  companyId: number,
  number: string,
): Promise<VehicleRow | undefined> {
  return db
    .selectFrom('vehicles')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('number', '=', number)
    .executeTakeFirst();
}

export async function findVehiclesByIds(db: Executor, ids: number[]): Promise<VehicleRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('vehicles').selectAll().where('id', 'in', ids).execute();
}

/** Vehicles hanging on any of `vehicleIds`. */
export async function findTrailersOf(db: Executor, vehicleIds: number[]): Promise<VehicleRow[]> {
  if (vehicleIds.length === 0) return [];
  return db
    .selectFrom('vehicles')
    .selectAll()
    .where('attached_vehicle_id', 'in', vehicleIds)
    .orderBy('id')
    .execute();
}

export async function findVehiclesDrivenBy(
  db: Executor,
  driverIds: number[],
): Promise<VehicleRow[]> {
  if (driverIds.length === 0) return [];
  return db
    .selectFrom('vehicles')
    .selectAll()
    .where('driver_id', 'in', driverIds)
    .orderBy('id')
    .execute();
}

export async function insertVehicle(db: Executor, row: NewVehicle): Promise<VehicleRow> {
  return db.insertInto('vehicles').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateVehicle(
  db: Executor,
  companyId: number,
  id: number,
  patch: VehicleUpdate,
): Promise<void> {
  await db
    .updateTable('vehicles')
    .set(patch)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}

export async function deleteVehicle(db: Executor, companyId: number, id: number): Promise<void> {
  await db
    .deleteFrom('vehicles')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}

/** Unhooks whatever hangs on `vehicleId` (except `keepId`). */
export async function detachTrailersFrom(
  db: Executor,
  companyId: number,
  vehicleId: number,
  now: string,
  keepId?: number,
): Promise<void> {
  let query = db
    .updateTable('vehicles')
    .set({ attached_vehicle_id: null, updated_at: now })
    .where('company_id', '=', companyId)
    .where('attached_vehicle_id', '=', vehicleId);
  if (keepId !== undefined) query = query.where('id', '!=', keepId);
  await query.execute();
}

/** Takes the driver off every vehicle of the company (except `keepId`). */
export async function unassignDriver(
  db: Executor,
  companyId: number,
  driverId: number,
  now: string,
  keepId?: number,
): Promise<void> {
  let query = db
    .updateTable('vehicles')
    .set({ driver_id: null, updated_at: now })
    .where('company_id', '=', companyId)
    .where('driver_id', '=', driverId);
  if (keepId !== undefined) query = query.where('id', '!=', keepId);
  await query.execute();
}

export async function hasAttachedVehicles(db: Executor, vehicleId: number): Promise<boolean> {
  const row = await db
    .selectFrom('vehicles')
    .select('id')
    .where('attached_vehicle_id', '=', vehicleId)
    .executeTakeFirst();
  return row !== undefined;
}

export type DriverFilters = {
  search?: string | undefined;
  vehicleNumber?: string | undefined;
  /** the number of the driver's vehicle or of the trailer hanging on it */
  vehicleName?: string | undefined;
  hasNoVehicle?: boolean | undefined;
};

function driverConditions(companyId: number, filters: DriverFilters) {
  return (eb: ExpressionBuilder<Database, 'users'>) => {
    const conditions: Expression<SqlBool>[] = [
      eb('users.company_id', '=', companyId),
      eb('users.role', '=', DRIVER_ROLE),
    ];
    if (filters.search) conditions.push(personNameContains('users', filters.search));
    const driven = () =>
      eb.selectFrom('vehicles as v').select('v.id').whereRef('v.driver_id', '=', 'users.id');
    if (filters.vehicleNumber) {
      conditions.push(eb.exists(driven().where(containsText('v.number', filters.vehicleNumber))));
    }
    if (filters.vehicleName) {
      const text = filters.vehicleName;
      conditions.push(
        eb.exists(
          driven().where((inner) =>
            inner.or([
              containsText('v.number', text),
              inner.exists(
                inner
                  .selectFrom('vehicles as t')
                  .select('t.id')
                  .whereRef('t.attached_vehicle_id', '=', 'v.id')
                  .where(containsText('t.number', text)),
              ),
            ]),
          ),
        ),
      );
    }
    if (filters.hasNoVehicle) conditions.push(eb.not(eb.exists(driven())));
    return eb.and(conditions);
  };
}

export async function listDrivers(
  db: Executor,
  companyId: number,
  filters: DriverFilters,
  window: PageWindow,
): Promise<Page<UserRow>> {
  return listUsersPage(db, driverConditions(companyId, filters), window);
}

export async function findDriver(
  db: Executor,
  companyId: number,
  id: number,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('role', '=', DRIVER_ROLE)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findUsersByIds(db: Executor, ids: number[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('users').selectAll().where('id', 'in', ids).execute();
}

export type StoredPosition = {
  current_pos_latitude: number;
  current_pos_longitude: number;
  current_pos_accuracy: number | null;
  current_pos_at: string;
};

/**
 * Keeps a driver's last position on his user row, the vehicles he drives and what hangs on them
 * (a trailer goes where its truck goes). An older fix than the stored one changes nothing.
 */
export async function storeDriverPosition(
  db: Executor,
  companyId: number,
  driverId: number,
  position: StoredPosition,
): Promise<void> {
  await db
    .updateTable('users')
    .set(position)
    .where('id', '=', driverId)
    .where('company_id', '=', companyId)
    .where((eb) =>
      eb.or([
        eb('current_pos_at', 'is', null),
        eb('current_pos_at', '<=', position.current_pos_at),
      ]),
    )
    .execute();
  const driven = db
    .selectFrom('vehicles')
    .select('id')
    .where('company_id', '=', companyId)
    .where('driver_id', '=', driverId);
  await db
    .updateTable('vehicles')
    .set(position)
    .where('company_id', '=', companyId)
    .where((eb) =>
      eb.and([
        eb.or([eb('driver_id', '=', driverId), eb('attached_vehicle_id', 'in', driven)]),
        eb.or([
          eb('current_pos_at', 'is', null),
          eb('current_pos_at', '<=', position.current_pos_at),
        ]),
      ]),
    )
    .execute();
}

/** The role and ownership of a company's user, or undefined when he is not one of its users. */
export async function membershipOf(
  db: Executor,
  companyId: number,
  userId: number,
): Promise<{ role: string; ownership: string } | undefined> {
  return db
    .selectFrom('users')
    .select(['role', 'ownership'])
    .where('id', '=', userId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
}
