import { EFTI_SUBSET_TABLE } from './subset-table.ts';

/**
 * The eFTI data subsets TransitDocs serves (consignment-common.xsd 0.8 has no EU04: that one is
 * aviation security). Read with the eFTI Regulation's Annex I: EU01 Regulation No 11, EU02
 * combined transport, EU03 cabotage, EU05a/b/c dangerous goods by road/rail/inland waterway,
 * EU06 waste shipments; PLxx are Poland's national subsets.
 */
export const EFTI_SUBSET_IDS = [
  'EU01',
  'EU02',
  'EU03',
  'EU05a',
  'EU05b',
  'EU05c',
  'EU06',
  'PL01a',
  'PL01b',
  'PL01c',
  'PL02',
  'PL03',
  'PL04a',
  'PL04b',
  'PL04c',
  'PL06',
] as const;
export type EftiSubsetId = (typeof EFTI_SUBSET_IDS)[number];

export function isEftiSubsetId(value: string): value is EftiSubsetId {
  return (EFTI_SUBSET_IDS as readonly string[]).includes(value);
}

/** Status of an element in a subset as the schema writes it: M, O, C, C/C, SI (a group), ... */
export type EftiElementSubsets = ReadonlyMap<EftiSubsetId, string>;

const EMPTY: EftiElementSubsets = new Map();
let parsed: Map<string, EftiElementSubsets> | undefined;

function table(): Map<string, EftiElementSubsets> {
  parsed ??= new Map(
    Object.entries(EFTI_SUBSET_TABLE).map(([path, text]) => [
      path,
      new Map(
        text.split(' ').flatMap((pair) => {
          const [id = '', status = ''] = pair.split(':');
          return isEftiSubsetId(id) ? [[id, status] as const] : [];
        }),
      ),
    ]),
  );
  return parsed;
}

/** Subsets (with status) an element path belongs to, e.g. `consignment/carrier/name`. */
export function elementSubsets(path: string): EftiElementSubsets {
  return table().get(path) ?? EMPTY;
}

/** Every element path of the table, parents before their children. */
export function eftiElementPaths(): string[] {
  return [...table().keys()];
}

/** Whether the element is in at least one of the subsets. */
export function isInSubsets(path: string, subsets: readonly EftiSubsetId[]): boolean {
  const of = elementSubsets(path);
  return subsets.some((id) => of.has(id));
}

/** The subsets among `subsets` in which the element is mandatory (status M). */
export function mandatoryIn(path: string, subsets: readonly EftiSubsetId[]): EftiSubsetId[] {
  const of = elementSubsets(path);
  return subsets.filter((id) => of.get(id) === 'M');
}
