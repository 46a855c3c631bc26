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

export type Database = {
  companies: CompaniesTable;
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  link_tokens: LinkTokensTable;
  regulations_acceptances: RegulationsAcceptancesTable;
  alert_types: AlertTypesTable;
  outbound_messages: OutboundMessagesTable;
};

export type CompanyRow = Selectable<CompaniesTable>;
export type NewCompany = Insertable<CompaniesTable>;
export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type AlertTypeRow = Selectable<AlertTypesTable>;
