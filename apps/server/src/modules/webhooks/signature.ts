import { createHmac, randomBytes } from 'node:crypto';
import type { WebhookEndpointRow } from '../../db/schema.ts';

/**
 * How deliveries are signed (docs/decisions/0102-standard-webhooks-signatures.md): the Standard
 * Webhooks headers (`webhook-id`, `webhook-timestamp`, `webhook-signature`), which off-the-shelf
 * verifiers read, beside the original `X-TransitDocs-Signature` for receivers written against it.
 */

const PREFIX = 'whsec_';

/** How long the secret a rotation replaces keeps signing beside the new one. */
export const PREVIOUS_SECRET_GRACE_MS = 24 * 60 * 60 * 1000;

/** A new secret in the Standard Webhooks form: `whsec_` and 32 random bytes in base64. */
export function newWebhookSecret(): string {
  return `${PREFIX}${randomBytes(32).toString('base64')}`;
}

/**
 * The HMAC key of the Standard Webhooks signature: the secret's base64 part decoded, as every
 * verifier of the specification does. Secrets issued before were `whsec_` and 64 hex digits,
 * which are valid base64 too: receivers keep them and verify with any library unchanged.
 */
function standardKey(secret: string): Buffer {
  return Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
}

/** `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`: one entry of `webhook-signature`. */
export function standardSignature(
  secret: string,
  messageId: string,
  unixSeconds: number,
  body: string,
): string {
  const mac = createHmac('sha256', standardKey(secret))
    .update(`${messageId}.${String(unixSeconds)}.${body}`)
    .digest('base64');
  return `v1,${mac}`;
}

/**
 * `X-TransitDocs-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, keyed by the
 * whole secret's text (docs/decisions/0062-webhook-endpoints-and-delivery.md); one `v1=` per
 * valid secret while a rotation's grace period runs.
 */
export function signatureHeader(secrets: string[], body: string, unixSeconds: number): string {
  const t = String(unixSeconds);
  const macs = secrets.map(
    (secret) => `v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`,
  );
  return [`t=${t}`, ...macs].join(',');
}

/** The secrets that sign a delivery now: the current one, and the previous one until it expires. */
export function signingSecrets(
  endpoint: Pick<WebhookEndpointRow, 'secret' | 'previous_secret' | 'previous_secret_expires_at'>,
  now: Date,
): string[] {
  const { secret, previous_secret: previous, previous_secret_expires_at: until } = endpoint;
  return previous && until && Date.parse(until) > now.getTime() ? [secret, previous] : [secret];
}

/** Every signature header of one attempt of a delivery. */
export function signedHeaders(delivery: {
  event: string;
  eventId: string;
  body: string;
  secrets: string[];
  unixSeconds: number;
}): Record<string, string> {
  const { event, eventId, body, secrets, unixSeconds } = delivery;
  return {
    'webhook-id': eventId,
    'webhook-timestamp': String(unixSeconds),
    // Space-separated, as the specification has it for rotation: a verifier accepts any match.
    'webhook-signature': secrets
      .map((secret) => standardSignature(secret, eventId, unixSeconds, body))
      .join(' '),
    'x-transitdocs-event': event,
    'x-transitdocs-delivery': eventId,
    'x-transitdocs-signature': signatureHeader(secrets, body, unixSeconds),
  };
}
