// An imported message as what this product stores: the transit's request (as the transit form
// sends it) and the CMR's document_data (docs/decisions/0132-ecmr-import.md).
import {
  CmrData,
  TransitSubmitRequest,
  type CmrDataInput,
  type CmrData as CmrDataOutput,
} from '@transitdocs/domain';
import type {
  EcmrMessage,
  ImportedCargo,
  ImportedClient,
  ImportedPerson,
  ImportedPlace,
} from './message.ts';

/** Contractor ids of the message's parties, resolved in the import's transaction. */
export type PartyIds = { sender: number | null; receiver: number | null; carriers: number[] };

const text = (value: string | null) => value ?? '';

function transitPlace(place: ImportedPlace) {
  return {
    place: text(place.place),
    address: text(place.address),
    zip_code: text(place.postCode),
    town: text(place.city),
    country: place.country?.[0] ?? '',
    additional_data: text(place.additionalData),
    latitude: place.latitude,
    longitude: place.longitude,
  };
}

function transitCargo(line: ImportedCargo) {
  return {
    name: text(line.name),
    quantity: line.quantity,
    other: {
      weight_gross_kg: line.weight,
      capacity: line.capacity,
      method_of_packaging: text(line.methodOfPackaging),
      marks: text(line.marks),
      origin_country: text(line.originCountry),
      destination_country: text(line.destinationCountry),
      statistical_number: text(line.statisticalNumber),
    },
  };
}

/** The transit request; null when the message lacks what a transit needs (parsed by zod). */
export function transitRequestOf(
  message: EcmrMessage,
  ids: PartyIds,
): ReturnType<typeof TransitSubmitRequest.safeParse> {
  return TransitSubmitRequest.safeParse({
    loading_date: message.loadingDate ?? '',
    sender_client: ids.sender,
    sender_location: message.loading ? [transitPlace(message.loading)] : [],
    receivers:
      ids.receiver === null
        ? []
        : [
            {
              client: ids.receiver,
              cargo: message.cargo.map(transitCargo),
              destiny_places: message.unloading ? [transitPlace(message.unloading)] : [],
            },
          ],
    carrier: message.carriers.flatMap((carrier, index) => {
      const client = ids.carriers[index];
      if (client === undefined) return [];
      return [
        {
          client,
          driver_not_from_system: carrier.person?.name ?? '',
          vehicle_not_from_system: carrier.vehicle ?? '',
          semitrailer_not_from_system: carrier.semitrailer ?? '',
          is_forwarder: false,
        },
      ];
    }),
    sender_instruction: text(message.senderInstruction),
    special_agreements: text(message.specialAgreements),
  });
}

function docClient(client: ImportedClient | null, id: number | null) {
  if (!client) return null;
  return {
    id,
    name: client.name,
    address: client.address,
    city: client.city,
    postCode: client.postCode,
    country: client.country,
    vies: client.vies,
    pesel: client.pesel,
    vatGroup: client.vatGroup,
  };
}

/** A contact as a document person: first word first name, the rest last name. */
function docPerson(person: ImportedPerson | null) {
  if (!person) return null;
  const [first = '', ...rest] = (person.name ?? '').split(/\s+/).filter(Boolean);
  return { user: { first_name: first, last_name: rest.join(' '), phone: person.phone ?? '' } };
}

function docPlace(place: ImportedPlace) {
  return {
    place: place.place,
    address: place.address,
    postCode: place.postCode,
    city: place.city,
    country: place.country,
    latitude: place.latitude,
    longitude: place.longitude,
    additionalData: place.additionalData,
  };
}

/** The CMR's document_data, as the domain validates every CMR (refusals name no field here). */
export function cmrDataOf(
  message: EcmrMessage,
  ids: PartyIds,
  receiverId: number | null,
): ReturnType<typeof CmrData.safeParse> {
  const data: CmrDataInput = {
    sender: docClient(message.sender, ids.sender),
    senderEmployee: docPerson(message.senderPerson),
    loading: message.loading ? [docPlace(message.loading)] : [],
    receivers: message.receiver
      ? [
          {
            id: receiverId,
            client: docClient(message.receiver, ids.receiver),
            employee: docPerson(message.receiverPerson),
            cargo: message.cargo,
            destinyPlaces: message.unloading ? [docPlace(message.unloading)] : [],
          },
        ]
      : [],
    carriers: message.carriers.map((carrier, index) => ({
      client: docClient(carrier.client, ids.carriers[index] ?? null),
      driver: carrier.person?.name ?? null,
      driver_not_from_system: true,
      employee:
        carrier.person?.phone && carrier.person.phone !== ''
          ? { user: { first_name: '', last_name: '', phone: carrier.person.phone } }
          : null,
      vehicle: carrier.vehicle,
      semitrailer: carrier.semitrailer,
    })),
    attachedDocuments: message.attachedDocuments,
    carrierRemarks: message.carrierRemarks,
    paymentInstruction: message.paymentInstruction,
    senderInstruction: message.senderInstruction,
    specialAgreements: message.specialAgreements,
    paymentCOD: message.cod,
    ...(message.transportModeCode === null
      ? {}
      : { transportMode: { code: message.transportModeCode } }),
    dateOfIssue: message.dateOfIssue,
    loadingDate: message.loadingDate,
    time: message.time,
    place: message.place,
    waybillNumber: message.waybillNumber,
  };
  return CmrData.safeParse(data);
}

export type { CmrDataOutput };
