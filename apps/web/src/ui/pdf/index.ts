export { pageClickAt, type PdfPageClick } from './page-click.ts';
