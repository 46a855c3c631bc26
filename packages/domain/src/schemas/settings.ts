import { z } from '../zod-config.ts';
import { DEFAULT_DOCUMENT_CHOICES, DOCUMENT_TYPES, type DocumentCode } from '../enums.ts';
import { optionalText, requiredText } from './fields.ts';

export const AlertType = z.object({
  id: z.number().int().optional(),
  message: requiredText(),
  default: z.boolean(),
});
export type AlertType = z.infer<typeof AlertType>;

export const CSV_SEPARATORS = ['comma', 'semicolon', 'pipe', 'hyphen', 'tab'] as const;
export const CSV_DATE_FORMATS = ['Ymd', 'Ydm', 'mdY', 'dmY'] as const;
/** How a CSV file's bytes are read: auto tries UTF-8 and falls back to Windows-1250. */
export const CSV_ENCODINGS = ['auto', 'utf-8', 'windows-1250'] as const;

export const CsvUploadSettings = z.strictObject({
  separator: z.enum(CSV_SEPARATORS),
  encoding: z.enum(CSV_ENCODINGS).optional(),
  mapping: z.record(z.string().max(100), optionalText()),
  useNipWhenContractorMissing: z.boolean(),
  useMyCompanyWhenCarrierMissing: z.boolean(),
  useMyCompanyWhenReceiverMissing: z.boolean(),
  useMyCompanyWhenSenderMissing: z.boolean(),
  shareTransitToDriversNumber: z.boolean(),
  dateOptions: z.strictObject({
    format: z.enum(CSV_DATE_FORMATS),
    separator: z.string().min(1).max(3),
  }),
});
export type CsvUploadSettings = z.infer<typeof CsvUploadSettings>;

export const DEFAULT_CSV_UPLOAD_SETTINGS: CsvUploadSettings = {
  separator: 'semicolon',
  mapping: {},
  useNipWhenContractorMissing: false,
  useMyCompanyWhenCarrierMissing: false,
  useMyCompanyWhenReceiverMissing: false,
  useMyCompanyWhenSenderMissing: false,
  shareTransitToDriversNumber: false,
  dateOptions: { format: 'dmY', separator: '.' },
};

/** The 20 nameable report columns (spec 3 §3); a column left unnamed is left out. */
export const REPORT_COLUMNS = [
  'row_number',
  'sender',
  'receiver',
  'destination',
  'invoice',
  'order',
  'loading_date',
  'sender_stamp',
  'sender_sign_date',
  'receiver_stamp',
  'receiver_sign_date',
  'carrier_stamp',
  'carrier_sign_date',
  'document_number',
  'carrier',
  'unloading_date',
  'document_preview_link',
  'attached_documents',
  'cargo_type',
  'cargo_quantity',
] as const;
export type ReportColumn = (typeof REPORT_COLUMNS)[number];

export const ReportSettings = z.partialRecord(z.enum(REPORT_COLUMNS), optionalText());
export type ReportSettings = z.infer<typeof ReportSettings>;

export const ProfileSettings = z.object({
  default_document: z.enum(DEFAULT_DOCUMENT_CHOICES),
  is_auto_accept_notifications: z.boolean(),
  /** a transit's link goes by itself to its contractors outside the product (spec 2 §4) */
  is_auto_send_links: z.boolean(),
  alert_types: z.array(AlertType),
  csv_upload_settings: CsvUploadSettings,
  report_settings: ReportSettings,
});
export type ProfileSettings = z.infer<typeof ProfileSettings>;

/** Alert types are sent whole; default ones must come back unchanged. */
export const ProfileSettingsPatchRequest = z.strictObject({
  default_document: z.enum(DEFAULT_DOCUMENT_CHOICES).optional(),
  is_auto_accept_notifications: z.boolean().optional(),
  is_auto_send_links: z.boolean().optional(),
  alert_types: z
    .array(
      z.strictObject({
        id: z.number().int().optional(),
        message: requiredText(),
        default: z.boolean().optional(),
      }),
    )
    .max(50)
    .optional(),
  csv_upload_settings: CsvUploadSettings.optional(),
  report_settings: ReportSettings.optional(),
});
export type ProfileSettingsPatchRequest = z.infer<typeof ProfileSettingsPatchRequest>;

/** Fields a non-primary user may change (spec 3 §4). */
export const NON_PRIMARY_SETTINGS = ['default_document'] as const;

const DOCUMENT_CODES = Object.keys(DOCUMENT_TYPES) as [DocumentCode, ...DocumentCode[]];
export const DocumentTypesResponse = z.array(z.enum(DOCUMENT_CODES));
export type DocumentTypesResponse = z.infer<typeof DocumentTypesResponse>;
