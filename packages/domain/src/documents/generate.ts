import { DEFAULT_CURRENCY } from '../constants.ts';
import type { GeneratedDocumentCode } from '../enums.ts';
import { polishDate } from '../rules/transits.ts';
import type { Cargo, Carrier, Transit, TransitPlace } from '../schemas/transits.ts';
import type {
  CmrData,
  DocumentDataMap,
  KwData,
  OstspedData,
  OstspedType,
  PalletTransfers,
  PsData,
  WzData,
} from './document-data.ts';
import { PALLET_TYPES } from './document-data.ts';
import type {
  CmrCargo,
  ContainerCargo,
  CountryPair,
  DocCarrier,
  DocClient,
  DocPerson,
  DocPlace,
  QuantityCargo,
} from './parts.ts';
import { emptyPayments } from './payments.ts';
import { defaultTransportMode } from './transport-modes.ts';

export type GenerateOptions = {
  /** yyyy-MM-dd of "today" for the date of issue; Polish date now when left out. */
  today?: string;
  /** OSTSPED is made for loading (default) or unloading. */
  ostspedType?: OstspedType;
};

let regionNames: Intl.DisplayNames | undefined;

function countryPair(code: string): CountryPair | null {
  if (!code) return null;
  regionNames ??= new Intl.DisplayNames(['en'], { type: 'region' });
  let name: string;
  try {
    name = regionNames.of(code) ?? '';
  } catch {
    // Not a region code Intl knows (a typed code): keep the code alone.
    name = '';
  }
  return [code, name === code ? '' : name];
}

type TransitClient = NonNullable<Transit['sender_client']>;
type TransitPerson = NonNullable<Transit['sender_employee']>;

function client(value: TransitClient | null): DocClient | null {
  if (!value) return null;
  return {
    id: value.id,
    name: value.name,
    address: value.address,
    city: value.town,
    postCode: value.zip_code,
    country: countryPair(value.country),
    vies: value.vies ?? '',
    pesel: value.pesel,
    vatGroup: '',
  };
}

/** A contractor (as the transit or a picker gives it) as `document_data` stores it. */
export function docClientOf(value: TransitClient | null): DocClient | null {
  return client(value);
}

function person(value: TransitPerson | null): DocPerson | null {
  if (!value) return null;
  return {
    id: value.id,
    user: {
      first_name: value.user.first_name,
      last_name: value.user.last_name,
      phone: value.user.phone ?? '',
    },
  };
}

function place(value: TransitPlace): DocPlace {
  return {
    id: value.id,
    place: value.place,
    address: value.address,
    postCode: value.zip_code,
    city: value.town,
    country: countryPair(value.country),
    latitude: value.latitude,
    longitude: value.longitude,
    client: value.client,
    additionalData: value.additional_data,
  };
}

function carrier(value: Carrier): DocCarrier {
  const driver = value.driver
    ? {
        id: value.driver.id,
        firstName: value.driver.user.first_name,
        lastName: value.driver.user.last_name,
      }
    : (value.driver_not_from_system ?? null);
  return {
    id: value.id,
    client: client(value.client),
    employee: person(value.employee),
    driver,
    driver_not_from_system: !value.driver && Boolean(value.driver_not_from_system),
    vehicle: value.vehicle
      ? { id: value.vehicle.id, number: value.vehicle.number }
      : (value.vehicle_not_from_system ?? null),
    semitrailer: value.semitrailer
      ? { id: value.semitrailer.id, number: value.semitrailer.number }
      : (value.semitrailer_not_from_system ?? null),
    isForwarder: value.is_forwarder,
  };
}

function cmrCargo(value: Cargo): CmrCargo {
  return {
    id: value.id,
    marks: value.other.marks,
    name: value.name,
    quantity: value.quantity,
    methodOfPackaging: value.other.method_of_packaging,
    statisticalNumber: value.other.statistical_number,
    weight: value.other.weight_gross_kg,
    capacity: value.other.capacity,
    originCountry: value.other.origin_country,
    destinationCountry: value.other.destination_country,
  };
}

function quantityCargo(value: Cargo): QuantityCargo {
  return {
    id: value.id,
    marks: value.other.marks,
    name: value.name,
    quantityDeclared: value.quantity,
    quantityLoaded: null,
    quantityPickedUp: null,
    unitOfMeasure: '',
  };
}

function common<T>(transit: Transit, cargo: (lines: Cargo[]) => T[], today: string) {
  return {
    sender: client(transit.sender_client),
    senderEmployee: person(transit.sender_employee),
    loading: transit.sender_location.map(place),
    receivers: transit.receivers.map((receiver) => ({
      id: receiver.id,
      client: client(receiver.client),
      employee: person(receiver.employee),
      cargo: cargo(receiver.cargo),
      destinyPlaces: receiver.destiny_places.map(place),
    })),
    carriers: transit.carrier.map(carrier),
    documentName: '',
    destiny: '',
    attachedDocuments: [],
    carrierRemarks: '',
    paymentInstruction: '',
    senderInstruction: transit.sender_instruction,
    specialAgreements: transit.special_agreements,
    paymentCOD: { value: null, currency: DEFAULT_CURRENCY },
    payments: emptyPayments(),
    transportMode: defaultTransportMode(),
    dateOfIssue: today,
    loadingDate: transit.loading_date,
    order: '',
    shippingCostOn: '',
    invoiceNumberAndDate: '',
    createdAtClients: null,
    createdBeforeAfterLoadingUnloading: null,
    date: today,
    time: transit.loading_time,
    place: transit.sender_location[0]?.town ?? '',
    waybillNumber: transit.transit_number,
  };
}

function emptyTransfers(): Required<PalletTransfers> {
  const transfers = {} as Record<(typeof PALLET_TYPES)[number], PalletTransfers['chep']>;
  for (const type of PALLET_TYPES) {
    transfers[type] = { loaded: null, unloaded: null, issued: null, returned: null };
  }
  return transfers as Required<PalletTransfers>;
}

/**
 * `document_data` of a new document of `code`, filled from the transit: sender, loading places,
 * receivers with their cargo and places, carriers (main first) with driver, vehicle and trailer,
 * instructions and dates; currencies EUR and transport mode 3 (spec 2 §3, §9).
 */
export function generateDocumentData<C extends GeneratedDocumentCode>(
  code: C,
  transit: Transit,
  options: GenerateOptions = {},
): DocumentDataMap[C] {
  const today = options.today ?? polishDate();
  const build: { [K in GeneratedDocumentCode]: () => DocumentDataMap[K] } = {
    CMR: (): CmrData => common(transit, (lines) => lines.map(cmrCargo), today),
    LP: (): CmrData => common(transit, (lines) => lines.map(cmrCargo), today),
    WZ: (): WzData => ({
      ...common(transit, (lines) => lines.map(quantityCargo), today),
      createdAtClients: 'sender',
    }),
    PS: (): PsData => ({
      ...common(transit, (lines) => lines.map(quantityCargo), today),
      collectivePackagingAndDamageCause: '',
      damagedCargos: [],
    }),
    KW: (): KwData => ({
      ...common(transit, (lines) => lines.map(cmrCargo), today),
      palletsTransferWith: 'sender',
      transfer: emptyTransfers(),
    }),
    OSTSPED: (): OstspedData => ({
      // Container lines are not in the transit: the receiver fills them in.
      ...common(transit, (): ContainerCargo[] => [], today),
      type: options.ostspedType ?? 'loading',
      loadingTime: transit.loading_time,
      unloadingDate: transit.unloading_date,
      unloadingTime: transit.unloading_time,
      referenceNumber: '',
      issuer: '',
      containerPickupPlace: '',
      containerDisposalPlace: '',
      customsLocation: '',
      arrival: '',
      departure: '',
      disposalTerminalRemarks: '',
      createdAt: today,
    }),
  };
  return build[code]();
}

export type SubDocumentData<T> = { receiverIndex: number; receiverId: number | null; data: T };

/**
 * With several receivers a generated document is a main document naming all of them plus one
 * sub-document per receiver, holding only that receiver, its cargo and places (spec 2 §4).
 * With one receiver or none there are no sub-documents.
 */
export function splitPerReceiver<T extends { receivers?: readonly unknown[] | undefined }>(
  data: T,
): { main: T; subDocuments: SubDocumentData<T>[] } {
  const receivers = data.receivers ?? [];
  if (receivers.length < 2) return { main: data, subDocuments: [] };
  return {
    main: data,
    subDocuments: receivers.map((receiver, receiverIndex) => {
      const id = (receiver as { id?: unknown }).id;
      return {
        receiverIndex,
        receiverId: typeof id === 'number' ? id : null,
        data: { ...data, receivers: [receiver] },
      };
    }),
  };
}
