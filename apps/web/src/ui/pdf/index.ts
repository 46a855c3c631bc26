export { PdfPages, type PdfPagesProps } from './pdf-pages.tsx';
export { pageClickAt, type PdfPageClick } from './page-click.ts';
