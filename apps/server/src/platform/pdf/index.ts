export {
  A4,
  MM,
  renderPdf,
  renderTableDocument,
  wrapText,
  type PdfBox,
  type PdfBoxContent,
  type PdfColumn,
  type PdfPageSpec,
  type PdfSpec,
  type TableDocument,
} from './engine.ts';
export { embedUnicodeFont, fontFilePath } from './font.ts';
export { stampSignaturesOnPdf, type SignaturePlacement } from './stamp.ts';
