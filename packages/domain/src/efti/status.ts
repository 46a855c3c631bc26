import type { TransitStatus } from '../enums.ts';

export const EFTI_DATASET_STATUSES = ['draft', 'active', 'closed'] as const;
export type EftiDatasetStatus = (typeof EFTI_DATASET_STATUSES)[number];

/**
 * A data set is a draft while anything mandatory is missing (it is never sent to a gate then),
 * active once complete, and closed when the transit is finished, complete or not.
 */
export function eftiDatasetStatus(
  transitStatus: TransitStatus,
  missing: readonly unknown[],
): EftiDatasetStatus {
  if (transitStatus === 'finished') return 'closed';
  return missing.length > 0 ? 'draft' : 'active';
}
