import { createHash, randomUUID } from 'node:crypto';
import {
  eftiDatasetState,
  type EftiConsignmentInput,
  type Transit,
  type TransitEfti,
} from '@transitdocs/domain';
import { nowIso, type Executor } from '../../db/index.ts';
import type { Deps } from '../../platform/context.ts';
import { consignmentInputOf, datasetTransit } from './dataset-input.ts';
import type { GateRegistry } from './gate-registry.ts';
import { identifierXml } from './identifier-xml.ts';
import { receivingGates } from './outbox-sender.ts';
import { enqueue } from './outbox-repo.ts';
import * as repo from './repo.ts';
import { referenceSerializer } from './serializer.ts';
import { datasetIdOf } from './uil.ts';

/**
 * Each transit's eFTI data set: made with the transit, its status and gaps computed from the
 * transit whenever it is read, and recomputed after changes (reconcileDataset) so that the
 * identifiers of a complete data set are queued for the gate.
 */

/** Data sets for transits just inserted, in the transaction that inserts them. */
export async function createEftiDatasets(
  trx: Executor,
  transits: readonly { id: number; company_id: number }[],
): Promise<void> {
  await repo.insertDatasets(trx, transits, nowIso());
}

/** `efti` of a single-transit answer and the input it was computed from (the model's). */
export async function transitEftiWithInput(
  db: Executor,
  transit: Transit,
  companyId: number,
): Promise<{ efti: TransitEfti; input: EftiConsignmentInput }> {
  const [datasetId, input] = await Promise.all([
    datasetIdOf(db, transit, companyId),
    consignmentInputOf(db, transit),
  ]);
  return { efti: { dataset_id: datasetId, ...eftiDatasetState(input) }, input };
}

/** `efti` of a single-transit answer: the data set's id, its status now and its gaps. */
export async function transitEftiOf(
  db: Executor,
  transit: Transit,
  companyId: number,
): Promise<TransitEfti> {
  return (await transitEftiWithInput(db, transit, companyId)).efti;
}

/** The answer with its `efti` (the owning company's id names whose data set it is). */
export async function withEfti(
  db: Executor,
  transit: Transit,
  companyId: number,
): Promise<Transit> {
  return { ...transit, efti: await transitEftiOf(db, transit, companyId) };
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/**
 * Recomputes a transit's data set and stores its status. A complete one (nothing missing: active,
 * or closed after being complete) whose identifier XML differs from the last queued gets a
 * `saveIdentifiersRequest` in the outbox, in the same transaction, when a gate takes identifiers.
 * A draft is never queued. Returns whether something was queued.
 */
export async function reconcileDataset(
  deps: Pick<Deps, 'db' | 'config'> & { gates: GateRegistry },
  transitId: number,
): Promise<boolean> {
  // Taken before reading: a change committed after the read is newer and is checked again.
  const checkedAt = nowIso();
  const found = await datasetTransit(deps.db, transitId);
  if (!found) return false;
  const { transit, companyId } = found;
  const input = await consignmentInputOf(deps.db, transit);
  const { status, missing } = eftiDatasetState(input);
  const identifiers = missing.length === 0 ? identifierXml(input) : null;
  const { platformId } = deps.config.efti;
  const receiving = receivingGates(await deps.gates.gates()).length > 0;
  return deps.db.transaction().execute(async (trx) => {
    await repo.insertDatasets(trx, [{ id: transitId, company_id: companyId }], checkedAt);
    const dataset = await repo.lockDataset(trx, transitId);
    if (!dataset) return false;
    const statusChange = dataset.status === status ? {} : { updated_at: checkedAt };
    const hash = identifiers === null ? null : sha256Hex(`${platformId}\n${identifiers}`);
    if (!receiving || hash === null || hash === dataset.identifiers_sha256) {
      await repo.updateDataset(trx, transitId, { status, checked_at: checkedAt, ...statusChange });
      return false;
    }
    const requestId = randomUUID();
    await enqueue(
      trx,
      {
        transit_id: transitId,
        dataset_id: dataset.dataset_id,
        request_id: requestId,
        body: referenceSerializer.identifiersDocument(input, {
          datasetId: dataset.dataset_id,
          requestId,
        }),
        identifiers_sha256: hash,
      },
      nowIso(),
    );
    await repo.updateDataset(trx, transitId, {
      status,
      checked_at: checkedAt,
      identifiers_sha256: hash,
      ...statusChange,
    });
    return true;
  });
}
