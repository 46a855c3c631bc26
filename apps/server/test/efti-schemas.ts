import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The eFTI reference schemas kept in the repository (`apps/server/schemas/efti-reference/`, with
 * their licence and notice), so the tests need nothing outside it; xmllint resolves their
 * imports beside them. Validate with `validateXml` of ./pdf-tools.ts.
 */
const schemaDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'schemas',
  'efti-reference',
);

/** The common data set, root `consignment` of http://efti.eu/v1/consignment/common. */
export function eftiCommonSchemaPath(): string {
  return path.join(schemaDir, 'consignment-common.xsd');
}

/** The identifier subset, root `consignment` of http://efti.eu/v1/consignment/identifier. */
export function eftiIdentifierSchemaPath(): string {
  return path.join(schemaDir, 'consignment-identifier.xsd');
}

/** Platform-to-gate payloads (`saveIdentifiersRequest`) of http://efti.eu/v1/edelivery. */
export function eftiPlatformSchemaPath(): string {
  return path.join(schemaDir, 'edelivery', 'platform.xsd');
}
