import { z } from '../zod-config.ts';
import { rowVersion } from './fields.ts';

export const DetailResponse = z.object({ detail: z.string() });
export type DetailResponse = z.infer<typeof DetailResponse>;

/** DRF paging: `{count, next, previous, results}`. */
export const pagedResponse = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });

export const IdParams = z.object({ id: z.coerce.number().int().positive() });
export type IdParams = z.infer<typeof IdParams>;

/**
 * The query of a DELETE that takes the version it was read at (`?version=`, beside `If-Match`):
 * refused with 409 unless it is the row's current version.
 */
export const VersionQuery = z.object({ version: rowVersion().optional() });
export type VersionQuery = z.infer<typeof VersionQuery>;
