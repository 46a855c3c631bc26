import {
  buildConsignmentModel,
  type EftiConsignmentInput,
  type EftiNode,
} from '@transitdocs/domain';
import { xmlDocument } from '../../platform/ecmr/xml.ts';
import { consignmentDocument, consignmentElement, EFTI_NAMESPACES } from './consignment-xml.ts';

/**
 * The identifier subset (consignment-identifier.xsd): what a gate indexes to find a consignment
 * (vehicles, trailers, dates, mode, dangerous goods). Its elements are the common data set's
 * under the same names, so it is a projection of the same tree. A test checks this list
 * against the schema.
 */
export const IDENTIFIER_PATHS: readonly string[] = [
  'consignment/carrierAcceptanceDateTime',
  'consignment/deliveryEvent',
  'consignment/deliveryEvent/actualOccurrenceDateTime',
  'consignment/mainCarriageTransportMovement',
  'consignment/mainCarriageTransportMovement/dangerousGoodsIndicator',
  'consignment/mainCarriageTransportMovement/modeCode',
  'consignment/mainCarriageTransportMovement/usedTransportMeans',
  'consignment/mainCarriageTransportMovement/usedTransportMeans/id',
  'consignment/mainCarriageTransportMovement/usedTransportMeans/registrationCountry',
  'consignment/mainCarriageTransportMovement/usedTransportMeans/registrationCountry/code',
  'consignment/usedTransportEquipment',
  'consignment/usedTransportEquipment/carriedTransportEquipment',
  'consignment/usedTransportEquipment/carriedTransportEquipment/id',
  'consignment/usedTransportEquipment/carriedTransportEquipment/sequenceNumber',
  'consignment/usedTransportEquipment/categoryCode',
  'consignment/usedTransportEquipment/id',
  'consignment/usedTransportEquipment/registrationCountry',
  'consignment/usedTransportEquipment/registrationCountry/code',
  'consignment/usedTransportEquipment/sequenceNumber',
];

const KEPT = new Set(IDENTIFIER_PATHS);

/** Groups the identifier schema cannot take without their registration country. */
const NEEDS_COUNTRY = new Set([
  'consignment/mainCarriageTransportMovement/usedTransportMeans',
  'consignment/usedTransportEquipment',
]);

function hasCountry(node: EftiNode): boolean {
  const country = node.children?.find((c) => c.name === 'registrationCountry');
  return Boolean(country?.children?.some((c) => c.name === 'code' && c.value));
}

/** The identifier subset of the consignment tree. */
export function identifierModel(model: EftiNode): EftiNode {
  const keep = (node: EftiNode, path: string): EftiNode | null => {
    if (!KEPT.has(path)) return null;
    // Only an active data set (countries filled) is pushed; a draft's vehicle without one is left out.
    if (NEEDS_COUNTRY.has(path) && !hasCountry(node)) return null;
    if (!node.children) return node;
    const children = node.children
      .map((child) => keep(child, `${path}/${child.name}`))
      .filter((c): c is EftiNode => c !== null);
    return { ...node, children };
  };
  const children = (model.children ?? [])
    .map((child) => keep(child, `consignment/${child.name}`))
    .filter((c): c is EftiNode => c !== null);
  return { ...model, children };
}

/** The identifier consignment document (namespace http://efti.eu/v1/consignment/identifier). */
export function identifierXml(input: EftiConsignmentInput): string {
  return consignmentDocument(
    identifierModel(buildConsignmentModel(input)),
    EFTI_NAMESPACES.identifier,
  );
}

/**
 * A platform's `saveIdentifiersRequest` (edelivery/platform.xsd) for the gate: the identifier
 * consignment of data set `datasetId`, under request id `requestId`.
 */
export function saveIdentifiersRequestXml(
  input: EftiConsignmentInput,
  ids: { datasetId: string; requestId: string },
): string {
  const consignment = consignmentElement(
    identifierModel(buildConsignmentModel(input)),
    EFTI_NAMESPACES.identifier,
  );
  return xmlDocument({
    name: 'saveIdentifiersRequest',
    attributes: {
      xmlns: EFTI_NAMESPACES.edelivery,
      requestId: ids.requestId,
      datasetId: ids.datasetId,
    },
    children: [consignment],
  });
}
