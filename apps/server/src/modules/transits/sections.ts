// A transit's place, receiver, cargo and carrier rows as a create or update writes them.

import type { TransitSubmitRequest } from '@transitdocs/domain';
import type { Executor } from '../../db/index.ts';
import type { NewTransitCargo, NewTransitPlace } from '../../db/schema.ts';
import { unique } from './ids.ts';
import * as repo from './repo.ts';

export const text = (value: string | undefined) => value ?? '';
export const nullable = (value: string | null | undefined) =>
  value === undefined || value === null || value === '' ? null : value;

type OldIds = Awaited<ReturnType<typeof repo.sectionIds>>;
export const EMPTY_IDS: OldIds = {
  loading: new Set(),
  unloading: new Set(),
  receivers: new Set(),
  cargo: new Set(),
  carriers: new Set(),
};

/** An id the client sent back is kept when it was this section's row before. */
function keptId(id: number | null | undefined, old: Set<number>): { id?: number } {
  return id !== null && id !== undefined && old.has(id) ? { id } : {};
}

type PlaceInput = NonNullable<TransitSubmitRequest['sender_location']>[number];

function placeRow(
  place: PlaceInput,
  base: {
    transit_id: number;
    company_id: number;
    transit_created_at: string;
    kind: string;
    receiver_id: number | null;
  },
  position: number,
  old: Set<number>,
): NewTransitPlace {
  return {
    ...keptId(place.id, old),
    ...base,
    position,
    place: text(place.place),
    address: text(place.address),
    zip_code: text(place.zip_code),
    town: text(place.town),
    country: text(place.country).toUpperCase(),
    additional_data: text(place.additional_data),
    client_id: place.client ?? null,
    latitude: place.latitude ?? null,
    longitude: place.longitude ?? null,
  };
}

/** Writes the sections the request names (all of them on create), replacing what was there. */
export async function writeSections(
  trx: Executor,
  transit: { id: number; company_id: number; created_at: string },
  input: TransitSubmitRequest,
  old: OldIds,
): Promise<void> {
  const base = { transit_id: transit.id, company_id: transit.company_id };
  // Rows a list filter reads carry the transit's sort key (0023_child_sort_keys).
  const keyed = { ...base, transit_created_at: transit.created_at };
  if (input.sender_location !== undefined) {
    await repo.deleteSection(trx, transit.id, 'sender_location');
    await repo.insertPlaces(
      trx,
      input.sender_location.map((place, i) =>
        placeRow(place, { ...keyed, kind: 'loading', receiver_id: null }, i, old.loading),
      ),
    );
  }
  if (input.receivers !== undefined) {
    await repo.deleteSection(trx, transit.id, 'receivers');
    const places: NewTransitPlace[] = [];
    const cargo: NewTransitCargo[] = [];
    for (const [i, receiver] of input.receivers.entries()) {
      // A receiver without a contractor fails validation; the check keeps the types honest.
      if (!receiver.client) continue;
      const receiverId = await repo.insertReceiver(trx, {
        ...keptId(receiver.id, old.receivers),
        ...keyed,
        position: i,
        client_id: receiver.client,
        employee_id: receiver.employee ?? null,
      });
      receiver.destiny_places?.forEach((place, j) => {
        places.push(
          placeRow(
            place,
            { ...keyed, kind: 'unloading', receiver_id: receiverId },
            j,
            old.unloading,
          ),
        );
      });
      receiver.cargo?.forEach((line, j) => {
        cargo.push({
          ...keptId(line.id, old.cargo),
          ...base,
          receiver_id: receiverId,
          position: j,
          name: text(line.name),
          quantity: line.quantity ?? null,
          capacity: line.other?.capacity ?? null,
          method_of_packaging: text(line.other?.method_of_packaging),
          weight_gross_kg: line.other?.weight_gross_kg ?? null,
          origin_country: text(line.other?.origin_country).toUpperCase(),
          destination_country: text(line.other?.destination_country).toUpperCase(),
          statistical_number: text(line.other?.statistical_number),
          marks: text(line.other?.marks),
        });
      });
    }
    await repo.insertPlaces(trx, places);
    await repo.insertCargo(trx, cargo);
  }
  if (input.carrier !== undefined) {
    await repo.deleteSection(trx, transit.id, 'carrier');
    await repo.insertCarriers(
      trx,
      input.carrier.flatMap((carrier, i) =>
        carrier.client
          ? [
              {
                ...keptId(carrier.id, old.carriers),
                ...keyed,
                position: i,
                client_id: carrier.client,
                employee_id: carrier.employee ?? null,
                driver_id: carrier.driver ?? null,
                driver_not_from_system: nullable(carrier.driver_not_from_system),
                is_forwarder: carrier.is_forwarder ? 1 : 0,
                vehicle_id: carrier.vehicle ?? null,
                vehicle_not_from_system:
                  nullable(carrier.vehicle_not_from_system)?.toUpperCase() ?? null,
                semitrailer_id: carrier.semitrailer ?? null,
                semitrailer_not_from_system:
                  nullable(carrier.semitrailer_not_from_system)?.toUpperCase() ?? null,
              },
            ]
          : [],
      ),
    );
    await markDriversBusy(trx, transit.company_id, input.carrier);
  }
}

/**
 * Choosing a vehicle for a carrier marks its driver unavailable (spec 3 §4): the carrier's driver,
 * else the vehicle's own driver; only drivers of the company.
 */
async function markDriversBusy(
  trx: Executor,
  companyId: number,
  carriers: NonNullable<TransitSubmitRequest['carrier']>,
): Promise<void> {
  const withVehicle = carriers.filter((c) => c.vehicle !== null && c.vehicle !== undefined);
  if (withVehicle.length === 0) return;
  const vehicleDrivers = await repo.findVehicleDrivers(
    trx,
    companyId,
    unique(withVehicle.map((c) => c.vehicle ?? null)),
  );
  const driverIds = unique(
    withVehicle.map((c) => c.driver ?? (c.vehicle ? vehicleDrivers.get(c.vehicle) : null) ?? null),
  );
  await repo.setDriversAvailability(trx, companyId, driverIds, false);
}
