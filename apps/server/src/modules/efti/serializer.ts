import type { EftiConsignmentInput, EftiSubsetId } from '@transitdocs/domain';
import { buildSubsetXml } from './consignment-xml.ts';
import { saveIdentifiersRequestXml } from './identifier-xml.ts';

/**
 * The one port through which data sets become messages: today the reference implementation's
 * schemas (namespaces `http://efti.eu/v1/…`, 0.8); the Commission's message set
 * (`urn:eu:move:eFTI:data:standard:*`) is to be a second implementation of the same port
 * (docs/decisions/0134-efti-gate-families.md).
 */
export type ConsignmentSerializer = {
  /** The consignment reduced to the asked subsets, as a gate reads it. */
  subsetDocument(input: EftiConsignmentInput, subsets: readonly EftiSubsetId[]): string;
  /** The identifiers a gate indexes, as uploaded for data set `datasetId`. */
  identifiersDocument(
    input: EftiConsignmentInput,
    ids: { datasetId: string; requestId: string },
  ): string;
  contentType: string;
};

export const referenceSerializer: ConsignmentSerializer = {
  subsetDocument: buildSubsetXml,
  identifiersDocument: saveIdentifiersRequestXml,
  contentType: 'application/xml; charset=utf-8',
};
