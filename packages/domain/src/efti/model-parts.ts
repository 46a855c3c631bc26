import type { Transit, TransitPlace } from '../schemas/transits.ts';
import type { EftiSignature } from './input.ts';
import { group, leaf, optionalLeaf, type EftiNode } from './model.ts';
import { eftiCountry, eftiDateTime, splitStreet } from './values.ts';

/**
 * Parties and places of the consignment (TradeParty, LogisticsLocation, TradeAddress), children
 * in the schema's order. `base` is the form's key of the source (`receivers.0.client`); when
 * the source is missing altogether every slot names the section that should hold it instead.
 */

type Client = NonNullable<Transit['sender_client']>;
type Person = NonNullable<Transit['sender_employee']>;

/** Field key of a part of a source that may be missing. */
export const fieldOf = (base: string, present: boolean) => (key: string) =>
  present ? `${base}.${key}` : base;

/** TradeAddress from our address line, town, post code and country. */
function postalAddress(
  source: { address: string; zip_code: string; town: string; country: string } | null,
  field: (key: string) => string,
): EftiNode {
  const { street, number } = splitStreet(source?.address);
  return group('postalAddress', [
    optionalLeaf('buildingNumber', number, { max: 17 }),
    leaf('cityName', source?.town, { field: field('town'), max: 35 }),
    leaf('countryCode', eftiCountry(source?.country), { field: field('country') }),
    leaf('postcode', source?.zip_code, { field: field('zip_code') }),
    leaf('streetName', street, { field: field('address'), max: 35 }),
  ]);
}

function latest(signatures: readonly EftiSignature[]): string | null {
  const times = signatures.map((s) => Date.parse(s.signedAt)).filter((t) => !Number.isNaN(t));
  return times.length > 0 ? new Date(Math.max(...times)).toISOString() : null;
}

/** The time the goods were taken over (box 22/23 signed) or delivered (box 24 signed). */
export function signedAt(signatures: readonly EftiSignature[]): string | null {
  return latest(signatures);
}

/** A signature on the CMR as the party's confirmed document authentication. */
function authentication(signatures: readonly EftiSignature[]): EftiNode | null {
  const at = latest(signatures);
  const [first] = signatures;
  if (!at || !first) return null;
  return group('confirmedDocumentAuthentication', [
    eftiDateTime('actualDateTime', at),
    leaf('statementCode', first.type),
  ]);
}

function contact(person: Person | null | undefined, name?: string | null): EftiNode {
  const personName =
    name ?? [person?.user.first_name, person?.user.last_name].filter(Boolean).join(' ');
  return group('definedContactDetails', [
    optionalLeaf('personName', personName, { max: 35 }),
    group('telephone', [optionalLeaf('completeNumber', person?.user.phone, { max: 35 })]),
  ]);
}

export type PartyParts = {
  client: Client | null;
  base: string;
  roleCode: string;
  signatures?: readonly EftiSignature[];
  person?: Person | null;
  personName?: string | null;
  /** PL01a: where the contract was made (the CMR's place of issue). */
  contractPlace?: EftiNode | null;
};

/** A TradeParty: consignor, consignee, carrier or another party. */
export function party(name: string, parts: PartyParts): EftiNode {
  const field = fieldOf(parts.base, parts.client !== null);
  const vies = (parts.client?.vies ?? '').replace(/\s+/g, '');
  return group(name, [
    parts.contractPlace
      ? group('agreedContract', [group('signedLocation', [parts.contractPlace])])
      : null,
    authentication(parts.signatures ?? []),
    contact(parts.person, parts.personName),
    leaf('name', parts.client?.name, { field: field('name'), max: 70 }),
    postalAddress(parts.client, field),
    // A role alone does not make a party: without the contractor the party is left out.
    optionalLeaf('roleCode', parts.client ? parts.roleCode : null),
    group('taxRegistration', [optionalLeaf('id', vies, { max: 35 })]),
  ]);
}

const coordinate = (value: number | null | undefined): string | null =>
  value === null || value === undefined || !Number.isFinite(value) ? null : value.toFixed(6);

/** A LogisticsLocation of a loading or unloading place. */
export function location(name: string, place: TransitPlace | null, base: string): EftiNode {
  const field = fieldOf(base, place !== null);
  const latitude = coordinate(place?.latitude);
  const longitude = coordinate(place?.longitude);
  return group(name, [
    latitude !== null && longitude !== null
      ? group('geographicalCoordinates', [leaf('latitude', latitude), leaf('longitude', longitude)])
      : null,
    optionalLeaf('name', place?.place, { max: 256 }),
    postalAddress(place, field),
  ]);
}
