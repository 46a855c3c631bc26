import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../test/cluster/instances.ts';
import { testDialects } from '../../../test/harness.ts';
import {
  expectStatus,
  signUpAdmin,
  useRestartableServer,
  waitFor,
} from '../../../test/restartable-server.ts';
import {
  startWebhookReceiver,
  verifySignature,
  type WebhookReceiver,
} from '../../../test/webhook-receiver.ts';

/**
 * Nothing is lost across a crash: a transit is created while the endpoint is unreachable, the
 * server is killed with SIGKILL, and the next start delivers the event from the outbox.
 */

for (const dialect of testDialects()) {
  describe(`webhook outbox across a crash [${dialect}]`, () => {
    const store = useRestartableServer(dialect, 'td-webhook-crash-');
    let receiver: WebhookReceiver | undefined;
    afterAll(async () => {
      await receiver?.close();
    });

    it('delivers an event queued before a SIGKILL once the server starts again', async () => {
      const receiverPort = await freePort();
      const env = {
        WEBHOOK_ALLOW_PRIVATE: 'true',
        WEBHOOK_TIMEOUT_MS: '500',
        WEBHOOK_RETRY_BASE_MS: '200',
        WEBHOOK_RETRY_MAX_MS: '400',
        WEBHOOK_POLL_INTERVAL_MS: '300',
      };
      const first = await store.start(env);
      const handle = store.db();
      const api = await signUpAdmin(first);
      const hook = await api('POST', '/company/api/v1/webhooks/', {
        url: `http://127.0.0.1:${String(receiverPort)}/crash`,
        events: ['transit.created'],
      });
      expectStatus(hook, 201);
      const { secret } = hook.body as { secret: string };
      const created = await api('POST', '/company/api/v1/all-transit/', {});
      expectStatus(created, 201);
      const transitId = (created.body as { id: number }).id;
      // Queued and tried against the unreachable endpoint at least once: never delivered.
      await waitFor(async () => {
        const row = await handle
          .selectFrom('webhook_deliveries')
          .selectAll()
          .where('object_id', '=', transitId)
          .executeTakeFirst();
        return row && row.attempts >= 1 ? row : undefined;
      }, 'the delivery to be tried');
      await first.kill();

      receiver = await startWebhookReceiver({ port: receiverPort });
      const second = await store.start(env);
      const live = receiver;
      const delivered = await waitFor(
        () => Promise.resolve(live.received.find((r) => r.status === 200)),
        'the delivery after the restart',
      );
      expect(delivered.event).toBe('transit.created');
      expect(delivered.body.data.id).toBe(transitId);
      expect(verifySignature(secret, delivered.raw, delivered.signature)).toBe(true);
      await waitFor(async () => {
        const row = await handle
          .selectFrom('webhook_deliveries')
          .select('delivered_at')
          .where('object_id', '=', transitId)
          .executeTakeFirst();
        return row?.delivered_at ?? undefined;
      }, 'the delivery to be logged');
      await second.stop();
    }, 180_000);
  });
}
