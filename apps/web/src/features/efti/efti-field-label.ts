import { useCallback } from 'react';
import { useTranslation } from '../../i18n/react.ts';

/**
 * The transit form's name of a field key the eFTI builder names a gap by
 * (`receivers.0.client.town` -> "Receiver 1 · City"). Labels reuse the `transit_form` texts;
 * what the form has no label for (the CMR's own fields, a section with nothing in it yet) is
 * worded in `efti`.
 */

/** One piece of a label: a namespaced translation key and its values. */
export type LabelPart = { key: string; values?: Record<string, number> };

const form = (key: string, values?: Record<string, number>): LabelPart =>
  values ? { key: `transit_form:${key}`, values } : { key: `transit_form:${key}` };
const efti = (key: string): LabelPart => ({ key: `efti:labels.${key}` });

/** Fields of a contractor (the client picked in a party), under the form's labels. */
const CLIENT_FIELDS = new Set(['address', 'town', 'zip_code', 'country']);
/** Fields of a loading or unloading place. */
const PLACE_FIELDS = new Set([
  'place',
  'address',
  'town',
  'zip_code',
  'country',
  'additional_data',
  'latitude',
  'longitude',
]);
/** Fields of a cargo line (`name`, `quantity` and the ones under `other.`). */
const CARGO_FIELDS = new Set(['name', 'quantity']);
const CARGO_OTHER_FIELDS = new Set([
  'method_of_packaging',
  'weight_gross_kg',
  'capacity',
  'marks',
  'statistical_number',
  'origin_country',
  'destination_country',
]);
const CARRIER_FIELDS = new Set(['vehicle', 'semitrailer', 'driver']);
const DATE_FIELDS = new Set(['loading_date', 'loading_time', 'unloading_date', 'unloading_time']);
const CMR_FIELDS: Record<string, string> = { dateOfIssue: 'cmr_date_of_issue', place: 'cmr_place' };

/** A list index of a key (`0`, `12`); NaN when the segment is no index. */
function indexOf(segment: string | undefined): number {
  return segment !== undefined && /^\d+$/.test(segment) ? Number(segment) : Number.NaN;
}

/** `client`, `client.town`: the contractor of a party, or one of its address fields. */
function clientParts(rest: string[]): LabelPart[] | null {
  const [client, field, ...more] = rest;
  if (client !== 'client' || more.length > 0) return null;
  if (field === undefined || field === 'name') return [form('fields.contractor')];
  return CLIENT_FIELDS.has(field) ? [form(`fields.${field}`)] : null;
}

/** `2.town` of a list of places: "Loading place 3 · City". */
function placeParts(group: string, rest: string[], none: string): LabelPart[] | null {
  const [index, field, ...more] = rest;
  if (index === undefined) return [efti(none)];
  const n = indexOf(index);
  if (Number.isNaN(n) || more.length > 0) return null;
  const place = form(`groups.${group}`, { n: n + 1 });
  if (field === undefined) return [place];
  return PLACE_FIELDS.has(field) ? [place, form(`fields.${field}`)] : null;
}

function cargoParts(rest: string[]): LabelPart[] | null {
  const [index, ...field] = rest;
  if (index === undefined) return [efti('no_cargo')];
  const n = indexOf(index);
  if (Number.isNaN(n)) return null;
  const line = form('groups.cargo', { n: n + 1 });
  const [first, second, ...more] = field;
  if (first === undefined) return [line];
  if (more.length > 0) return null;
  if (second === undefined) return CARGO_FIELDS.has(first) ? [line, form(`fields.${first}`)] : null;
  return first === 'other' && CARGO_OTHER_FIELDS.has(second)
    ? [line, form(`fields.${second}`)]
    : null;
}

function receiverParts(rest: string[]): LabelPart[] | null {
  const [index, part, ...more] = rest;
  if (index === undefined) return [efti('no_receiver')];
  const n = indexOf(index);
  if (Number.isNaN(n)) return null;
  const receiver = form('groups.receiver', { n: n + 1 });
  let tail: LabelPart[] | null;
  switch (part) {
    case undefined:
      tail = [];
      break;
    case 'client':
      tail = clientParts([part, ...more]);
      break;
    case 'destiny_places':
      tail = placeParts('unloading_place', more, 'no_unloading_place');
      break;
    case 'cargo':
      tail = cargoParts(more);
      break;
    default:
      tail = null;
  }
  return tail ? [receiver, ...tail] : null;
}

function carrierParts(rest: string[]): LabelPart[] | null {
  const [index, part, ...more] = rest;
  if (index === undefined) return [efti('no_carrier')];
  const n = indexOf(index);
  if (Number.isNaN(n)) return null;
  const carrier = n === 0 ? form('groups.carrier_main') : form('groups.carrier', { n: n + 1 });
  if (part === undefined) return [carrier];
  if (part === 'client') {
    const tail = clientParts([part, ...more]);
    return tail ? [carrier, ...tail] : null;
  }
  return CARRIER_FIELDS.has(part) && more.length === 0 ? [carrier, form(`fields.${part}`)] : null;
}

/** The pieces of a field key's label, or null for a key this module does not know. */
export function eftiFieldLabelParts(field: string): LabelPart[] | null {
  const [root = '', ...rest] = field.split('.');
  if (DATE_FIELDS.has(root) && rest.length === 0) return [form(`fields.${root}`)];
  switch (root) {
    case 'sender_client': {
      const tail = clientParts(['client', ...rest]);
      return tail ? [form('groups.sender'), ...tail] : null;
    }
    case 'sender_location':
      return placeParts('loading_place', rest, 'no_loading_place');
    case 'receivers':
      return receiverParts(rest);
    case 'carrier':
      return carrierParts(rest);
    case 'cmr': {
      const [key, ...more] = rest;
      if (key === undefined) return [efti('no_cmr')];
      const label = CMR_FIELDS[key];
      return label !== undefined && more.length === 0 ? [efti('cmr'), efti(label)] : null;
    }
    case 'dangerous_goods':
      return rest.length === 0 ? [efti('dangerous_goods')] : null;
    default:
      return null;
  }
}

/** Where a field key's section stands in the transit form, for listing gaps in form order. */
const FORM_ORDER = [
  'loading_date',
  'loading_time',
  'unloading_date',
  'unloading_time',
  'sender_client',
  'sender_location',
  'carrier',
  'receivers',
  'cmr',
  'dangerous_goods',
];

/** Orders field keys as the form shows them: by section, then by number (`2` before `10`). */
export function compareFieldKeys(a: string, b: string): number {
  const [rootA = '', ...restA] = a.split('.');
  const [rootB = '', ...restB] = b.split('.');
  const rank = (root: string) => {
    const at = FORM_ORDER.indexOf(root);
    return at === -1 ? FORM_ORDER.length : at;
  };
  const byRoot = rank(rootA) - rank(rootB);
  if (byRoot !== 0) return byRoot;
  for (let i = 0; i < Math.min(restA.length, restB.length); i++) {
    const x = restA[i] ?? '';
    const y = restB[i] ?? '';
    if (x === y) continue;
    const [nx, ny] = [indexOf(x), indexOf(y)];
    if (!Number.isNaN(nx) && !Number.isNaN(ny)) return nx - ny;
    return x < y ? -1 : 1;
  }
  return restA.length - restB.length;
}

/** `(field) => "Receiver 1 · City"` in the user's language; an unknown key shows as itself. */
export function useEftiFieldLabel(): (field: string) => string {
  const { t } = useTranslation(['efti', 'transit_form']);
  return useCallback(
    (field: string) => {
      const parts = eftiFieldLabelParts(field);
      if (!parts) return field;
      return parts.map((part) => t(part.key, part.values ?? {})).join(' · ');
    },
    [t],
  );
}
