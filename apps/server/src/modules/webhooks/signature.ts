import { createHmac } from 'node:crypto';

/** `X-TransitDocs-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` (issue 23). */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const t = String(unixSeconds);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}
