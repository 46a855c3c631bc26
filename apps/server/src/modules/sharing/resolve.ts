// The outsider side: every call resolves the token first.
import {
  SHARE_TOKEN_PATTERN,
  SHARE_TYPES,
  type ShareType,
  type TransitAction,
} from '@transitdocs/domain';
import { nowIso } from '../../db/index.ts';
import type { ShareTokenRow, TransitRow } from '../../db/schema.ts';
import type { Deps } from '../../platform/context.ts';
import { hashToken } from '../../platform/crypto.ts';
import { notFound } from '../../platform/errors.ts';
import { requireTransit as guardTransit } from '../transits/index.ts';
import { transitRowById } from '../transits/index.ts';
import type { Requester } from '../../platform/auth.ts';
import { shareLinkExpired, shareLinkInvalid } from './link-errors.ts';
import * as repo from './repo.ts';

function parseIds(text: string | null): Set<number> | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return new Set(
      Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)) : [],
    );
  } catch {
    return new Set();
  }
}

/** A link's party; rows written before parties were recorded read as their stored type. */
export function asShareType(value: string): ShareType {
  return SHARE_TYPES.find((type) => type === value) ?? 'receiver';
}

export type ResolvedShare = {
  share: ShareTokenRow;
  transit: TransitRow;
  /** the link as the guards take it: they answer what its party may do */
  requester: Requester;
  /** granted document ids; null: every document of the transit */
  granted: Set<number> | null;
};

/**
 * The one resolver of every outsider call: malformed or unknown -> 404 share_link_invalid;
 * revoked or past expires_at -> 410 share_link_expired. Only the token's transit comes back.
 */
export async function resolveShare(deps: Deps, token: string | undefined): Promise<ResolvedShare> {
  if (!token || !SHARE_TOKEN_PATTERN.test(token)) throw shareLinkInvalid();
  const share = await repo.findShareTokenByHash(deps.db, hashToken(token));
  if (!share) throw shareLinkInvalid();
  if (share.revoked_at !== null || share.expires_at <= nowIso()) throw shareLinkExpired();
  const transit = await transitRowById(deps.db, share.transit_id);
  if (!transit) throw shareLinkInvalid();
  return {
    share,
    transit,
    requester: { kind: 'link', share },
    granted: parseIds(share.documents),
  };
}

/** `{id}` in a path must be the token's transit; anything else is outside the link. */
export function requireTransit(resolved: ResolvedShare, transitId: number): void {
  if (resolved.transit.id !== transitId) throw notFound();
}

/** The token's transit through the transits guard, for `action` by the link's party. */
export function requireTransitOf(deps: Deps, resolved: ResolvedShare, action: TransitAction) {
  return guardTransit(deps.db, resolved.requester, resolved.transit.id, action);
}
