export {
  generateSeal,
  identityFromP12,
  identityFromPem,
  sealToP12,
  type StoredSeal,
} from './certificate.ts';
export type { SealIdentity } from './cms.ts';
export {
  certificateFingerprint,
  checkPdfSeal,
  sealPdfDocument,
  type PdfSealCheck,
  type SealOptions,
} from './pdf-seal.ts';
export { sealIdentity, sealInstanceName } from './store.ts';
