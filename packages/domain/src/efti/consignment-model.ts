import type { Carrier, Receiver } from '../schemas/transits.ts';
import type { EftiConsignmentInput, EftiSignature } from './input.ts';
import { group, leaf, optionalLeaf, type EftiNode } from './model.ts';
import { fieldOf, location, party, signedAt, type PartyParts } from './model-parts.ts';
import { cargoLines, goodsDescription, goodsItems, packages, sum } from './model-goods.ts';
import { eftiCountry, eftiDateTime, eftiDecimal, transportModeCode } from './values.ts';

/**
 * The eFTI common data set (consignment-common.xsd 0.8) of a transit as an element tree, each
 * parent's children in the schema's order (its sequences are alphabetical). The schema has one
 * consignee and one carrier: the first receiver is the consignee and further receivers are
 * associated parties (role CN); the first carrier is the carrier and successive carriers are
 * connecting carriers. Every carrier's vehicle is a main-carriage movement of its own.
 */

/** UNTDID 1001: road consignment note (CMR). */
export const CMR_DOCUMENT_TYPE_CODE = '730';
/** UN/ECE Recommendation 28: truck (every road vehicle we record). */
export const ROAD_VEHICLE_TYPE_CODE = '31';
/** UNECE 8053: trailer (semi-trailers and trailers alike). */
export const TRAILER_EQUIPMENT_CODE = 'TE';

const PICK_UP_SIGNERS = new Set(['sender', 'carrier', 'driver']);

function signaturesOf(input: EftiConsignmentInput, types: string[]): EftiSignature[] {
  return input.signatures.filter((s) => types.includes(s.type));
}

/** Receiver signatures for the first receiver (a lone receiver signs without an id). */
function consigneeSignatures(input: EftiConsignmentInput, receiver: Receiver | undefined) {
  return signaturesOf(input, ['receiver']).filter(
    (s) => s.receiverId === null || s.receiverId === undefined || s.receiverId === receiver?.id,
  );
}

function driverName(carrier: Carrier): string | null {
  if (carrier.driver) {
    return [carrier.driver.user.first_name, carrier.driver.user.last_name].join(' ').trim();
  }
  return carrier.driver_not_from_system;
}

function plate(vehicle: Carrier['vehicle'], typed: string | null): string | null {
  return vehicle?.number ?? typed;
}

function carrierParty(
  name: string,
  carrier: Carrier,
  index: number,
  extra: Partial<PartyParts>,
): EftiNode {
  return party(name, {
    client: carrier.client,
    base: `carrier.${index}.client`,
    roleCode: 'CA',
    person: carrier.employee,
    personName: driverName(carrier),
    ...extra,
  });
}

type Stops = { loading: EftiNode[]; unloading: EftiNode[] };

/** One main-carriage movement per carrier: its vehicle, and on the first the stops. */
function movement(
  input: EftiConsignmentInput,
  carrier: Carrier | null,
  index: number,
  stops: Stops,
): EftiNode {
  const base = carrier ? `carrier.${index}` : 'carrier';
  const field = fieldOf(base, carrier !== null);
  const vehicle = carrier ? plate(carrier.vehicle, carrier.vehicle_not_from_system) : null;
  return group('mainCarriageTransportMovement', [
    leaf('dangerousGoodsIndicator', input.dangerousGoods ? 'true' : 'false'),
    ...stops.loading,
    leaf('modeCode', transportModeCode(input.cmr?.data.transportMode.code)),
    leaf('sequenceNumber', index + 1),
    ...stops.unloading,
    group('usedTransportMeans', [
      leaf('id', vehicle, { field: field('vehicle'), max: 17 }),
      group('registrationCountry', [
        leaf('code', eftiCountry(carrier?.client.country), {
          field: carrier ? `${base}.client.country` : base,
        }),
      ]),
      optionalLeaf('typeCode', vehicle ? ROAD_VEHICLE_TYPE_CODE : null),
    ]),
  ]);
}

function stopEvents(input: EftiConsignmentInput): Stops {
  const { transit } = input;
  const loading = transit.sender_location.map((place, i) =>
    group('loadingEvent', [
      location('occurrenceLocation', place, `sender_location.${i}`),
      i === 0
        ? eftiDateTime('scheduledOccurrenceDateTime', transit.loading_date, {
            time: transit.loading_time,
          })
        : null,
    ]),
  );
  const unloading = transit.receivers.flatMap((receiver, r) =>
    receiver.destiny_places.map((place, i) =>
      group('unloadingEvent', [
        location('occurrenceLocation', place, `receivers.${r}.destiny_places.${i}`),
        eftiDateTime('scheduledOccurrenceDateTime', transit.unloading_date, {
          time: transit.unloading_time,
        }),
      ]),
    ),
  );
  return { loading, unloading };
}

function trailers(carriers: readonly Carrier[]): EftiNode[] {
  return carriers.flatMap((carrier, index) => {
    const id = plate(carrier.semitrailer, carrier.semitrailer_not_from_system);
    if (!id) return [];
    return [
      group('usedTransportEquipment', [
        leaf('categoryCode', TRAILER_EQUIPMENT_CODE),
        leaf('id', id, { field: `carrier.${index}.semitrailer`, max: 17 }),
        group('registrationCountry', [
          leaf('code', eftiCountry(carrier.client.country), {
            field: `carrier.${index}.client.country`,
          }),
        ]),
        leaf('sequenceNumber', index + 1),
      ]),
    ];
  });
}

function contractDocument(input: EftiConsignmentInput): EftiNode {
  const cmr = input.cmr;
  return group('transportContractDocument', [
    eftiDateTime('formattedIssueDateTime', cmr?.data.dateOfIssue, {
      field: cmr ? 'cmr.dateOfIssue' : 'cmr',
    }),
    leaf('id', cmr?.data.waybillNumber || input.transit.transit_number, { max: 35 }),
    group('issueLocation', [
      leaf('name', cmr?.data.place, { field: cmr ? 'cmr.place' : 'cmr', max: 256 }),
    ]),
    leaf('typeCode', CMR_DOCUMENT_TYPE_CODE),
  ]);
}

/**
 * The CMR's reservations as the consignment's `information` texts (the one free-text place of the
 * common data set, PL01a), e.g. `CMR 18 carrier packages_missing: 2 pallets short`, cut to the
 * schema's 256 characters.
 */
function reservationNotes(input: EftiConsignmentInput): EftiNode[] {
  return (input.reservations ?? []).map((reservation) =>
    leaf(
      'information',
      `CMR ${String(reservation.boxNumber)} ${reservation.party} ${reservation.kind}: ${reservation.text}`,
      { max: 256 },
    ),
  );
}

/** The consignment of a transit, its CMR and the CMR's signatures. */
export function buildConsignmentModel(input: EftiConsignmentInput): EftiNode {
  const { transit, cmr } = input;
  const [consignee, ...otherReceivers] = transit.receivers;
  const [mainCarrier, ...connecting] = transit.carrier;
  const lines = cargoLines(transit.receivers);
  const receiversField = consignee ? 'receivers.0.cargo' : 'receivers';
  const pickUp = input.signatures.filter((s) => PICK_UP_SIGNERS.has(s.type));
  const receipts = consigneeSignatures(input, consignee);
  const stops = stopEvents(input);
  const contractPlace = leaf('name', cmr?.data.place, {
    field: cmr ? 'cmr.place' : 'cmr',
    max: 35,
  });

  return group('consignment', [
    ...(cmr?.data.attachedDocuments ?? []).map((doc) =>
      group('associatedDocument', [
        optionalLeaf('id', doc.id, { max: 35 }),
        optionalLeaf('typeCode', doc.type),
      ]),
    ),
    ...otherReceivers.map((receiver, i) =>
      party('associatedParty', {
        client: receiver.client,
        base: `receivers.${i + 1}.client`,
        roleCode: 'CN',
        person: receiver.employee,
      }),
    ),
    mainCarrier
      ? carrierParty('carrier', mainCarrier, 0, {
          signatures: signaturesOf(input, ['carrier', 'driver']),
          contractPlace,
        })
      : party('carrier', { client: null, base: 'carrier', roleCode: 'CA', contractPlace }),
    eftiDateTime('carrierAcceptanceDateTime', signedAt(pickUp) ?? transit.loading_date, {
      time: signedAt(pickUp) ? null : transit.loading_time,
      field: 'loading_date',
    }),
    location(
      'carrierAcceptanceLocation',
      transit.sender_location[0] ?? null,
      transit.sender_location[0] ? 'sender_location.0' : 'sender_location',
    ),
    ...connecting.map((carrier, i) => carrierParty('connectingCarrier', carrier, i + 1, {})),
    party('consignee', {
      client: consignee?.client ?? null,
      base: consignee ? 'receivers.0.client' : 'receivers',
      roleCode: 'CN',
      person: consignee?.employee,
      signatures: receipts,
    }),
    location(
      'consigneeReceiptLocation',
      consignee?.destiny_places[0] ?? null,
      consignee?.destiny_places[0]
        ? 'receivers.0.destiny_places.0'
        : consignee
          ? 'receivers.0.destiny_places'
          : 'receivers',
    ),
    party('consignor', {
      client: transit.sender_client,
      base: 'sender_client',
      roleCode: 'CZ',
      person: transit.sender_employee,
      signatures: signaturesOf(input, ['sender']),
    }),
    group('deliveryEvent', [eftiDateTime('actualOccurrenceDateTime', signedAt(receipts))]),
    optionalLeaf('grossVolume', eftiDecimal(sum(lines.map((l) => l.cargo.other.capacity)), 6), {
      attributes: { unitId: 'MTQ' },
    }),
    optionalLeaf(
      'grossWeight',
      eftiDecimal(sum(lines.map((l) => l.cargo.other.weight_gross_kg)), 6),
      { attributes: { unitId: 'KGM' } },
    ),
    ...goodsItems(input, lines),
    ...reservationNotes(input),
    ...(transit.carrier.length > 0 ? transit.carrier : [null]).map((carrier, index) =>
      movement(input, carrier, index, index === 0 ? stops : { loading: [], unloading: [] }),
    ),
    goodsDescription(lines, receiversField),
    contractDocument(input),
    ...packages(lines, receiversField),
    ...trailers(transit.carrier),
  ]);
}
