import type { EftiInspectionElement } from '@transitdocs/domain';

/**
 * The eFTI consignment's leaves (`consignment/carrier/postalAddress/cityName`) grouped for a
 * person: sections in a fixed order (who sends, who receives, who carries, with what, where it
 * was taken over and delivered, what, with which papers, the rest), in each section one block
 * per party, vehicle, place or item ("Vehicle 2"), in each block one row per leaf. Labels are
 * translation keys of the `efti_inspection` namespace.
 */

export const INSPECTION_SECTIONS = [
  'consignor',
  'consignee',
  'carriers',
  'transport',
  'taking_over',
  'delivery',
  'goods',
  'documents',
  'other',
] as const;
export type InspectionSection = (typeof INSPECTION_SECTIONS)[number];

/** What a block is; `family` names the shared labels of its rows (every party has an address). */
const BLOCKS = {
  consignor: { section: 'consignor', family: 'party', numbered: false },
  consignee: { section: 'consignee', family: 'party', numbered: false },
  associatedParty: { section: 'consignee', family: 'party', numbered: true },
  carrier: { section: 'carriers', family: 'party', numbered: false },
  connectingCarrier: { section: 'carriers', family: 'party', numbered: true },
  vehicle: { section: 'transport', family: 'vehicle', numbered: true },
  trailer: { section: 'transport', family: 'trailer', numbered: true },
  takingOver: { section: 'taking_over', family: 'place', numbered: false },
  loading: { section: 'taking_over', family: 'place', numbered: true },
  delivery: { section: 'delivery', family: 'place', numbered: false },
  unloading: { section: 'delivery', family: 'place', numbered: true },
  goods: { section: 'goods', family: 'goods', numbered: false },
  item: { section: 'goods', family: 'item', numbered: true },
  package: { section: 'goods', family: 'package', numbered: true },
  contract: { section: 'documents', family: 'contract', numbered: false },
  associatedDocument: { section: 'documents', family: 'associatedDocument', numbered: true },
  other: { section: 'other', family: 'other', numbered: false },
} as const satisfies Record<
  string,
  { section: InspectionSection; family: string; numbered: boolean }
>;
export type BlockKind = keyof typeof BLOCKS;

/** One step of a path: `mainCarriageTransportMovement[2]` -> name and index 2. */
type Step = { name: string; index: number | null };

export function parsePath(path: string): Step[] {
  return path.split('/').map((part) => {
    const match = /^(.+)\[(\d+)\]$/.exec(part);
    return match?.[1] ? { name: match[1], index: Number(match[2]) } : { name: part, index: null };
  });
}

/** Where a leaf goes: its block and the path of its row inside the block (dotted, no index). */
export type Placement = {
  kind: BlockKind;
  number: number | null;
  /** the row's key below its block, e.g. `postalAddress.cityName` */
  field: string;
  /** the index of a repeated leaf itself (`identificationText[2]`) */
  fieldNumber: number | null;
  /** for `other`: the element the block is named after */
  name?: string;
};

const dotted = (steps: readonly Step[]) => steps.map((step) => step.name).join('.');

function place(kind: BlockKind, number: number | null, rest: Step[]): Placement {
  const last = rest.at(-1);
  return {
    kind,
    number: BLOCKS[kind].numbered ? (number ?? 1) : null,
    field: dotted(rest),
    fieldNumber: last?.index ?? null,
  };
}

/** A loading or unloading event: its place's rows without the `occurrenceLocation` step. */
function eventRest(rest: Step[]): Step[] {
  return rest[0]?.name === 'occurrenceLocation' ? rest.slice(1) : rest;
}

/** The block and row of one leaf path (`consignment/...`). */
export function placeElement(path: string): Placement {
  const steps = parsePath(path);
  const [top, ...rest] = steps[0]?.name === 'consignment' ? steps.slice(1) : steps;
  if (!top) return { kind: 'other', number: null, field: path, fieldNumber: null, name: path };
  switch (top.name) {
    case 'consignor':
    case 'consignee':
    case 'associatedParty':
    case 'carrier':
    case 'connectingCarrier':
      return place(top.name, top.index, rest);
    case 'carrierAcceptanceDateTime':
      return place('takingOver', null, [top]);
    case 'carrierAcceptanceLocation':
      return place('takingOver', null, rest);
    case 'consigneeReceiptLocation':
      return place('delivery', null, rest);
    case 'deliveryEvent':
      return place('delivery', null, [top, ...rest]);
    case 'grossWeight':
    case 'grossVolume':
      return place('goods', null, [top]);
    case 'natureIdentificationCargo':
      return place('goods', null, rest);
    case 'includedConsignmentItem':
      return place('item', top.index, rest);
    case 'transportPackage':
      return place('package', top.index, rest);
    case 'usedTransportEquipment':
      return place('trailer', top.index, rest);
    case 'transportContractDocument':
      return place('contract', null, rest);
    case 'associatedDocument':
      return place('associatedDocument', top.index, rest);
    case 'mainCarriageTransportMovement': {
      const [event, ...below] = rest;
      if (event?.name === 'loadingEvent') return place('loading', event.index, eventRest(below));
      if (event?.name === 'unloadingEvent') {
        return place('unloading', event.index, eventRest(below));
      }
      return place('vehicle', top.index, rest);
    }
    default:
      return {
        kind: 'other',
        number: top.index,
        field: dotted(rest.length > 0 ? rest : [top]),
        fieldNumber: rest.at(-1)?.index ?? null,
        name: top.name,
      };
  }
}

export function sectionOf(kind: BlockKind): InspectionSection {
  return BLOCKS[kind].section;
}

/**
 * The translation keys a row's label is looked up under, most specific first: the block's own
 * (`fields.carrier.definedContactDetails.personName`: the driver), its family's
 * (`fields.party...`), then what every party and place shares (`fields.common.postalAddress...`).
 */
export function fieldLabelKeys(placement: Placement): string[] {
  const { kind, field } = placement;
  const family = BLOCKS[kind].family;
  const keys = [`fields.${kind}.${field}`];
  if (family !== kind) keys.push(`fields.${family}.${field}`);
  keys.push(`fields.common.${field}`);
  return keys;
}

/** The key of a block's heading (`blocks.vehicle`, with `{{number}}` where numbered). */
export function blockLabelKey(kind: BlockKind): string {
  return `blocks.${kind}`;
}

export type InspectionRow = {
  placement: Placement;
  element: EftiInspectionElement;
};

export type InspectionBlock = {
  /** stable id: kind and number */
  id: string;
  kind: BlockKind;
  number: number | null;
  name?: string;
  rows: InspectionRow[];
};

export type InspectionSectionGroup = { section: InspectionSection; blocks: InspectionBlock[] };

const BLOCK_ORDER = Object.keys(BLOCKS) as BlockKind[];

/**
 * The rows of a block as a person reads a party, a place or a vehicle (name, then address, then
 * the rest), not in the schema's alphabetical order. Rows not listed keep theirs, last.
 */
const FIELD_ORDER = [
  'name',
  'identificationText',
  'id',
  'usedTransportMeans.id',
  'registrationCountry.code',
  'usedTransportMeans.registrationCountry.code',
  'usedTransportMeans.typeCode',
  'categoryCode',
  'itemQuantity',
  'typeCode',
  'typeText',
  'carrierAcceptanceDateTime',
  'scheduledOccurrenceDateTime',
  'deliveryEvent.actualOccurrenceDateTime',
  'formattedIssueDateTime',
  'issueLocation.name',
  'postalAddress.streetName',
  'postalAddress.buildingNumber',
  'postalAddress.postcode',
  'postalAddress.cityName',
  'postalAddress.countryCode',
  'geographicalCoordinates.latitude',
  'geographicalCoordinates.longitude',
  'taxRegistration.id',
  'definedContactDetails.personName',
  'definedContactDetails.telephone.completeNumber',
  'roleCode',
  'confirmedDocumentAuthentication.statementCode',
  'confirmedDocumentAuthentication.actualDateTime',
  'agreedContract.signedLocation.name',
  'goodsUnitQuantity',
  'grossWeight',
  'grossVolume',
  'shippingMarks.markingText',
  'transportDangerousGoods.uNDGID',
  'modeCode',
  'sequenceNumber',
  'dangerousGoodsIndicator',
];

function fieldRank(row: InspectionRow): number {
  const rank = FIELD_ORDER.indexOf(row.placement.field);
  return rank === -1 ? FIELD_ORDER.length : rank;
}

/** The elements in sections of the fixed order, blocks in kind then number order. */
export function groupElements(
  elements: readonly EftiInspectionElement[],
): InspectionSectionGroup[] {
  const blocks = new Map<string, InspectionBlock>();
  for (const element of elements) {
    const placement = placeElement(element.path);
    const id = [placement.kind, placement.name ?? '', String(placement.number ?? '')].join(':');
    let block = blocks.get(id);
    if (!block) {
      block = { id, kind: placement.kind, number: placement.number, rows: [] };
      if (placement.name !== undefined) block.name = placement.name;
      blocks.set(id, block);
    }
    block.rows.push({ placement, element });
  }
  for (const block of blocks.values()) {
    // Stable: repeated rows (`identificationText[2]`) and unknown ones keep their order.
    block.rows.sort((a, b) => fieldRank(a) - fieldRank(b));
  }
  const ordered = [...blocks.values()].sort(
    (a, b) =>
      BLOCK_ORDER.indexOf(a.kind) - BLOCK_ORDER.indexOf(b.kind) ||
      (a.number ?? 0) - (b.number ?? 0),
  );
  return INSPECTION_SECTIONS.map((section) => ({
    section,
    blocks: ordered.filter((block) => sectionOf(block.kind) === section),
  })).filter((group) => group.blocks.length > 0);
}
