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
  STAMP_COMPANY_WRAP,
  STAMP_UNITS,
  stampLines,
  stampSignaturesOnPdf,
  stampTime,
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
