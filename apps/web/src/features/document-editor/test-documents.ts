import { generateDocumentData } from '@transitdocs/domain';
import { TEST_TRANSIT } from '@transitdocs/domain/testing';

/** `document_data` as generate-document-data/ answers it for the domain's test transit. */
const OPTIONS = { today: '2026-11-20' } as const;

function generated(data: unknown): Record<string, unknown> {
  return JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
}

export const GENERATED_CMR = generated(generateDocumentData('CMR', TEST_TRANSIT, OPTIONS));
export const GENERATED_KW = generated(generateDocumentData('KW', TEST_TRANSIT, OPTIONS));
export const GENERATED_WZ = generated(generateDocumentData('WZ', TEST_TRANSIT, OPTIONS));
export const GENERATED_LP = generated(generateDocumentData('LP', TEST_TRANSIT, OPTIONS));
export const GENERATED_PS = generated(generateDocumentData('PS', TEST_TRANSIT, OPTIONS));
export const GENERATED_OSTSPED = generated(
  generateDocumentData('OSTSPED', TEST_TRANSIT, { ...OPTIONS, ostspedType: 'loading' }),
);
