export {
  buildEcmrXml,
  ECMR_DOCUMENT_NAME_CODE,
  ECMR_NAMESPACES,
  type EcmrCmrData,
  type EcmrInput,
  type EcmrReservation,
  type EcmrSignature,
} from './build.ts';
export { escapeAttribute, escapeText } from './xml.ts';
