import type { z } from 'zod';

/**
 * Every validation message is a translation key. A key that takes values carries them in query
 * form, `enter_max_chars?count=500`, so server bodies stay DRF-like lists of strings.
 */
export const ERROR_KEYS = [
  'field_required',
  'enter_min_chars',
  'enter_max_chars',
  'enter_exact_length_of_chars',
  'wrong_email',
  'enter_min_number',
  'enter_max_number',
  'enter_integer',
  'enter_negative_number',
  'enter_positive_number',
  'enter_min_elements',
  'enter_max_elements',
  'must_contain_a_space',
  'value_must_be_number',
  'pins_not_the_same',
  'passwords_not_the_same',
  'password_too_long',
  'incorrect_password',
  'no_spaces',
  'must_contain_prefix',
  'wrong_length_of_phone_number',
  'pesel_incorrect',
  'nip_incorrect',
  'tax_number_incorrect',
  'vies_country_incorrect',
  'zip_code_incorrect',
  'country_incorrect',
  'coordinate_incorrect',
  'invalid_date',
  'invalid_type',
  'invalid_choice',
  'invalid_format',
  'unknown_field',
  'regulations_required',
  'email_or_phone_required',
  'receiver_has_no_contact',
  'vies_unable_retriving_from_database',
  // Answers of the server that are not field rules.
  'malformed_json',
  'text_not_well_formed',
  'malformed_multipart',
  'push_subscription_taken',
  'wrong_login_or_password',
  'your_account_is_blocked',
  'email_taken',
  'phone_taken',
  'link_invalid_or_expired',
  'wrong_pin',
  'wrong_password',
  'pin_already_set',
  'too_many_attempts',
  'pin_locked',
  'old_pin_or_password',
  'not_authenticated',
  'permission_denied',
  'not_found',
  'server_error',
  'service_unavailable',
  'default_alert_type_not_editable',
  'document_type_not_available',
  // Master data (spec 3).
  'client_already_exists',
  'client_in_use',
  'vehicle_number_taken',
  'vehicle_type_takes_vehicle',
  'vehicle_type_takes_driver',
  'attached_vehicle_incorrect',
  'driver_incorrect',
  'vehicle_has_attached_vehicles',
  'invitation_already_answered',
  'invitation_link_invalid',
  'landing_not_found',
  'billing_month_in_future',
  // Transits and alerts (spec 1).
  'invalid_time',
  'invalid_cursor',
  'client_incorrect',
  'employee_incorrect',
  'vehicle_incorrect',
  'semitrailer_incorrect',
  'transit_finished',
  'transit_already_finished',
  'transit_signed_only_carriers',
  'transit_has_signed_documents',
  'transit_is_sent',
  'alert_not_allowed',
  // Documents (spec 2).
  'currency_incorrect',
  'fill_in_the_loading_places',
  'fill_in_the_unloading_places',
  'document_is_signed',
  'document_is_sub_document',
  'document_section_locked',
  'document_xml_not_available',
  // Corrections after signing: an empty one, one while another is open, a decision twice or by
  // a party that did not sign.
  'correction_empty',
  'correction_document_not_signed',
  'correction_open_exists',
  'correction_not_signatory',
  'correction_already_decided',
  'correction_closed',
  'remark_empty',
  'remark_not_allowed',
  // Remarks of a kind close with the signatures of their moment (spec 2 §4 remark permissions).
  'remark_pickup_closed',
  'remark_delivery_closed',
  // Reservations (CMR Art. 8 and 30) and the other side's answers.
  'reservation_not_allowed',
  'reservation_closed',
  'reservation_line_unknown',
  'reservation_answer_not_allowed',
  'reservation_already_answered',
  'file_not_pdf',
  'pdf_encrypted',
  'pdf_too_complex',
  'file_too_large',
  'too_many_files',
  'not_an_image',
  'image_too_large',
  // A picture that held its decoding thread past the time limit.
  'image_too_complex',
  'images_too_large',
  'document_not_editable',
  'multipart_required',
  // CSV import and reports (spec 3 §7).
  'file_not_csv',
  'csv_file_empty',
  'csv_column_missing',
  'date_range_incorrect',
  'date_range_too_long',
  'report_no_columns',
  // eCMR import (docs/decisions/0132-ecmr-import.md).
  'ecmr_not_xml',
  'ecmr_doctype_refused',
  'ecmr_not_valid',
  'ecmr_incomplete',
  'report_columns_twice',
  // Sharing (spec 1 §2, spec 2 §7).
  'share_link_invalid',
  'share_link_expired',
  // The receiver's own phone at delivery (docs/decisions/0124-receiver-hand-over.md).
  'handover_invalid',
  'handover_expired',
  'handover_used',
  'no_such_id_number',
  'cannot_share_with_own_company',
  // Signing (spec 2 §7).
  'signature_empty',
  'signature_not_png',
  'signer_name_required',
  'slot_not_signable',
  'slot_already_signed',
  'slot_not_permitted',
  'document_fully_signed',
  'receiver_required',
  'verification_required',
  'verification_invalid',
  'code_expired',
  'code_invalid',
  'dimensions_outside_page',
  'phone_required',
  'pin_not_set',
  // No lost updates: a PATCH from a version that is no longer current.
  'edited_by_someone_else',
  // Signing offline: device times, device keys and queued items.
  'captured_at_in_future',
  'captured_at_too_old',
  'signing_key_invalid',
  'signing_key_private_part',
  'signing_keys_too_many',
  'signing_key_unknown',
  'signing_key_revoked',
  'signing_key_foreign',
  'offline_not_allowed',
  'offline_signature_invalid',
  'offline_item_reused',
  'offline_slot_signed',
  'offline_document_changed',
  // Sign all: one party's box on each document, each once; a document changed since it was shown.
  'sign_all_mixed_slots',
  'sign_all_duplicate_document',
  'document_changed_since_shown',
  // Company API keys: a key on a route or method its scope does not open.
  'api_key_not_allowed',
  // An Admin does not delete the account he is signed in with (spec 3 §4 sub-account delete).
  'own_account_not_deletable',
  // A company has at most WEBHOOK_MAX_ENDPOINTS endpoints (`?max=`).
  'webhook_limit_reached',
  'webhook_url_https_only',
  'webhook_url_not_public',
  // An address the URL parser refuses (a port over 65535, an unclosed bracket, a bad escape).
  'webhook_url_invalid',
  // A web-push endpoint whose host is not a public address (the webhooks' guard).
  'push_endpoint_not_public',
  // Idempotency-Key of a creating POST: empty; sent by another company or caller kind; sent again
  // with another body; sent again while its first request still runs.
  'idempotency_key_invalid',
  'idempotency_key_foreign',
  'idempotency_key_reused',
  'idempotency_key_in_progress',
] as const;
export type ErrorKey = (typeof ERROR_KEYS)[number];

export type ErrorParams = Record<string, string | number>;

export function formatErrorKey(key: ErrorKey, params?: ErrorParams): string {
  if (!params || Object.keys(params).length === 0) return key;
  const query = Object.entries(params)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return `${key}?${query}`;
}

export function parseErrorKey(message: string): { key: string; params: ErrorParams } {
  const at = message.indexOf('?');
  if (at < 0) return { key: message, params: {} };
  const params: ErrorParams = {};
  for (const pair of message.slice(at + 1).split('&')) {
    const [rawName = '', rawValue = ''] = pair.split('=');
    const name = decodeURIComponent(rawName);
    const value = decodeURIComponent(rawValue);
    if (name) params[name] = /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  }
  return { key: message.slice(0, at), params };
}

/** DRF-style error body: field -> messages, nested for nested objects and list items. */
export type FieldErrors = { [field: string]: string[] | FieldErrors };

function addError(target: FieldErrors, path: readonly PropertyKey[], message: string): void {
  const [head, ...rest] = path;
  const field = head === undefined ? 'non_field_errors' : String(head);
  if (rest.length === 0) {
    const existing = target[field];
    if (Array.isArray(existing)) {
      if (!existing.includes(message)) existing.push(message);
    } else if (existing === undefined) {
      target[field] = [message];
    } else {
      addError(existing, ['non_field_errors'], message);
    }
    return;
  }
  let child = target[field];
  if (child === undefined || Array.isArray(child)) {
    const nested: FieldErrors = {};
    if (Array.isArray(child)) nested.non_field_errors = child;
    target[field] = nested;
    child = nested;
  }
  addError(child, rest, message);
}

export function zodErrorToFieldErrors(error: z.ZodError): FieldErrors {
  const body: FieldErrors = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) addError(body, [...issue.path, key], 'unknown_field');
    } else {
      addError(body, issue.path, issue.message);
    }
  }
  return body;
}

/** Flattens a nested body to `a.b.0.c` -> messages, as forms address their fields. */
export function flattenFieldErrors(body: FieldErrors, prefix = ''): Record<string, string[]> {
  const flat: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(body)) {
    const name = prefix ? `${prefix}.${field}` : field;
    if (Array.isArray(value)) flat[name] = value;
    else Object.assign(flat, flattenFieldErrors(value, name));
  }
  return flat;
}
