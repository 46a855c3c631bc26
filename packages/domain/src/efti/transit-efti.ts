// The transit answer's eFTI part, apart from how it is computed: the transit schemas import it,
// and the computation reads transits.
import { z } from '../zod-config.ts';
import { EFTI_DATASET_STATUSES } from './status.ts';
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
