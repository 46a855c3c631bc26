import type { Driver, Person, Vehicle } from '@transitdocs/domain';
import { searchCarrierDrivers, searchCarrierVehicles, searchPeople } from '../api/transit-form.ts';
import type { FoundOption } from './list/free-text-lookup.tsx';

/**
 * Option fetchers of the carrier pickers shared by the transit form and the document editors
 * (`driver/`, `vehicle/not_trailer/`, `vehicle/trailer/`, `employee/`), labelled the same way.
 */

const fullName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`.trim();

export async function findDrivers(text: string): Promise<FoundOption<Driver>[]> {
  return (await searchCarrierDrivers(text)).map((driver) => ({
    id: driver.id,
    label: fullName(driver.user),
    item: driver,
  }));
}

async function findFleet(kind: 'not_trailer' | 'trailer', text: string) {
  return (await searchCarrierVehicles(kind, text)).map((vehicle): FoundOption<Vehicle> => ({
    id: vehicle.id,
    label: vehicle.number,
    item: vehicle,
  }));
}

/** Tractor units, solo trucks and vans. */
export function findVehicles(text: string): Promise<FoundOption<Vehicle>[]> {
  return findFleet('not_trailer', text);
}

/** Semitrailers and trailers. */
export function findSemitrailers(text: string): Promise<FoundOption<Vehicle>[]> {
  return findFleet('trailer', text);
}

/** The company's people (`employee/?name=`). */
export async function findPeople(text: string): Promise<FoundOption<Person>[]> {
  return (await searchPeople(text)).map((person) => ({
    id: person.id,
    label: fullName(person),
    item: person,
  }));
}
