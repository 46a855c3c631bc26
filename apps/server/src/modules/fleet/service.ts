import {
  attachesToVehicle,
  mayAccount,
  VEHICLE_TYPES,
  type Driver,
  type MyPositionRequest,
  type MyPositionResponse,
  type Vehicle,
  type VehiclePatchRequest,
  type VehicleRequest,
  type VehicleType,
} from '@transitdocs/domain';
import { isUniqueViolation, nowIso, type Executor } from '../../db/index.ts';
import type { UserRow, VehicleRow } from '../../db/schema.ts';
import { accountActorOf, type Caller, requireAccountAction } from '../../platform/auth.ts';
import type { Deps } from '../../platform/context.ts';
import { fieldError, notFound, permissionDenied } from '../../platform/errors.ts';
import type { Page, PageWindow } from '../../platform/paging.ts';
import { resolveVisibleCompany } from '../invitations/index.ts';
import * as repo from './repo.ts';

function asVehicleType(value: string): VehicleType {
  return VEHICLE_TYPES.find((type) => type === value) ?? 'solo_truck';
}

function vehicleRef(row: VehicleRow | undefined) {
  return row ? { id: row.id, number: row.number, type: asVehicleType(row.type) } : null;
}

function driverRef(user: UserRow | undefined) {
  return user
    ? { id: user.id, first_name: user.first_name, last_name: user.last_name, phone: user.phone }
    : null;
}

/** Rows -> responses with their related vehicle, trailer and driver (three queries a page). */
async function toVehicles(db: Executor, rows: VehicleRow[]): Promise<Vehicle[]> {
  const attachedIds = rows.flatMap((row) =>
    row.attached_vehicle_id === null ? [] : [row.attached_vehicle_id],
  );
  const driverIds = rows.flatMap((row) => (row.driver_id === null ? [] : [row.driver_id]));
  const attached = new Map(
    (await repo.findVehiclesByIds(db, attachedIds)).map((row) => [row.id, row]),
  );
  const trailers = new Map<number, VehicleRow>();
  for (const trailer of await repo.findTrailersOf(
    db,
    rows.map((row) => row.id),
  )) {
    if (trailer.attached_vehicle_id !== null && !trailers.has(trailer.attached_vehicle_id)) {
      trailers.set(trailer.attached_vehicle_id, trailer);
    }
  }
  const drivers = new Map((await repo.findUsersByIds(db, driverIds)).map((u) => [u.id, u]));
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    type: asVehicleType(row.type),
    status: row.status === 'unavailable' ? 'unavailable' : 'available',
    attached_vehicle: vehicleRef(
      row.attached_vehicle_id === null ? undefined : attached.get(row.attached_vehicle_id),
    ),
    trailer: vehicleRef(trailers.get(row.id)),
    driver: driverRef(row.driver_id === null ? undefined : drivers.get(row.driver_id)),
    company: row.company_id,
    current_pos_latitude: row.current_pos_latitude,
    current_pos_longitude: row.current_pos_longitude,
    current_pos_accuracy: row.current_pos_accuracy,
    current_pos_at: row.current_pos_at,
  }));
}

async function toVehicle(db: Executor, row: VehicleRow): Promise<Vehicle> {
  const [vehicle] = await toVehicles(db, [row]);
  if (!vehicle) throw notFound();
  return vehicle;
}

export async function listVehicles(
  deps: Deps,
  companyId: number | null,
  filters: repo.VehicleFilters,
  window: PageWindow,
): Promise<Page<Vehicle>> {
  if (companyId === null) return { count: 0, results: [] };
  const page = await repo.listVehicles(deps.db, companyId, filters, window);
  return { count: page.count, results: await toVehicles(deps.db, page.results) };
}

/** Autocompletes: the caller's company, or one connected to it named by company_vies. */
export async function listVisibleVehicles(
  deps: Deps,
  caller: Caller,
  companyVies: string | undefined,
  filters: repo.VehicleFilters,
  window: PageWindow,
): Promise<Page<Vehicle>> {
  const companyId = await resolveVisibleCompany(deps, caller, companyVies);
  return listVehicles(deps, companyId, filters, window);
}

async function findOwnVehicle(deps: Deps, caller: Caller, id: number): Promise<VehicleRow> {
  const row = await repo.findVehicle(deps.db, caller.companyId, id);
  if (!row) throw notFound();
  return row;
}

export async function getVehicle(deps: Deps, caller: Caller, id: number): Promise<Vehicle> {
  return toVehicle(deps.db, await findOwnVehicle(deps, caller, id));
}

type Relations = { type: VehicleType; driverId: number | null; attachedId: number | null };

/**
 * Semitrailers and trailers hang on a vehicle of the same company that is not itself one; the
 * other types are driven by a Kierowca of the same company. Ids of other companies are
 * reported like ids that do not exist.
 */
async function checkRelations(
  deps: Pick<Deps, 'db'>,
  companyId: number,
  relations: Relations,
  selfId?: number,
): Promise<void> {
  if (attachesToVehicle(relations.type)) {
    if (relations.driverId !== null) throw fieldError('driver', 'vehicle_type_takes_vehicle');
    if (relations.attachedId !== null) {
      const target = await repo.findVehicle(deps.db, companyId, relations.attachedId);
      if (!target || target.id === selfId || attachesToVehicle(asVehicleType(target.type))) {
        throw fieldError('attached_vehicle', 'attached_vehicle_incorrect');
      }
    }
    return;
  }
  if (relations.attachedId !== null) {
    throw fieldError('attached_vehicle', 'vehicle_type_takes_driver');
  }
  if (relations.driverId !== null) {
    if (!(await repo.findDriver(deps.db, companyId, relations.driverId))) {
      throw fieldError('driver', 'driver_incorrect');
    }
  }
}

async function checkNumberFree(
  deps: Pick<Deps, 'db'>,
  companyId: number,
  number: string,
  selfId?: number,
): Promise<void> {
  const existing = await repo.findVehicleByNumber(deps.db, companyId, number);
  if (existing && existing.id !== selfId) throw fieldError('number', 'vehicle_number_taken');
}

/** A driver drives one vehicle and a vehicle pulls one trailer: the new link replaces the old. */
async function takeOverLinks(
  trx: Executor,
  companyId: number,
  vehicleId: number,
  relations: Relations,
  now: string,
): Promise<void> {
  if (relations.driverId !== null) {
    await repo.unassignDriver(trx, companyId, relations.driverId, now, vehicleId);
  }
  if (relations.attachedId !== null) {
    await repo.detachTrailersFrom(trx, companyId, relations.attachedId, now, vehicleId);
  }
}

function rethrowNumberTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw fieldError('number', 'vehicle_number_taken');
  throw error;
}

export async function createVehicle(
  deps: Pick<Deps, 'db'>,
  caller: Caller,
  input: VehicleRequest,
): Promise<Vehicle> {
  requireAccountAction(caller, 'write_vehicles');
  const relations: Relations = {
    type: input.type,
    driverId: input.driver ?? null,
    attachedId: input.attached_vehicle ?? null,
  };
  await checkNumberFree(deps, caller.companyId, input.number);
  await checkRelations(deps, caller.companyId, relations);
  const now = nowIso();
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const row = await repo.insertVehicle(trx, {
        company_id: caller.companyId,
        number: input.number,
        type: input.type,
        status: input.status ?? 'available',
        driver_id: relations.driverId,
        attached_vehicle_id: relations.attachedId,
        current_pos_latitude: null,
        current_pos_longitude: null,
        created_at: now,
        updated_at: now,
      });
      await takeOverLinks(trx, caller.companyId, row.id, relations, now);
      return toVehicle(trx, row);
    });
  } catch (error) {
    rethrowNumberTaken(error);
  }
}

/**
 * Changing the type drops the link that no longer fits (a driver for a trailer, a vehicle for a
 * tractor) unless the request names a new one; a vehicle something hangs on cannot become a
 * trailer.
 */
export async function patchVehicle(
  deps: Deps,
  caller: Caller,
  id: number,
  input: VehiclePatchRequest,
): Promise<Vehicle> {
  const row = await findOwnVehicle(deps, caller, id);
  requireAccountAction(caller, 'write_vehicles');
  const type = input.type ?? asVehicleType(row.type);
  const takesVehicle = attachesToVehicle(type);
  const relations: Relations = {
    type,
    driverId: input.driver !== undefined ? input.driver : takesVehicle ? null : row.driver_id,
    attachedId:
      input.attached_vehicle !== undefined
        ? input.attached_vehicle
        : takesVehicle
          ? row.attached_vehicle_id
          : null,
  };
  if (input.number !== undefined) await checkNumberFree(deps, caller.companyId, input.number, id);
  if (takesVehicle && !attachesToVehicle(asVehicleType(row.type))) {
    if (await repo.hasAttachedVehicles(deps.db, id)) {
      throw fieldError('type', 'vehicle_has_attached_vehicles');
    }
  }
  await checkRelations(deps, caller.companyId, relations, id);
  const now = nowIso();
  try {
    return await deps.db.transaction().execute(async (trx) => {
      await repo.updateVehicle(trx, caller.companyId, id, {
        ...(input.number !== undefined ? { number: input.number } : {}),
        ...(input.status !== undefined ? { status: input.status } : {}),
        type,
        driver_id: relations.driverId,
        attached_vehicle_id: relations.attachedId,
        updated_at: now,
      });
      await takeOverLinks(trx, caller.companyId, id, relations, now);
      const updated = await repo.findVehicle(trx, caller.companyId, id);
      if (!updated) throw notFound();
      return toVehicle(trx, updated);
    });
  } catch (error) {
    rethrowNumberTaken(error);
  }
}

/** Whatever hung on the vehicle stays, unhooked. */
export async function deleteVehicle(deps: Deps, caller: Caller, id: number): Promise<void> {
  await findOwnVehicle(deps, caller, id);
  requireAccountAction(caller, 'write_vehicles');
  const now = nowIso();
  await deps.db.transaction().execute(async (trx) => {
    await repo.detachTrailersFrom(trx, caller.companyId, id, now);
    await repo.deleteVehicle(trx, caller.companyId, id);
  });
}

async function toDrivers(db: Executor, users: UserRow[]): Promise<Driver[]> {
  const vehicles = await repo.findVehiclesDrivenBy(
    db,
    users.map((user) => user.id),
  );
  const byDriver = new Map<number, VehicleRow>();
  for (const vehicle of vehicles) {
    if (vehicle.driver_id !== null && !byDriver.has(vehicle.driver_id)) {
      byDriver.set(vehicle.driver_id, vehicle);
    }
  }
  const trailers = new Map<number, VehicleRow>();
  for (const trailer of await repo.findTrailersOf(
    db,
    [...byDriver.values()].map((vehicle) => vehicle.id),
  )) {
    if (trailer.attached_vehicle_id !== null && !trailers.has(trailer.attached_vehicle_id)) {
      trailers.set(trailer.attached_vehicle_id, trailer);
    }
  }
  return users.map((user) => {
    const vehicle = byDriver.get(user.id);
    return {
      id: user.id,
      user: { first_name: user.first_name, last_name: user.last_name, phone: user.phone },
      client: null,
      vehicle: vehicle
        ? {
            id: vehicle.id,
            number: vehicle.number,
            attached_vehicle: vehicleRef(trailers.get(vehicle.id)),
          }
        : null,
      is_available: user.is_available === 1 ? 'available' : 'unavailable',
      current_pos_latitude: user.current_pos_latitude,
      current_pos_longitude: user.current_pos_longitude,
      current_pos_accuracy: user.current_pos_accuracy,
      current_pos_at: user.current_pos_at,
    };
  });
}

export async function listDrivers(
  deps: Deps,
  companyId: number | null,
  filters: repo.DriverFilters,
  window: PageWindow,
): Promise<Page<Driver>> {
  if (companyId === null) return { count: 0, results: [] };
  const page = await repo.listDrivers(deps.db, companyId, filters, window);
  return { count: page.count, results: await toDrivers(deps.db, page.results) };
}

export async function listVisibleDrivers(
  deps: Deps,
  caller: Caller,
  companyVies: string | undefined,
  filters: repo.DriverFilters,
  window: PageWindow,
): Promise<Page<Driver>> {
  const companyId = await resolveVisibleCompany(deps, caller, companyVies);
  return listDrivers(deps, companyId, filters, window);
}

export async function getDriver(deps: Deps, caller: Caller, id: number): Promise<Driver> {
  const user = await repo.findDriver(deps.db, caller.companyId, id);
  if (!user) throw notFound();
  const [driver] = await toDrivers(deps.db, [user]);
  if (!driver) throw notFound();
  return driver;
}

/**
 * Keeps the last position a driver's phone gave, for the drivers' and cars' lists (spec 3 §2),
 * timed when the server received it: on his user row and on the vehicle he drives (see
 * repo.storeDriverPosition). Anyone but a driver is not tracked: for them this does nothing
 * (docs/decisions/0024-places-coordinates-positions.md).
 */
export async function recordDriverPosition(
  db: Executor,
  caller: Pick<Caller, 'userId' | 'companyId' | 'role' | 'ownership' | 'apiKey'>,
  position: MyPositionRequest,
  at: string = nowIso(),
): Promise<MyPositionResponse | null> {
  // A key is a program, not the driver at the dock, whatever its creator's role.
  if (!mayAccount(accountActorOf(caller), 'share_position')) return null;
  const accuracy = position.accuracy ?? null;
  await repo.storeDriverPosition(db, caller.companyId, caller.userId, {
    current_pos_latitude: position.latitude,
    current_pos_longitude: position.longitude,
    current_pos_accuracy: accuracy,
    current_pos_at: at,
  });
  return { latitude: position.latitude, longitude: position.longitude, accuracy, at };
}

/** POST my-position/: the driver view reports the phone's position (drivers only). */
export async function reportMyPosition(
  deps: Pick<Deps, 'db'>,
  caller: Caller,
  position: MyPositionRequest,
): Promise<MyPositionResponse> {
  const stored = await recordDriverPosition(deps.db, caller, position);
  if (!stored) throw permissionDenied();
  return stored;
}
