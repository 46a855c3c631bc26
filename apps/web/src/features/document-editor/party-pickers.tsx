import {
  chooseDocumentDriver,
  chooseDocumentPerson,
  chooseDocumentSemitrailer,
  chooseDocumentVehicle,
  docClientOf,
  type CompanyLookupResponse,
  type DocCarrier,
  type DocClient,
  type DocDriver,
  type DocPerson,
  type DocumentLocks,
  type DocVehicle,
  type Driver,
  type DriverChoice,
  type Person,
  type PersonChoice,
  type Vehicle,
  type VehicleChoice,
} from '@transitdocs/domain';
import { useTranslation } from '../../i18n/react.ts';
import { getClient, lookupCompany } from '../../api/clients.ts';
import { getVehicle } from '../../api/fleet.ts';
import { useSession } from '../../app/session.tsx';
import { findDrivers, findPeople, findSemitrailers, findVehicles } from '../../ui/fleet-lookups.ts';
import { useTranslateError } from '../../ui/index.ts';
import { DebouncedAutocomplete, FreeTextLookup, type LookupOption } from '../../ui/list/index.ts';
import { getAt, isPathLocked, joinPath, type DataPath, type EditorData } from './data-paths.ts';
import type { FleetPickerField, PersonPickerField } from './wizard-config.ts';

type PickerEditor = {
  data: EditorData;
  updateValue: (path: DataPath, change: (current: unknown) => unknown) => void;
  errors: Record<string, string>;
  locks: DocumentLocks;
};

type PickerProps<S> = { spec: S; base: DataPath; editor: PickerEditor };

type Party = Record<string, unknown>;
type FleetDriver = Exclude<DocDriver, string>;
type FleetVehicle = Exclude<DocVehicle, string>;
type OwnCompany = CompanyLookupResponse['results'][number];

function isParty(value: unknown): value is Party {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The loose editor data of a carrier; the type's schema checks it on save. */
function asCarrier(value: unknown): DocCarrier {
  return isParty(value) ? value : {};
}

function hasContractor(party: unknown, clientName: string): boolean {
  const client = isParty(party) ? party[clientName] : null;
  return isParty(client) && typeof client.name === 'string' && client.name.trim() !== '';
}

const ignoreFailure = () => undefined;

const fleetDriverOf = (person: {
  id: number;
  first_name: string;
  last_name: string;
}): FleetDriver => ({ id: person.id, firstName: person.first_name, lastName: person.last_name });

const fleetVehicleOf = (vehicle: { id: number; number: string }): FleetVehicle => ({
  id: vehicle.id,
  number: vehicle.number,
});

/** Whether the stored driver, vehicle or trailer is still the fleet record `id`. */
function isStill(value: unknown, id: number): boolean {
  return isParty(value) && value.id === id;
}

/** A stored driver or vehicle as the lookup shows it: a fleet record, or typed text. */
function shownOf(value: unknown): { option: LookupOption | null; text: string } {
  if (typeof value === 'string') return { option: null, text: value };
  if (!isParty(value)) return { option: null, text: '' };
  const label =
    typeof value.number === 'string'
      ? value.number
      : [value.firstName, value.lastName].filter((part) => typeof part === 'string').join(' ');
  return typeof value.id === 'number'
    ? { option: { id: value.id, label }, text: '' }
    : { option: null, text: label };
}

/** The company itself as a document contractor (it is no contractor row: no contractor id). */
function ownCompanyClient(company: OwnCompany): DocClient | null {
  const client = docClientOf({
    id: 0,
    name: company.name,
    vies: company.vies,
    address: company.address,
    zip_code: company.zip_code,
    town: company.town,
    country: company.country,
    phone: '',
    pesel: '',
    is_online: true,
  });
  return client && { ...client, id: null };
}

/**
 * A carrier's driver, vehicle or semitrailer: a search of the company's fleet (debounced 300
 * ms) whose choice fills the carrier by the spec 2 §4 rules (`chooseDocumentDriver`, `…Vehicle`,
 * `…Semitrailer`), or typed text for one from outside the system.
 */
export function FleetPicker({ spec, base, editor }: PickerProps<FleetPickerField>) {
  const { t } = useTranslation('document_editor');
  const translateError = useTranslateError();
  const path = joinPath(base, spec.name);
  const { option, text } = shownOf(getAt(editor.data, path));
  const message = editor.errors[path];
  const update = (change: (carrier: DocCarrier) => DocCarrier) => {
    editor.updateValue(base, (current) => change(asCarrier(current)));
  };

  const pickDriver = (driver: Driver | null) => {
    if (!driver) {
      update((carrier) => chooseDocumentDriver(carrier, null));
      return;
    }
    const vehicle = driver.vehicle;
    const choice: DriverChoice = {
      driver: fleetDriverOf({ id: driver.id, ...driver.user }),
      vehicle: vehicle && fleetVehicleOf(vehicle),
      semitrailer: vehicle?.attached_vehicle ? fleetVehicleOf(vehicle.attached_vehicle) : null,
    };
    update((carrier) => chooseDocumentDriver(carrier, choice));
    if (driver.client === null || hasContractor(getAt(editor.data, base), 'client')) return;
    // The driver names his contractor by id: it fills an empty contractor once it is fetched.
    getClient(driver.client).then((found) => {
      const client = docClientOf(found);
      update((carrier) =>
        isStill(carrier.driver, driver.id)
          ? chooseDocumentDriver(carrier, { ...choice, client })
          : carrier,
      );
    }, ignoreFailure);
  };

  const pickVehicle = (vehicle: Vehicle | null) => {
    const choice: VehicleChoice | null = vehicle && {
      vehicle: fleetVehicleOf(vehicle),
      attached: vehicle.trailer && fleetVehicleOf(vehicle.trailer),
      driver: vehicle.driver && fleetDriverOf(vehicle.driver),
    };
    update((carrier) => chooseDocumentVehicle(carrier, choice));
  };

  const pickSemitrailer = (trailer: Vehicle | null) => {
    const attached = trailer?.attached_vehicle ?? null;
    const choice: VehicleChoice | null = trailer && {
      vehicle: fleetVehicleOf(trailer),
      attached: attached && fleetVehicleOf(attached),
      driver: null,
    };
    update((carrier) => chooseDocumentSemitrailer(carrier, choice));
    if (!trailer || !attached) return;
    // A trailer has no driver of its own: the driver is the one of the vehicle it hangs on.
    getVehicle(attached.id).then((pulling) => {
      const driver = pulling.driver;
      if (!driver || !choice) return;
      update((carrier) =>
        isStill(carrier.semitrailer, trailer.id)
          ? chooseDocumentSemitrailer(carrier, { ...choice, driver: fleetDriverOf(driver) })
          : carrier,
      );
    }, ignoreFailure);
  };

  const common = {
    name: path,
    label: t(`fields.${spec.label}`),
    value: option,
    text,
    disabled: isPathLocked(editor.locks, path),
    errorText: message ? translateError(message) : undefined,
  };
  const onType = (typed: string) => {
    const value = typed === '' ? null : typed;
    update((carrier) =>
      spec.name === 'driver'
        ? { ...carrier, driver: value, driver_not_from_system: value === null ? null : true }
        : { ...carrier, [spec.name]: value },
    );
  };
  switch (spec.name) {
    case 'driver':
      return (
        <FreeTextLookup<Driver>
          {...common}
          fetchOptions={findDrivers}
          onPick={pickDriver}
          onType={onType}
          helperText={t('fields.hint_driver')}
        />
      );
    case 'vehicle':
      return (
        <FreeTextLookup<Vehicle>
          {...common}
          fetchOptions={findVehicles}
          onPick={pickVehicle}
          onType={onType}
          helperText={t('fields.hint_vehicle')}
        />
      );
    case 'semitrailer':
      return (
        <FreeTextLookup<Vehicle>
          {...common}
          fetchOptions={findSemitrailers}
          onPick={pickSemitrailer}
          onType={onType}
        />
      );
  }
}

type PersonOption = LookupOption & { item?: Person };

function personOptionOf(value: unknown): PersonOption | null {
  if (!isParty(value) || typeof value.id !== 'number' || !isParty(value.user)) return null;
  const { first_name: first, last_name: last } = value.user;
  const label = [first, last].filter((part) => typeof part === 'string').join(' ');
  return { id: value.id, label };
}

const docPersonOf = (person: Person): DocPerson => ({
  id: person.id,
  user: { first_name: person.first_name, last_name: person.last_name, phone: person.phone ?? '' },
});

/**
 * A company person for a party (`employee/`, debounced 300 ms). By `chooseDocumentPerson`, a
 * party without a contractor takes the person's: the company itself, whose people these are.
 */
export function PersonPicker({ spec, base, editor }: PickerProps<PersonPickerField>) {
  const { t } = useTranslation('document_editor');
  const translateError = useTranslateError();
  const { user } = useSession();
  const path = joinPath(base, spec.name);
  const message = editor.errors[path];

  const apply = (choice: PersonChoice | null, isCurrent: (employee: unknown) => boolean) => {
    editor.updateValue(base, (current) => {
      const party = isParty(current) ? current : {};
      if (!isCurrent(party[spec.name])) return party;
      const next = chooseDocumentPerson(
        {
          client: party[spec.clientName] as DocClient | null | undefined,
          employee: party[spec.name] as DocPerson | null | undefined,
        },
        choice,
      );
      return { ...party, [spec.clientName]: next.client ?? null, [spec.name]: next.employee };
    });
  };

  const pick = (option: PersonOption | null) => {
    const person = option?.item;
    if (!person) {
      apply(null, () => true);
      return;
    }
    const employee = docPersonOf(person);
    apply({ employee }, () => true);
    if (!user || hasContractor(getAt(editor.data, base), spec.clientName)) return;
    lookupCompany(user.company.id).then((answer) => {
      const company = answer.results[0];
      const client = company ? ownCompanyClient(company) : null;
      if (!client) return;
      apply({ employee, client }, (stored) => isStill(stored, person.id));
    }, ignoreFailure);
  };

  return (
    <DebouncedAutocomplete<PersonOption>
      name={path}
      label={t(`fields.${spec.label}`)}
      value={personOptionOf(getAt(editor.data, path))}
      onChange={pick}
      fetchOptions={findPeople}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      disabled={isPathLocked(editor.locks, path)}
      error={Boolean(message)}
      helperText={message ? translateError(message) : undefined}
    />
  );
}
