/** The report download dialog, a route over the transit list (spec 3 §2). */
export const REPORT_PATH = '/documents/downloadReport';
