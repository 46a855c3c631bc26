// Stored type and signer values read back as the domain's codes.
import {
  DOCUMENT_TYPES,
  SIGNER_TYPES,
  type DocumentCode,
  type SignerType,
} from '@transitdocs/domain';

const CODE_BY_TYPE = new Map<number, DocumentCode>(
  Object.entries(DOCUMENT_TYPES).map(([code, type]) => [type, code as DocumentCode]),
);

export function codeOf(type: number): DocumentCode {
  return CODE_BY_TYPE.get(type) ?? 'OTH';
}

export function asSignerType(value: string): SignerType {
  return SIGNER_TYPES.find((type) => type === value) ?? 'sender';
}
