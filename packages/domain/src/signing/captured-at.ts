import { z } from '../zod-config.ts';

/**
 * Offline work: the device time a signature or remark was made at (`captured_at`) and
 * the id a phone gives each queued item. Kept apart from the rest of signing/ so the documents
 * schemas (remarks) can use it without importing the signing rules.
 */

/** A queued item may arrive this long after it was made on the phone; older ones are refused. */
export const CAPTURED_AT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** A phone's clock may run this far ahead of the server's. */
export const CAPTURED_AT_CLOCK_SKEW_MS = 2 * 60 * 1000;

export type CapturedAtRefusal = 'captured_at_in_future' | 'captured_at_too_old';

/**
 * Why a device time cannot be taken as the time of a signature or remark received at `now`, or
 * null: not in the future (beyond the skew), not older than CAPTURED_AT_MAX_AGE_MS.
 */
export function capturedAtRefusal(capturedAt: string, now: string): CapturedAtRefusal | null {
  const at = Date.parse(capturedAt);
  const received = Date.parse(now);
  if (at > received + CAPTURED_AT_CLOCK_SKEW_MS) return 'captured_at_in_future';
  if (at < received - CAPTURED_AT_MAX_AGE_MS) return 'captured_at_too_old';
  return null;
}

/** Multipart values arrive as strings; an empty one counts as left out. */
const blankToUndefined = (value: unknown): unknown =>
  value === '' || value === 'null' || value === null ? undefined : value;

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * `captured_at`: an ISO-8601 time with a zone (`2026-11-26T08:15:00.000Z`, `...+01:00`), stored
 * as UTC. Its bounds are checked against the server's clock on arrival (capturedAtRefusal).
 */
export const capturedAtField = () =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(40)
      .refine((value) => ISO_TIME.test(value) && !Number.isNaN(Date.parse(value)), {
        message: 'invalid_format',
      })
      .transform((value) => new Date(Date.parse(value)).toISOString())
      .optional(),
  );

/** The UUID a phone gives a queued item: the same item sent twice is applied once. */
export const offlineItemId = () =>
  z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, {
      message: 'invalid_format',
    });

export const optionalOfflineItemId = () =>
  z.preprocess(blankToUndefined, offlineItemId().optional());
