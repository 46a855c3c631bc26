// The CSV import module as its routes and tests reach it. Each concern has its own file; this
// re-exports their public API unchanged.
export type { CsvForm } from './form.ts';
export { readMetadata } from './metadata.ts';
export { importCsv } from './import-csv.ts';
export { getCompanySettings, putCompanySettings } from './company-settings.ts';
