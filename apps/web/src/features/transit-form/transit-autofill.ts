import {
  changeCarrierClient,
  changeReceiverClient,
  chooseCarrierDriver,
  chooseCarrierVehicle,
  isEmptyPlace,
  type Driver,
  type Vehicle,
} from '@transitdocs/domain';
import { carrierInput } from './transit-payload.ts';
import {
  personLabel,
  type CarrierForm,
  type ClientOption,
  type ReceiverForm,
  type RefOption,
} from './transit-form-values.ts';

/** The option among `known` with this id (labels the ids the domain helpers return). */
function pick(id: number | null | undefined, known: (RefOption | null | undefined)[]) {
  if (id === null || id === undefined) return null;
  return known.find((option) => option?.id === id) ?? null;
}

export function driverOption(driver: Driver): RefOption {
  return { id: driver.id, label: personLabel(driver.user) };
}

export function vehicleOption(vehicle: { id: number; number: string }): RefOption {
  return { id: vehicle.id, label: vehicle.number };
}

/**
 * Choosing a driver (spec 1 §4, `chooseCarrierDriver`): the driver's vehicle, its trailer and
 * contractor fill the carrier where they are empty; a typed vehicle or trailer counts as filled.
 * `clientId` is the contractor the driver brings when the carrier had none (to be looked up).
 */
export function applyDriverChoice(
  carrier: CarrierForm,
  driver: Driver | null,
): { carrier: CarrierForm; clientId: number | null } {
  const vehicle = driver?.vehicle ?? null;
  const trailer = vehicle?.attached_vehicle ?? null;
  const next = chooseCarrierDriver(
    carrierInput(carrier),
    driver && {
      id: driver.id,
      client: driver.client,
      vehicle: vehicle && { id: vehicle.id, attached_vehicle: trailer },
    },
  );
  const vehicles = [carrier.vehicle, vehicle && vehicleOption(vehicle)];
  const trailers = [carrier.semitrailer, trailer && vehicleOption(trailer)];
  const hasTypedVehicle = carrier.vehicle_not_from_system.trim() !== '';
  const hasTypedTrailer = carrier.semitrailer_not_from_system.trim() !== '';
  const clientId = next.client ?? null;
  return {
    carrier: {
      ...carrier,
      driver: driver && driverOption(driver),
      driver_not_from_system: driver ? '' : carrier.driver_not_from_system,
      vehicle: hasTypedVehicle ? null : pick(next.vehicle, vehicles),
      semitrailer: hasTypedTrailer ? null : pick(next.semitrailer, trailers),
    },
    clientId: carrier.client === null && clientId !== null ? clientId : null,
  };
}

/**
 * Choosing a vehicle (`chooseCarrierVehicle`): its driver and the trailer hanging on it replace
 * the carrier's; a vehicle without them keeps what the carrier had.
 */
export function applyVehicleChoice(carrier: CarrierForm, vehicle: Vehicle | null): CarrierForm {
  const next = chooseCarrierVehicle(
    carrierInput(carrier),
    vehicle && { id: vehicle.id, driver: vehicle.driver, attached_vehicle: vehicle.trailer },
  );
  const drivers = [
    carrier.driver,
    vehicle?.driver && { id: vehicle.driver.id, label: personLabel(vehicle.driver) },
  ];
  const trailers = [carrier.semitrailer, vehicle?.trailer && vehicleOption(vehicle.trailer)];
  const driver = pick(next.driver, drivers);
  const semitrailer = pick(next.semitrailer, trailers);
  return {
    ...carrier,
    vehicle: vehicle && vehicleOption(vehicle),
    vehicle_not_from_system: vehicle ? '' : carrier.vehicle_not_from_system,
    driver,
    driver_not_from_system: driver ? '' : carrier.driver_not_from_system,
    semitrailer,
    semitrailer_not_from_system: semitrailer ? '' : carrier.semitrailer_not_from_system,
  };
}

/** A new contractor clears the person, driver, vehicle and trailer (`changeCarrierClient`). */
export function applyCarrierClient(carrier: CarrierForm, client: ClientOption | null): CarrierForm {
  if ((client?.id ?? null) === (carrier.client?.id ?? null)) return { ...carrier, client };
  const next = changeCarrierClient(carrierInput(carrier), client?.id ?? null);
  return {
    ...carrier,
    client,
    employee: pick(next.employee, [carrier.employee]),
    driver: pick(next.driver, [carrier.driver]),
    driver_not_from_system: next.driver_not_from_system ?? '',
    vehicle: pick(next.vehicle, [carrier.vehicle]),
    vehicle_not_from_system: next.vehicle_not_from_system ?? '',
    semitrailer: pick(next.semitrailer, [carrier.semitrailer]),
    semitrailer_not_from_system: next.semitrailer_not_from_system ?? '',
  };
}

/**
 * A receiver's new contractor clears its person (`changeReceiverClient`) and, when the first
 * unloading place is still empty, fills it with the contractor's address (spec 2 §4).
 */
export function applyReceiverClient(
  receiver: ReceiverForm,
  client: ClientOption | null,
): ReceiverForm {
  if ((client?.id ?? null) === (receiver.client?.id ?? null)) return { ...receiver, client };
  const next = changeReceiverClient(
    { employee: receiver.employee?.id ?? null },
    client?.id ?? null,
  );
  const [first, ...others] = receiver.destiny_places;
  const shouldCopyAddress =
    client !== null &&
    first !== undefined &&
    isEmptyPlace({
      ...first,
      latitude: first.latitude || null,
      longitude: first.longitude || null,
    });
  return {
    ...receiver,
    client,
    employee: pick(next.employee, [receiver.employee]),
    destiny_places: shouldCopyAddress
      ? [
          {
            ...first,
            client: client.id,
            address: client.address,
            zip_code: client.zip_code,
            town: client.town,
            country: client.country,
          },
          ...others,
        ]
      : receiver.destiny_places,
  };
}
