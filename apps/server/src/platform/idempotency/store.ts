import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/index.ts';

/** How long a key answers its first result (the draft's suggestion; Stripe's too). */
export const KEY_KEPT_MS = 24 * 60 * 60 * 1000;
/**
 * A key still in progress after this was left by a request that never finished (its instance
 * stopped): it is free again. Longer than any create takes.
 */
export const IN_PROGRESS_LEASE_MS = 10 * 60 * 1000;
/** Expired keys are deleted at most this often per instance, by a request that claims one. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Whose key it is: a company, by a session or by one of its API keys. */
export type KeyOwner = { companyId: number; callerKind: 'session' | 'api_key' };

/** The answer a key keeps: status, the headers that matter, the sealed body. */
export type StoredAnswer = { status: number; headers: Record<string, string>; sealedBody: string };

export type Claim =
  | { kind: 'claimed'; claimId: string }
  | { kind: 'replay'; answer: StoredAnswer }
  | { kind: 'foreign' }
  | { kind: 'reused' }
  | { kind: 'in_progress' };

const iso = (ms: number) => new Date(ms).toISOString();

function headersOf(text: string | null): Record<string, string> {
  if (!text) return {};
  const value: unknown = JSON.parse(text);
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

export type IdempotencyStore = {
  /**
   * Takes the key for this request, or says why not: the answer to replay, another owner's key,
   * another request's key, or one still running. Never waits for another request.
   */
  claim(keyHash: string, owner: KeyOwner, fingerprint: string): Promise<Claim>;
  /** Keeps the answer of the request that holds the key. */
  complete(keyHash: string, claimId: string, answer: StoredAnswer): Promise<void>;
  /** Frees the key of a request that failed, so a corrected retry may run. */
  release(keyHash: string, claimId: string): Promise<void>;
};

export function createIdempotencyStore(db: Db): IdempotencyStore {
  let lastSweep = 0;
  const sweep = async (at: number) => {
    if (at - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = at;
    await db
      .deleteFrom('idempotency_keys')
      .where('created_at', '<', iso(at - KEY_KEPT_MS))
      .execute();
  };

  return {
    async claim(keyHash, owner, fingerprint) {
      const at = Date.now();
      await sweep(at);
      // Two rounds: a row found expired is deleted and the insert tried once more.
      for (let round = 0; round < 2; round++) {
        const claimId = randomUUID();
        const inserted = await db
          .insertInto('idempotency_keys')
          .values({
            key_hash: keyHash,
            company_id: owner.companyId,
            caller_kind: owner.callerKind,
            fingerprint,
            status: 'in_progress',
            claim_id: claimId,
            response_status: null,
            response_headers: null,
            response_body: null,
            created_at: iso(at),
          })
          .onConflict((oc) => oc.column('key_hash').doNothing())
          .returning('claim_id')
          .executeTakeFirst();
        if (inserted) return { kind: 'claimed', claimId };
        const row = await db
          .selectFrom('idempotency_keys')
          .selectAll()
          .where('key_hash', '=', keyHash)
          .executeTakeFirst();
        if (!row) continue;
        const created = Date.parse(row.created_at);
        const expired =
          created <= at - KEY_KEPT_MS ||
          (row.status !== 'done' && created <= at - IN_PROGRESS_LEASE_MS);
        if (expired) {
          await db
            .deleteFrom('idempotency_keys')
            .where('key_hash', '=', keyHash)
            .where('claim_id', '=', row.claim_id)
            .execute();
          continue;
        }
        if (row.company_id !== owner.companyId || row.caller_kind !== owner.callerKind) {
          return { kind: 'foreign' };
        }
        if (row.fingerprint !== fingerprint) return { kind: 'reused' };
        if (row.status !== 'done' || row.response_status === null || row.response_body === null) {
          return { kind: 'in_progress' };
        }
        return {
          kind: 'replay',
          answer: {
            status: row.response_status,
            headers: headersOf(row.response_headers),
            sealedBody: row.response_body,
          },
        };
      }
      // Taken again between our delete and insert: another request holds it now.
      return { kind: 'in_progress' };
    },

    async complete(keyHash, claimId, answer) {
      await db
        .updateTable('idempotency_keys')
        .set({
          status: 'done',
          response_status: answer.status,
          response_headers: JSON.stringify(answer.headers),
          response_body: answer.sealedBody,
        })
        .where('key_hash', '=', keyHash)
        .where('claim_id', '=', claimId)
        .execute();
    },

    async release(keyHash, claimId) {
      await db
        .deleteFrom('idempotency_keys')
        .where('key_hash', '=', keyHash)
        .where('claim_id', '=', claimId)
        .where('status', '=', 'in_progress')
        .execute();
    },
  };
}
