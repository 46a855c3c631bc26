import { DOCUMENT_TYPES, type DocumentCode } from '@transitdocs/domain';

const CODE_BY_NUMBER = new Map<number, DocumentCode>(
  (Object.entries(DOCUMENT_TYPES) as [DocumentCode, number][]).map(([code, type]) => [type, code]),
);

/** The code of a document type number (`types.<code>` labels it); unknown numbers count as OTH. */
export function documentTypeCode(type: number): DocumentCode {
  return CODE_BY_NUMBER.get(type) ?? 'OTH';
}
