// Checks that everything a submitted transit names belongs to the company.

import type { ErrorKey, TransitSubmitRequest } from '@transitdocs/domain';
import type { Executor } from '../../db/index.ts';
import { unique } from './ids.ts';
import * as repo from './repo.ts';

type Problem = { path: (string | number)[]; key: ErrorKey };

/**
 * Every contractor must be the company's; every person, driver, vehicle and trailer must be the
 * company's too (a driver of another company is refused, not 404). Returns the problems found.
 */
export async function checkReferences(
  db: Executor,
  companyId: number,
  input: TransitSubmitRequest,
): Promise<Problem[]> {
  const clientRefs: { path: (string | number)[]; id: number }[] = [];
  const personRefs: { path: (string | number)[]; id: number; driver: boolean }[] = [];
  const vehicleRefs: { path: (string | number)[]; id: number; trailer: boolean }[] = [];
  const addClient = (path: (string | number)[], id: number | null | undefined) => {
    if (id !== null && id !== undefined) clientRefs.push({ path, id });
  };
  const addPerson = (path: (string | number)[], id: number | null | undefined, driver = false) => {
    if (id !== null && id !== undefined) personRefs.push({ path, id, driver });
  };
  const addVehicle = (
    path: (string | number)[],
    id: number | null | undefined,
    trailer: boolean,
  ) => {
    if (id !== null && id !== undefined) vehicleRefs.push({ path, id, trailer });
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
    addPerson(['carrier', i, 'employee'], carrier.employee);
    addPerson(['carrier', i, 'driver'], carrier.driver, true);
    addVehicle(['carrier', i, 'vehicle'], carrier.vehicle, false);
    addVehicle(['carrier', i, 'semitrailer'], carrier.semitrailer, true);
  });
  const own = await repo.findOwnReferences(db, companyId, {
    clients: unique(clientRefs.map((ref) => ref.id)),
    users: unique(personRefs.map((ref) => ref.id)),
    vehicles: unique(vehicleRefs.map((ref) => ref.id)),
  });
  const users = new Map(own.users.map((user) => [user.id, user]));
  const vehicles = new Map(own.vehicles.map((vehicle) => [vehicle.id, vehicle]));
  const problems: Problem[] = [];
  for (const ref of clientRefs) {
    if (!own.clients.has(ref.id)) problems.push({ path: ref.path, key: 'client_incorrect' });
  }
  for (const ref of personRefs) {
    const user = users.get(ref.id);
    if (ref.driver && user?.role !== repo.DRIVER_ROLE) {
      problems.push({ path: ref.path, key: 'driver_incorrect' });
    } else if (!user) {
      problems.push({ path: ref.path, key: 'employee_incorrect' });
    }
  }
  for (const ref of vehicleRefs) {
    const vehicle = vehicles.get(ref.id);
    if (!vehicle || repo.isTrailerType(vehicle.type) !== ref.trailer) {
      problems.push({
        path: ref.path,
        key: ref.trailer ? 'semitrailer_incorrect' : 'vehicle_incorrect',
      });
    }
  }
  return problems;
}
