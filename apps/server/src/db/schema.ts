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
  /** 1: a transit's link goes by itself to contractors outside the product (0033) */
  is_auto_send_links: Generated<number>;
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
  /** metres, as the phone reported it (0011) */
  current_pos_accuracy: number | null;
  /** ISO time the position was taken (0011); null: no position was ever given */
  current_pos_at: string | null;
  /** wrong PINs in a row (0012); at PIN_MAX_FAILURES the PIN is locked */
  pin_failures: Generated<number>;
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
  /** the last link sent by itself (0033): sent | skipped, email | sms, skip reason, when, transit number */
  last_auto_send_status: Generated<string | null>;
  last_auto_send_channel: Generated<string | null>;
  last_auto_send_reason: Generated<string | null>;
  last_auto_send_at: Generated<string | null>;
  last_auto_send_transit: Generated<string | null>;
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
  /** metres, as the phone reported it (0011) */
  current_pos_accuracy: number | null;
  /** ISO time the position was taken (0011); null: no position was ever given */
  current_pos_at: string | null;
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
  /** SHA-256 of the `/signup/{token}` secret last mailed to an unregistered receiver (0116) */
  signup_token_hash: Generated<string | null>;
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

export type TransitCountersTable = {
  company_id: number;
  year: number;
  last_number: number;
};

export type TransitsTable = {
  id: Generated<number>;
  company_id: number;
  /** per company and year: 2026/000042 */
  transit_number: string;
  /** pending | running (something signed) | finished; the shown status also reads loading_date */
  status: string;
  /** generated | send */
  type: string;
  has_signed_documents: number;
  /** yyyy-MM-dd */
  loading_date: string | null;
  unloading_date: string | null;
  /** HH:mm */
  loading_time: string | null;
  unloading_time: string | null;
  sender_client_id: number | null;
  sender_employee_id: number | null;
  sender_instruction: string;
  special_agreements: string;
  remarks: string;
  created_by: number | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
  /** +1 on every change of the row (0013_versions): the `version` clients send back */
  version: Generated<number>;
};

export type TransitReceiversTable = {
  id: Generated<number>;
  transit_id: number;
  company_id: number;
  /**
   * the transit's `created_at` (the list's sort key), kept with the row so that a filter that
   * finds its transits here needs no lookup in `transits` (0023_child_sort_keys)
   */
  transit_created_at: string;
  position: number;
  client_id: number;
  employee_id: number | null;
};

export type TransitPlacesTable = {
  id: Generated<number>;
  transit_id: number;
  company_id: number;
  /**
   * the transit's `created_at` (the list's sort key), kept with the row so that a filter that
   * finds its transits here needs no lookup in `transits` (0023_child_sort_keys)
   */
  transit_created_at: string;
  /**
   * the transit's `status` and `loading_date`, copied by triggers whenever either is written
   * (0026_place_transit_status): a place filter tests the status filter on the places it found
   */
  transit_status: Generated<string>;
  transit_loading_date: Generated<string | null>;
  /** loading | unloading */
  kind: string;
  /** the receiver of an unloading place */
  receiver_id: number | null;
  position: number;
  place: string;
  address: string;
  zip_code: string;
  town: string;
  country: string;
  additional_data: string;
  client_id: number | null;
  latitude: number | null;
  longitude: number | null;
};

export type TransitCargoTable = {
  id: Generated<number>;
  transit_id: number;
  company_id: number;
  receiver_id: number;
  position: number;
  name: string;
  quantity: number | null;
  capacity: number | null;
  method_of_packaging: string;
  weight_gross_kg: number | null;
  origin_country: string;
  destination_country: string;
  statistical_number: string;
  marks: string;
};

export type TransitCarriersTable = {
  id: Generated<number>;
  transit_id: number;
  company_id: number;
  /**
   * the transit's `created_at` (the list's sort key), kept with the row so that a filter that
   * finds its transits here needs no lookup in `transits` (0023_child_sort_keys)
   */
  transit_created_at: string;
  /** 0 is the main carrier */
  position: number;
  client_id: number;
  employee_id: number | null;
  driver_id: number | null;
  driver_not_from_system: string | null;
  is_forwarder: number;
  vehicle_id: number | null;
  vehicle_not_from_system: string | null;
  semitrailer_id: number | null;
  semitrailer_not_from_system: string | null;
};

export type TransitEventsTable = {
  id: Generated<number>;
  transit_id: number;
  company_id: number;
  type: string;
  actor_user_id: number | null;
  /** the company API key the request came with; actor_user_id is then its creator */
  actor_api_key_id: number | null;
  /** who acted without an account (share links): "first last, company" */
  actor_name: string | null;
  ip: string | null;
  user_agent: string | null;
  /** JSON text: TransitEventData */
  data: string;
  created_at: string;
};

/** A company's own log: its events outside any one transit (CompanyEventData). */
export type CompanyEventsTable = {
  id: Generated<number>;
  company_id: number;
  type: string;
  actor_user_id: number | null;
  actor_api_key_id: number | null;
  actor_name: string | null;
  ip: string | null;
  user_agent: string | null;
  /** JSON text: CompanyEventData */
  data: string;
  created_at: string;
};

/** The last refusal of each kind written to a company's log, per subject and reason. */
export type CompanyLogThrottleTable = {
  company_id: number;
  kind: string;
  /** what was refused: `api_key:12`, `webhook:3`, `push:7` */
  subject: string;
  reason: string;
  last_at: string;
};

export type AlertsTable = {
  id: Generated<number>;
  transit_id: number;
  company_id: number;
  user_id: number | null;
  message: string;
  is_default: number;
  company_name: string;
  first_name: string;
  last_name: string;
  created_at: string;
};

export type NotificationsTable = {
  id: Generated<number>;
  user_id: number;
  /** the recipient's company */
  company_id: number;
  type: string;
  transit_id: number | null;
  /** the document it is about, if any (a deleted document clears them) */
  document_id: number | null;
  /** JSON text */
  data: string;
  created_at: string;
  read_at: string | null;
  /** set by the one instance that sends its web push */
  pushed_at: string | null;
};

/** A browser's web-push subscription (spec 1 §7's push/subscribe). */
export type PushSubscriptionsTable = {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: string;
};

/** The server's VAPID key pair: one row (id 1), generated at first need. */
export type VapidKeysTable = {
  id: number;
  public_key: string;
  private_key: string;
  created_at: string;
};

export type DocumentsTable = {
  id: Generated<number>;
  transit_id: number;
  company_id: number;
  /** 1-9 (DOCUMENT_TYPES) */
  type: number;
  name: string;
  /** JSON text; null for an uploaded file */
  document_data: string | null;
  /** SHA-256 (hex) of the uploaded PDF in the file store */
  file_sha256: string | null;
  file_size: number | null;
  original_file_name: string | null;
  parent_document_id: number | null;
  /** a transit receiver's id (no foreign key) */
  receiver_id: number | null;
  is_main_document: number;
  /** SHA-256 of the exact content signed */
  content_sha256: string | null;
  /** public verification id (base64url), set when its first sealed PDF is written */
  verify_id: Generated<string | null>;
  created_by: number | null;
  created_at: string;
  updated_at: string;
  /** +1 on every change of the row (0013_versions): the `version` clients send back */
  version: Generated<number>;
};

export type DocumentSignaturesTable = {
  id: Generated<number>;
  document_id: number;
  company_id: number;
  /** sender | carrier | receiver | driver */
  signed_by_type: string;
  receiver_id: number | null;
  /** SHA-256 of the signature image (PNG) in the file store */
  signature_sha256: string | null;
  /** JSON text */
  signature_data: string;
  /** JSON text: {page, x, y} on an uploaded PDF, fractions of the page */
  placement: string | null;
  signed_by_user_id: number | null;
  created_at: string;
  /** SHA-256 of what was signed (canonical JSON of a generated document, an upload's bytes) */
  content_sha256: string | null;
  /** SHA-256 of the stored signature PNG (the same file as signature_sha256) */
  image_sha256: string | null;
  /** SHA-256 chaining this signature to the document's previous one (domain signing/rules) */
  chain_sha256: string | null;
  ip: string | null;
  user_agent: string | null;
  /** JSON text: the Action-location header, null when the signer gave none */
  geolocation: string | null;
  /** none | pin | sms | share_link_code */
  verification_method: string | null;
  /** a share-link signer's name (no account) */
  actor_name: string | null;
  /** ISO device time of the signature; null before it existed: read as created_at */
  captured_at: string | null;
  /** the document's version right after this signature was added (null on rows stored before) */
  document_version: number | null;
};

/** One entry of a document's hash chain (migration 0037; domain signing/rules). */
export type DocumentChainEntriesTable = {
  id: Generated<number>;
  document_id: number;
  company_id: number;
  /** signature | reservation | reservation_answer | correction_proposal | correction_decision ... */
  kind: string;
  /** the row of the kind's own table */
  subject_id: number;
  /** canonical JSON of what the entry proves; null for a signature (its row holds the inputs) */
  body: string | null;
  previous_sha256: string;
  chain_sha256: string;
  created_at: string;
};
export type DocumentChainEntryRow = Selectable<DocumentChainEntriesTable>;

/** An imported eCMR message: its source file and what it became (0042, decision 0132). */
export type EcmrImportsTable = {
  id: Generated<number>;
  company_id: number;
  transit_id: number;
  document_id: number;
  /** SHA-256 of the source XML, kept unchanged in the file store */
  source_sha256: string;
  source_size: number;
  original_file_name: string;
  /** the message's SpecifiedTransactionID */
  message_id: string | null;
  /** the message's IssueDateTime as an ISO instant, when it gave one */
  issued_at: string | null;
  /** who issued the message (its IssuerTradeParty, else its transaction id's prefix) */
  issuing_platform: string;
  created_by: number | null;
  created_at: string;
};
export type EcmrImportRow = Selectable<EcmrImportsTable>;

/** A signature the issuing platform of an imported eCMR recorded in a box (0042). */
export type DocumentImportedSignaturesTable = {
  id: Generated<number>;
  document_id: number;
  company_id: number;
  import_id: number;
  /** sender | carrier | receiver | driver */
  signed_by_type: string;
  receiver_id: number | null;
  signatory: string;
  /** the signatory's company role code as the message gave it (CZ, CA, CN) */
  role: string;
  /** ISO instant of the signature (the device's, when the message gave one) */
  signed_at: string;
  /** ISO instant the issuing platform received it */
  received_at: string | null;
  place: string;
  method: string;
  /** the signature's own SHA-256 as the message gave it (not a file here) */
  signature_sha256: string | null;
  /** JSON text: the certifying party (name, address, tax numbers) */
  party: string;
  /** the platform it was signed on (an earlier import's, when the message carried one over) */
  issuing_platform: string;
  /** the source file it was read from (the same file as ecmr_imports.source_sha256) */
  source_sha256: string;
  created_at: string;
};
export type DocumentImportedSignatureRow = Selectable<DocumentImportedSignaturesTable>;

/** A proposed correction of a signed document (0040). */
export type DocumentCorrectionsTable = {
  id: Generated<number>;
  document_id: number;
  company_id: number;
  /** open | approved | rejected */
  status: string;
  /** JSON text: [{field, old, new}] */
  changes: string;
  reason: string;
  proposed_by_user_id: number | null;
  proposed_by_name: string;
  created_at: string;
  closed_at: string | null;
};
export type DocumentCorrectionRow = Selectable<DocumentCorrectionsTable>;

/** A signatory party's verified decision on a correction (0040). */
export type CorrectionDecisionsTable = {
  id: Generated<number>;
  correction_id: number;
  document_id: number;
  /** sender | carrier | receiver */
  party: string;
  receiver_id: number | null;
  /** receiver_id, 0 for the sender's and carrier's box: one decision per party */
  receiver_key: number;
  /** approve | reject */
  decision: string;
  note: string | null;
  decided_by_user_id: number | null;
  decided_by_name: string;
  share_token_id: number | null;
  /** pin | share_link_code */
  verification_method: string;
  chain_sha256: string;
  created_at: string;
};
export type CorrectionDecisionRow = Selectable<CorrectionDecisionsTable>;

/** One version of a corrected document's data (0040): the signed one, then each correction's. */
export type DocumentVersionsTable = {
  id: Generated<number>;
  document_id: number;
  version: number;
  document_data: string;
  content_sha256: string;
  correction_id: number | null;
  created_at: string;
};
export type DocumentVersionRow = Selectable<DocumentVersionsTable>;

export type DocumentReservationsTable = {
  id: Generated<number>;
  document_id: number;
  company_id: number;
  /** taking_over (box 18) | delivery (box 24) */
  box: string;
  kind: string;
  /** JSON array of the document's goods line indexes */
  lines: string;
  counted_quantity: number | null;
  stated_quantity: number | null;
  text: string;
  /** carrier | receiver */
  party: string;
  user_id: number | null;
  by_name: string;
  company_name: string;
  captured_at: string;
  created_at: string;
  chain_sha256: string | null;
};
export type DocumentReservationRow = Selectable<DocumentReservationsTable>;

export type DocumentReservationPhotosTable = {
  id: Generated<number>;
  reservation_id: number;
  company_id: number;
  position: number;
  sha256: string;
  mime: string;
  size: number;
  width: number;
  height: number;
};
export type DocumentReservationPhotoRow = Selectable<DocumentReservationPhotosTable>;

export type DocumentReservationAnswersTable = {
  id: Generated<number>;
  reservation_id: number;
  document_id: number;
  company_id: number;
  /** accepted | contested */
  answer: string;
  note: string;
  /** sender | carrier */
  party: string;
  user_id: number | null;
  by_name: string;
  company_name: string;
  /** pin | share_link_code */
  verification_method: string;
  created_at: string;
  chain_sha256: string | null;
};
export type DocumentReservationAnswerRow = Selectable<DocumentReservationAnswersTable>;

export type DocumentEventsTable = {
  id: Generated<number>;
  document_id: number;
  transit_id: number;
  company_id: number;
  type: string;
  actor_user_id: number | null;
  /** the company API key the request came with; actor_user_id is then its creator */
  actor_api_key_id: number | null;
  actor_company_id: number | null;
  /** who acted without an account (share links) */
  actor_name: string | null;
  ip: string | null;
  user_agent: string | null;
  /** JSON text: DocumentEventData */
  data: string;
  created_at: string;
  /** JSON text: the actor's Action-location, when given */
  geolocation: string | null;
};

/** A PIN or SMS verification of one signature slot (spec 2 §2). */
export type SignVerificationsTable = {
  id: Generated<number>;
  /** SHA-256 of the id handed to the client */
  token_hash: string;
  company_id: number;
  document_id: number;
  signed_by_type: string;
  receiver_id: number | null;
  /** pin | sms */
  method: string;
  user_id: number | null;
  /** sms: sender | receiver */
  verifier: string | null;
  phone: string | null;
  /** sms: scrypt hash of the code */
  code_hash: string | null;
  attempts: Generated<number>;
  created_at: string;
  expires_at: string;
  passed_at: string | null;
  consumed_at: string | null;
  signature_id: number | null;
};

export type DocumentRemarksTable = {
  id: Generated<number>;
  document_id: number;
  company_id: number;
  /** pickup | delivery */
  type: string;
  message: string;
  user_id: number | null;
  company_name: string;
  created_at: string;
  /** ISO device time of the remark; null: read as created_at */
  captured_at: string | null;
};

export type RemarkFilesTable = {
  id: Generated<number>;
  remark_id: number;
  company_id: number;
  sha256: string;
  mime: string;
  size: number;
  width: number;
  height: number;
};

/** A share link (spec 2 §2): only the token's SHA-256 is kept, as the link is a bearer secret. */
export type ShareTokensTable = {
  id: Generated<number>;
  token_hash: string;
  company_id: number;
  transit_id: number;
  /** the party the link acts for: sender | carrier | receiver */
  type: string;
  /** a receiver link's transit receiver; null: any receiver (or not a receiver link) */
  receiver_id: number | null;
  /** JSON array of document ids; null grants every document of the transit */
  documents: string | null;
  created_by: number | null;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  sent_email: string | null;
  sent_phone: string | null;
  /** the last load that counted as an opening of the link's page */
  last_opened_at: string | null;
};

/** A transit's link sent by itself to one party's contractor (0033): once per transit and party. */
export type AutoLinkSendsTable = {
  id: Generated<number>;
  company_id: number;
  transit_id: number;
  /** sender | receiver:<transit receiver id> | carrier:<client id> */
  party_key: string;
  client_id: number;
  document_id: number;
  /** claimed (being sent) | sent | skipped */
  status: string;
  channel: string | null;
  reason: string | null;
  share_token_id: number | null;
  created_at: string;
};

/** A transit shared with another company in the product (it sees it with type `send`). */
export type TransitSharesTable = {
  id: Generated<number>;
  transit_id: number;
  owner_company_id: number;
  company_id: number;
  /** sender | receiver */
  share_as: string;
  /** JSON array of document ids; null grants every document of the transit */
  documents: string | null;
  created_by: number | null;
  created_at: string;
};

/** The company-seal key generated at first need: one row, id 1. */
export type SealKeysTable = {
  id: number;
  certificate_pem: string;
  private_key_pem: string;
  created_at: string;
};

/** A sealed PDF the server issued: its SHA-256 and the signatures it showed (JSON ids). */
export type IssuedPdfsTable = {
  id: Generated<number>;
  document_id: number;
  sha256: string;
  signature_ids: string;
  created_at: string;
};

/** A one-time code for signing from a share link (only its hash is kept). */
/** A correction proposal's message to a party that signed through its link, once (0041). */
export type CorrectionLinkSendsTable = {
  id: Generated<number>;
  correction_id: number;
  /** sender | carrier | receiver:<transit receiver id> */
  party_key: string;
  /** the link minted for the message (its token is not kept); null while being sent */
  share_token_id: number | null;
  /** email | sms */
  channel: string;
  created_at: string;
};

export type ShareSignCodesTable = {
  id: Generated<number>;
  share_token_id: number;
  document_id: number;
  code_hash: string;
  /** email | sms */
  channel: string;
  recipient: string;
  /** the receiver whose box the code signs (0036); null for a sender's or carrier's box */
  receiver_id: number | null;
  attempts: Generated<number>;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  /** the correction whose decision the code is for (0040); null for a signature's code */
  correction_id: Generated<number | null>;
  /** the reservation whose answer the code is for (0041); null for a signature's code */
  reservation_id: Generated<number | null>;
};

/** A receiver's box handed over to his own phone by a short code (0038). */
export type HandoversTable = {
  id: Generated<number>;
  company_id: number;
  transit_id: number;
  document_id: number;
  receiver_id: number;
  /** SHA-256 of the short code */
  code_hash: string;
  created_by: number | null;
  created_at: string;
  expires_at: string;
  /** the first opening; a handover opens once */
  claimed_at: string | null;
  /** the receiver link minted at the opening */
  share_token_id: number | null;
};

/** One limited key's attempts (0012); times are ISO text. */
export type AttemptCountersTable = {
  key: string;
  attempts: number;
  window_started_at: string;
  last_attempt_at: string;
};

/** A transit's eFTI data set (0015_efti; docs/decisions/0055-efti-data-sets-stored.md). */
export type EftiDatasetsTable = {
  transit_id: number;
  company_id: number;
  /** UUID, what gates ask for */
  dataset_id: string;
  /** draft, active or closed (EFTI_DATASET_STATUSES) */
  status: string;
  /** SHA-256 of the identifier XML last queued for the gate; null: never */
  identifiers_sha256: string | null;
  /** when the data set was last recomputed from its transit; null: never */
  checked_at: string | null;
  created_at: string;
  updated_at: string;
};

/** One gate request (authenticated ones; a bad key is only logged by the server). */
export type EftiAccessLogTable = {
  id: Generated<number>;
  request_id: string;
  /** the gate's own `X-Request-ID` as it sent it (0043); null when it sent none */
  gate_request_id: string | null;
  gate_id: string;
  /** the data set id as the gate asked for it */
  dataset_id: string;
  /** null when no data set has that id */
  transit_id: number | null;
  /** get_consignment or follow_up */
  action: string;
  /** the asked subsets, comma-separated ('' for a follow-up) */
  subsets: string;
  /** ok, not_found, invalid_subset, incomplete_subset, invalid_follow_up, rate_limited */
  outcome: string;
  status_code: number;
  created_at: string;
};

export type EftiFollowUpsTable = {
  id: Generated<number>;
  transit_id: number;
  dataset_id: string;
  gate_id: string;
  request_id: string;
  message: string;
  created_at: string;
};

/** The identifiers waiting for (or last sent to) the gate, one row per data set. */
export type EftiOutboxTable = {
  transit_id: number;
  dataset_id: string;
  /** requestId of the saveIdentifiersRequest in `body` */
  request_id: string;
  body: string;
  identifiers_sha256: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** the lease of the instance sending it: others leave it until then */
  claimed_until: string | null;
  claim_id: string | null;
  last_error: string | null;
  /** the gates that took this payload, comma-separated (0043); reset when a newer one is queued */
  sent_to_gates: Generated<string>;
  /** null while waiting */
  sent_at: string | null;
  created_at: string;
  updated_at: string;
};

/** A phone's public key for signing offline (0016_offline_signing). */
export type SigningKeysTable = {
  id: Generated<number>;
  user_id: number;
  company_id: number;
  /** canonical JWK text {crv, kty, x, y} of an ECDSA P-256 key */
  public_key: string;
  /** RFC 7638 SHA-256 thumbprint (base64url) */
  thumbprint: string;
  created_at: string;
  revoked_at: string | null;
  last_used_at: string | null;
};

/** A queued item received from a phone: applied or refused once, by its item id. */
export type OfflineItemsTable = {
  id: Generated<number>;
  company_id: number;
  user_id: number;
  item_id: string;
  /** signature | remark */
  kind: string;
  document_id: number;
  key_id: number | null;
  device_signature: string | null;
  /** applied | refused */
  status: string;
  signature_id: number | null;
  remark_id: number | null;
  reservation_id: number | null;
  answer_status: number | null;
  answer_key: string | null;
  /** JSON text: the refusal's body */
  answer_body: string | null;
  captured_at: string | null;
  created_at: string;
};

export type Database = {
  companies: CompaniesTable;
  users: UsersTable;
  attempt_counters: AttemptCountersTable;
  auth_tokens: AuthTokensTable;
  link_tokens: LinkTokensTable;
  regulations_acceptances: RegulationsAcceptancesTable;
  alert_types: AlertTypesTable;
  outbound_messages: OutboundMessagesTable;
  clients: ClientsTable;
  auto_link_sends: AutoLinkSendsTable;
  vehicles: VehiclesTable;
  invitations: InvitationsTable;
  usage_records: UsageRecordsTable;
  lookup_cache: LookupCacheTable;
  transit_counters: TransitCountersTable;
  transits: TransitsTable;
  transit_receivers: TransitReceiversTable;
  transit_places: TransitPlacesTable;
  transit_cargo: TransitCargoTable;
  transit_carriers: TransitCarriersTable;
  transit_events: TransitEventsTable;
  company_events: CompanyEventsTable;
  company_log_throttle: CompanyLogThrottleTable;
  alerts: AlertsTable;
  notifications: NotificationsTable;
  push_subscriptions: PushSubscriptionsTable;
  vapid_keys: VapidKeysTable;
  documents: DocumentsTable;
  document_signatures: DocumentSignaturesTable;
  document_chain_entries: DocumentChainEntriesTable;
  ecmr_imports: EcmrImportsTable;
  document_imported_signatures: DocumentImportedSignaturesTable;
  document_corrections: DocumentCorrectionsTable;
  correction_decisions: CorrectionDecisionsTable;
  document_versions: DocumentVersionsTable;
  document_reservations: DocumentReservationsTable;
  document_reservation_photos: DocumentReservationPhotosTable;
  document_reservation_answers: DocumentReservationAnswersTable;
  document_events: DocumentEventsTable;
  document_remarks: DocumentRemarksTable;
  remark_files: RemarkFilesTable;
  sign_verifications: SignVerificationsTable;
  seal_keys: SealKeysTable;
  issued_pdfs: IssuedPdfsTable;
  share_tokens: ShareTokensTable;
  transit_shares: TransitSharesTable;
  share_sign_codes: ShareSignCodesTable;
  correction_link_sends: CorrectionLinkSendsTable;
  handovers: HandoversTable;
  efti_datasets: EftiDatasetsTable;
  efti_access_log: EftiAccessLogTable;
  efti_follow_ups: EftiFollowUpsTable;
  efti_outbox: EftiOutboxTable;
  signing_keys: SigningKeysTable;
  offline_items: OfflineItemsTable;
  api_keys: ApiKeysTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  event_outbox: EventOutboxTable;
  idempotency_keys: IdempotencyKeysTable;
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
export type TransitRow = Selectable<TransitsTable>;
export type NewTransit = Insertable<TransitsTable>;
export type TransitUpdate = Updateable<TransitsTable>;
export type TransitReceiverRow = Selectable<TransitReceiversTable>;
export type NewTransitReceiver = Insertable<TransitReceiversTable>;
export type TransitPlaceRow = Selectable<TransitPlacesTable>;
export type NewTransitPlace = Insertable<TransitPlacesTable>;
export type TransitCargoRow = Selectable<TransitCargoTable>;
export type NewTransitCargo = Insertable<TransitCargoTable>;
export type TransitCarrierRow = Selectable<TransitCarriersTable>;
export type NewTransitCarrier = Insertable<TransitCarriersTable>;
export type NewTransitEvent = Insertable<TransitEventsTable>;
export type AlertRow = Selectable<AlertsTable>;
export type NewNotification = Insertable<NotificationsTable>;
export type NotificationRow = Selectable<NotificationsTable>;
export type DocumentRow = Selectable<DocumentsTable>;
export type NewDocument = Insertable<DocumentsTable>;
export type DocumentSignatureRow = Selectable<DocumentSignaturesTable>;
export type NewDocumentSignature = Insertable<DocumentSignaturesTable>;
export type DocumentEventRow = Selectable<DocumentEventsTable>;
export type DocumentRemarkRow = Selectable<DocumentRemarksTable>;
export type NewDocumentRemark = Insertable<DocumentRemarksTable>;
export type SigningKeyRow = Selectable<SigningKeysTable>;
export type OfflineItemRow = Selectable<OfflineItemsTable>;
export type NewOfflineItem = Insertable<OfflineItemsTable>;
export type RemarkFileRow = Selectable<RemarkFilesTable>;
export type SignVerificationRow = Selectable<SignVerificationsTable>;
export type ShareTokenRow = Selectable<ShareTokensTable>;
export type TransitShareRow = Selectable<TransitSharesTable>;
export type ShareSignCodeRow = Selectable<ShareSignCodesTable>;
export type HandoverRow = Selectable<HandoversTable>;
export type EftiDatasetRow = Selectable<EftiDatasetsTable>;
export type EftiAccessLogRow = Selectable<EftiAccessLogTable>;
export type EftiOutboxRow = Selectable<EftiOutboxTable>;

/** An Admin's webhook endpoint (0018_webhooks). */
export type WebhookEndpointsTable = {
  id: Generated<number>;
  company_id: number;
  url: string;
  /** JSON array of event names */
  events: string;
  /** kept as given: every delivery is signed with it (HMAC), so it cannot be a hash */
  secret: string;
  /** the secret before the last rotation, still signing until previous_secret_expires_at (0029) */
  previous_secret: string | null;
  previous_secret_expires_at: string | null;
  created_by: number | null;
  created_at: string;
  disabled_at: string | null;
  /** the first failed delivery since the last one that succeeded */
  failing_since: string | null;
};

/** One event for one endpoint: the outbox row while waiting, then the delivery log's line. */
/** The after-commit work of one write (migration 0027). */
export type EventOutboxTable = {
  id: Generated<number>;
  /** JSON: the write's RecordedEvents */
  events: string;
  /** JSON: [{ channel, message }] to publish */
  messages: string;
  created_at: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: string | null;
  claimed_until: string | null;
  claim_id: string | null;
};
export type EventOutboxRow = Selectable<EventOutboxTable>;

export type WebhookDeliveriesTable = {
  id: Generated<number>;
  endpoint_id: number;
  /** uuid the receiver de-duplicates by */
  event_id: string;
  event: string;
  object_type: string;
  object_id: number;
  /** the JSON body exactly as sent (signed as it is) */
  body: string;
  created_at: string;
  attempts: Generated<number>;
  /** null once delivered or given up */
  next_attempt_at: string | null;
  last_attempt_at: string | null;
  last_status_code: number | null;
  last_error: string | null;
  delivered_at: string | null;
  /** given up (the endpoint failed for the whole window) */
  failed_at: string | null;
  claimed_until: string | null;
  claim_id: string | null;
};

export type WebhookEndpointRow = Selectable<WebhookEndpointsTable>;
export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;

/** A company API key (0017_api_keys): only its SHA-256 is stored. */
export type ApiKeysTable = {
  id: Generated<number>;
  company_id: number;
  name: string;
  /** read | write */
  scope: string;
  /** the key's first characters, shown in lists */
  key_prefix: string;
  /** hex SHA-256 of the key */
  key_hash: string;
  created_by: number | null;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
};

export type ApiKeyRow = Selectable<ApiKeysTable>;
export type NewApiKey = Insertable<ApiKeysTable>;

/** A creating POST's `Idempotency-Key` and the answer it got (0031_idempotency_keys). */
export type IdempotencyKeysTable = {
  /** hex SHA-256 of the key as sent */
  key_hash: string;
  company_id: number;
  /** session | api_key */
  caller_kind: string;
  /** hex SHA-256 of the method, path and body */
  fingerprint: string;
  /** in_progress | done */
  status: string;
  claim_id: string;
  response_status: number | null;
  /** JSON object: content-type, location */
  response_headers: string | null;
  /** base64 of the AES-GCM encrypted body, keyed by the key as sent */
  response_body: string | null;
  created_at: string;
};
export type IdempotencyKeyRow = Selectable<IdempotencyKeysTable>;
