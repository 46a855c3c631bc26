import { z } from '../zod-config.ts';
import { DOCUMENT_TYPES, SIGNER_TYPES, type GeneratedDocumentCode } from '../enums.ts';
import { optionalText, rowVersion } from '../schemas/fields.ts';
import { capturedAtField, optionalOfflineItemId } from '../signing/captured-at.ts';
import { DOCUMENT_DATA_SCHEMAS } from './document-data.ts';
import { DOCUMENT_ACTIONS, type DocumentAction } from '../policy/actions.ts';

const id = () => z.number().int().positive();

/** Numbers of the generated types, and of the uploaded ones (spec 2 §1). */
export const GENERATED_DOCUMENT_TYPES = [
  DOCUMENT_TYPES.WZ,
  DOCUMENT_TYPES.LP,
  DOCUMENT_TYPES.PS,
  DOCUMENT_TYPES.CMR,
  DOCUMENT_TYPES.KW,
  DOCUMENT_TYPES.OSTSPED,
] as const;
export type GeneratedDocumentType = (typeof GENERATED_DOCUMENT_TYPES)[number];
export const UPLOADED_DOCUMENT_TYPES = [
  DOCUMENT_TYPES.FV,
  DOCUMENT_TYPES.OR,
  DOCUMENT_TYPES.OTH,
] as const;
export type UploadedDocumentType = (typeof UPLOADED_DOCUMENT_TYPES)[number];

const GENERATED_CODE_BY_TYPE: Record<GeneratedDocumentType, GeneratedDocumentCode> = {
  1: 'WZ',
  2: 'LP',
  3: 'PS',
  4: 'CMR',
  5: 'KW',
  9: 'OSTSPED',
};

export function isGeneratedDocumentType(type: number): type is GeneratedDocumentType {
  return (GENERATED_DOCUMENT_TYPES as readonly number[]).includes(type);
}

/** The code of a generated type number, or null for uploaded and unknown types. */
export function generatedCodeOf(type: number): GeneratedDocumentCode | null {
  return isGeneratedDocumentType(type) ? GENERATED_CODE_BY_TYPE[type] : null;
}

const generatedType = () =>
  z.number().int().refine(isGeneratedDocumentType, { message: 'invalid_choice' });

/** POST generate-document-data/ */
export const GenerateDocumentDataRequest = z.strictObject({
  transit: id(),
  type: generatedType(),
});
export type GenerateDocumentDataRequest = z.infer<typeof GenerateDocumentDataRequest>;

const createVariant = <C extends GeneratedDocumentCode>(code: C) =>
  z.strictObject({
    transit: id(),
    type: z.literal(DOCUMENT_TYPES[code]),
    document_data: DOCUMENT_DATA_SCHEMAS[code],
    /**
     * With several receivers: one main document plus one sub-document per receiver (the default,
     * spec 2 §4), or false for a single document naming all receivers.
     */
    split_per_receiver: z.boolean().optional(),
  });

/** POST transit-document/ for a generated type; `document_data` is checked against its type. */
export const DocumentCreateRequest = z.discriminatedUnion('type', [
  createVariant('WZ'),
  createVariant('LP'),
  createVariant('PS'),
  createVariant('CMR'),
  createVariant('KW'),
  createVariant('OSTSPED'),
]);
export type DocumentCreateRequest = z.infer<typeof DocumentCreateRequest>;

/**
 * PATCH transit-document/{id}/ before the type is known; then `documentPatchRequest(code)`.
 * `version` (optional): the version the edit started from; refused with 409 once it changed.
 */
export const DocumentPatchRequest = z.strictObject({
  document_data: z.record(z.string(), z.unknown()),
  version: rowVersion().optional(),
});
export type DocumentPatchRequest = z.infer<typeof DocumentPatchRequest>;

export const documentPatchRequest = <C extends GeneratedDocumentCode>(code: C) =>
  z.strictObject({ document_data: DOCUMENT_DATA_SCHEMAS[code], version: rowVersion().optional() });

/** Multipart values arrive as strings; an empty field counts as left out. */
function formValue(value: unknown): unknown {
  if (value === '' || value === 'null' || value === null) return undefined;
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value);
  return value;
}
const formId = () => z.preprocess(formValue, z.number().int().positive());
const optionalFormId = () => z.preprocess(formValue, z.number().int().positive().optional());

const uploadFields = {
  name: optionalText().optional(),
  type: z.preprocess(
    formValue,
    z
      .number()
      .int()
      .refine((type) => (UPLOADED_DOCUMENT_TYPES as readonly number[]).includes(type), {
        message: 'invalid_choice',
      })
      .transform((type) => type as UploadedDocumentType),
  ),
  receiver: optionalFormId(),
};

/** Multipart fields of an upload (the file itself is `document`, checked by the server). */
export const DocumentUploadFields = z.strictObject({ transit: formId(), ...uploadFields });
export type DocumentUploadFields = z.infer<typeof DocumentUploadFields>;

/** Upload from a share link: the transit comes from the token. */
export const DocumentLinkUploadFields = z.strictObject(uploadFields);
export type DocumentLinkUploadFields = z.infer<typeof DocumentLinkUploadFields>;

/** The spec's values (§9) plus 'pin': the signed-in signer confirmed with his PIN. */
export const SIGN_METHODS = ['on screen', 'sms', 'handwritten', 'provider', 'pin'] as const;
export type SignMethod = (typeof SIGN_METHODS)[number];

const nullableText = () => z.string().nullable().optional();

/** Who signed, as the signer confirmed it (spec 2 §3). */
export const SignatureData = z.object({
  sign_fullname: nullableText(),
  sign_pesel: nullableText(),
  sign_company_name: nullableText(),
  sign_company_address: nullableText(),
  sign_company_town: nullableText(),
  sign_company_zip_code: nullableText(),
  sign_company_post_code: nullableText(),
  sign_company_country: z.tuple([z.string(), z.string()]).nullable().optional(),
  sign_company_vies: nullableText(),
  sign_company_nip: nullableText(),
  sign_company_vat_group: nullableText(),
  sign_company_pesel: nullableText(),
  sign_method: z.string().nullable().optional(),
});
export type SignatureData = z.infer<typeof SignatureData>;

export const SignedBy = z.object({
  id: z.number().int().optional(),
  signed_by_type: z.enum(SIGNER_TYPES),
  /** when the server received the signature */
  created_at: z.string(),
  /**
   * when it was made on the device (signing offline; created_at when none was sent). Optional so
   * answers of older servers still parse.
   */
  captured_at: z.string().optional(),
  receiver_id: z.number().int().nullable(),
  /** URL of the signature image. */
  signature: z.string().nullable(),
  signature_data: SignatureData.nullable(),
});
export type SignedBy = z.infer<typeof SignedBy>;

export const REMARK_TYPES = ['pickup', 'delivery'] as const;
export type RemarkType = (typeof REMARK_TYPES)[number];

export const DocumentRemarkFile = z.object({
  id: z.number().int(),
  /** URL of the photo (document-file/{id}/download). */
  photo: z.string(),
});
export type DocumentRemarkFile = z.infer<typeof DocumentRemarkFile>;

export const DocumentRemark = z.object({
  id: z.number().int(),
  type: z.enum(REMARK_TYPES),
  user: z.string(),
  company_name: z.string(),
  /** when the server received the remark */
  timestamp: z.string(),
  /** when it was made on the device (signing offline; timestamp when none was sent) */
  captured_at: z.string().optional(),
  message: z.string(),
  document: z.number().int(),
  files: z.array(DocumentRemarkFile),
});
export type DocumentRemark = z.infer<typeof DocumentRemark>;

/** Multipart fields of POST document-remark/ (photos are `files`, checked by the server). */
export const DocumentRemarkFields = z.strictObject({
  document: formId(),
  type: z.enum(REMARK_TYPES),
  message: optionalText().optional(),
  user: optionalText().optional(),
  company_name: optionalText().optional(),
  timestamp: optionalText(40).optional(),
  /** device time the remark was made at (made offline, sent later) */
  captured_at: capturedAtField(),
  /** the phone's id of a queued remark: sent twice, it is added once */
  item_id: optionalOfflineItemId(),
});
export type DocumentRemarkFields = z.infer<typeof DocumentRemarkFields>;

/**
 * What the viewer may do to the document (spec 2 §3 sign permission object, §4 remark
 * permissions): all true for the company that owns the transit, a party's own flags otherwise.
 */
export const DocumentViewerPermissions = z.object({
  sign: z.object({
    sender: z.boolean(),
    receiver: z.boolean(),
    carriers: z.object({ main: z.boolean() }),
  }),
  remarks: z.object({ pickup: z.boolean(), delivery: z.boolean() }),
});
export type DocumentViewerPermissions = z.infer<typeof DocumentViewerPermissions>;

export const DocumentActionsSchema = z.object(
  Object.fromEntries(DOCUMENT_ACTIONS.map((action) => [action, z.boolean()])) as Record<
    DocumentAction,
    z.ZodBoolean
  >,
);

/**
 * The error key of each document action the caller may not do now (why); allowed actions are
 * absent.
 */
export const DocumentRefusalsSchema = z.object(
  Object.fromEntries(DOCUMENT_ACTIONS.map((action) => [action, z.string().optional()])) as Record<
    DocumentAction,
    z.ZodOptional<z.ZodString>
  >,
);

/** A box's signature made on the issuing platform of an imported eCMR (decision 0132). */
export const ImportedSignature = z.object({
  signed_by_type: z.enum(SIGNER_TYPES),
  receiver_id: z.number().int().nullable(),
  signatory: z.string(),
  /** ISO instant of the signature as the issuing platform recorded it */
  signed_at: z.string(),
  place: z.string(),
  issuing_platform: z.string(),
});
export type ImportedSignature = z.infer<typeof ImportedSignature>;

export const Document = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.number().int(),
  document_data: z.record(z.string(), z.unknown()).nullable(),
  remarks: z.array(DocumentRemark),
  /** URL of the attached PDF (uploaded types), null for generated ones. */
  document: z.string().nullable(),
  signed_by: z.array(SignedBy),
  /**
   * Boxes signed on the platform that issued an imported eCMR (decision 0132): shown as "signed
   * on the issuing platform by ..., at ...", never re-signed here. This server always sends it;
   * optional so answers of older servers (and fixtures) still parse.
   */
  signed_on_issuing_platform: z.array(ImportedSignature).optional(),
  parent_document: z.number().int().nullable(),
  sub_documents: z.array(z.number().int()),
  is_main_document: z.boolean(),
  parent_document_is_main_document: z.boolean(),
  /** The receiver a sub-document belongs to (`id` is the transit receiver's id). */
  receiver: z.object({ id: z.number().int().optional(), name: z.string() }).nullable(),
  created_at: z.string(),
  transit: z.number().int(),
  /** Left out by older servers: then the viewer has every right. */
  permissions: DocumentViewerPermissions.optional(),
  /** What the caller may do to this document now (the rulebook's answers, spec 2 §6). */
  actions: DocumentActionsSchema,
  /**
   * Why each refused action is refused, by its error key (`{remark_pickup:
   * 'remark_pickup_closed'}`). This server always sends it; optional so answers of older servers
   * (and fixtures) still parse.
   */
  refusals: DocumentRefusalsSchema.optional(),
  /** The transit receivers the caller may sign this document for now. */
  signable_receivers: z.array(z.number().int()),
  /**
   * Opaque; changes on every change of the document row (edit, signature). Sent back on PATCH
   * (If-Match or `version`) so an edit from an older version answers 409. This server always
   * sends it; optional so answers of older servers (and fixtures) still parse.
   */
  version: z.string().optional(),
});
export type Document = z.infer<typeof Document>;
/** The same schema under a name that does not shadow the DOM's `Document` in the web. */
export const DocumentResponse = Document;
export type DocumentResponse = Document;

export const DocumentListResponse = z.array(Document);
export type DocumentListResponse = z.infer<typeof DocumentListResponse>;
