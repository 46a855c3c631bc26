import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  NOTIFICATION_CLOSE_CODES,
  PushPublicKeyResponse,
  PushSubscriptionRequest,
  PushUnsubscribeRequest,
  z,
} from '@transitdocs/domain';
import { liveSession } from '../auth/index.ts';
import { callerOf, type Authenticate } from '../../platform/auth.ts';
import { requestMeta, type Deps } from '../../platform/context.ts';
import { hashToken } from '../../platform/crypto.ts';
import { notFound } from '../../platform/errors.ts';
import { createNotificationHub, type NotificationHub, type ServerSocket } from './hub.ts';
import { createPushSender } from './push.ts';
import * as service from './service.ts';

export const NOTIFICATIONS_SOCKET_PATH = '/notifications/api/v1/';
const PUSH_PATHS = ['/company/api/v1/push/subscribe/', '/company/api/v1/push/subscribe'];
/** Session tokens only (a share-link token is not in auth_tokens and never matches). */
const SESSION_TOKEN = /^[A-Za-z0-9_-]{16,200}$/;
/** Client messages are a few dozen bytes; anything near this is not one of ours. */
const MAX_MESSAGE_BYTES = 4096;

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation
  interface FastifyInstance {
    notificationHub: NotificationHub;
  }
}

type SocketAuth =
  | { ok: true; userId: number }
  | { ok: false; code: number; reason: 'not_authenticated' | 'your_account_is_blocked' };

async function authenticateSocket(deps: Deps, token: string | undefined): Promise<SocketAuth> {
  if (!token || !SESSION_TOKEN.test(token)) {
    return {
      ok: false,
      code: NOTIFICATION_CLOSE_CODES.notAuthenticated,
      reason: 'not_authenticated',
    };
  }
  const session = await liveSession(deps, hashToken(token));
  if (!session) {
    return {
      ok: false,
      code: NOTIFICATION_CLOSE_CODES.notAuthenticated,
      reason: 'not_authenticated',
    };
  }
  if (session.is_active !== 1) {
    return { ok: false, code: NOTIFICATION_CLOSE_CODES.blocked, reason: 'your_account_is_blocked' };
  }
  return { ok: true, userId: session.user_id };
}

/** The notifications WebSocket (spec 1 §7) and the web-push subscription endpoints. */
export async function notificationsRoutes(
  app: FastifyInstance,
  deps: Deps,
  authenticate: Authenticate,
): Promise<void> {
  await app.register(websocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });
  const push = createPushSender(deps);
  const hub = createNotificationHub(deps, {
    idleTimeoutMs: deps.config.notifications.idleTimeoutMs,
    push,
  });
  app.decorate('notificationHub', hub);
  app.addHook('onReady', async () => {
    await deps.pubsub.ready?.();
  });
  app.addHook('preClose', (done) => {
    hub.close();
    done();
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    NOTIFICATIONS_SOCKET_PATH,
    {
      websocket: true,
      schema: { hide: true, querystring: z.object({ token: z.string().optional() }) },
    },
    (socket: ServerSocket, request) => {
      // ws drops messages nobody listens to: keep those sent while the session is checked.
      const early: unknown[] = [];
      const keep = (data: unknown) => {
        early.push(data);
      };
      socket.on('message', keep);
      authenticateSocket(deps, request.query.token).then(
        (result) => {
          if (!result.ok) {
            socket.close(result.code, result.reason);
            return;
          }
          socket.off('message', keep);
          if (socket.readyState !== 1) return;
          hub.attach(result.userId, socket, early, async () => {
            const again = await authenticateSocket(deps, request.query.token);
            return again.ok ? null : { code: again.code, reason: again.reason };
          });
        },
        (error: unknown) => {
          deps.log.error({ err: error }, 'notification socket authentication failed');
          socket.close(1011, 'server_error');
        },
      );
    },
  );

  const tags = ['notifications'];
  // A person's own devices: never a key's.
  const ownDevice = authenticate.as('own_account');
  for (const path of PUSH_PATHS) {
    r.get(
      path,
      {
        onRequest: ownDevice,
        schema: {
          operationId: 'getPushPublicKey',
          summary: 'The public key a device subscribes to web push with',
          tags,
          hide: !path.endsWith('/'),
          response: { 200: PushPublicKeyResponse },
        },
      },
      async () => ({ public_key: await push.publicKey() }),
    );
    r.post(
      path,
      {
        onRequest: ownDevice,
        schema: {
          operationId: 'subscribePush',
          summary: 'Subscribe this device to web push',
          tags,
          hide: !path.endsWith('/'),
          body: PushSubscriptionRequest,
        },
      },
      async (request, reply) => {
        await service.subscribePush(deps, callerOf(request), request.body, requestMeta(request));
        return reply.status(201).send({ endpoint: request.body.endpoint });
      },
    );
    r.delete(
      path,
      {
        onRequest: ownDevice,
        schema: {
          operationId: 'unsubscribePush',
          summary: 'Unsubscribe a device from web push',
          tags,
          hide: !path.endsWith('/'),
          body: PushUnsubscribeRequest,
        },
      },
      async (request, reply) => {
        if (!(await service.unsubscribePush(deps, callerOf(request), request.body.endpoint))) {
          throw notFound();
        }
        return reply.status(204).send();
      },
    );
  }
}
