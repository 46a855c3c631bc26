import {
  PLACE_REQUIRED_FIELDS,
  dropEmptyTransitParts,
  isEmptyPlace,
  type CarrierInput,
  type ReceiverInput,
  type TransitPlaceInput,
} from '../schemas/transits.ts';

type TransitParts = {
  sender_location?: TransitPlaceInput[] | undefined;
  receivers?: ReceiverInput[] | undefined;
  carrier?: CarrierInput[] | undefined;
};

/** What the transit form leaves out on submit although something was typed in it. */
export type IncompleteTransitParts = { places: number; receivers: number; carriers: number };

const hasText = (value: unknown) =>
  value !== null && value !== undefined && (typeof value !== 'string' || value.trim() !== '');

/** A place that locates something: address, post code, town and country (spec 1 §4). */
export function isCompletePlace(place: TransitPlaceInput): boolean {
  return PLACE_REQUIRED_FIELDS.every((field) => hasText(place[field]));
}

const hasContractor = (party: { client?: number | null | undefined }) =>
  party.client !== null && party.client !== undefined;

/**
 * The submit rule of spec 1 §4: empty cargo lines, incomplete places (lacking address, country,
 * town or post code), receivers without a contractor and carriers without a contractor are
 * dropped. A receiver dropped takes its cargo and places with it.
 */
export function dropIncompleteTransitParts<T extends TransitParts>(transit: T): T {
  const empty = dropEmptyTransitParts(transit);
  const keepPlaces = (places: TransitPlaceInput[] | undefined) => places?.filter(isCompletePlace);
  return {
    ...empty,
    ...(empty.sender_location ? { sender_location: keepPlaces(empty.sender_location) } : {}),
    ...(empty.receivers
      ? {
          receivers: empty.receivers.filter(hasContractor).map((receiver) => ({
            ...receiver,
            destiny_places: keepPlaces(receiver.destiny_places),
          })),
        }
      : {}),
    ...(empty.carrier ? { carrier: empty.carrier.filter(hasContractor) } : {}),
  };
}

/**
 * What `dropIncompleteTransitParts` would leave out that holds data, for the form's one-line
 * notice before the user confirms (empty rows go without a word: nothing typed is lost). Places of
 * a receiver that goes count with the receiver.
 */
export function incompleteTransitParts(transit: TransitParts): IncompleteTransitParts {
  const empty = dropEmptyTransitParts(transit);
  const incomplete = (places: TransitPlaceInput[] | undefined) =>
    (places ?? []).filter((place) => !isEmptyPlace(place) && !isCompletePlace(place)).length;
  const kept = (empty.receivers ?? []).filter(hasContractor);
  return {
    places:
      incomplete(empty.sender_location) +
      kept.reduce((sum, receiver) => sum + incomplete(receiver.destiny_places), 0),
    receivers: (empty.receivers ?? []).length - kept.length,
    carriers: (empty.carrier ?? []).filter((carrier) => !hasContractor(carrier)).length,
  };
}

export function hasIncompleteParts(parts: IncompleteTransitParts): boolean {
  return parts.places + parts.receivers + parts.carriers > 0;
}
