import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorKey } from '@transitdocs/domain';
import type { Db } from '../../db/index.ts';
import { AppError, fieldError } from '../errors.ts';
import { formFingerprint, jsonFingerprint, type FormForFingerprint } from './fingerprint.ts';
import { keyHashOf, openAnswer, sealAnswer } from './sealed-answer.ts';
import { createIdempotencyStore, type IdempotencyStore, type KeyOwner } from './store.ts';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set on an answer that was kept from the key's first request, not made anew. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';
export const IDEMPOTENCY_KEY_MAX_CHARS = 255;
/** The headers of an answer that are kept with it (the rest describe the sending, not it). */
const KEPT_HEADERS = ['content-type', 'location'] as const;

type KeyState = {
  key: string;
  keyHash: string;
  owner: KeyOwner;
  store: IdempotencyStore;
  /** null until a multipart route has read its form */
  fingerprint: string | null;
  /** set while this request holds the key */
  claimId: string | null;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation
  interface FastifyContextConfig {
    /** A create that takes `Idempotency-Key` (platform/idempotency). */
    idempotentCreate?: boolean;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation
  interface FastifyRequest {
    idempotency: KeyState | null;
  }
}

function refusal(status: number, key: ErrorKey): AppError {
  return new AppError(status, key, { [IDEMPOTENCY_KEY_HEADER]: [key] });
}

function headerKey(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** The request's key, checked, and its fingerprint when the body is JSON; null without a key. */
function keyStateOf(request: FastifyRequest, storeOf: () => IdempotencyStore): KeyState | null {
  if (request.routeOptions.config.idempotentCreate !== true) return null;
  const key = headerKey(request);
  if (key === undefined || !request.caller) return null;
  if (key.length === 0) throw refusal(400, 'idempotency_key_invalid');
  if (key.length > IDEMPOTENCY_KEY_MAX_CHARS) {
    throw fieldError(IDEMPOTENCY_KEY_HEADER, `enter_max_chars?count=${IDEMPOTENCY_KEY_MAX_CHARS}`);
  }
  return {
    key,
    keyHash: keyHashOf(key),
    owner: {
      companyId: request.caller.companyId,
      callerKind: request.caller.apiKey ? 'api_key' : 'session',
    },
    store: storeOf(),
    // The body as sent, before the schema's defaults and trimming.
    fingerprint: request.isMultipart()
      ? null
      : jsonFingerprint(request.method, request.url, request.body),
    claimId: null,
  };
}

/** Claims the key for this request, or answers the kept answer (true), or refuses. */
async function claimOrReplay(
  state: KeyState,
  reply: FastifyReply,
  fingerprint: string,
): Promise<boolean> {
  state.fingerprint = fingerprint;
  const claim = await state.store.claim(state.keyHash, state.owner, fingerprint);
  switch (claim.kind) {
    case 'claimed':
      state.claimId = claim.claimId;
      return false;
    case 'foreign':
      throw refusal(400, 'idempotency_key_foreign');
    case 'reused':
      throw refusal(422, 'idempotency_key_reused');
    case 'in_progress':
      throw refusal(409, 'idempotency_key_in_progress');
    case 'replay': {
      const { answer } = claim;
      void reply
        .status(answer.status)
        .headers(answer.headers)
        .header(REPLAYED_HEADER, 'true')
        .send(openAnswer(state.key, answer.sealedBody));
      return true;
    }
  }
}

/**
 * Creates that routes mark with `config: IDEMPOTENT_CREATE` take an `Idempotency-Key`
 * (docs/decisions/0110-idempotency-keys.md): the key is checked before the body is, the request
 * is fingerprinted and claims the key before its handler runs (a multipart route, once it has
 * read its form: `claimFormKey`), and the answer is kept when it is a success, the key freed
 * when it is not. Registered before the answers are compressed, so what is kept is the plain
 * body, compressed anew for each client.
 */
export function registerIdempotency(app: FastifyInstance, database: () => Db): void {
  let store: IdempotencyStore | null = null;
  const storeOf = () => (store ??= createIdempotencyStore(database()));
  app.decorateRequest('idempotency', null);

  app.addHook('preValidation', (request, _reply, done) => {
    try {
      request.idempotency = keyStateOf(request, storeOf);
      done();
    } catch (error) {
      done(error instanceof Error ? error : new Error(String(error)));
    }
  });

  app.addHook('preHandler', async (request, reply) => {
    const state = request.idempotency;
    if (!state || state.fingerprint === null) return;
    if (await claimOrReplay(state, reply, state.fingerprint)) return reply;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const state = request.idempotency;
    const claimId = state?.claimId;
    if (!state || !claimId) return payload;
    state.claimId = null;
    const success = reply.statusCode >= 200 && reply.statusCode < 300;
    const body =
      typeof payload === 'string'
        ? Buffer.from(payload)
        : Buffer.isBuffer(payload)
          ? payload
          : null;
    try {
      if (success && body) {
        const headers: Record<string, string> = {};
        for (const name of KEPT_HEADERS) {
          const value = reply.getHeader(name);
          if (typeof value === 'string') headers[name] = value;
        }
        await state.store.complete(state.keyHash, claimId, {
          status: reply.statusCode,
          headers,
          sealedBody: sealAnswer(state.key, body),
        });
      } else {
        await state.store.release(state.keyHash, claimId);
      }
    } catch (error) {
      // The create is done and answered; a key left in progress frees itself after its lease.
      request.log.error({ err: error }, 'idempotency key not settled');
    }
    return payload;
  });
}

/**
 * For a multipart create: claims the key once the form is read (its fingerprint is the form's
 * fields and files). True when the key's kept answer was sent: the handler returns `reply`.
 */
export async function claimFormKey(
  request: FastifyRequest,
  reply: FastifyReply,
  form: FormForFingerprint,
): Promise<boolean> {
  const state = request.idempotency;
  if (!state || state.claimId !== null) return false;
  return claimOrReplay(state, reply, await formFingerprint(request.method, request.url, form));
}
