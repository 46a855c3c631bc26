import { z } from '../zod-config.ts';
import { MAX_CARRIERS, TABLE_PAGE_SIZE, LIST_PAGE_SIZE } from '../constants.ts';
import { TRANSIT_STATUSES } from '../enums.ts';
import { TRANSIT_ACTIONS, type TransitAction } from '../policy/actions.ts';
import { TransitEfti } from '../efti/transit-efti.ts';
import { optionalText, rowVersion } from './fields.ts';
import { parseCoordinate, type CoordinateAxis } from '../validation/coordinates.ts';
import { isValidZip } from '../validation/zip.ts';
import { isValidIsoDate, isValidTime } from '../validation/dates.ts';

export const optionalDate = () =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || isValidIsoDate(value), { message: 'invalid_date' })
    .nullable()
    .optional();

export const optionalTime = () =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || isValidTime(value), { message: 'invalid_time' })
    .nullable()
    .optional();

/** Decimal degrees or the spec's degrees, minutes and seconds; answered as decimal degrees. */
const coordinate = (axis: CoordinateAxis) =>
  z
    .union([z.string().max(40), z.number()])
    .nullable()
    .optional()
    .superRefine((value, ctx) => {
      if (Number.isNaN(parseCoordinate(value, axis))) {
        ctx.addIssue({ code: 'custom', message: 'coordinate_incorrect' });
      }
    })
    .transform((value) => parseCoordinate(value, axis));

const id = () => z.number().int().positive();
const optionalId = () => id().nullable().optional();

/** A loading or unloading place. */
export const TransitPlaceInput = z.strictObject({
  id: optionalId(),
  place: optionalText().optional(),
  address: optionalText().optional(),
  zip_code: optionalText(10).optional(),
  town: optionalText().optional(),
  country: optionalText(3).optional(),
  additional_data: optionalText().optional(),
  client: optionalId(),
  latitude: coordinate('latitude'),
  longitude: coordinate('longitude'),
});
export type TransitPlaceInput = z.input<typeof TransitPlaceInput>;

export const CargoOtherInput = z.strictObject({
  capacity: z.number().nonnegative().nullable().optional(),
  method_of_packaging: optionalText().optional(),
  weight_gross_kg: z.number().nonnegative().nullable().optional(),
  origin_country: optionalText(3).optional(),
  destination_country: optionalText(3).optional(),
  statistical_number: optionalText().optional(),
  marks: optionalText().optional(),
});

export const CargoInput = z.strictObject({
  id: optionalId(),
  name: optionalText().optional(),
  quantity: z.number().nonnegative().nullable().optional(),
  other: CargoOtherInput.optional(),
});
export type CargoInput = z.input<typeof CargoInput>;

export const ReceiverInput = z.strictObject({
  id: optionalId(),
  client: optionalId(),
  employee: optionalId(),
  cargo: z.array(CargoInput).max(100).optional(),
  destiny_places: z.array(TransitPlaceInput).max(20).optional(),
});
export type ReceiverInput = z.input<typeof ReceiverInput>;

export const CarrierInput = z.strictObject({
  id: optionalId(),
  client: optionalId(),
  employee: optionalId(),
  driver: optionalId(),
  driver_not_from_system: optionalText().nullable().optional(),
  is_forwarder: z.boolean().optional(),
  vehicle: optionalId(),
  vehicle_not_from_system: optionalText(20).nullable().optional(),
  semitrailer: optionalId(),
  semitrailer_not_from_system: optionalText(20).nullable().optional(),
});
export type CarrierInput = z.input<typeof CarrierInput>;

function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'object') return Object.values(value).some(isFilled);
  return true;
}

/** A place counts as empty when none of its own fields is filled (client links don't count). */
export function isEmptyPlace(place: TransitPlaceInput): boolean {
  const { id: _id, client: _client, ...fields } = place;
  return !isFilled(fields);
}

export function isEmptyCargo(cargo: CargoInput): boolean {
  const { id: _id, ...fields } = cargo;
  return !isFilled(fields);
}

/**
 * A place with any data needs these (spec 1 §5); coordinates stay optional: an import
 * or a typed address has none to give, and the address locates the place.
 */
export const PLACE_REQUIRED_FIELDS = ['address', 'zip_code', 'town', 'country'] as const;

function refinePlaces(
  places: TransitPlaceInput[] | undefined,
  path: (string | number)[],
  ctx: z.RefinementCtx,
): void {
  places?.forEach((place, index) => {
    if (isEmptyPlace(place)) return;
    for (const field of PLACE_REQUIRED_FIELDS) {
      if (!isFilled(place[field])) {
        ctx.addIssue({ code: 'custom', path: [...path, index, field], message: 'field_required' });
      }
    }
    const { country, zip_code: zip } = place;
    if (
      isFilled(country) &&
      isFilled(zip) &&
      !isValidZip(String(country).trim().toUpperCase(), String(zip))
    ) {
      ctx.addIssue({
        code: 'custom',
        path: [...path, index, 'zip_code'],
        message: 'zip_code_incorrect',
      });
    }
  });
}

function refineTransit(transit: TransitInputShape, ctx: z.RefinementCtx): void {
  refinePlaces(transit.sender_location, ['sender_location'], ctx);
  transit.receivers?.forEach((receiver, index) => {
    const { id: _id, client, ...rest } = receiver;
    const hasData =
      isFilled(receiver.id) ||
      isFilled(rest.employee) ||
      (rest.cargo ?? []).some((cargo) => !isEmptyCargo(cargo)) ||
      (rest.destiny_places ?? []).some((place) => !isEmptyPlace(place));
    if (hasData && !client) {
      ctx.addIssue({
        code: 'custom',
        path: ['receivers', index, 'client'],
        message: 'field_required',
      });
    }
    refinePlaces(receiver.destiny_places, ['receivers', index, 'destiny_places'], ctx);
  });
  transit.carrier?.forEach((carrier, index) => {
    // A driver, vehicle, trailer or person belongs to a contractor: without one it means nothing.
    const { id: _id, is_forwarder: _forwarder, client: _client, ...dependants } = carrier;
    if (isFilled(dependants) && !carrier.client) {
      ctx.addIssue({
        code: 'custom',
        path: ['carrier', index, 'client'],
        message: 'field_required',
      });
    }
    const typedDriver = carrier.driver_not_from_system?.trim();
    if (typedDriver && !typedDriver.includes(' ')) {
      ctx.addIssue({
        code: 'custom',
        path: ['carrier', index, 'driver_not_from_system'],
        message: 'must_contain_a_space',
      });
    }
  });
}

const transitFields = {
  loading_date: optionalDate(),
  unloading_date: optionalDate(),
  loading_time: optionalTime(),
  unloading_time: optionalTime(),
  sender_client: optionalId(),
  sender_employee: optionalId(),
  sender_location: z.array(TransitPlaceInput).max(20).optional(),
  receivers: z.array(ReceiverInput).max(20).optional(),
  carrier: z.array(CarrierInput).max(MAX_CARRIERS).optional(),
  sender_instruction: optionalText().optional(),
  special_agreements: optionalText().optional(),
};

type TransitInputShape = {
  sender_location?: TransitPlaceInput[] | undefined;
  receivers?: ReceiverInput[] | undefined;
  carrier?: CarrierInput[] | undefined;
};

/** POST all-transit/ (spec 1 §7); drop rules are applied by `dropEmptyTransitParts` first. */
export const TransitCreateRequest = z.strictObject(transitFields).superRefine(refineTransit);
export type TransitCreateRequest = z.output<typeof TransitCreateRequest>;
export type TransitCreateInput = z.input<typeof TransitCreateRequest>;

/**
 * PATCH all-transit/{id}/: the same payload; sections left out stay as they are. `version`
 * (optional): the version the edit started from; without it the PATCH overwrites as before.
 */
export const TransitPatchRequest = z
  .strictObject({ ...transitFields, version: rowVersion().optional() })
  .superRefine(refineTransit);
export type TransitPatchRequest = z.output<typeof TransitPatchRequest>;
export type TransitPatchInput = z.input<typeof TransitPatchRequest>;

/**
 * The drop rules of spec 1 §4 on submit: empty cargo lines, empty places, receivers without a
 * contractor and carriers without a contractor (and nothing else of theirs) are left out.
 */
export function dropEmptyTransitParts<T extends TransitInputShape>(transit: T): T {
  const keepPlaces = (places: TransitPlaceInput[] | undefined) =>
    places?.filter((p) => !isEmptyPlace(p));
  return {
    ...transit,
    sender_location: keepPlaces(transit.sender_location),
    receivers: transit.receivers
      ?.map((receiver) => ({
        ...receiver,
        cargo: receiver.cargo?.filter((cargo) => !isEmptyCargo(cargo)),
        destiny_places: keepPlaces(receiver.destiny_places),
      }))
      .filter(
        (receiver) =>
          receiver.client ||
          isFilled(receiver.employee) ||
          (receiver.cargo?.length ?? 0) > 0 ||
          (receiver.destiny_places?.length ?? 0) > 0,
      ),
    carrier: transit.carrier?.filter((carrier) => {
      const { id: _id, is_forwarder: _forwarder, ...fields } = carrier;
      return isFilled(fields);
    }),
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isObjectList(value: unknown): boolean {
  return value === undefined || (Array.isArray(value) && value.every(isPlainObject));
}

/**
 * `dropEmptyTransitParts` for a body that has not been validated yet: applied only when the
 * nested lists have the right shape, otherwise the body goes to validation as it came.
 */
export function dropEmptyTransitPartsOf(value: unknown): unknown {
  if (!isPlainObject(value)) return value;
  const receivers = value.receivers;
  const shaped =
    isObjectList(value.sender_location) &&
    isObjectList(value.carrier) &&
    isObjectList(receivers) &&
    (receivers === undefined ||
      (receivers as Record<string, unknown>[]).every(
        (receiver) => isObjectList(receiver.cargo) && isObjectList(receiver.destiny_places),
      ));
  if (!shaped) return value;
  const cleaned: Record<string, unknown> = { ...dropEmptyTransitParts(value as TransitInputShape) };
  // Sections the body did not name stay unnamed (PATCH keeps them).
  for (const key of ['sender_location', 'receivers', 'carrier']) {
    if (!(key in value)) Reflect.deleteProperty(cleaned, key);
  }
  return cleaned;
}

/**
 * What the server reads on POST and PATCH: the drop rules of spec 1 §4 first, then
 * `TransitCreateRequest`. Error paths index the lists after dropping, as the web sends them.
 */
export const TransitSubmitRequest = z.preprocess(dropEmptyTransitPartsOf, TransitCreateRequest);
export type TransitSubmitRequest = z.output<typeof TransitSubmitRequest>;

/** What the server reads on PATCH: `TransitSubmitRequest` plus the optional `version`. */
export const TransitPatchSubmitRequest = z.preprocess(dropEmptyTransitPartsOf, TransitPatchRequest);
export type TransitPatchSubmitRequest = z.output<typeof TransitPatchSubmitRequest>;

export const TRANSIT_TYPES = ['send', 'generated'] as const;
export type TransitType = (typeof TRANSIT_TYPES)[number];

const ClientSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  vies: z.string().nullable(),
  address: z.string(),
  zip_code: z.string(),
  town: z.string(),
  country: z.string(),
  phone: z.string(),
  pesel: z.string(),
  is_online: z.boolean(),
});
const PersonSummary = z.object({
  id: z.number().int(),
  user: z.object({ first_name: z.string(), last_name: z.string(), phone: z.string().nullable() }),
});
const VehicleSummary = z.object({ id: z.number().int(), number: z.string(), type: z.string() });

export const TransitPlace = z.object({
  id: z.number().int(),
  place: z.string(),
  address: z.string(),
  zip_code: z.string(),
  town: z.string(),
  country: z.string(),
  additional_data: z.string(),
  client: z.number().int().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export const Cargo = z.object({
  id: z.number().int(),
  name: z.string(),
  quantity: z.number().nullable(),
  other: z.object({
    capacity: z.number().nullable(),
    method_of_packaging: z.string(),
    weight_gross_kg: z.number().nullable(),
    origin_country: z.string(),
    destination_country: z.string(),
    statistical_number: z.string(),
    marks: z.string(),
  }),
});
export const Receiver = z.object({
  id: z.number().int(),
  client: ClientSummary,
  employee: PersonSummary.nullable(),
  cargo: z.array(Cargo),
  destiny_places: z.array(TransitPlace),
});
export const Carrier = z.object({
  id: z.number().int(),
  client: ClientSummary,
  employee: PersonSummary.nullable(),
  driver: PersonSummary.nullable(),
  driver_not_from_system: z.string().nullable(),
  is_forwarder: z.boolean(),
  vehicle: VehicleSummary.nullable(),
  vehicle_not_from_system: z.string().nullable(),
  semitrailer: VehicleSummary.nullable(),
  semitrailer_not_from_system: z.string().nullable(),
});

/** Documents in a transit, summarised (full shape in the documents schemas). */
export const TransitDocumentSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.number().int(),
  is_main_document: z.boolean(),
  parent_document_is_main_document: z.boolean(),
  signed_by: z.array(
    z.object({ signed_by_type: z.string(), receiver_id: z.number().int().nullable() }),
  ),
});

export type TransitDocumentSummary = z.infer<typeof TransitDocumentSummary>;
export type TransitPlace = z.infer<typeof TransitPlace>;
export type Cargo = z.infer<typeof Cargo>;
export type Receiver = z.infer<typeof Receiver>;
export type Carrier = z.infer<typeof Carrier>;

export const TransitActionsSchema = z.object(
  Object.fromEntries(TRANSIT_ACTIONS.map((action) => [action, z.boolean()])) as Record<
    TransitAction,
    z.ZodBoolean
  >,
);

/**
 * The error key of each action the caller may not do now (the rulebook's refusal: why it is
 * refused); allowed actions are absent.
 */
export const TransitRefusalsSchema = z.object(
  Object.fromEntries(TRANSIT_ACTIONS.map((action) => [action, z.string().optional()])) as Record<
    TransitAction,
    z.ZodOptional<z.ZodString>
  >,
);

export const Transit = z.object({
  id: z.number().int(),
  transit_number: z.string(),
  status: z.enum(TRANSIT_STATUSES),
  type: z.enum(TRANSIT_TYPES),
  loading_date: z.string().nullable(),
  unloading_date: z.string().nullable(),
  loading_time: z.string().nullable(),
  unloading_time: z.string().nullable(),
  sender_client: ClientSummary.nullable(),
  sender_employee: PersonSummary.nullable(),
  sender_location: z.array(TransitPlace),
  receivers: z.array(Receiver),
  carrier: z.array(Carrier),
  sender_instruction: z.string(),
  special_agreements: z.string(),
  created_at: z.string(),
  has_signed_documents: z.boolean(),
  remarks: z.string(),
  can_send_alert: z.boolean(),
  document: z.array(TransitDocumentSummary),
  /** What the caller may do to this transit now (the rulebook's answers, spec 1 §6). */
  actions: TransitActionsSchema,
  /**
   * Why each refused action is refused, by its error key (`{delete: 'transit_is_sent'}`). This
   * server always sends it; optional so answers of older servers (and fixtures) still parse.
   */
  refusals: TransitRefusalsSchema.optional(),
  /**
   * Opaque; changes on every change of the transit row. Sent back on PATCH (If-Match or
   * `version`) so an edit from an older version answers 409. This server always sends it;
   * optional so answers of older servers (and fixtures) still parse.
   */
  version: z.string().optional(),
  /**
   * The transit's eFTI data set: sent by the single-transit answers only; the list
   * leaves it out (building each row's consignment would cost the busiest read its speed).
   */
  efti: TransitEfti.optional(),
});
export type Transit = z.infer<typeof Transit>;

/**
 * `next`/`previous` are absolute URLs of the same query: with `page=` in page paging, with
 * `cursor=` in cursor paging (a request that sends `cursor`, even empty). `next_cursor` and
 * `previous_cursor` are the bare cursors of those URLs (null in page paging).
 */
export const TransitListResponse = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  next_cursor: z.string().nullable(),
  previous_cursor: z.string().nullable(),
  results: z.array(Transit),
});
export type TransitListResponse = z.infer<typeof TransitListResponse>;

/**
 * A "contains" filter of the transit list: empty (no filter) or any text up to its limit. One or
 * two characters (a plate's prefix, a town's first letters) are searched too: the server reads
 * them from the company's own rows when no trigram index can serve them.
 */
const containsFilterText = (max: number) => z.string().trim().max(max);

/** The "contains" filters with their limits; the web's search form checks them alike. */
export const TRANSIT_CONTAINS_FILTERS = {
  client_name: containsFilterText(500),
  transit_number: containsFilterText(100),
  loading_place: containsFilterText(500),
  unloading_place: containsFilterText(500),
  vehicle_number: containsFilterText(20),
  driver_full_name: containsFilterText(500),
};

/** List filters of spec 1 §3; empty type and status are simply omitted. */
export const TransitListQuery = z.object({
  page: z.coerce.number().int().positive().optional(),
  page_size: z.coerce
    .number()
    .int()
    .refine((size) => size === LIST_PAGE_SIZE || size === TABLE_PAGE_SIZE, {
      message: 'invalid_choice',
    })
    .optional(),
  cursor: z.string().max(200).optional(),
  client_id: z.coerce.number().int().positive().optional(),
  client_name: TRANSIT_CONTAINS_FILTERS.client_name.optional(),
  employee_id: z.coerce.number().int().positive().optional(),
  created_at: optionalDate(),
  loading_date: optionalDate(),
  unloading_date: optionalDate(),
  transit_number: TRANSIT_CONTAINS_FILTERS.transit_number.optional(),
  transit_type: z.enum(['', ...TRANSIT_TYPES]).optional(),
  transit_status: z.enum(['', ...TRANSIT_STATUSES]).optional(),
  loading_place: TRANSIT_CONTAINS_FILTERS.loading_place.optional(),
  unloading_place: TRANSIT_CONTAINS_FILTERS.unloading_place.optional(),
  vehicle_number: TRANSIT_CONTAINS_FILTERS.vehicle_number.optional(),
  vies: z.string().trim().max(17).optional(),
  driver_full_name: TRANSIT_CONTAINS_FILTERS.driver_full_name.optional(),
});
export type TransitListQuery = z.infer<typeof TransitListQuery>;

/** `version` (optional): refused with 409 once the transit changed since it was read. */
export const FinishTransitRequest = z.strictObject({
  status: z.literal('finished'),
  version: rowVersion().optional(),
});
export type FinishTransitRequest = z.infer<typeof FinishTransitRequest>;

/** GET alert/{transitId}/: the transit company's alert types; the web translates default ones. */
export const TransitAlertTypesResponse = z.array(
  z.object({ message: z.string(), default: z.boolean() }),
);
export type TransitAlertTypesResponse = z.infer<typeof TransitAlertTypesResponse>;

export const AlertResponse = z.object({
  id: z.number().int(),
  transit_id: z.number().int(),
  message: z.string(),
  default: z.boolean(),
  company_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  created_at: z.string(),
});
export type AlertResponse = z.infer<typeof AlertResponse>;

/** Notification data of spec 1 §3 as the server stores it. */
export const AlertNotificationData = z.object({
  transit_id: z.number().int(),
  transit_number: z.string(),
  alert_message: z.string(),
  alert_default: z.boolean(),
});
export type AlertNotificationData = z.infer<typeof AlertNotificationData>;

/**
 * The typed log of a transit: every state change appends one, in the same transaction. Parsed
 * with zod when read back, so old rows stay readable as the union grows.
 */
export const TransitEventData = z.discriminatedUnion('type', [
  z.object({ type: z.literal('transit_created'), transit_number: z.string() }),
  z.object({ type: z.literal('transit_updated'), sections: z.array(z.string()) }),
  z.object({ type: z.literal('transit_finished') }),
  z.object({ type: z.literal('transit_deleted'), transit_number: z.string() }),
  z.object({ type: z.literal('transit_signed') }),
  z.object({
    type: z.literal('alert_sent'),
    alert_id: z.number().int(),
    message: z.string(),
    default: z.boolean(),
    company_name: z.string(),
    first_name: z.string(),
    last_name: z.string(),
  }),
  /** shared inside the product with another company (spec 3 "Udostępnij"), which hears of it */
  z.object({
    type: z.literal('transit_shared'),
    company_id: z.number().int(),
    company_name: z.string(),
    as: z.string(),
  }),
  /**
   * A share link's page was opened (loads within the opening gap are one opening); what the
   * link was at that moment, as its webhook tells it.
   */
  z.object({
    type: z.literal('share_link_opened'),
    share_id: z.number().int(),
    share_type: z.string(),
    receiver_id: z.number().int().nullable(),
    documents: z.array(z.number().int()).nullable(),
    transit_number: z.string(),
    created_at: z.string(),
    expires_at: z.string(),
  }),
  /** an eFTI authority asked the transit's company to follow up, through a gate */
  z.object({
    type: z.literal('efti_follow_up_received'),
    gate_id: z.string(),
    dataset_id: z.string(),
  }),
]);
export type TransitEventData = z.infer<typeof TransitEventData>;
export type TransitEventType = TransitEventData['type'];

export const AlertRequest = z.strictObject({
  message: z.string().trim().min(1).max(500),
  transit_id: id(),
  company_name: optionalText().optional(),
  first_name: optionalText().optional(),
  last_name: optionalText().optional(),
});
export type AlertRequest = z.infer<typeof AlertRequest>;
