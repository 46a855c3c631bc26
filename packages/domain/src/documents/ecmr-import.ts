import { z } from '../zod-config.ts';

/**
 * The largest eCMR message an import takes: a consignment note with hundreds of goods lines
 * and every signature is well under 1 MB; 5 MB leaves room for attached notes and keeps a
 * parse (in a worker thread) short (docs/decisions/0132-ecmr-import.md).
 */
export const ECMR_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** The answer of ecmr/import/: the transit (new, or the one the same file made before). */
export const EcmrImportResponse = z.object({
  transit: z.object({ id: z.number().int(), transit_number: z.string() }),
  document: z.number().int(),
  /** false when the same file was imported before: the existing transit is answered */
  created: z.boolean(),
  issuing_platform: z.string(),
  /** boxes the issuing platform had signed */
  imported_signatures: z.number().int(),
});
export type EcmrImportResponse = z.infer<typeof EcmrImportResponse>;
