import { z } from '../zod-config.ts';
import type { EftiConsignmentInput } from './input.ts';
import { eftiMissing, type EftiMissing } from './missing.ts';
import { EFTI_DATASET_STATUSES, eftiDatasetStatus, type EftiDatasetStatus } from './status.ts';
import { EFTI_SUBSET_IDS } from './subsets.ts';

/** `efti` of a transit response: the data set's id, status and, while a draft, its gaps. */
export const TransitEfti = z.object({
  dataset_id: z.string(),
  status: z.enum(EFTI_DATASET_STATUSES),
  missing: z.array(
    z.object({
      field: z.string(),
      element: z.string(),
      subsets: z.array(z.enum(EFTI_SUBSET_IDS)),
    }),
  ),
});
export type TransitEfti = z.infer<typeof TransitEfti>;

/** Status and gaps of a transit's data set, as the transit response carries them. */
export function eftiDatasetState(input: EftiConsignmentInput): {
  status: EftiDatasetStatus;
  missing: EftiMissing[];
} {
  const missing = eftiMissing(input);
  return { status: eftiDatasetStatus(input.transit.status, missing), missing };
}
