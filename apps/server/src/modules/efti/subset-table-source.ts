import { readXsd, type XsdSchema } from './xsd-reader.ts';

/**
 * Turns consignment-common.xsd into the source of `packages/domain/src/efti/subset-table.ts`:
 * every element path of the consignment with the subsets it belongs to and its status there.
 * An element type (TradeParty, TransportEvent, ...) is used in many places and carries one
 * annotation per use, told apart by `parentId`: the walk follows those links from the root.
 */

/** The subsets TransitDocs serves: the EU-wide ones and the Polish ones. */
export const KEPT_SUBSET = /^(EU|PL)\d/;

export type SubsetTableRow = { path: string; subsets: [string, string][] };

/** The association id the root's elements hang under (their one shared parentId). */
function rootAssociation(schema: XsdSchema, rootType: string): string {
  const parents = new Set(
    (schema.types.get(rootType) ?? []).flatMap((element) =>
      element.annotations.map((annotation) => annotation.parentId),
    ),
  );
  const [only, ...others] = [...parents];
  if (!only || others.length > 0) {
    throw new Error(`${rootType}: expected one parent id, found ${[...parents].join(', ')}`);
  }
  return only;
}

/** Depth-first in schema order, so the rows also list each parent's children in XSD order. */
export function subsetTableRows(xsd: string, root = 'consignment'): SubsetTableRow[] {
  const schema = readXsd(xsd);
  const rootType = schema.roots.get(root);
  if (!rootType) throw new Error(`no root element ${root}`);
  const rows: SubsetTableRow[] = [];

  const walk = (typeName: string, parentId: string, path: string, seen: Set<string>) => {
    for (const element of schema.types.get(typeName) ?? []) {
      const annotation = element.annotations.find((a) => a.parentId === parentId);
      if (!annotation || seen.has(annotation.id)) continue;
      const subsets = annotation.subsets.filter(([id]) => KEPT_SUBSET.test(id));
      if (subsets.length === 0) continue;
      const elementPath = `${path}/${element.name}`;
      rows.push({ path: elementPath, subsets });
      const childType = /^efti:(.+)$/.exec(element.type)?.[1];
      if (childType && schema.types.has(childType)) {
        walk(childType, annotation.id, elementPath, new Set([...seen, annotation.id]));
      }
    }
  };
  walk(rootType, rootAssociation(schema, rootType), root, new Set());
  return rows;
}

function quote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** The module text before formatting (the caller runs Prettier over it). */
export function subsetTableSource(xsd: string): string {
  const version = /<xsd:schema[^>]*\sversion="([^"]+)"/.exec(xsd)?.[1] ?? 'unknown';
  const rows = subsetTableRows(xsd);
  const lines = rows.map((row) => {
    const subsets = row.subsets.map(([id, status]) => `${id}:${status}`).join(' ');
    return `  ${quote(row.path)}: ${quote(subsets)},`;
  });
  return [
    '/**',
    ' * GENERATED from apps/server/schemas/efti-reference/consignment-common.xsd by',
    ' * apps/server/src/modules/efti/generate-subset-table.ts: do not edit by hand; run the',
    ' * generator after a schema update. Element path -> "SUBSET:STATUS ..." for the EU and',
    ' * Polish subsets, in schema order (parents before their children).',
    ' */',
    `export const EFTI_SCHEMA_VERSION = ${quote(version)};`,
    '',
    'export const EFTI_SUBSET_TABLE: Readonly<Record<string, string>> = {',
    ...lines,
    '};',
    '',
  ].join('\n');
}
