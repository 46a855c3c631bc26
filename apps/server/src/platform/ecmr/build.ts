import { ECMR_COUNTRY_CODES } from './countries.ts';
import { el, xmlDocument, type XmlNode } from './xml.ts';

/**
 * Builds a UN/CEFACT eCMR 1.0 message (root rsm:eCMR) from a CMR's document_data. The input
 * types are structural (every field optional), so the domain's `CmrData` fits them as it is.
 */

export const ECMR_NAMESPACES = {
  rsm: 'urn:un:unece:uncefact:data:standard:eCMR:1',
  ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:101',
  qdt: 'urn:un:unece:uncefact:data:Standard:QualifiedDataType:101',
  udt: 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:21',
} as const;

/** UNTDID 1001: road consignment note. */
export const ECMR_DOCUMENT_NAME_CODE = '730';

type Maybe<T> = T | null | undefined;
type CountryLike = Maybe<readonly [string, string] | readonly string[]>;

export type EcmrClient = {
  id?: Maybe<number>;
  name?: Maybe<string>;
  address?: Maybe<string>;
  city?: Maybe<string>;
  postCode?: Maybe<string>;
  country?: CountryLike;
  vies?: Maybe<string>;
  pesel?: Maybe<string>;
  vatGroup?: Maybe<string>;
};

export type EcmrPerson = {
  user?: Maybe<{ first_name?: Maybe<string>; last_name?: Maybe<string>; phone?: Maybe<string> }>;
};

export type EcmrPlace = {
  place?: Maybe<string>;
  address?: Maybe<string>;
  postCode?: Maybe<string>;
  city?: Maybe<string>;
  country?: CountryLike;
  latitude?: Maybe<string | number>;
  longitude?: Maybe<string | number>;
  additionalData?: Maybe<string>;
};

export type EcmrCargo = {
  marks?: Maybe<string>;
  name?: Maybe<string>;
  quantity?: Maybe<number>;
  methodOfPackaging?: Maybe<string>;
  statisticalNumber?: Maybe<string>;
  weight?: Maybe<number>;
  capacity?: Maybe<number>;
  originCountry?: Maybe<string>;
  destinationCountry?: Maybe<string>;
};

export type EcmrCarrier = {
  client?: Maybe<EcmrClient>;
  employee?: Maybe<EcmrPerson>;
  driver?: Maybe<string | { firstName?: Maybe<string>; lastName?: Maybe<string> }>;
  vehicle?: Maybe<string | { number?: Maybe<string> }>;
  semitrailer?: Maybe<string | { number?: Maybe<string> }>;
  isForwarder?: Maybe<boolean>;
};

export type EcmrReceiver = {
  client?: Maybe<EcmrClient>;
  employee?: Maybe<EcmrPerson>;
  cargo?: Maybe<readonly EcmrCargo[]>;
  destinyPlaces?: Maybe<readonly EcmrPlace[]>;
};

export type EcmrCmrData = {
  sender?: Maybe<EcmrClient>;
  senderEmployee?: Maybe<EcmrPerson>;
  loading?: Maybe<readonly EcmrPlace[]>;
  receivers?: Maybe<readonly EcmrReceiver[]>;
  carriers?: Maybe<readonly EcmrCarrier[]>;
  attachedDocuments?: Maybe<readonly { type?: Maybe<string>; id?: Maybe<string> }[]>;
  carrierRemarks?: Maybe<string>;
  paymentInstruction?: Maybe<string>;
  senderInstruction?: Maybe<string>;
  specialAgreements?: Maybe<string>;
  paymentCOD?: Maybe<{ value?: Maybe<number>; currency?: Maybe<string> }>;
  transportMode?: Maybe<{ code?: Maybe<number>; name?: Maybe<string> }>;
  dateOfIssue?: Maybe<string>;
  loadingDate?: Maybe<string>;
  date?: Maybe<string>;
  time?: Maybe<string>;
  place?: Maybe<string>;
  waybillNumber?: Maybe<string>;
};

export type EcmrSignature = {
  /** sender, carrier, receiver or driver (the driver signs for the carrier). */
  type: string;
  /** ISO instant of the signature (the device's time when it gave one). */
  signedAt: string;
  /** ISO instant the server received it; left out when it is the same as signedAt. */
  receivedAt?: Maybe<string>;
  /** Where it was signed, as text ("lat, lon (±m)" or a place name). */
  place?: Maybe<string>;
  /** SHA-256 (hex) identifying the signature: its link in the document's hash chain. */
  sha256?: Maybe<string>;
  /** Set for a signature made on another platform and carried over by an import (decision 0132). */
  issuingPlatform?: Maybe<string>;
  fullName?: Maybe<string>;
  companyName?: Maybe<string>;
  companyAddress?: Maybe<string>;
  companyTown?: Maybe<string>;
  companyZipCode?: Maybe<string>;
  companyCountry?: CountryLike;
  companyVies?: Maybe<string>;
  companyNip?: Maybe<string>;
  method?: Maybe<string>;
};

export type EcmrInput = {
  /** Our document id (used as the message id when the CMR has no waybill number). */
  documentId: number | string;
  /**
   * The transaction id of the message a document was imported from: the same consignment note
   * keeps its id when it is exported again (decision 0132).
   */
  messageId?: Maybe<string>;
  /** When the document was created (ISO instant): the issue date when none is filled in. */
  createdAt: string;
  data: EcmrCmrData;
  signatures: readonly EcmrSignature[];
  /**
   * Reservations of taking over (box 18) and delivery (box 24), each as one line of text: notes
   * of the transport event they belong to (the schema's ApplicableNote there).
   */
  reservations?: readonly EcmrReservation[];
};

export type EcmrReservation = { box: 'taking_over' | 'delivery'; kind: string; text: string };

// ---------------------------------------------------------------- values

const str = (value: Maybe<string>): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/** xs:decimal text (never exponent notation); null for a non-finite or missing value. */
export function decimal(value: Maybe<number>, digits = 3): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  if (Math.abs(value) >= 1e21) return BigInt(Math.round(value)).toString();
  const fixed = value.toFixed(digits);
  return fixed.includes('.') ? fixed.replace(/0+$/, '').replace(/\.$/, '') : fixed;
}

function countryCode(country: CountryLike): string | null {
  const code = (country?.[0] ?? '').trim().toUpperCase();
  return ECMR_COUNTRY_CODES.has(code) ? code : null;
}

function countryName(country: CountryLike): string | null {
  return str(country?.[1]);
}

function personName(person: Maybe<EcmrPerson>): string | null {
  const user = person?.user;
  if (!user) return null;
  return str([user.first_name, user.last_name].filter(Boolean).join(' '));
}

function driverName(driver: EcmrCarrier['driver']): string | null {
  if (!driver) return null;
  if (typeof driver === 'string') return str(driver);
  return str([driver.firstName, driver.lastName].filter(Boolean).join(' '));
}

function plate(vehicle: EcmrCarrier['vehicle']): string | null {
  if (!vehicle) return null;
  return typeof vehicle === 'string' ? str(vehicle) : str(vehicle.number);
}

/** Degrees from decimal text/number or `52° 13' 47.0" N`; null when unreadable or empty. */
export function coordinateDegrees(value: Maybe<string | number>): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim();
  if (text === '') return null;
  if (/^-?\d{1,3}(\.\d+)?$/.test(text)) return Number(text);
  const match = /^(\d{1,3})° ?(\d{1,2})' ?(\d{1,2}(?:\.\d+)?)" ?([NSEW])$/.exec(text);
  if (!match) return null;
  const degrees = Number(match[1]) + Number(match[2]) / 60 + Number(match[3]) / 3600;
  return match[4] === 'S' || match[4] === 'W' ? -degrees : degrees;
}

/**
 * A date or date-time as udt:DateTimeType: an ISO instant as DateTime, `yyyy-MM-dd` as
 * format 102 (CCYYMMDD), `yyyy-MM-dd HH:mm` / `dd-MM-yyyy HH:mm` as format 203 (CCYYMMDDHHMM).
 */
export function dateTime(name: string, value: Maybe<string>, time?: Maybe<string>): XmlNode | null {
  const text = str(value);
  if (!text) return null;
  const hhmm = str(time);
  let match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match) {
    const timeMatch = hhmm ? /^(\d{2}):(\d{2})/.exec(hhmm) : null;
    const date = `${match[1]}${match[2]}${match[3]}`;
    return timeMatch
      ? el(name, [
          el('udt:DateTimeString', `${date}${timeMatch[1]}${timeMatch[2]}`, { format: '203' }),
        ])
      : el(name, [el('udt:DateTimeString', date, { format: '102' })]);
  }
  match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/.exec(text);
  if (match) {
    return el(name, [
      el('udt:DateTimeString', `${match[1]}${match[2]}${match[3]}${match[4]}${match[5]}`, {
        format: '203',
      }),
    ]);
  }
  match = /^(\d{2})-(\d{2})-(\d{4})(?: (\d{2}):(\d{2}))?$/.exec(text);
  if (match) {
    const date = `${match[3]}${match[2]}${match[1]}`;
    return match[4]
      ? el(name, [el('udt:DateTimeString', `${date}${match[4]}${match[5]}`, { format: '203' })])
      : el(name, [el('udt:DateTimeString', date, { format: '102' })]);
  }
  const instant = Date.parse(text);
  if (Number.isNaN(instant)) return null;
  return el(name, [el('udt:DateTime', new Date(instant).toISOString())]);
}

// ---------------------------------------------------------------- aggregates

function address(parts: {
  postCode?: Maybe<string>;
  street?: Maybe<string>;
  city?: Maybe<string>;
  country: CountryLike;
}): XmlNode | null {
  // CountryID is required by the schema: without a known country there is no postal address.
  const code = countryCode(parts.country);
  if (!code) return null;
  return el('ram:PostalTradeAddress', [
    el('ram:PostcodeCode', str(parts.postCode)),
    el('ram:StreetName', str(parts.street)),
    el('ram:CityName', str(parts.city)),
    el('ram:CountryID', code),
    el('ram:CountryName', countryName(parts.country)),
  ]);
}

function contact(name: Maybe<string>, phone?: Maybe<string>): XmlNode | null {
  return el('ram:DefinedTradeContact', [
    el('ram:PersonName', str(name)),
    el('ram:TelephoneUniversalCommunication', [el('ram:CompleteNumber', str(phone))]),
  ]);
}

function party(
  name: string,
  client: Maybe<EcmrClient>,
  roleCode: string,
  person?: { name: Maybe<string>; phone?: Maybe<string> },
): XmlNode | null {
  if (!client && !person?.name) return null;
  return el(name, [
    el('ram:ID', client?.id ?? null),
    el('ram:Name', str(client?.name)),
    el('ram:RoleCode', roleCode),
    contact(person?.name, person?.phone),
    address({
      postCode: client?.postCode,
      street: client?.address,
      city: client?.city,
      country: client?.country,
    }),
    el('ram:SpecifiedTaxRegistration', [
      el('ram:ID', str(client?.vies)?.replace(/\s+/g, '') ?? null, { schemeID: 'VA' }),
    ]),
    el('ram:SpecifiedTaxRegistration', [el('ram:ID', str(client?.vatGroup), { schemeID: 'VAT' })]),
    el('ram:SpecifiedGovernmentRegistration', [
      el('ram:ID', str(client?.pesel)),
      el('ram:TypeCode', client?.pesel ? 'PESEL' : null),
      el('ram:CountryID', client?.pesel ? 'PL' : null),
    ]),
  ]);
}

function location(name: string, place: Maybe<EcmrPlace>): XmlNode | null {
  if (!place) return null;
  const latitude = coordinateDegrees(place.latitude);
  const longitude = coordinateDegrees(place.longitude);
  const label = [place.address, place.postCode, place.city].map(str).filter(Boolean).join(', ');
  return el(name, [
    el('ram:Name', str(place.place) ?? str(label)),
    el('ram:Description', str(place.additionalData)),
    el('ram:CountryID', countryCode(place.country)),
    latitude !== null && longitude !== null
      ? el('ram:PhysicalGeographicalCoordinate', [
          el('ram:LatitudeMeasure', decimal(latitude, 7)),
          el('ram:LongitudeMeasure', decimal(longitude, 7)),
        ])
      : null,
    address({
      postCode: place.postCode,
      street: place.address,
      city: place.city,
      country: place.country,
    }),
  ]);
}

function placeText(place: EcmrPlace): string {
  return [place.place, place.address, place.postCode, place.city, place.country?.[1]]
    .map(str)
    .filter(Boolean)
    .join(', ');
}

function note(subject: string, content: Maybe<string>, name = 'ram:StatementNote'): XmlNode | null {
  const text = str(content);
  if (!text) return null;
  return el(name, [el('ram:Subject', subject), el('ram:Content', text)]);
}

const ROLE_CODE: Record<string, string> = {
  sender: 'CZ',
  carrier: 'CA',
  driver: 'CA',
  receiver: 'CN',
};

function certifyingParty(signature: EcmrSignature): XmlNode | null {
  return el('ram:CertifyingTradeParty', [
    el('ram:Name', str(signature.companyName)),
    el('ram:RoleCode', ROLE_CODE[signature.type] ?? null),
    contact(signature.fullName),
    address({
      postCode: signature.companyZipCode,
      street: signature.companyAddress,
      city: signature.companyTown,
      country: signature.companyCountry,
    }),
    el('ram:SpecifiedTaxRegistration', [
      el('ram:ID', str(signature.companyVies)?.replace(/\s+/g, '') ?? null, { schemeID: 'VA' }),
    ]),
    el('ram:SpecifiedTaxRegistration', [
      el('ram:ID', str(signature.companyNip)?.replace(/[\s-]+/g, '') ?? null, { schemeID: 'NIP' }),
    ]),
  ]);
}

function signatureNote(signature: EcmrSignature): XmlNode | null {
  const who = [signature.fullName, signature.companyName].map(str).filter(Boolean).join(', ');
  const how = str(signature.method);
  return el('ram:ApplicableNote', [
    el('ram:Subject', `signature:${signature.type}`),
    el('ram:Content', [who, how ? `(${how})` : null, signature.signedAt].filter(Boolean).join(' ')),
  ]);
}

/** CMR box of a signer type: 22 sender, 23 carrier (or its driver), 24 consignee. */
export const SIGNATURE_BOX: Record<string, string> = {
  sender: '22',
  carrier: '23',
  driver: '23',
  receiver: '24',
};

/**
 * The signature's own record (decision 0133): eCMR 1.0 has no authentication aggregate, so each
 * signature is a RelatedSpecifiedObservation of its transport event, identified by its SHA-256,
 * with one note per fact (signatory, device and receipt time, place, box).
 */
function signatureObservation(signature: EcmrSignature): XmlNode | null {
  const fact = (subject: string, content: Maybe<string>) =>
    note(subject, content, 'ram:ApplicableNote');
  return el('ram:RelatedSpecifiedObservation', [
    el('ram:ID', str(signature.sha256), { schemeID: 'SHA-256' }),
    el('ram:Description', `signature:${signature.type}`),
    fact('box', SIGNATURE_BOX[signature.type] ?? null),
    fact('signatory', signature.fullName),
    fact('signed_at', signature.signedAt),
    fact('received_at', signature.receivedAt),
    fact('place', signature.place),
    fact('method', signature.method),
    fact('issuing_platform', signature.issuingPlatform),
  ]);
}

function latest(signatures: EcmrSignature[]): string | null {
  const times = signatures.map((s) => Date.parse(s.signedAt)).filter((t) => !Number.isNaN(t));
  return times.length > 0 ? new Date(Math.max(...times)).toISOString() : null;
}

/** Taking over (box 4, 16, 22, 23) or delivery (box 3, 24) with the signatures given there. */
function transportEvent(
  name: string,
  typeCode: string,
  description: string,
  scheduled: XmlNode | null,
  place: Maybe<EcmrPlace>,
  signatures: EcmrSignature[],
  reservations: readonly EcmrReservation[] = [],
): XmlNode | null {
  return el(name, [
    el('ram:TypeCode', typeCode),
    el('ram:Description', description),
    dateTime('ram:ActualOccurrenceDateTime', latest(signatures)),
    scheduled,
    location('ram:OccurrenceLogisticsLocation', place),
    ...signatures.map(certifyingParty),
    ...signatures.map(signatureNote),
    ...reservations.map((r) =>
      el('ram:ApplicableNote', [
        el('ram:Subject', `reservation:${r.kind}`),
        el('ram:Content', str(r.text)),
      ]),
    ),
    ...signatures.map(signatureObservation),
  ]);
}

function item(cargo: EcmrCargo, sequence: number): XmlNode | null {
  const origin = str(cargo.originCountry)?.toUpperCase();
  const destination = str(cargo.destinationCountry)?.toUpperCase();
  return el('ram:IncludedSupplyChainConsignmentItem', [
    el('ram:SequenceNumeric', sequence),
    el('ram:GrossWeightMeasure', decimal(cargo.weight), { unitCode: 'KGM' }),
    el('ram:GrossVolumeMeasure', decimal(cargo.capacity), { unitCode: 'MTQ' }),
    el('ram:NatureIdentificationTransportCargo', [el('ram:Identification', str(cargo.name))]),
    el('ram:OriginTradeCountry', [
      el('ram:ID', origin && ECMR_COUNTRY_CODES.has(origin) ? origin : null),
    ]),
    el('ram:DestinationTradeCountry', [
      el('ram:ID', destination && ECMR_COUNTRY_CODES.has(destination) ? destination : null),
    ]),
    el('ram:TransportLogisticsPackage', [
      el('ram:ItemQuantity', decimal(cargo.quantity)),
      el('ram:Type', str(cargo.methodOfPackaging)),
      el('ram:PhysicalLogisticsShippingMarks', [el('ram:Marking', str(cargo.marks))]),
    ]),
    note('statistical_number', cargo.statisticalNumber, 'ram:ApplicableNote'),
  ]);
}

function sum(values: Maybe<number>[]): number | null {
  const numbers = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  return numbers.length > 0 ? numbers.reduce((a, b) => a + b, 0) : null;
}

/** UN/ECE Recommendation 19 has one digit; the Polish two-digit codes refine it. */
function modeCode(code: Maybe<number>): string {
  if (!code || !Number.isInteger(code) || code < 0) return '3';
  return String(code).slice(0, 1);
}

export function buildEcmrXml(input: EcmrInput): string {
  const data = input.data;
  const receiver = data.receivers?.[0];
  const cargo = receiver?.cargo ?? [];
  const carriers = (data.carriers ?? []).filter((c) => c.client || driverName(c.driver));
  const [mainCarrier, ...successive] = carriers;
  const loading = data.loading ?? [];
  const unloading = receiver?.destinyPlaces ?? [];
  const signatures = [...input.signatures];
  const pickUpSignatures = signatures.filter((s) => s.type !== 'receiver');
  const deliverySignatures = signatures.filter((s) => s.type === 'receiver');
  const cod = data.paymentCOD;
  const codCurrency = str(cod?.currency)?.toUpperCase() ?? 'EUR';

  const carrierParty = (name: string, carrier: EcmrCarrier) =>
    party(name, carrier.client, 'CA', {
      name: driverName(carrier.driver) ?? personName(carrier.employee),
      phone: carrier.employee?.user?.phone,
    });

  const root = el(
    'rsm:eCMR',
    [
      el('rsm:ExchangedDocumentContext', [
        el(
          'ram:SpecifiedTransactionID',
          str(input.messageId) ?? `transitdocs-document-${String(input.documentId)}`,
        ),
        el('ram:GuidelineSpecifiedDocumentContextParameter', [el('ram:ID', ECMR_NAMESPACES.rsm)]),
      ]),
      el('rsm:ExchangedDocument', [
        el('ram:ID', str(data.waybillNumber) ?? String(input.documentId)),
        el('ram:TypeCode', ECMR_DOCUMENT_NAME_CODE),
        dateTime('ram:IssueDateTime', data.dateOfIssue ?? data.date, data.time) ??
          dateTime('ram:IssueDateTime', input.createdAt),
        el('ram:IssueLogisticsLocation', [el('ram:Name', str(data.place))]),
      ]),
      el('rsm:SpecifiedSupplyChainConsignment', [
        el('ram:GrossWeightMeasure', decimal(sum(cargo.map((c) => c.weight))), {
          unitCode: 'KGM',
        }),
        el('ram:GrossVolumeMeasure', decimal(sum(cargo.map((c) => c.capacity))), {
          unitCode: 'MTQ',
        }),
        el('ram:CODAmount', decimal(cod?.value, 2), {
          currencyID: /^[A-Z]{3}$/.test(codCurrency) ? codCurrency : 'EUR',
        }),
        el('ram:ConsignmentItemQuantity', cargo.length > 0 ? cargo.length : null),
        party('ram:ConsignorTradeParty', data.sender, 'CZ', {
          name: personName(data.senderEmployee),
          phone: data.senderEmployee?.user?.phone,
        }),
        party('ram:ConsigneeTradeParty', receiver?.client, 'CN', {
          name: personName(receiver?.employee),
          phone: receiver?.employee?.user?.phone,
        }),
        mainCarrier ? carrierParty('ram:CarrierTradeParty', mainCarrier) : null,
        ...successive.map((c) => carrierParty('ram:ConnectingCarrierTradeParty', c)),
        location('ram:CarrierAcceptanceLogisticsLocation', loading[0]),
        location('ram:ConsigneeReceiptLogisticsLocation', unloading[0]),
        ...(data.attachedDocuments ?? []).map((doc) =>
          el('ram:AssociatedReferencedDocument', [
            el('ram:ID', str(doc.id)),
            el('ram:Remarks', str(doc.type)),
          ]),
        ),
        transportEvent(
          'ram:DeliveryTransportEvent',
          'delivery',
          'Delivery of the goods',
          null,
          unloading[0],
          deliverySignatures,
          (input.reservations ?? []).filter((r) => r.box === 'delivery'),
        ),
        transportEvent(
          'ram:PickUpTransportEvent',
          'pick_up',
          'Taking over of the goods',
          dateTime('ram:ScheduledOccurrenceDateTime', data.loadingDate),
          loading[0],
          pickUpSignatures,
          (input.reservations ?? []).filter((r) => r.box === 'taking_over'),
        ),
        ...cargo.map((line, index) => item(line, index + 1)),
        ...[mainCarrier, ...successive].map((carrier) =>
          carrier
            ? el('ram:MainCarriageLogisticsTransportMovement', [
                el('ram:ModeCode', modeCode(data.transportMode?.code)),
                el('ram:UsedLogisticsTransportMeans', [
                  el('ram:ID', plate(carrier.vehicle)),
                  el('ram:ID', plate(carrier.semitrailer)),
                ]),
              ])
            : null,
        ),
        el('ram:ConsignorProvidedBorderClearanceTransportInstructions', [
          el('ram:Description', str(data.senderInstruction)),
        ]),
        ...loading.slice(1).map((p) => note('additional_loading_place', placeText(p))),
        ...unloading.slice(1).map((p) => note('additional_unloading_place', placeText(p))),
        note('payment_instructions', data.paymentInstruction),
        note('carrier_reservations', data.carrierRemarks),
        note('special_agreements', data.specialAgreements),
      ]) ?? { name: 'rsm:SpecifiedSupplyChainConsignment' },
    ],
    {
      'xmlns:rsm': ECMR_NAMESPACES.rsm,
      'xmlns:ram': ECMR_NAMESPACES.ram,
      'xmlns:qdt': ECMR_NAMESPACES.qdt,
      'xmlns:udt': ECMR_NAMESPACES.udt,
    },
  );
  if (!root) throw new Error('eCMR root is never empty');
  return xmlDocument(root);
}
