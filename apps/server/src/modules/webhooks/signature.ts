import { createHmac } from 'node:crypto';

/**
 * `X-TransitDocs-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, so a receiver can
 * trust the body and when it was sent (docs/decisions/0062-webhook-endpoints-and-delivery.md).
 */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const t = String(unixSeconds);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}
