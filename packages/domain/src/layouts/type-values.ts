import type { GeneratedDocumentCode } from '../enums.ts';
import type { Language } from '../languages.ts';
import { PAYMENT_ROWS } from '../documents/payments.ts';
import { PALLET_MOVES, PALLET_TYPES } from '../documents/document-data.ts';
import {
  carrierLines,
  cargoLines,
  cityCountry,
  clientLines,
  compact,
  destinyPlaces,
  driverName,
  driverVehicleLines,
  joined,
  list,
  num,
  obj,
  personName,
  placeLine,
  receivers,
  str,
  tableRows,
  textLines,
  vehicleNumber,
  type Loose,
} from './value-helpers.ts';
import { word } from './value-words.ts';

/** Where a builder puts the list attached to box `id` (printed after the form). */
export const attachedListKey = (id: string) => `${id}:attached`;

export type Built = Record<string, string[] | string[][]>;
type Builder = (data: Loose, language: Language) => Built;

const CMR_GOODS = [
  'marks',
  'quantity',
  'methodOfPackaging',
  'name',
  'statisticalNumber',
  'weight',
  'capacity',
];
const LP_GOODS = ['marks', 'name', 'quantity', 'methodOfPackaging', 'weight', 'capacity'];
const QUANTITY_GOODS = [
  'marks',
  'name',
  'quantityDeclared',
  'quantityLoaded',
  'quantityPickedUp',
  'unitOfMeasure',
];
const DAMAGED = ['name', 'quantity', 'actualQuantity', 'damagedQuantity', 'remarks'];
const CONTAINERS = ['container', 'sealNumber', 'tareWeight', 'carriageWeight', 'code'];

const mainCarrier = (data: Loose) => list(data.carriers)[0] ?? {};

function senderLines(data: Loose): string[] {
  return compact([...clientLines(data.sender), personName(data.senderEmployee)]);
}

function receiverLines(data: Loose): string[] {
  return receivers(data).flatMap((receiver) =>
    compact([...clientLines(receiver.client), personName(receiver.employee)]),
  );
}

/** One receiver as one line (name, address, VAT, person), for a box listing several. */
function receiverEntry(receiver: Loose): string {
  return joined([...clientLines(receiver.client), personName(receiver.employee)], ', ');
}

/**
 * Lines box 2 of the CMR holds at its smallest type (5.5 pt in the PDF): about 8 lines of about
 * 80 characters. Past that, or past 3 receivers, the box refers to an attached list, as on paper.
 */
const CONSIGNEE_BOX_LINES = 8;
const CONSIGNEE_LINE_CHARS = 80;
const MAX_LISTED_CONSIGNEES = 3;

/**
 * CMR box 2: one receiver as its address block; two or three as one numbered line each (the
 * printers shrink the type to fit); more, or too long to fit, as "see the attached list" with
 * the full list attached (the PDF's page 2, under the web's sheet).
 */
function consigneeBox(data: Loose, language: Language): Built {
  const entries = receivers(data)
    .map(receiverEntry)
    .filter((entry) => entry !== '');
  if (entries.length <= 1) return { '2': receiverLines(data) };
  const numbered = entries.map((entry, index) => `${index + 1}. ${entry}`);
  const estimatedLines = numbered.reduce(
    (sum, entry) => sum + Math.ceil(entry.length / CONSIGNEE_LINE_CHARS),
    0,
  );
  if (entries.length <= MAX_LISTED_CONSIGNEES && estimatedLines <= CONSIGNEE_BOX_LINES) {
    return { '2': numbered };
  }
  return {
    '2': [`${word('see_attached_list', language)} (${entries.length})`],
    [attachedListKey('2')]: numbered,
  };
}

function attachedLines(data: Loose): string[] {
  return list(data.attachedDocuments)
    .map((attached) => joined([attached.type, attached.id]))
    .filter((line) => line !== '');
}

function codLine(data: Loose, language: Language): string {
  const cod = obj(data.paymentCOD);
  const value = num(cod.value, language);
  return value ? `${word('cod', language)}: ${value} ${str(cod.currency) || 'EUR'}` : '';
}

function paymentGrid(data: Loose, language: Language): string[][] {
  const payments = obj(data.payments);
  return PAYMENT_ROWS.map((key) => {
    const row = obj(payments[key]);
    const sender = num(row.sender, language);
    const consignee = num(row.consignee, language);
    return [
      sender,
      sender ? str(row.senderCurrency) || 'EUR' : '',
      consignee,
      consignee ? str(row.consigneeCurrency) || 'EUR' : '',
    ];
  });
}

function titleLines(data: Loose, language: Language): string[] {
  const waybill = str(data.waybillNumber);
  return compact([waybill ? `${word('number', language)} ${waybill}` : '', str(data.documentName)]);
}

function createdAtLine(data: Loose, language: Language): string {
  const atReceiver = data.createdAtClients === 'receiver';
  const where = data.createdAtClients
    ? word(atReceiver ? 'at_receiver' : 'at_sender', language)
    : '';
  const moment = data.createdBeforeAfterLoadingUnloading;
  const when =
    moment === 'before' || moment === 'after'
      ? word(`${moment}_${atReceiver ? 'unloading' : 'loading'}`, language)
      : '';
  return joined([where, when], ', ');
}

const cmr: Builder = (data, language) => {
  const carriers = list(data.carriers);
  const transportMode = obj(data.transportMode);
  const destiny = textLines(data.destiny);
  return {
    title: compact([
      ...titleLines(data, language),
      joined([str(transportMode.code), str(transportMode.name)], ' – '),
    ]),
    '1': senderLines(data),
    ...consigneeBox(data, language),
    '3': destiny.length > 0 ? destiny : destinyPlaces(data).map(cityCountry),
    '4': compact([...list(data.loading).map(cityCountry), str(data.loadingDate)]),
    '5': attachedLines(data),
    '16': [...carrierLines(carriers[0], language), ...driverVehicleLines(carriers[0], language)],
    // Each successive carrier: its name and address, then its driver and vehicles.
    '17': carriers
      .slice(1)
      .flatMap((carrier) =>
        compact([
          carrierLines(carrier, language).join(', '),
          driverVehicleLines(carrier, language).join(', '),
        ]),
      ),
    '18': textLines(data.carrierRemarks),
    goods: tableRows(cargoLines(data), CMR_GOODS, language),
    '13': textLines(data.senderInstruction),
    '19': textLines(data.specialAgreements),
    '14': compact([
      ...textLines(data.paymentInstruction),
      str(data.shippingCostOn)
        ? `${word('shipping_cost_on', language)}: ${str(data.shippingCostOn)}`
        : '',
      str(data.invoiceNumberAndDate),
    ]),
    '20': paymentGrid(data, language),
    '15': compact([codLine(data, language)]),
    '21': compact([joined([data.place, data.dateOfIssue], ', ')]),
  };
};

const wz: Builder = (data, language) => {
  const carrier = mainCarrier(data);
  return {
    '0': titleLines(data, language),
    '1': senderLines(data),
    '2': receiverLines(data),
    '3': list(data.loading).map(placeLine),
    '4': destinyPlaces(data).map(placeLine),
    '5': carrierLines(carrier, language),
    '6': compact([driverName(carrier.driver)]),
    '7': compact([vehicleNumber(carrier.vehicle), vehicleNumber(carrier.semitrailer)]),
    '8': compact([str(data.place), createdAtLine(data, language)]),
    '9': compact([str(data.date)]),
    '10': compact([str(data.time)]),
    goods: tableRows(cargoLines(data), QUANTITY_GOODS, language),
    '17': attachedLines(data),
    '18': [...textLines(data.carrierRemarks), ...textLines(data.senderInstruction)],
  };
};

const lp: Builder = (data, language) => {
  const carrier = mainCarrier(data);
  return {
    title: titleLines(data, language),
    '1': senderLines(data),
    '2': receiverLines(data),
    '3': list(data.loading).map(placeLine),
    '4': destinyPlaces(data).map(placeLine),
    '5': list(data.carriers).flatMap((c) => carrierLines(c, language)),
    '6': driverVehicleLines(carrier, language),
    '7': attachedLines(data),
    '8': compact([
      str(data.loadingDate) ? `${word('loading_date', language)}: ${str(data.loadingDate)}` : '',
      str(data.dateOfIssue) ? `${word('date_of_issue', language)}: ${str(data.dateOfIssue)}` : '',
    ]),
    goods: tableRows(cargoLines(data), LP_GOODS, language),
    '10': textLines(data.senderInstruction),
    '11': textLines(data.carrierRemarks),
    '12': compact([...textLines(data.paymentInstruction), codLine(data, language)]),
  };
};

const kw: Builder = (data, language) => {
  const carrier = mainCarrier(data);
  const transfer = obj(data.transfer);
  const withParty = data.palletsTransferWith;
  return {
    title: titleLines(data, language),
    '1': senderLines(data),
    '2': receiverLines(data),
    '3': carrierLines(carrier, language),
    '4': driverVehicleLines(carrier, language),
    '5': compact([str(data.date)]),
    '6': withParty === 'sender' || withParty === 'receiver' ? [word(withParty, language)] : [],
    pallets: PALLET_TYPES.map((type) => {
      const moves = obj(transfer[type]);
      return PALLET_MOVES.map((move) => num(moves[move], language));
    }),
    '8': textLines(data.carrierRemarks),
  };
};

const ps: Builder = (data, language) => {
  const carrier = mainCarrier(data);
  return {
    title: titleLines(data, language),
    '1': compact([str(data.place)]),
    '2': compact([joined([data.date, data.time])]),
    '3': compact([str(data.waybillNumber)]),
    '4': compact([createdAtLine(data, language)]),
    '5': senderLines(data),
    '6': receiverLines(data),
    '7': list(data.carriers).flatMap((c) => carrierLines(c, language)),
    '8': [driverVehicleLines(carrier, language).join(', ')].filter((line) => line !== ''),
    goods: tableRows(cargoLines(data), QUANTITY_GOODS, language),
    '10': textLines(data.collectivePackagingAndDamageCause),
    damaged: tableRows(list(data.damagedCargos), DAMAGED, language),
    '12': textLines(data.carrierRemarks),
  };
};

const ostsped: Builder = (data, language) => {
  const carrier = mainCarrier(data);
  const isLoading = data.type !== 'unloading';
  const reference = str(data.referenceNumber);
  const issuer = str(data.issuer);
  return {
    title: compact([
      data.type === 'loading' || data.type === 'unloading' ? word(data.type, language) : '',
      reference,
    ]),
    '1': senderLines(data),
    '2': compact([
      reference ? `${word('reference', language)}: ${reference}` : '',
      issuer ? `${word('issuer', language)}: ${issuer}` : '',
    ]),
    '3': compact([joined([data.loadingDate, data.loadingTime])]),
    '4': compact([joined([data.unloadingDate, data.unloadingTime])]),
    '5': textLines(data.containerPickupPlace),
    '6': textLines(data.containerDisposalPlace),
    '7': (isLoading ? list(data.loading) : destinyPlaces(data)).map(placeLine),
    '8': textLines(data.customsLocation),
    '9': compact([str(data.arrival)]),
    '10': compact([str(data.departure)]),
    '11': carrierLines(carrier, language),
    '12': driverVehicleLines(carrier, language),
    containers: tableRows(cargoLines(data), CONTAINERS, language),
    '14': textLines(data.disposalTerminalRemarks),
    '15': compact([str(data.createdAt)]),
  };
};

export const VALUE_BUILDERS: Record<GeneratedDocumentCode, Builder> = {
  CMR: cmr,
  WZ: wz,
  LP: lp,
  KW: kw,
  PS: ps,
  OSTSPED: ostsped,
};
