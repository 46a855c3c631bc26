import {
  DOCUMENT_ACTIONS,
  TRANSIT_ACTIONS,
  WEBHOOK_EVENTS,
  webhookBody,
  type Correction,
  type Document,
  type DocumentRemark,
  type Transit,
  type WebhookEvent,
} from '@transitdocs/domain';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';

/**
 * The OpenAPI document's `webhooks` section: one entry per event, its body's schema (from the
 * domain's WEBHOOK_EVENT_DATA, which a test holds real deliveries to) and an example, and the
 * signature headers a receiver checks (docs/decisions/0102-standard-webhooks-signatures.md).
 */

const SUMMARY: Record<WebhookEvent, string> = {
  'transit.created': 'A transit was created',
  'transit.updated': 'A transit was changed',
  'transit.finished': 'A transit was finished',
  'transit.deleted': 'A transit was deleted',
  'document.created': 'A document was generated or uploaded',
  'document.signed': 'A document was signed',
  'document.fully_signed': 'A document got its last required signature',
  'remark.added': 'A remark was added to a document',
  'share_link.opened': "A share link's page was opened",
  'alert.sent': 'An alert was sent about a transit',
  'correction.proposed': 'A correction of a signed document was proposed to its signatories',
  'correction.decided': 'A signatory approved or rejected a correction',
  'correction.closed':
    'A correction was approved by every signatory (the corrected data is the current version) or rejected',
};

const AT = '2026-11-26T10:15:00.000Z';

const transit: Transit = {
  id: 1042,
  transit_number: 'TD/2026/11/0042',
  status: 'running',
  type: 'send',
  loading_date: '2026-11-26',
  unloading_date: '2026-11-27',
  loading_time: '08:00',
  unloading_time: null,
  sender_client: null,
  sender_employee: null,
  sender_location: [
    {
      id: 501,
      place: 'Magazyn Gdańsk',
      address: 'ul. Portowa 7',
      zip_code: '80-601',
      town: 'Gdańsk',
      country: 'PL',
      additional_data: '',
      client: null,
      latitude: 54.352,
      longitude: 18.646,
    },
  ],
  receivers: [],
  carrier: [],
  sender_instruction: 'Keep dry',
  special_agreements: '',
  created_at: AT,
  has_signed_documents: false,
  remarks: '',
  can_send_alert: true,
  document: [],
  actions: Object.fromEntries(TRANSIT_ACTIONS.map((action) => [action, true])) as Record<
    (typeof TRANSIT_ACTIONS)[number],
    boolean
  >,
  refusals: {},
  version: '7f3a9c',
};

const remark: DocumentRemark = {
  id: 77,
  type: 'delivery',
  user: 'Jan Kowalski',
  company_name: 'Odbiorca Sp. z o.o.',
  timestamp: AT,
  captured_at: AT,
  message: 'One pallet damaged',
  document: 3301,
  files: [],
};

const document: Document = {
  id: 3301,
  name: 'CMR',
  type: 1,
  document_data: null,
  remarks: [],
  document: null,
  signed_by: [],
  parent_document: null,
  sub_documents: [],
  is_main_document: true,
  parent_document_is_main_document: false,
  receiver: null,
  created_at: AT,
  transit: transit.id,
  actions: Object.fromEntries(DOCUMENT_ACTIONS.map((action) => [action, true])) as Record<
    (typeof DOCUMENT_ACTIONS)[number],
    boolean
  >,
  refusals: {},
  signable_receivers: [],
  version: '2b81e0',
};

const signature = {
  id: 9001,
  signed_by_type: 'sender' as const,
  created_at: AT,
  captured_at: AT,
  receiver_id: null,
  signature: '/company/api/v1/document-signature/9001/image/',
  signature_data: null,
};

const correction: Correction = {
  id: 15,
  document: document.id,
  status: 'open',
  reason: 'Wrong order number',
  changes: [{ field: 'order_number', old: 'ZAM/41', new: 'ZAM/42' }],
  proposed_by: 'Anna Kowalska',
  proposed_at: AT,
  closed_at: null,
  signatories: [
    {
      party: 'sender',
      receiver_id: null,
      signer_name: 'Jan Nowak',
      decision: null,
      note: null,
      decided_by: null,
      decided_at: null,
      can_decide: false,
    },
  ],
};

const EXAMPLE_DATA: Record<WebhookEvent, unknown> = {
  'transit.created': { ...transit, status: 'pending' },
  'transit.updated': transit,
  'transit.finished': { ...transit, status: 'finished' },
  'transit.deleted': { id: transit.id, transit_number: transit.transit_number },
  'document.created': document,
  'document.signed': { document: { ...document, signed_by: [signature] }, signature },
  'document.fully_signed': { ...document, signed_by: [signature] },
  'remark.added': remark,
  'share_link.opened': {
    id: 12,
    transit: transit.id,
    transit_number: transit.transit_number,
    type: 'receiver',
    receiver: 601,
    documents: [document.id],
    created_at: AT,
    expires_at: '2026-12-03T10:15:00.000Z',
    opened_at: AT,
  },
  'alert.sent': {
    id: 31,
    transit_id: transit.id,
    message: 'Delayed at the border',
    default: false,
    company_name: 'Przewoźnik Sp. z o.o.',
    first_name: 'Ewa',
    last_name: 'Nowak',
    created_at: AT,
  },
  'correction.proposed': { document, correction },
  'correction.decided': {
    document,
    correction: {
      ...correction,
      signatories: correction.signatories.map((s) => ({
        ...s,
        decision: 'approve',
        decided_by: 'Jan Nowak',
        decided_at: AT,
      })),
    },
  },
  'correction.closed': {
    document,
    correction: { ...correction, status: 'approved', closed_at: AT },
  },
};

/** An event's example body (the same shape every delivery of it has). */
export function webhookExample(event: WebhookEvent): unknown {
  return {
    id: '0b9f4d5e-3c1a-4e8b-9f0d-2a6c7e1b5d43',
    event,
    created_at: AT,
    data: EXAMPLE_DATA[event],
  };
}

const HEADERS: { name: string; description: string; pattern?: string }[] = [
  {
    name: 'webhook-id',
    description:
      "Standard Webhooks message id: the event's id (the body's `id`), the same for every " +
      'retry and resend, so a receiver can drop what it has already handled.',
  },
  {
    name: 'webhook-timestamp',
    description: 'Standard Webhooks: when this attempt was signed, in Unix seconds.',
    pattern: '^[0-9]+$',
  },
  {
    name: 'webhook-signature',
    description:
      'Standard Webhooks: `v1,<base64 HMAC-SHA256 of "webhook-id.webhook-timestamp.body">`, ' +
      'keyed by the base64-decoded part of the endpoint secret after `whsec_`. During a ' +
      "secret rotation's grace period one entry per valid secret, space-separated. Any " +
      'Standard Webhooks library verifies it with the secret as shown.',
    pattern: '^v1,[A-Za-z0-9+/=]+( v1,[A-Za-z0-9+/=]+)*$',
  },
  {
    name: 'x-transitdocs-signature',
    description:
      'The original signature, kept for existing receivers: `t=<unix seconds>,v1=<hex ' +
      'HMAC-SHA256 of "t.body">` keyed by the whole secret text; one `v1=` per valid secret.',
  },
  { name: 'x-transitdocs-event', description: "The event's name (the body's `event`)." },
  { name: 'x-transitdocs-delivery', description: "The event's id (the body's `id`)." },
];

/** `webhooks` of the OpenAPI document, its schemas in the document version's dialect. */
export function webhooksOpenApi(
  openapiVersion: string,
): Record<string, OpenAPIV3_1.PathItemObject> {
  const target = openapiVersion.startsWith('3.0') ? 'openapi-3.0' : 'draft-2020-12';
  // Plain JSON: openapi-types' 3.1 objects mix in its 3.0 ones and take no 2020-12 JSON Schema.
  const entries = WEBHOOK_EVENTS.map((event): [string, unknown] => {
    const { $schema: _dialect, ...schema } = z.toJSONSchema(webhookBody(event), {
      target,
      io: 'output',
      unrepresentable: 'any',
    });
    const operation = {
      operationId: `${event.replace(/[._](\w)/g, (_m, c: string) => c.toUpperCase())}Webhook`,
      summary: SUMMARY[event],
      tags: ['webhooks'],
      description:
        'Sent to each enabled endpoint of the company that subscribed to the event, retried ' +
        'with growing waits until it is answered with a 2xx. Verify the signature over the ' +
        'raw body before parsing it.',
      // The receiver authenticates the sender by the signature, not by credentials.
      security: [],
      parameters: HEADERS.map((header) => ({
        name: header.name,
        in: 'header',
        required: true,
        description: header.description,
        schema: header.pattern ? { type: 'string', pattern: header.pattern } : { type: 'string' },
      })),
      requestBody: {
        required: true,
        content: {
          // zod's JSON Schema of the body, in the dialect the document's version names.
          'application/json': {
            schema,
            example: webhookExample(event),
          },
        },
      },
      responses: {
        '2XX': { description: 'Received: the delivery is done.' },
        '4XX': {
          description: 'Refused (a signature that does not verify, say): retried like any failure.',
        },
      },
    };
    return [event, { post: operation }];
  });
  return Object.fromEntries(entries) as Record<string, OpenAPIV3_1.PathItemObject>;
}
