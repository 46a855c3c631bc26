/** The rulebook's action names; no imports, so API schemas can build on them. */

/** What can be done to a transit (spec 1 §2, §4). `sign` is the driver's "sign" tile. */
export const TRANSIT_ACTIONS = [
  'view',
  'edit',
  'edit_carriers',
  'finish',
  'delete',
  'duplicate',
  'alert',
  'share',
  'generate',
  'upload',
  'sign',
  'efti_access_log',
  'efti_inspect',
] as const;
export type TransitAction = (typeof TRANSIT_ACTIONS)[number];
export type TransitActions = Record<TransitAction, boolean>;

/** What can be done to a document (spec 2 §2 row actions, §4). */
export const DOCUMENT_ACTIONS = [
  'view',
  'edit',
  'delete',
  'sign_sender',
  'sign_carrier',
  'sign_receiver',
  'remark_pickup',
  'remark_delivery',
  'download_pdf',
  'download_xml',
  'download_history',
] as const;
export type DocumentAction = (typeof DOCUMENT_ACTIONS)[number];
export type DocumentActions = Record<DocumentAction, boolean>;
