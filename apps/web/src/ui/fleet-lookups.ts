import type { Driver, Person, Vehicle } from '@transitdocs/domain';
import { searchCarrierDrivers, searchCarrierVehicles, searchPeople } from '../api/transit-form.ts';
import type { FoundOption } from './list/free-text-lookup.tsx';

/**
 * Option fetchers of the carrier pickers shared by the transit form and the document editors
 * (`driver/`, `vehicle/not_trailer/`, `vehicle/trailer/`, `employee/`), labelled the same way.
 * `companyVies` names a connected company whose drivers, vehicles and people to offer instead of
 * the caller's own.
 */

const fullName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`.trim();

export async function findDrivers(
  text: string,
  companyVies?: string,
): Promise<FoundOption<Driver>[]> {
  return (await searchCarrierDrivers(text, companyVies)).map((driver) => ({
    id: driver.id,
    label: fullName(driver.user),
    item: driver,
  }));
}

async function findFleet(kind: 'not_trailer' | 'trailer', text: string, companyVies?: string) {
  return (await searchCarrierVehicles(kind, text, companyVies)).map(
    (vehicle): FoundOption<Vehicle> => ({
      id: vehicle.id,
      label: vehicle.number,
      item: vehicle,
    }),
  );
}

/** Tractor units, solo trucks and vans. */
export function findVehicles(text: string, companyVies?: string): Promise<FoundOption<Vehicle>[]> {
  return findFleet('not_trailer', text, companyVies);
}

/** Semitrailers and trailers. */
export function findSemitrailers(
  text: string,
  companyVies?: string,
): Promise<FoundOption<Vehicle>[]> {
  return findFleet('trailer', text, companyVies);
}

/** The company's people (`employee/?name=`). */
export async function findPeople(text: string): Promise<FoundOption<Person>[]> {
  return (await searchPeople(text)).map((person) => ({
    id: person.id,
    label: fullName(person),
    item: person,
  }));
}
