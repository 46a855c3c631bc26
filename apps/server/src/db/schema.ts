import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Table types. Portable across SQLite and PostgreSQL: timestamps are ISO-8601 UTC text,
 * booleans are integers 0/1, JSON is text. Repositories convert at their edge.
 */
export type CompaniesTable = {
  id: Generated<number>;
  name: string;
  nip: string;
  tax_country: string;
  vies: string | null;
  address: string;
  zip_code: string;
  town: string;
  country: string;
  vat_group: string;
  phone: string;
  is_auto_accept_notifications: number;
  /** JSON text or null */
  csv_upload_settings: string | null;
  /** JSON text or null */
  report_settings: string | null;
  /** JSON array of document codes the company has */
  document_types: string;
  created_at: string;
};

export type UsersTable = {
  id: Generated<number>;
  company_id: number;
  /** lower-cased; unique when present */
  email: string | null;
  /** normalized (no spaces); unique when present */
  phone: string | null;
  password_hash: string | null;
  pin_hash: string | null;
  first_name: string;
  last_name: string;
  role: string;
  ownership: string;
  is_active: number;
  language: string;
  inspecto_linking_token: string | null;
  default_document: string;
  created_at: string;
  updated_at: string;
  /** drivers (role Kierowca): 1 available, 0 unavailable */
  is_available: Generated<number>;
  current_pos_latitude: number | null;
  current_pos_longitude: number | null;
};

export type AuthTokensTable = {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  ip: string | null;
  user_agent: string | null;
};

export type LinkTokensTable = {
  id: Generated<number>;
  user_id: number;
  purpose: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
};

export type RegulationsAcceptancesTable = {
  id: Generated<number>;
  company_id: number;
  user_id: number;
  version: string;
  accepted_at: string;
  ip: string | null;
  user_agent: string | null;
};

export type AlertTypesTable = {
  id: Generated<number>;
  company_id: number;
  message: string;
  is_default: number;
  position: number;
  created_at: string;
};

export type OutboundMessagesTable = {
  id: Generated<number>;
  company_id: number | null;
  user_id: number | null;
  channel: string;
  recipient: string;
  kind: string;
  created_at: string;
};

export type ClientsTable = {
  id: Generated<number>;
  company_id: number;
  name: string;
  address: string;
  zip_code: string;
  town: string;
  country: string;
  nip: string;
  /** upper case, country prefix plus number; null without a tax number */
  vies: string | null;
  pesel: string;
  vat_group: string;
  email: string;
  phone: string;
  /** the contractor's own company in the product (is_online, gt_id) */
  linked_company_id: number | null;
  created_at: string;
  updated_at: string;
};

export type VehiclesTable = {
  id: Generated<number>;
  company_id: number;
  number: string;
  type: string;
  status: string;
  driver_id: number | null;
  attached_vehicle_id: number | null;
  current_pos_latitude: number | null;
  current_pos_longitude: number | null;
  created_at: string;
  updated_at: string;
};

export type InvitationsTable = {
  id: Generated<number>;
  sender_company_id: number;
  receiver_company_id: number | null;
  receiver_unregistered: string | null;
  /** the sender's client row that caused the invitation */
  client_id: number | null;
  status: string;
  created_at: string;
  answered_at: string | null;
  answered_by: number | null;
};

export type UsageRecordsTable = {
  id: Generated<number>;
  company_id: number;
  user_id: number | null;
  /** 'document_generated' | 'file_uploaded' */
  kind: string;
  created_at: string;
};

export type LookupCacheTable = {
  key: string;
  /** JSON text */
  value: string;
  expires_at: string;
};

export type Database = {
  companies: CompaniesTable;
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  link_tokens: LinkTokensTable;
  regulations_acceptances: RegulationsAcceptancesTable;
  alert_types: AlertTypesTable;
  outbound_messages: OutboundMessagesTable;
  clients: ClientsTable;
  vehicles: VehiclesTable;
  invitations: InvitationsTable;
  usage_records: UsageRecordsTable;
  lookup_cache: LookupCacheTable;
};

export type CompanyRow = Selectable<CompaniesTable>;
export type NewCompany = Insertable<CompaniesTable>;
export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type AlertTypeRow = Selectable<AlertTypesTable>;
export type ClientRow = Selectable<ClientsTable>;
export type NewClient = Insertable<ClientsTable>;
export type ClientUpdate = Updateable<ClientsTable>;
export type VehicleRow = Selectable<VehiclesTable>;
export type NewVehicle = Insertable<VehiclesTable>;
export type VehicleUpdate = Updateable<VehiclesTable>;
export type InvitationRow = Selectable<InvitationsTable>;
