import { flattenFieldErrors, type FieldErrors } from '@transitdocs/domain';

/** Keys of the body that are not tied to one field of a form. */
const NON_FIELD_KEYS = new Set(['non_field_errors', 'detail', 'inactive_user']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toFieldErrors(value: Record<string, unknown>): FieldErrors {
  const body: FieldErrors = {};
  for (const [key, entry] of Object.entries(value)) {
    if (Array.isArray(entry)) body[key] = entry.filter((m): m is string => typeof m === 'string');
    else if (typeof entry === 'string') body[key] = [entry];
    else if (isRecord(entry)) body[key] = toFieldErrors(entry);
  }
  return body;
}

/** A failed call: the HTTP status and the server's (DRF-style) body with translation keys. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(`HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** Field errors flattened to form paths: `{company: {nip: [...]}}` -> `company.nip`. */
  fieldErrors(): Record<string, string[]> {
    if (!isRecord(this.body)) return {};
    const fields = Object.fromEntries(
      Object.entries(this.body).filter(([key]) => !NON_FIELD_KEYS.has(key)),
    );
    const flat = flattenFieldErrors(toFieldErrors(fields));
    // A nested object's own non-field messages stay with its path (`company.non_field_errors`).
    return Object.fromEntries(Object.entries(flat).filter(([, messages]) => messages.length > 0));
  }

  /** Messages not tied to a field: `non_field_errors` and `detail`. */
  nonFieldErrors(): string[] {
    if (!isRecord(this.body)) return [];
    const messages: string[] = [];
    const nonField = this.body.non_field_errors;
    if (Array.isArray(nonField)) {
      messages.push(...nonField.filter((m): m is string => typeof m === 'string'));
    } else if (typeof nonField === 'string') {
      messages.push(nonField);
    }
    if (typeof this.body.detail === 'string') messages.push(this.body.detail);
    return messages;
  }

  /** Every message of the body, non-field ones first; for result dialogs. */
  allMessages(): string[] {
    return [...this.nonFieldErrors(), ...Object.values(this.fieldErrors()).flat()];
  }

  isInactiveUser(): boolean {
    return isRecord(this.body) && this.body.inactive_user === true;
  }

  /** The save was refused because the record changed since it was loaded (If-Match failed). */
  isEditConflict(): boolean {
    return (
      this.status === 409 && isRecord(this.body) && this.body.detail === EDITED_BY_SOMEONE_ELSE
    );
  }
}

/** The 409 detail of a save made from an outdated version: someone else saved in between. */
export const EDITED_BY_SOMEONE_ELSE = 'edited_by_someone_else';

/** Network failure (offline, server down): no HTTP answer at all. */
export const NETWORK_ERROR = 'network_error';

/** The key shown for an answer that is not what the contract says, or not JSON at all. */
export const SERVER_ERROR = 'server_error';

/** The error of a failed answer: its DRF-style body, or `server_error` for anything else. */
export function errorOfAnswer(status: number, body: unknown): ApiError {
  return new ApiError(status, isRecord(body) ? body : { non_field_errors: [SERVER_ERROR] });
}

/** Parses an answer's text: JSON when it is, the text otherwise, undefined when empty. */
export function parseAnswer(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
