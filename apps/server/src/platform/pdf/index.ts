export {
  A4,
  MM,
  renderPdf,
  renderTableDocument,
  saveAsIs,
  wrapText,
  type FinishPdf,
  type PdfBox,
  type PdfBoxContent,
  type PdfColumn,
  type PdfPageSpec,
  type PdfSpec,
  type TableDocument,
} from './engine.ts';
export { PageContent, PdfDrawing, type TextOptions } from './content.ts';
export { fontFilePath } from './font.ts';
export {
  DEVICE_TIME_GAP_MS,
  offlineCapturedAt,
  STAMP_COMPANY_WRAP,
  STAMP_UNITS,
  stampLines,
  stampSignaturesOnPdf,
  stampTime,
  stampTimeLines,
  wrapAtCharacters,
  type SignaturePlacement,
  type StampData,
} from './stamp.ts';
export {
  addVerificationPage,
  drawQrCode,
  type VerificationInfo,
  type VerificationSignature,
} from './verification.ts';
