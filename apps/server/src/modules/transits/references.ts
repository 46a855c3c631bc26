// Checks that everything a submitted transit names belongs to the company (or, on a carrier
// line, to the connected company that carries it).

import type { ErrorKey, TransitSubmitRequest } from '@transitdocs/domain';
import type { Executor } from '../../db/index.ts';
import { connectedCompanies } from '../invitations/index.ts';
import { unique } from './ids.ts';
import * as repo from './repo.ts';

type Problem = { path: (string | number)[]; key: ErrorKey };

/**
 * Every contractor must be the company's; every person, driver, vehicle and trailer must be the
 * company's too (a driver of another company is refused, not 404), except on a carrier line whose
 * contractor is a company connected to it: there that company's own may be named too, its
 * subcontractor's driver and vehicles (spec 2 §4). Returns the problems found.
 */
export async function checkReferences(
  db: Executor,
  companyId: number,
  input: TransitSubmitRequest,
): Promise<Problem[]> {
  const clientRefs: { path: (string | number)[]; id: number }[] = [];
  // `carrier`: the index of the carrier line a person or vehicle is named on
  type Named = { path: (string | number)[]; id: number; carrier: number | null };
  const personRefs: (Named & { driver: boolean })[] = [];
  const vehicleRefs: (Named & { trailer: boolean })[] = [];
  const addClient = (path: (string | number)[], id: number | null | undefined) => {
    if (id !== null && id !== undefined) clientRefs.push({ path, id });
  };
  const addPerson = (
    path: (string | number)[],
    id: number | null | undefined,
    carrier: number | null = null,
    driver = false,
  ) => {
    if (id !== null && id !== undefined) personRefs.push({ path, id, carrier, driver });
  };
  const addVehicle = (
    path: (string | number)[],
    id: number | null | undefined,
    carrier: number,
    trailer: boolean,
  ) => {
    if (id !== null && id !== undefined) vehicleRefs.push({ path, id, carrier, trailer });
  };
  addClient(['sender_client'], input.sender_client);
  addPerson(['sender_employee'], input.sender_employee);
  input.sender_location?.forEach((place, i) => {
    addClient(['sender_location', i, 'client'], place.client);
  });
  input.receivers?.forEach((receiver, i) => {
    addClient(['receivers', i, 'client'], receiver.client);
    addPerson(['receivers', i, 'employee'], receiver.employee);
    receiver.destiny_places?.forEach((place, j) => {
      addClient(['receivers', i, 'destiny_places', j, 'client'], place.client);
    });
  });
  input.carrier?.forEach((carrier, i) => {
    addClient(['carrier', i, 'client'], carrier.client);
    addPerson(['carrier', i, 'employee'], carrier.employee, i);
    addPerson(['carrier', i, 'driver'], carrier.driver, i, true);
    addVehicle(['carrier', i, 'vehicle'], carrier.vehicle, i, false);
    addVehicle(['carrier', i, 'semitrailer'], carrier.semitrailer, i, true);
  });
  const clients = await repo.findOwnClients(db, companyId, unique(clientRefs.map((ref) => ref.id)));
  // Each carrier line's contractor that is a company connected to this one.
  const linked = (input.carrier ?? []).map((carrier) =>
    carrier.client === null || carrier.client === undefined
      ? null
      : (clients.get(carrier.client) ?? null),
  );
  const connected = await connectedCompanies(
    db,
    companyId,
    linked.filter((id) => id !== null),
  );
  const carrierCompany = (carrier: number | null): number | null => {
    const company = carrier === null ? null : (linked[carrier] ?? null);
    return company !== null && connected.has(company) ? company : null;
  };
  const masters = await repo.findMasters(db, [companyId, ...connected], {
    users: unique(personRefs.map((ref) => ref.id)),
    vehicles: unique(vehicleRefs.map((ref) => ref.id)),
  });
  const users = new Map(masters.users.map((user) => [user.id, user]));
  const vehicles = new Map(masters.vehicles.map((vehicle) => [vehicle.id, vehicle]));
  const isAllowed = (ref: Named, owner: number | undefined) =>
    owner === companyId || (owner !== undefined && owner === carrierCompany(ref.carrier));
  const problems: Problem[] = [];
  for (const ref of clientRefs) {
    if (!clients.has(ref.id)) problems.push({ path: ref.path, key: 'client_incorrect' });
  }
  for (const ref of personRefs) {
    const found = users.get(ref.id);
    const user = isAllowed(ref, found?.company_id) ? found : undefined;
    if (ref.driver && user?.role !== repo.DRIVER_ROLE) {
      problems.push({ path: ref.path, key: 'driver_incorrect' });
    } else if (!user) {
      problems.push({ path: ref.path, key: 'employee_incorrect' });
    }
  }
  for (const ref of vehicleRefs) {
    const found = vehicles.get(ref.id);
    const vehicle = isAllowed(ref, found?.company_id) ? found : undefined;
    if (!vehicle || repo.isTrailerType(vehicle.type) !== ref.trailer) {
      problems.push({
        path: ref.path,
        key: ref.trailer ? 'semitrailer_incorrect' : 'vehicle_incorrect',
      });
    }
  }
  return problems;
}
