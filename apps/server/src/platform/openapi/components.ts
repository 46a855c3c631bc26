import { RETRY_AFTER_OUTAGE_SECONDS } from '../errors.ts';

/**
 * The document's shared parts: how a caller authenticates, the error answers every operation
 * refers to, and the areas (tags) operations are grouped by.
 */

export const SECURITY_SCHEMES = {
  token: {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description:
      '`Token <token>`: the session of a signed-in person (POST /auth/api/v1/login/ gives it).',
  },
  apiKey: {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description:
      '`Api-Key <key>`: a company API key (made by an Admin under API keys). It acts as the ' +
      'person who made it, with his role as it is now, within its scope: an operation lists ' +
      'the scope it needs (`read` for reading, `write` for changes; a `write` key does both). ' +
      "A key never manages accounts, API keys or webhooks, nor a person's own account, " +
      'signing keys or PIN: those operations do not list it. Unknown or revoked key, or one ' +
      "whose creator is blocked or deleted: 401; outside its scope or its creator's role: 403; " +
      'rate limited per key (429).',
  },
  eftiGate: {
    type: 'http',
    scheme: 'bearer',
    description:
      'eFTI gates only, with a credential configured for the gate (EFTI_GATES, EFTI_GATES_FILE ' +
      'or EFTI_GATE_API_KEYS): `Bearer <token>`, an `X-Api-Key` header, HTTP Basic, or a client ' +
      "certificate on the gates' TLS listener; each gate only on its family's paths.",
  },
} as const;

export type SecuritySchemeName = keyof typeof SECURITY_SCHEMES;

const retryAfter = (description: string) => ({
  'Retry-After': {
    description,
    required: true,
    schema: { type: 'integer', minimum: 1 },
  },
});

const detail = (keys: string[]) => ({
  schema: { $ref: '#/components/schemas/ErrorDetail' },
  example: { detail: keys[0] },
});

/** The error bodies: a field-keyed list of translation keys, or one `detail` key. */
export const ERROR_SCHEMAS: Record<string, unknown> = {
  FieldErrors: {
    type: 'object',
    description:
      'What was wrong with the request, by field: each field names its translation keys ' +
      '(values in query form, `enter_max_chars?count=500`); a nested field nests ' +
      '(`{"company": {"phone": ["invalid_format"]}}`); `non_field_errors` holds what names no ' +
      'field (`malformed_json`).',
    additionalProperties: {
      anyOf: [
        { type: 'array', items: { type: 'string' } },
        { $ref: '#/components/schemas/FieldErrors' },
      ],
    },
  },
  ErrorDetail: {
    type: 'object',
    description: 'One translation key for the whole request, sometimes with more facts beside.',
    required: ['detail'],
    properties: { detail: { type: 'string' } },
    additionalProperties: true,
  },
};

/** The statuses an operation documents with a shared answer, and that answer's name. */
export const ERROR_RESPONSE_NAMES = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  410: 'Gone',
  429: 'TooManyRequests',
  503: 'ServiceUnavailable',
} as const;

export type ErrorStatus = keyof typeof ERROR_RESPONSE_NAMES;

export const ERROR_RESPONSES: Record<(typeof ERROR_RESPONSE_NAMES)[ErrorStatus], unknown> = {
  BadRequest: {
    description:
      'The request was refused and nothing changed: its fields, by translation key (an empty ' +
      'JSON body counts as none; malformed JSON is `non_field_errors: ["malformed_json"]`).',
    content: {
      'application/json': {
        schema: { $ref: '#/components/schemas/FieldErrors' },
        example: { email: ['this_field_is_required'], company: { phone: ['invalid_format'] } },
      },
    },
  },
  Unauthorized: {
    description:
      'No valid credentials: `not_authenticated`, or `your_account_is_blocked` (with ' +
      '`inactive_user: true`) for a blocked person.',
    content: { 'application/json': detail(['not_authenticated']) },
  },
  Forbidden: {
    description:
      "The rulebook refuses the caller: `permission_denied`, `api_key_not_allowed` (the key's " +
      'scope or kind), or a rule of the object as `{field: [key]}`.',
    content: {
      'application/json': {
        schema: {
          anyOf: [
            { $ref: '#/components/schemas/ErrorDetail' },
            { $ref: '#/components/schemas/FieldErrors' },
          ],
        },
        example: { detail: 'permission_denied' },
      },
    },
  },
  NotFound: {
    description: 'No such object, or none the caller may see: `not_found`.',
    content: { 'application/json': detail(['not_found']) },
  },
  Conflict: {
    description:
      'The object changed since the version the request names (`edited_by_someone_else`), or ' +
      'the state it acts on is gone: nothing changed.',
    content: { 'application/json': detail(['edited_by_someone_else']) },
  },
  Gone: {
    description: 'The share link existed and is over (expired or revoked): `share_link_expired`.',
    content: { 'application/json': detail(['share_link_expired']) },
  },
  TooManyRequests: {
    description:
      'Too many requests or attempts (per API key, gate, address or person): ' +
      '`too_many_attempts`; try again after `Retry-After` seconds.',
    headers: retryAfter('Seconds to wait before the next try.'),
    content: { 'application/json': detail(['too_many_attempts']) },
  },
  ServiceUnavailable: {
    description:
      'A dependency (the database, the file store, Redis) did not answer: ' +
      '`service_unavailable`; nothing was done, repeat the request after `Retry-After` seconds.',
    headers: retryAfter(`Seconds to wait, ${String(RETRY_AFTER_OUTAGE_SECONDS)} today.`),
    content: { 'application/json': detail(['service_unavailable']) },
  },
};

/** The areas operations are grouped by, in the order a reader meets them. */
export const TAGS: { name: string; description: string }[] = [
  { name: 'auth', description: 'Signing in and out; the signed-in person.' },
  {
    name: 'accounts',
    description: "Registration, passwords, PINs, and a company's user accounts.",
  },
  { name: 'settings', description: "A person's settings and the company's document types." },
  { name: 'api-keys', description: "The company's API keys (Admin, by session only)." },
  { name: 'webhooks', description: "The company's webhook endpoints and their deliveries." },
  { name: 'transits', description: 'Transits: list, create, change, finish, delete; alerts.' },
  { name: 'documents', description: 'Documents of transits: CMR and others, files, remarks.' },
  { name: 'signing', description: 'Signing documents, signature images, signing keys.' },
  {
    name: 'sharing',
    description:
      'Share links: made by the company; the `/transit-token/` and ' +
      '`/sign-document-token-signature/` operations are for the link holder, with the link ' +
      'token in the path (or `?token=`) as the only credential, so they list no security.',
  },
  { name: 'verify', description: 'Checking a document by its verification code (public).' },
  { name: 'contractors', description: "The company's clients and the company itself." },
  { name: 'fleet', description: 'Vehicles, trailers and drivers.' },
  { name: 'employees', description: "The company's employees." },
  { name: 'invitations', description: 'Invitations between companies.' },
  { name: 'lookups', description: 'Tax number (NIP) and EU VAT (VIES) checks.' },
  { name: 'csv-import', description: 'Importing transits from CSV files.' },
  {
    name: 'ecmr-import',
    description: 'Importing eCMR messages (UN/CEFACT eCMR 1.0 XML) as transits (decision 0132).',
  },
  { name: 'reports', description: 'Transit reports and their settings.' },
  { name: 'billing', description: 'Generated document counts.' },
  { name: 'notifications', description: 'Web push subscriptions of a device.' },
  {
    name: 'efti',
    description:
      'eFTI: the access log and roadside inspection data of a transit; the platform API for ' +
      'eFTI gates (`/v0/` for the reference family, `/v1/dataset/` for the national one).',
  },
];
