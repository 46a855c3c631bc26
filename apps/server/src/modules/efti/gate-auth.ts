import { createHash, timingSafeEqual } from 'node:crypto';
import type { GateCredential, GateDefinition, GateFamily } from '../../efti-gates.ts';

/**
 * Which gate a request comes from: `Authorization: Bearer <token>`, an `X-Api-Key` header,
 * `Authorization: Basic` or the client certificate of the gates' TLS listener, matched against
 * every credential each gate of the family accepts (several at once while one is rotated;
 * docs/decisions/0135-efti-gate-authentication.md).
 */
export type GatePresented = {
  authorization: string | undefined;
  apiKey: string | undefined;
  /** SHA-256 fingerprint of a client certificate the TLS listener verified against its CA */
  certificateFingerprint: string | undefined;
};

const BEARER = /^Bearer\s+(\S{1,500})$/i;
const BASIC = /^Basic\s+([A-Za-z0-9+/=]{1,800})$/i;

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

type Presented = { type: GateCredential['type']; secret: Buffer };

/** What the request carries, each as the digest of the text a credential is compared with. */
function presentedOf(request: GatePresented): Presented[] {
  const out: Presented[] = [];
  const bearer = BEARER.exec(request.authorization ?? '')?.[1];
  if (bearer) out.push({ type: 'bearer', secret: digest(bearer) });
  const basic = BASIC.exec(request.authorization ?? '')?.[1];
  if (basic) out.push({ type: 'basic', secret: digest(Buffer.from(basic, 'base64').toString()) });
  const apiKey = request.apiKey?.trim();
  if (apiKey && apiKey.length <= 500) out.push({ type: 'api_key', secret: digest(apiKey) });
  if (request.certificateFingerprint) {
    out.push({ type: 'mtls', secret: digest(request.certificateFingerprint.toUpperCase()) });
  }
  return out;
}

function secretOf(credential: GateCredential): string {
  switch (credential.type) {
    case 'bearer':
      return credential.token;
    case 'api_key':
      return credential.key;
    case 'basic':
      return `${credential.username}:${credential.password}`;
    case 'mtls':
      return credential.fingerprint256;
  }
}

/**
 * The id of the gate of `family` the request authenticates as, or null. Secrets are compared as
 * SHA-256 digests (equal lengths) with timingSafeEqual, against every credential, so the
 * answer's time tells neither a secret's length nor which one matched.
 */
export function gateOfRequest(
  request: GatePresented,
  gates: readonly GateDefinition[],
  family: GateFamily,
): string | null {
  const presented = presentedOf(request);
  let found: string | null = null;
  for (const gate of gates) {
    for (const credential of gate.accept) {
      const expected = digest(secretOf(credential));
      for (const given of presented) {
        const matches = timingSafeEqual(given.secret, expected) && given.type === credential.type;
        if (matches && found === null && gate.family === family) found = gate.id;
      }
    }
  }
  return found;
}
