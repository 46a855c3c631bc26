import { z } from '../zod-config.ts';
import { pagedResponse } from '../schemas/common.ts';
export { TransitEfti } from './transit-efti.ts';
import type { EftiConsignmentInput } from './input.ts';
import { eftiMissing, type EftiMissing } from './missing.ts';
import { eftiDatasetStatus, type EftiDatasetStatus } from './status.ts';

/** Status and gaps of a transit's data set, as the transit response carries them. */
export function eftiDatasetState(input: EftiConsignmentInput): {
  status: EftiDatasetStatus;
  missing: EftiMissing[];
} {
  const missing = eftiMissing(input);
  return { status: eftiDatasetStatus(input.transit.status, missing), missing };
}

/** What a gate did with a data set, as the access log records it. */
export const EFTI_GATE_ACTIONS = ['get_consignment', 'follow_up'] as const;
export const EFTI_ACCESS_OUTCOMES = [
  'ok',
  'not_found',
  'invalid_subset',
  'incomplete_subset',
  'invalid_follow_up',
  'rate_limited',
] as const;

/** One gate access of `GET .../all-transit/{id}/efti-access/` ("who looked at this consignment"). */
export const EftiAccessEntry = z.object({
  id: z.number().int(),
  request_id: z.string(),
  gate_id: z.string(),
  dataset_id: z.string(),
  action: z.enum(EFTI_GATE_ACTIONS),
  subsets: z.array(z.string()),
  outcome: z.enum(EFTI_ACCESS_OUTCOMES),
  created_at: z.string(),
});
export type EftiAccessEntry = z.infer<typeof EftiAccessEntry>;

/** The access log of a transit's data set, newest first, paged like every list. */
export const EftiAccessLogResponse = pagedResponse(EftiAccessEntry);
export const EftiAccessLogQuery = z.object({ page: z.coerce.number().int().positive().optional() });
export type EftiAccessLogResponse = z.infer<typeof EftiAccessLogResponse>;

/** Longest follow-up message a gate may post (characters): a note for a person, not a file. */
export const EFTI_FOLLOW_UP_MAX_CHARS = 4000;
