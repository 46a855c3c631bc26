/** The CSV import dialog, a route over the transit list (spec 3 §2). */
export const CSV_IMPORT_PATH = '/documents/uploadCsv';
