// What an eCMR message (UN/CEFACT eCMR 1.0, already valid against the schema) says, read from
// its element tree into a CMR's document_data, the parties' tax numbers and the signatures its
// issuing platform recorded (docs/decisions/0132-ecmr-import.md). Pure: runs in the reader's
// worker thread and in tests.
import { TRANSPORT_MODE_CODES } from '@transitdocs/domain';

/** An element: its local name (namespaces are fixed by the schema), attributes, text, children. */
export type XmlTree = {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: XmlTree[];
};

type Maybe<T> = T | null;

export type ImportedClient = {
  name: string | null;
  address: string | null;
  city: string | null;
  postCode: string | null;
  country: [string, string] | null;
  vies: string | null;
  vatGroup: string | null;
  pesel: string | null;
};

export type ImportedPerson = { name: string | null; phone: string | null };

export type ImportedPlace = {
  place: string | null;
  address: string | null;
  postCode: string | null;
  city: string | null;
  country: [string, string] | null;
  latitude: number | null;
  longitude: number | null;
  additionalData: string | null;
};

export type ImportedCargo = {
  marks: string | null;
  name: string | null;
  quantity: number | null;
  methodOfPackaging: string | null;
  statisticalNumber: string | null;
  weight: number | null;
  capacity: number | null;
  originCountry: string | null;
  destinationCountry: string | null;
};

export type ImportedCarrier = {
  client: ImportedClient | null;
  person: ImportedPerson | null;
  vehicle: string | null;
  semitrailer: string | null;
};

/** A box's signature as the issuing platform recorded it. */
export type ImportedSignatureInput = {
  type: 'sender' | 'carrier' | 'driver' | 'receiver';
  signatory: string;
  role: string;
  signedAt: string;
  receivedAt: string | null;
  place: string;
  method: string;
  sha256: string | null;
  /** the platform that took it: the message's, or the one an earlier import named */
  issuingPlatform: string | null;
  party: {
    companyName: string | null;
    companyAddress: string | null;
    companyTown: string | null;
    companyZipCode: string | null;
    companyCountry: [string, string] | null;
    companyVies: string | null;
    companyNip: string | null;
  };
};

export type EcmrMessage = {
  /** ExchangedDocumentContext/SpecifiedTransactionID */
  messageId: string | null;
  /** IssueDateTime when it is an instant (a date alone goes to dateOfIssue) */
  issuedAt: string | null;
  issuingPlatform: string;
  waybillNumber: string | null;
  dateOfIssue: string | null;
  time: string | null;
  place: string | null;
  loadingDate: string | null;
  sender: ImportedClient | null;
  senderPerson: ImportedPerson | null;
  receiver: ImportedClient | null;
  receiverPerson: ImportedPerson | null;
  carriers: ImportedCarrier[];
  loading: ImportedPlace | null;
  unloading: ImportedPlace | null;
  cargo: ImportedCargo[];
  attachedDocuments: { id: string | null; type: string | null }[];
  cod: { value: number; currency: string } | null;
  transportModeCode: number | null;
  senderInstruction: string | null;
  paymentInstruction: string | null;
  carrierRemarks: string | null;
  specialAgreements: string | null;
  signatures: ImportedSignatureInput[];
};

/** Our own export's transaction ids (platform/ecmr build.ts) name the issuing platform. */
const OWN_TRANSACTION_PREFIX = 'transitdocs-';
export const OWN_PLATFORM_NAME = 'TransitDocs';

// ---------------------------------------------------------------- tree reading

const child = (node: Maybe<XmlTree> | undefined, name: string): XmlTree | null =>
  node?.children.find((c) => c.name === name) ?? null;

const childrenOf = (node: Maybe<XmlTree> | undefined, name: string): XmlTree[] =>
  node?.children.filter((c) => c.name === name) ?? [];

function textOf(node: Maybe<XmlTree> | undefined): string | null {
  const value = node?.text.trim() ?? '';
  return value === '' ? null : value;
}

const at = (node: Maybe<XmlTree> | undefined, ...path: string[]): XmlTree | null =>
  path.reduce<XmlTree | null>((current, name) => child(current, name), node ?? null);

const textAt = (node: Maybe<XmlTree> | undefined, ...path: string[]) => textOf(at(node, ...path));

function numberOf(node: Maybe<XmlTree>): number | null {
  const value = textOf(node);
  if (value === null) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** A udt:DateTimeType as a date (`yyyy-MM-dd`), a time (`HH:mm`) and/or an instant. */
function dateTimeOf(node: Maybe<XmlTree>): {
  date: string | null;
  time: string | null;
  instant: string | null;
} {
  const none = { date: null, time: null, instant: null };
  const instant = textAt(node, 'DateTime');
  if (instant) {
    const ms = Date.parse(instant);
    return Number.isNaN(ms) ? none : { ...none, instant: new Date(ms).toISOString() };
  }
  const string = child(node, 'DateTimeString');
  const value = textOf(string)?.replace(/\D/g, '') ?? '';
  const format = string?.attributes.format ?? '';
  const date = /^\d{8}/.test(value)
    ? `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`
    : null;
  if (!date) return none;
  const time =
    (format === '203' || format === '') && value.length >= 12
      ? `${value.slice(8, 10)}:${value.slice(10, 12)}`
      : null;
  return { date, time, instant: null };
}

function countryOf(code: string | null, name: string | null): [string, string] | null {
  if (!code) return null;
  return [code.toUpperCase(), name ?? ''];
}

function taxId(party: Maybe<XmlTree>, scheme: string): string | null {
  const registration = childrenOf(party, 'SpecifiedTaxRegistration').find(
    (r) => (child(r, 'ID')?.attributes.schemeID ?? '').toUpperCase() === scheme,
  );
  return textAt(registration, 'ID');
}

function clientOf(party: Maybe<XmlTree>): ImportedClient | null {
  if (!party) return null;
  const address = child(party, 'PostalTradeAddress');
  const government = childrenOf(party, 'SpecifiedGovernmentRegistration').find(
    (r) => textAt(r, 'TypeCode') === 'PESEL',
  );
  // Platforms that write the VAT number without a scheme: an untyped tax id is the VAT number.
  const untyped = childrenOf(party, 'SpecifiedTaxRegistration').find(
    (r) => child(r, 'ID')?.attributes.schemeID === undefined,
  );
  return {
    name: textAt(party, 'Name'),
    address: textAt(address, 'StreetName') ?? textAt(address, 'LineOne'),
    city: textAt(address, 'CityName'),
    postCode: textAt(address, 'PostcodeCode'),
    country: countryOf(textAt(address, 'CountryID'), textAt(address, 'CountryName')),
    vies: taxId(party, 'VA') ?? textAt(untyped, 'ID'),
    vatGroup: taxId(party, 'VAT'),
    pesel: textAt(government, 'ID'),
  };
}

function personOf(party: Maybe<XmlTree>): ImportedPerson | null {
  const contact = child(party, 'DefinedTradeContact');
  if (!contact) return null;
  const name = textAt(contact, 'PersonName');
  const phone =
    textAt(contact, 'TelephoneUniversalCommunication', 'CompleteNumber') ??
    textAt(contact, 'MobileTelephoneUniversalCommunication', 'CompleteNumber');
  return name || phone ? { name, phone } : null;
}

function addressLabel(place: ImportedPlace): string {
  return [place.address, place.postCode, place.city].filter(Boolean).join(', ');
}

function placeOf(location: Maybe<XmlTree>): ImportedPlace | null {
  if (!location) return null;
  const address = child(location, 'PostalTradeAddress');
  const coordinate = child(location, 'PhysicalGeographicalCoordinate');
  const place: ImportedPlace = {
    place: null,
    address: textAt(address, 'StreetName') ?? textAt(address, 'LineOne'),
    postCode: textAt(address, 'PostcodeCode'),
    city: textAt(address, 'CityName'),
    country: countryOf(
      textAt(address, 'CountryID') ?? textAt(location, 'CountryID'),
      textAt(address, 'CountryName'),
    ),
    latitude: numberOf(child(coordinate, 'LatitudeMeasure')),
    longitude: numberOf(child(coordinate, 'LongitudeMeasure')),
    additionalData: textAt(location, 'Description'),
  };
  // Our export names a place without a name by its address: that is no name of its own.
  const name = textAt(location, 'Name');
  place.place = name !== null && name !== addressLabel(place) ? name : null;
  return place;
}

function itemOf(item: XmlTree): ImportedCargo {
  const pack = child(item, 'TransportLogisticsPackage');
  const statistical = childrenOf(item, 'ApplicableNote').find(
    (n) => textAt(n, 'Subject') === 'statistical_number',
  );
  return {
    marks: textAt(pack, 'PhysicalLogisticsShippingMarks', 'Marking'),
    name: textAt(item, 'NatureIdentificationTransportCargo', 'Identification'),
    quantity: numberOf(child(pack, 'ItemQuantity')),
    methodOfPackaging: textAt(pack, 'Type'),
    statisticalNumber:
      textAt(statistical, 'Content') ?? textAt(item, 'TariffClassificationCode') ?? null,
    weight: numberOf(child(item, 'GrossWeightMeasure')),
    capacity: numberOf(child(item, 'GrossVolumeMeasure')),
    originCountry: textAt(item, 'OriginTradeCountry', 'ID'),
    destinationCountry: textAt(item, 'DestinationTradeCountry', 'ID'),
  };
}

function statement(consignment: Maybe<XmlTree>, subject: string): string | null {
  const notes = [
    ...childrenOf(consignment, 'StatementNote'),
    ...childrenOf(consignment, 'IncludedNote'),
  ];
  return textAt(
    notes.find((n) => textAt(n, 'Subject') === subject),
    'Content',
  );
}

const SIGNER_OF_ROLE: Record<string, ImportedSignatureInput['type']> = {
  CZ: 'sender',
  CA: 'carrier',
  CN: 'receiver',
};
const ROLE_OF_SIGNER: Record<string, string> = {
  sender: 'CZ',
  carrier: 'CA',
  driver: 'CA',
  receiver: 'CN',
};

function certifyingPartyOf(party: Maybe<XmlTree>): ImportedSignatureInput['party'] {
  const client = clientOf(party);
  return {
    companyName: client?.name ?? null,
    companyAddress: client?.address ?? null,
    companyTown: client?.city ?? null,
    companyZipCode: client?.postCode ?? null,
    companyCountry: client?.country ?? null,
    companyVies: client?.vies ?? null,
    companyNip: taxId(party, 'NIP'),
  };
}

function placeText(place: ImportedPlace | null): string {
  if (!place) return '';
  return [place.place, place.address, place.postCode, place.city].filter(Boolean).join(', ');
}

/**
 * The signatures of a transport event. Our export (decision 0133) records each as an
 * observation `signature:<type>` with its facts, beside a certifying party in the same order;
 * other platforms name the parties that certified the event, at its actual time and place.
 */
function signaturesOf(event: Maybe<XmlTree>, fallbackType: 'sender' | 'receiver') {
  if (!event) return [];
  const parties = childrenOf(event, 'CertifyingTradeParty');
  const observations = childrenOf(event, 'RelatedSpecifiedObservation').filter((o) =>
    (textAt(o, 'Description') ?? '').startsWith('signature:'),
  );
  const out: ImportedSignatureInput[] = [];
  if (observations.length > 0) {
    observations.forEach((observation, index) => {
      const type = (textAt(observation, 'Description') ?? '').slice('signature:'.length);
      const fact = (subject: string) =>
        textAt(
          childrenOf(observation, 'ApplicableNote').find((n) => textAt(n, 'Subject') === subject),
          'Content',
        );
      const signedAt = fact('signed_at');
      if (!isSignerType(type) || !signedAt || Number.isNaN(Date.parse(signedAt))) return;
      const party = parties[index] ?? null;
      out.push({
        type,
        signatory: fact('signatory') ?? personOf(party)?.name ?? '',
        role: ROLE_OF_SIGNER[type] ?? '',
        signedAt,
        receivedAt: fact('received_at'),
        place: fact('place') ?? '',
        method: fact('method') ?? '',
        sha256: textAt(observation, 'ID'),
        issuingPlatform: fact('issuing_platform'),
        party: certifyingPartyOf(party),
      });
    });
    return out;
  }
  const occurred = dateTimeOf(child(event, 'ActualOccurrenceDateTime'));
  const signedAt =
    occurred.instant ??
    (occurred.date ? `${occurred.date}T${occurred.time ?? '00:00'}:00.000Z` : null);
  if (!signedAt) return [];
  const place = placeText(placeOf(child(event, 'OccurrenceLogisticsLocation')));
  for (const party of parties) {
    const role = childrenOf(party, 'RoleCode')
      .map(textOf)
      .find((r) => r && SIGNER_OF_ROLE[r]);
    const type = role ? SIGNER_OF_ROLE[role] : fallbackType;
    if (!type || !role) continue;
    out.push({
      type,
      signatory: personOf(party)?.name ?? textAt(party, 'Name') ?? '',
      role,
      signedAt,
      receivedAt: null,
      place,
      method: '',
      sha256: null,
      issuingPlatform: null,
      party: certifyingPartyOf(party),
    });
  }
  return out;
}

function isSignerType(type: string): type is ImportedSignatureInput['type'] {
  return type === 'sender' || type === 'carrier' || type === 'driver' || type === 'receiver';
}

/** UN/ECE Rec. 19's one digit back to the first of our codes that starts with it. */
function transportModeOf(code: string | null): number | null {
  if (!code || code === '3') return null;
  return TRANSPORT_MODE_CODES.find((c) => String(c).startsWith(code)) ?? null;
}

function issuingPlatformOf(root: XmlTree, messageId: string | null): string {
  const issuer = textAt(root, 'ExchangedDocument', 'IssuerTradeParty', 'Name');
  if (issuer) return issuer;
  if (messageId?.startsWith(OWN_TRANSACTION_PREFIX)) return OWN_PLATFORM_NAME;
  return messageId ?? 'eCMR';
}

/** Reads a schema-valid rsm:eCMR tree. */
export function readEcmrMessage(root: XmlTree): EcmrMessage {
  const context = child(root, 'ExchangedDocumentContext');
  const document = child(root, 'ExchangedDocument');
  const consignment = child(root, 'SpecifiedSupplyChainConsignment');
  const messageId = textAt(context, 'SpecifiedTransactionID');
  const issued = dateTimeOf(child(document, 'IssueDateTime'));
  const pickUp = child(consignment, 'PickUpTransportEvent');
  const delivery = child(consignment, 'DeliveryTransportEvent');
  const movements = childrenOf(consignment, 'MainCarriageLogisticsTransportMovement');
  const carrierParties = [
    ...childrenOf(consignment, 'CarrierTradeParty'),
    ...childrenOf(consignment, 'ConnectingCarrierTradeParty'),
  ];
  const cod = child(consignment, 'CODAmount');
  const codValue = numberOf(cod);
  return {
    messageId,
    issuedAt: issued.instant,
    issuingPlatform: issuingPlatformOf(root, messageId),
    waybillNumber: textAt(document, 'ID'),
    dateOfIssue: issued.date,
    time: issued.time,
    place: textAt(document, 'IssueLogisticsLocation', 'Name'),
    loadingDate: dateTimeOf(child(pickUp, 'ScheduledOccurrenceDateTime')).date,
    sender: clientOf(child(consignment, 'ConsignorTradeParty')),
    senderPerson: personOf(child(consignment, 'ConsignorTradeParty')),
    receiver: clientOf(child(consignment, 'ConsigneeTradeParty')),
    receiverPerson: personOf(child(consignment, 'ConsigneeTradeParty')),
    carriers: carrierParties.map((party, index) => {
      const plates = childrenOf(at(movements[index], 'UsedLogisticsTransportMeans'), 'ID').map(
        textOf,
      );
      return {
        client: clientOf(party),
        person: personOf(party),
        vehicle: plates[0] ?? null,
        semitrailer: plates[1] ?? null,
      };
    }),
    loading: placeOf(child(consignment, 'CarrierAcceptanceLogisticsLocation')),
    unloading: placeOf(child(consignment, 'ConsigneeReceiptLogisticsLocation')),
    cargo: childrenOf(consignment, 'IncludedSupplyChainConsignmentItem').map(itemOf),
    attachedDocuments: childrenOf(consignment, 'AssociatedReferencedDocument').map((doc) => ({
      id: textAt(doc, 'ID'),
      type: textAt(doc, 'Remarks') ?? textAt(doc, 'TypeCode'),
    })),
    cod:
      codValue === null ? null : { value: codValue, currency: cod?.attributes.currencyID ?? 'EUR' },
    transportModeCode: transportModeOf(textAt(movements[0], 'ModeCode')),
    senderInstruction: textAt(
      consignment,
      'ConsignorProvidedBorderClearanceTransportInstructions',
      'Description',
    ),
    paymentInstruction: statement(consignment, 'payment_instructions'),
    carrierRemarks: statement(consignment, 'carrier_reservations'),
    specialAgreements: statement(consignment, 'special_agreements'),
    signatures: [...signaturesOf(pickUp, 'sender'), ...signaturesOf(delivery, 'receiver')],
  };
}
