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
  // The receiver signs on his own phone: a hand-over link shown on the driver's card.
  'handover_receiver',
  'remark_pickup',
  'remark_delivery',
  // Reservations (CMR Art. 8 and 30): recorded in box 18 / 24, answered by the other side.
  'reserve_taking_over',
  'reserve_delivery',
  'answer_taking_over',
  'answer_delivery',
  'download_pdf',
  'download_xml',
  'download_history',
  'propose_correction',
] as const;
export type DocumentAction = (typeof DOCUMENT_ACTIONS)[number];
export type DocumentActions = Record<DocumentAction, boolean>;

/**
 * What an Admin can do to an account of the company from the accounts list (spec 3 §4): edit its
 * names, change its role, block or unblock it, delete it, reset its PIN.
 */
export const EMPLOYEE_ACTIONS = ['edit', 'change_role', 'block', 'delete', 'reset_pin'] as const;
export type EmployeeAction = (typeof EMPLOYEE_ACTIONS)[number];
export type EmployeeActions = Record<EmployeeAction, boolean>;

/**
 * Master-data and account actions (spec 3 §6; where the spec is silent, docs/decisions.md):
 * everyone of the company reads the lists; Kierowca changes none of them.
 */
export const ACCOUNT_ACTIONS = [
  'manage_accounts',
  'add_driver',
  'open_cars',
  'open_drivers',
  'write_contractors',
  'delete_contractors',
  'write_vehicles',
  'answer_invitations',
  'view_billing',
  'company_settings',
  'add_alert_type',
  'import_csv',
  'write_transits',
  'manage_api_keys',
  'manage_webhooks',
  'share_position',
  // A person's own account: profile, PIN, password, settings, devices, sign-out.
  'own_account',
  // A person's own credentials where company routes reach them: his phone's signing keys and
  // his PIN (set, change, try), whose wrong tries lock it.
  'own_credentials',
  // Reading and changing the company's data at all; each object's own rule still decides.
  'read_company',
  'change_company',
] as const;
export type AccountAction = (typeof ACCOUNT_ACTIONS)[number];
export type AccountActions = Record<AccountAction, boolean>;
