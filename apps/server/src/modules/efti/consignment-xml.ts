import {
  buildConsignmentModel,
  hasContent,
  isInSubsets,
  type EftiConsignmentInput,
  type EftiNode,
  type EftiSubsetId,
} from '@transitdocs/domain';
import { xmlDocument, type XmlNode } from '../../platform/ecmr/xml.ts';

/**
 * The eFTI consignment as XML: the domain builds the element tree of a transit (in the schema's
 * order, gaps kept as empty slots), this module reduces it to subsets and writes it out. Pure
 * functions, no database.
 */

export const EFTI_NAMESPACES = {
  common: 'http://efti.eu/v1/consignment/common',
  identifier: 'http://efti.eu/v1/consignment/identifier',
  edelivery: 'http://efti.eu/v1/edelivery',
} as const;

/**
 * Every sequence of the eFTI schemas lists its elements in code-point order (a test checks
 * that), so a stable sort by name puts siblings in schema order whatever order they came in.
 */
const bySchemaOrder = (a: EftiNode, b: EftiNode) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : 0;

/** The tree without gaps and empty groups, siblings in schema order; null when nothing is left. */
function toXml(node: EftiNode): XmlNode | null {
  if (!hasContent(node)) return null;
  if (node.children) {
    const children = [...node.children]
      .sort(bySchemaOrder)
      .map(toXml)
      .filter((c): c is XmlNode => c !== null);
    return { name: node.name, attributes: node.attributes, children };
  }
  return { name: node.name, attributes: node.attributes, text: node.value ?? '' };
}

/** The root element with its namespace (empty groups and gaps left out). */
export function consignmentElement(model: EftiNode, namespace: string): XmlNode {
  const root = toXml(model) ?? { name: model.name, children: [] };
  return { ...root, attributes: { xmlns: namespace, ...root.attributes } };
}

/** The root element with its namespace, as a document. */
export function consignmentDocument(model: EftiNode, namespace: string): string {
  return xmlDocument(consignmentElement(model, namespace));
}

/** Only the elements (and their ancestors) that belong to at least one of `subsets`. */
export function reduceToSubsets(model: EftiNode, subsets: readonly EftiSubsetId[]): EftiNode {
  const keep = (node: EftiNode, path: string): EftiNode | null => {
    if (!isInSubsets(path, subsets)) return null;
    if (!node.children) return node;
    const children = node.children
      .map((child) => keep(child, `${path}/${child.name}`))
      .filter((c): c is EftiNode => c !== null);
    return { ...node, children };
  };
  const children = (model.children ?? [])
    .map((child) => keep(child, `${model.name}/${child.name}`))
    .filter((c): c is EftiNode => c !== null);
  return { ...model, children };
}

/** The common data set of a transit (namespace http://efti.eu/v1/consignment/common). */
export function buildConsignmentXml(input: EftiConsignmentInput): string {
  return consignmentDocument(buildConsignmentModel(input), EFTI_NAMESPACES.common);
}

/** The consignment reduced to the asked subsets, as a gate receives it. */
export function buildSubsetXml(
  input: EftiConsignmentInput,
  subsets: readonly EftiSubsetId[],
): string {
  return consignmentDocument(
    reduceToSubsets(buildConsignmentModel(input), subsets),
    EFTI_NAMESPACES.common,
  );
}
