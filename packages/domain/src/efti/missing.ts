import { buildConsignmentModel } from './consignment-model.ts';
import type { EftiConsignmentInput } from './input.ts';
import { leavesOf, type EftiNode } from './model.ts';
import { mandatoryIn, type EftiSubsetId } from './subsets.ts';

/**
 * The subsets a transit must satisfy to be active: those that apply to every road consignment
 * TransitDocs records (Regulation No 11, cabotage, and the Polish road subsets), and the road
 * dangerous-goods ones when it carries dangerous goods. Combined transport (EU02), rail and
 * inland waterways (EU05b/c, PL04b/c), waste shipments (EU06, PL06) and containers' weights
 * (PL01c) describe carriage we do not record; they are served on request, never required.
 */
export const ALWAYS_REQUIRED_SUBSETS: readonly EftiSubsetId[] = [
  'EU01',
  'EU03',
  'PL01a',
  'PL01b',
  'PL02',
  'PL03',
];
export const DANGEROUS_GOODS_SUBSETS: readonly EftiSubsetId[] = ['EU05a', 'PL04a'];

export function requiredEftiSubsets(input: Pick<EftiConsignmentInput, 'dangerousGoods'>) {
  return input.dangerousGoods
    ? [...ALWAYS_REQUIRED_SUBSETS, ...DANGEROUS_GOODS_SUBSETS]
    : [...ALWAYS_REQUIRED_SUBSETS];
}

/** One thing the data set lacks, named by the transit form's field that would give it. */
export type EftiMissing = {
  field: string;
  /** Element path in the consignment, e.g. `consignment/consignee/postalAddress/cityName`. */
  element: string;
  /** The required subsets in which the element is mandatory. */
  subsets: EftiSubsetId[];
};

/**
 * The gaps of a built model: slots left empty whose element is mandatory (status M) in a
 * required subset. Elements the schema marks mandatory that no transit field can give (a
 * post-office box, a county, the signatures that come with signing) are not slots; see
 * NOT_COLLECTED_ELEMENTS.
 */
export function missingInModel(model: EftiNode, required: readonly EftiSubsetId[]): EftiMissing[] {
  const seen = new Set<string>();
  const missing: EftiMissing[] = [];
  for (const { path, node } of leavesOf(model)) {
    if (node.value !== null || node.field === undefined) continue;
    const subsets = mandatoryIn(path, required);
    const key = `${node.field} ${path}`;
    if (subsets.length === 0 || seen.has(key)) continue;
    seen.add(key);
    missing.push({ field: node.field, element: path, subsets });
  }
  return missing;
}

/** What the transit still lacks for its eFTI data set to become active. */
export function eftiMissing(input: EftiConsignmentInput): EftiMissing[] {
  return missingInModel(buildConsignmentModel(input), requiredEftiSubsets(input));
}

/**
 * What keeps the asked subsets from being served: the gaps mandatory in one of them. A gate is
 * answered for subsets that are complete even while another subset still lacks data
 * (docs/decisions/0136-efti-subset-filtering.md).
 */
export function eftiSubsetGaps(
  input: EftiConsignmentInput,
  subsets: readonly EftiSubsetId[],
): EftiMissing[] {
  return missingInModel(buildConsignmentModel(input), subsets);
}

/**
 * Elements mandatory in a required subset that TransitDocs does not collect, and why. A test
 * checks that every other mandatory element is a slot of the model, so a schema update that
 * adds one shows up.
 */
export const NOT_COLLECTED_ELEMENTS: Readonly<Record<string, string>> = {
  additionalStreetName: 'our address is one line; it goes to streetName',
  buildingNumber: 'split off the address line when it ends in a number; otherwise in streetName',
  countrySubDivisionName: 'no county or voivodeship field',
  departmentName: 'no department field',
  postOfficeBox: 'no post-office box field',
  'confirmedDocumentAuthentication/statementCode':
    'signatures: written as the parties sign the CMR, never a form field',
  'transportDangerousGoods/dangerousGoodsLogisticsPackage':
    'no ADR details are recorded; with dangerous goods the UN number is asked for (dangerous_goods)',
};

/** Whether an element path is one of NOT_COLLECTED_ELEMENTS (matched by its last segments). */
export function isNotCollected(path: string): boolean {
  return Object.keys(NOT_COLLECTED_ELEMENTS).some(
    (tail) => path.endsWith(`/${tail}`) || path.includes(`/${tail}/`),
  );
}
