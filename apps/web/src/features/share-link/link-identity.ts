import type { ShareIdentity } from '@transitdocs/domain';
import { readJsonShape } from '../../api/json-shape.ts';
import { shareIdentityShape } from './share-link-shapes.ts';

const KEY_PREFIX = 'share_link.identity.';

/**
 * The storage key of a link's identity: a SHA-256 of the token, so the raw token (a credential
 * for 14 days) never sits in a key another script or a browser-sync could list.
 */
export async function identityKeyOf(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0'));
  return `${KEY_PREFIX}${hex.join('')}`;
}

/** The identity this browser gave for the link, or null (also for anything stored malformed). */
export async function loadIdentity(token: string): Promise<ShareIdentity | null> {
  let raw: string | null;
  try {
    raw = localStorage.getItem(await identityKeyOf(token));
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    // The domain's ShareIdentity as JSON Schema: this runs on the landing, before zod loads.
    const read = readJsonShape<ShareIdentity>(shareIdentityShape, JSON.parse(raw));
    return read.ok ? read.value : null;
  } catch {
    return null;
  }
}

export async function saveIdentity(token: string, identity: ShareIdentity): Promise<void> {
  try {
    localStorage.setItem(await identityKeyOf(token), JSON.stringify(identity));
  } catch {
    // Private mode or a full store: the dialog asks again next time.
  }
}
