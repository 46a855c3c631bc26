import { z } from '../zod-config.ts';
import type { GeneratedDocumentCode } from '../enums.ts';
import { optionalDate, optionalTime } from '../schemas/transits.ts';
import {
  AttachedDocument,
  DocCarrierList,
  DocClient,
  CmrCargo,
  ContainerCargo,
  DOC_PLACE_REQUIRED_FIELDS,
  DocPerson,
  DocPlace,
  QuantityCargo,
  receiverSchema,
} from './parts.ts';
import { amount, count, text } from './data-fields.ts';
import { isValidZip } from '../validation/zip.ts';
import { PaymentCod, Payments, transportModeField } from './payments.ts';
import { dropEmptyDocumentPartsOf, isFilled } from './drop-empty.ts';

export * from './parts.ts';
export * from './payments.ts';
export * from './transport-modes.ts';

export const CREATED_AT_CLIENTS = ['sender', 'receiver'] as const;
export type CreatedAtClients = (typeof CREATED_AT_CLIENTS)[number];
export const BEFORE_AFTER = ['before', 'after'] as const;
export type BeforeAfter = (typeof BEFORE_AFTER)[number];

/** The fields every generated type carries (spec 2 §3), with that type's cargo line. */
const commonFields = <T extends z.ZodType>(cargo: T) => ({
  sender: DocClient.nullable().optional(),
  senderEmployee: DocPerson.nullable().optional(),
  loading: z.array(DocPlace).max(20).optional(),
  receivers: z.array(receiverSchema(cargo)).max(20).optional(),
  carriers: DocCarrierList.optional(),
  documentName: text(),
  destiny: text(),
  attachedDocuments: z.array(AttachedDocument).max(50).optional(),
  carrierRemarks: text(),
  paymentInstruction: text(),
  senderInstruction: text(),
  specialAgreements: text(),
  paymentCOD: PaymentCod.nullable().optional(),
  payments: Payments.nullable().optional(),
  transportMode: transportModeField(),
  dateOfIssue: optionalDate(),
  loadingDate: optionalDate(),
  order: text(),
  shippingCostOn: text(),
  invoiceNumberAndDate: text(),
  createdAtClients: z.enum(CREATED_AT_CLIENTS).nullable().optional(),
  createdBeforeAfterLoadingUnloading: z.enum(BEFORE_AFTER).nullable().optional(),
  date: optionalDate(),
  time: optionalTime(),
  place: text(),
  waybillNumber: text(),
});

type Path = (string | number)[];
type Row = Record<string, unknown>;

/**
 * The rules below also run when fields already failed (so every error shows at once): they read
 * the data defensively, skipping parts that are not of the right shape.
 */
const always = { when: () => true };

function requirePlaceFields(places: unknown, path: Path, ctx: z.RefinementCtx): void {
  if (!Array.isArray(places)) return;
  places.forEach((place: unknown, index) => {
    if (typeof place !== 'object' || place === null) return;
    for (const field of DOC_PLACE_REQUIRED_FIELDS) {
      const value = (place as Row)[field];
      const filled = Array.isArray(value) ? isFilled(value[0]) : isFilled(value);
      if (!filled) {
        ctx.addIssue({ code: 'custom', path: [...path, index, field], message: 'field_required' });
      }
    }
    const { country, postCode } = place as Row;
    const code: unknown = Array.isArray(country) ? (country as unknown[])[0] : country;
    if (typeof code === 'string' && code.trim() !== '' && typeof postCode === 'string') {
      if (postCode.trim() !== '' && !isValidZip(code.trim().toUpperCase(), postCode)) {
        ctx.addIssue({
          code: 'custom',
          path: [...path, index, 'postCode'],
          message: 'zip_code_incorrect',
        });
      }
    }
  });
}

/** Carriers of every type: a contractor when a driver or vehicle is named; 'first last'. */
function refineCarriers(data: Row, ctx: z.RefinementCtx): void {
  if (!Array.isArray(data.carriers)) return;
  data.carriers.forEach((carrier: unknown, index) => {
    if (typeof carrier !== 'object' || carrier === null) return;
    const { client, driver, vehicle, semitrailer } = carrier as Row;
    const named = isFilled(driver) || isFilled(vehicle) || isFilled(semitrailer);
    if (named && !isFilled(client)) {
      ctx.addIssue({
        code: 'custom',
        path: ['carriers', index, 'client'],
        message: 'field_required',
      });
    }
    if (typeof driver === 'string') {
      const typed = driver.trim();
      if (typed && !typed.includes(' ')) {
        ctx.addIssue({
          code: 'custom',
          path: ['carriers', index, 'driver'],
          message: 'must_contain_a_space',
        });
      }
    }
  });
}

/** Every place that is there needs its address fields (spec 2 §5). */
function refinePlaces(data: Row, ctx: z.RefinementCtx): void {
  requirePlaceFields(data.loading, ['loading'], ctx);
  if (!Array.isArray(data.receivers)) return;
  data.receivers.forEach((receiver: unknown, index) => {
    if (typeof receiver !== 'object' || receiver === null) return;
    requirePlaceFields((receiver as Row).destinyPlaces, ['receivers', index, 'destinyPlaces'], ctx);
  });
}

/** CMR and LP: at least one loading place and an unloading place per receiver. */
function refineRoute(data: Row, ctx: z.RefinementCtx): void {
  if (data.loading === undefined || (Array.isArray(data.loading) && data.loading.length === 0)) {
    ctx.addIssue({ code: 'custom', path: ['loading'], message: 'fill_in_the_loading_places' });
  }
  if (
    data.receivers === undefined ||
    (Array.isArray(data.receivers) && data.receivers.length === 0)
  ) {
    ctx.addIssue({ code: 'custom', path: ['receivers'], message: 'fill_in_the_unloading_places' });
  }
  if (!Array.isArray(data.receivers)) return;
  data.receivers.forEach((receiver: unknown, index) => {
    if (typeof receiver !== 'object' || receiver === null) return;
    const places = (receiver as Row).destinyPlaces;
    if (places === undefined || (Array.isArray(places) && places.length === 0)) {
      ctx.addIssue({
        code: 'custom',
        path: ['receivers', index, 'destinyPlaces'],
        message: 'fill_in_the_unloading_places',
      });
    }
  });
}

function requireFields(data: Row, fields: readonly string[], ctx: z.RefinementCtx): void {
  for (const field of fields) {
    // A value that failed its own check is reported there already.
    if (
      !(field in data) ||
      data[field] === null ||
      data[field] === undefined ||
      data[field] === ''
    ) {
      ctx.addIssue({ code: 'custom', path: [field], message: 'field_required' });
    }
  }
}

function refineCommon(data: Row, ctx: z.RefinementCtx): void {
  refinePlaces(data, ctx);
  refineCarriers(data, ctx);
}

export const CmrData = z.strictObject(commonFields(CmrCargo)).superRefine((data, ctx) => {
  refineCommon(data, ctx);
  refineRoute(data, ctx);
}, always);
export type CmrData = z.infer<typeof CmrData>;
export type CmrDataInput = z.input<typeof CmrData>;

/** LP: a domestic freight list, CMR-like cargo lines. */
export const LpData = z.strictObject(commonFields(CmrCargo)).superRefine((data, ctx) => {
  refineCommon(data, ctx);
  refineRoute(data, ctx);
}, always);
export type LpData = z.infer<typeof LpData>;
export type LpDataInput = z.input<typeof LpData>;

export const WzData = z.strictObject(commonFields(QuantityCargo)).superRefine((data, ctx) => {
  refineCommon(data, ctx);
  requireFields(data, ['date', 'time', 'place'], ctx);
}, always);
export type WzData = z.infer<typeof WzData>;
export type WzDataInput = z.input<typeof WzData>;

export const DamagedCargo = z.strictObject({
  name: text(),
  quantity: amount(),
  actualQuantity: amount(),
  damagedQuantity: amount(),
  remarks: text(),
});
export type DamagedCargo = z.infer<typeof DamagedCargo>;

export const PsData = z
  .strictObject({
    ...commonFields(QuantityCargo),
    collectivePackagingAndDamageCause: text(),
    damagedCargos: z.array(DamagedCargo).max(100).optional(),
  })
  .superRefine((data, ctx) => {
    refineCommon(data, ctx);
    requireFields(data, ['date', 'time', 'place'], ctx);
  }, always);
export type PsData = z.infer<typeof PsData>;
export type PsDataInput = z.input<typeof PsData>;

/** The 11 pallet types of a pallet receipt (spec 2 §3), in the printed order. */
export const PALLET_TYPES = [
  'euro80120',
  'noneuro80120',
  'defect80120',
  'uk100120',
  'chep',
  'dhp',
  'lpr',
  'disposable',
  'chepdhp',
  'chep14',
  'other',
] as const;
export type PalletType = (typeof PALLET_TYPES)[number];
export const PALLET_MOVES = ['loaded', 'unloaded', 'issued', 'returned'] as const;
export type PalletMove = (typeof PALLET_MOVES)[number];

export const PalletTransfer = z.strictObject({
  loaded: count(),
  unloaded: count(),
  issued: count(),
  returned: count(),
});
export type PalletTransfer = z.infer<typeof PalletTransfer>;

export const PalletTransfers = z.strictObject({
  euro80120: PalletTransfer.optional(),
  noneuro80120: PalletTransfer.optional(),
  defect80120: PalletTransfer.optional(),
  uk100120: PalletTransfer.optional(),
  chep: PalletTransfer.optional(),
  dhp: PalletTransfer.optional(),
  lpr: PalletTransfer.optional(),
  disposable: PalletTransfer.optional(),
  chepdhp: PalletTransfer.optional(),
  chep14: PalletTransfer.optional(),
  other: PalletTransfer.optional(),
});
export type PalletTransfers = z.infer<typeof PalletTransfers>;

export const KwData = z
  .strictObject({
    ...commonFields(CmrCargo),
    palletsTransferWith: z.enum(CREATED_AT_CLIENTS).nullable().optional(),
    transfer: PalletTransfers.optional(),
  })
  .superRefine((data, ctx) => {
    refineCommon(data, ctx);
    requireFields(data, ['date'], ctx);
  }, always);
export type KwData = z.infer<typeof KwData>;
export type KwDataInput = z.input<typeof KwData>;

export const OSTSPED_TYPES = ['loading', 'unloading'] as const;
export type OstspedType = (typeof OSTSPED_TYPES)[number];

/** Arrival and departure: `yyyy-MM-dd HH:mm`, `yyyy-MM-dd` or `dd-MM-yyyy HH:mm` (spec 2 §5). */
const DATE_TIME_PATTERNS = [
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])( ([01]\d|2[0-3]):[0-5]\d)?$/,
  /^(0[1-9]|[12]\d|3[01])-(0[1-9]|1[0-2])-\d{4} ([01]\d|2[0-3]):[0-5]\d$/,
];
export const optionalDateTime = () =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || DATE_TIME_PATTERNS.some((p) => p.test(value)), {
      message: 'invalid_date',
    })
    .nullable()
    .optional();

export const OstspedData = z
  .strictObject({
    ...commonFields(ContainerCargo),
    type: z.enum(OSTSPED_TYPES, {
      error: (issue) => (issue.input === undefined ? 'field_required' : 'invalid_choice'),
    }),
    loadingTime: optionalTime(),
    unloadingDate: optionalDate(),
    unloadingTime: optionalTime(),
    referenceNumber: text(),
    issuer: text(),
    containerPickupPlace: text(),
    containerDisposalPlace: text(),
    customsLocation: text(),
    arrival: optionalDateTime(),
    departure: optionalDateTime(),
    disposalTerminalRemarks: text(),
    createdAt: optionalDate(),
  })
  .superRefine(refineCommon, always);
export type OstspedData = z.infer<typeof OstspedData>;
export type OstspedDataInput = z.input<typeof OstspedData>;

/** The data of each generated type, as parsed (defaults applied). */
export type DocumentDataMap = {
  CMR: CmrData;
  WZ: WzData;
  LP: LpData;
  PS: PsData;
  KW: KwData;
  OSTSPED: OstspedData;
};
export type DocumentData = DocumentDataMap[GeneratedDocumentCode];

const submitSchema = <T extends z.ZodType>(code: GeneratedDocumentCode, schema: T) =>
  z.preprocess((value) => dropEmptyDocumentPartsOf(code, value), schema);

/**
 * What the server reads for each type: the drop rules of spec 2 §4 (empty cargo lines and empty
 * places; on CMR also carriers without a contractor) first, then the type's schema.
 */
export const DOCUMENT_DATA_SCHEMAS = {
  CMR: submitSchema('CMR', CmrData),
  WZ: submitSchema('WZ', WzData),
  LP: submitSchema('LP', LpData),
  PS: submitSchema('PS', PsData),
  KW: submitSchema('KW', KwData),
  OSTSPED: submitSchema('OSTSPED', OstspedData),
} satisfies Record<GeneratedDocumentCode, z.ZodType>;

export type DocumentDataResult<C extends GeneratedDocumentCode> = z.ZodSafeParseResult<
  DocumentDataMap[C]
>;

/** Validates `document_data` of a type; issues are keyed by field path, messages are keys. */
export function parseDocumentData<C extends GeneratedDocumentCode>(
  code: C,
  data: unknown,
): DocumentDataResult<C> {
  return DOCUMENT_DATA_SCHEMAS[code].safeParse(data) as DocumentDataResult<C>;
}
