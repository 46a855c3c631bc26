import type { FastifyBaseLogger } from 'fastify';
import { nowIso, type Db } from '../../db/index.ts';
import type { Config } from '../../config.ts';
import type { EftiOutboxRow } from '../../db/schema.ts';
import type { GateDefinition, GateFamily } from '../../efti-gates.ts';
import { backoffMs, type OutboxQueue } from '../../platform/outbox-loop/index.ts';
import { callGate, type GateCall } from './gate-client.ts';
import type { GateRegistry } from './gate-registry.ts';
import * as outbox from './outbox-repo.ts';
import { referenceSerializer } from './serializer.ts';

/**
 * Sends one outbox row to every gate with a URL, each in its family's shape: the reference gate
 * takes `PUT {url}/v0/consignments/{datasetId}`, a national gate
 * `POST {url}/platforms/v1/consignments/{datasetId}`, both with the saveIdentifiersRequest. The
 * row remembers which gates took it; a failure waits retryBaseMs, doubling per attempt up to
 * retryMaxMs, and is retried for the gates that have not taken it until they do: the rows are
 * the durable record, so a restart loses nothing. Without a gate URL nothing is claimed or sent.
 */

const UPLOAD: Record<GateFamily, (datasetId: string) => Pick<GateCall, 'method' | 'path'>> = {
  reference: (id) => ({ method: 'PUT', path: `/v0/consignments/${encodeURIComponent(id)}` }),
  national: (id) => ({
    method: 'POST',
    path: `/platforms/v1/consignments/${encodeURIComponent(id)}`,
  }),
};

export const receivingGates = (gates: readonly GateDefinition[]) =>
  gates.filter((gate) => gate.url !== undefined);

export function eftiQueue(deps: {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  gates: GateRegistry;
}): OutboxQueue<EftiOutboxRow> {
  const settings = deps.config.efti;

  /** null when the gate took it, else why not. */
  async function sendTo(
    gate: GateDefinition,
    row: EftiOutboxRow,
    closing: AbortSignal,
  ): Promise<string | null> {
    try {
      const answer = await callGate(
        gate,
        {
          ...UPLOAD[gate.family](row.dataset_id),
          body: row.body,
          // The payload has no platform field (the gate knows its caller from the transport);
          // the id travels beside it.
          headers: {
            'content-type': referenceSerializer.contentType,
            'x-efti-platform-id': settings.platformId,
            'x-request-id': row.request_id,
          },
        },
        AbortSignal.any([closing, AbortSignal.timeout(settings.gateTimeoutMs)]),
      );
      if (answer.status >= 200 && answer.status < 300) return null;
      return `HTTP ${String(answer.status)} ${answer.text.slice(0, 300)}`;
    } catch (error) {
      return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    }
  }

  async function send(row: EftiOutboxRow, closing: AbortSignal): Promise<void> {
    const already = new Set(row.sent_to_gates.split(',').filter((id) => id !== ''));
    const due = receivingGates(await deps.gates.gates()).filter((gate) => !already.has(gate.id));
    const failures: string[] = [];
    for (const gate of due) {
      const failure = await sendTo(gate, row, closing);
      if (failure === null) already.add(gate.id);
      else failures.push(`${gate.id}: ${failure}`);
    }
    const sentTo = [...already].join(',');
    const now = nowIso();
    if (failures.length === 0) {
      await outbox.markSent(deps.db, row, { sentToGates: sentTo, now });
      deps.log.info(
        { datasetId: row.dataset_id, requestId: row.request_id, gates: sentTo },
        'eFTI identifiers sent',
      );
      return;
    }
    const attempts = row.attempts + 1;
    const waitMs = backoffMs(attempts, settings);
    const error = failures.join('; ');
    await outbox.markFailed(deps.db, row, {
      attempts,
      nextAttemptAt: new Date(Date.now() + waitMs).toISOString(),
      error,
      sentToGates: sentTo,
      now,
    });
    deps.log.warn(
      { datasetId: row.dataset_id, attempts, retryInMs: waitMs, error },
      'eFTI identifiers not sent to every gate; retrying later',
    );
  }

  const receiving = async () => receivingGates(await deps.gates.gates()).length > 0;
  return {
    claim: async (claim) => ((await receiving()) ? outbox.claimDue(deps.db, claim) : []),
    send,
    nextDueAt: async () => ((await receiving()) ? outbox.nextDueAt(deps.db) : null),
    // Longer than a send to every gate can take, so a live sender never loses its claim.
    leaseMs: 2 * settings.gateTimeoutMs * Math.max(1, settings.gates.length) + 1000,
    // One at a time: each gate is a single receiver, which parallel sends would only crowd.
    parallel: 1,
  };
}
