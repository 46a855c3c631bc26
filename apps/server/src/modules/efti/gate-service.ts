import { eftiSubsetGaps, type EftiSubsetId } from '@transitdocs/domain';
import { nowIso } from '../../db/index.ts';
import type { GateFamily } from '../../efti-gates.ts';
import type { Deps } from '../../platform/context.ts';
import { AppError, notAuthenticated, notFound } from '../../platform/errors.ts';
import { recordEvent, writeTransaction } from '../../platform/events/index.ts';
import { consignmentInputOf, datasetTransit } from './dataset-input.ts';
import { gateOfRequest, type GatePresented } from './gate-auth.ts';
import type { GateRegistry } from './gate-registry.ts';
import { isDatasetId } from './gate-requests.ts';
import * as repo from './repo.ts';
import { referenceSerializer } from './serializer.ts';

/**
 * The platform API for eFTI gates, whatever their family: a gate reads a data set reduced to
 * subsets and posts follow-ups. Every authenticated request is logged with its outcome, our
 * request id and the gate's own (a refused one changes nothing else); a request without a known
 * credential is only written to the server log, so that strangers cannot fill the table.
 */

export type GateRequest = {
  /** ours (the gate's X-Request-ID when it is well-formed, else one we made) */
  requestId: string;
  /** the gate's X-Request-ID as sent, if any */
  gateRequestId: string | undefined;
  presented: GatePresented;
  family: GateFamily;
  datasetId: string;
};

type Access = {
  gateId: string;
  action: 'get_consignment' | 'follow_up';
  subsets: readonly string[];
};

/** The gate the request authenticates as; 401 (server log) otherwise, then its rate limit. */
async function requireGate(
  deps: Deps,
  gates: GateRegistry,
  request: GateRequest,
  action: Access['action'],
): Promise<string> {
  const gateId = gateOfRequest(request.presented, await gates.gates(), request.family);
  if (!gateId) {
    deps.log.warn(
      {
        requestId: request.requestId,
        gateRequestId: request.gateRequestId?.slice(0, 200),
        family: request.family,
        action,
        datasetId: request.datasetId.slice(0, 100),
      },
      'eFTI gate request without a known credential',
    );
    throw notAuthenticated();
  }
  const limit = deps.config.efti.gateRateLimit;
  try {
    await deps.limiter.consume('efti_gate', [`gate:${gateId}`], { max: limit, ipMax: limit });
  } catch (error) {
    if (error instanceof AppError) {
      await record(
        deps,
        request,
        { gateId, action, subsets: [] },
        null,
        error.status,
        'rate_limited',
      );
    }
    throw error;
  }
  return gateId;
}

async function record(
  deps: Deps,
  request: GateRequest,
  access: Access,
  transitId: number | null,
  statusCode: number,
  outcome: string,
): Promise<void> {
  await repo.insertAccess(deps.db, accessRow(request, access, transitId, statusCode, outcome));
  if (outcome !== 'ok') {
    deps.log.info(
      {
        requestId: request.requestId,
        gateRequestId: request.gateRequestId?.slice(0, 200),
        gateId: access.gateId,
        action: access.action,
        outcome,
      },
      'eFTI gate request refused',
    );
  }
}

function accessRow(
  request: GateRequest,
  access: Access,
  transitId: number | null,
  statusCode: number,
  outcome: string,
) {
  return {
    request_id: request.requestId,
    gate_request_id: request.gateRequestId?.slice(0, 200) ?? null,
    gate_id: access.gateId,
    dataset_id: request.datasetId.slice(0, 100),
    transit_id: transitId,
    action: access.action,
    subsets: access.subsets.join(','),
    outcome,
    status_code: statusCode,
    created_at: nowIso(),
  };
}

/** The data set of that id with its transit; 404 (logged) when there is none. */
async function knownDataset(deps: Deps, request: GateRequest, access: Access) {
  const dataset = isDatasetId(request.datasetId)
    ? await repo.findDatasetById(deps.db, request.datasetId.toLowerCase())
    : undefined;
  const found = dataset ? await datasetTransit(deps.db, dataset.transit_id) : undefined;
  if (!dataset || !found) {
    await record(deps, request, access, dataset?.transit_id ?? null, 404, 'not_found');
    throw notFound();
  }
  return { dataset, transit: found.transit, companyId: found.companyId };
}

/**
 * The consignment reduced to exactly the asked subsets. It is answered when each asked subset
 * is complete, even while another subset still lacks data; an incomplete one is a 404 naming it
 * (docs/decisions/0136-efti-subset-filtering.md).
 */
export async function getConsignment(
  deps: Deps,
  gates: GateRegistry,
  request: GateRequest & { subsets: EftiSubsetId[] | AppError },
): Promise<string> {
  const gateId = await requireGate(deps, gates, request, 'get_consignment');
  const { subsets } = request;
  if (subsets instanceof AppError) {
    await record(
      deps,
      request,
      { gateId, action: 'get_consignment', subsets: [] },
      null,
      400,
      'invalid_subset',
    );
    throw subsets;
  }
  const access: Access = { gateId, action: 'get_consignment', subsets };
  const { dataset, transit } = await knownDataset(deps, request, access);
  const input = await consignmentInputOf(deps.db, transit);
  const gaps = eftiSubsetGaps(input, subsets);
  if (gaps.length > 0) {
    const incomplete = subsets.filter((id) => gaps.some((gap) => gap.subsets.includes(id)));
    await record(deps, request, access, dataset.transit_id, 404, 'incomplete_subset');
    throw new AppError(404, 'not_found', {
      detail: 'not_found',
      reason: 'incomplete_subset',
      subsets: incomplete,
    });
  }
  const xml = referenceSerializer.subsetDocument(input, subsets);
  await record(deps, request, access, dataset.transit_id, 200, 'ok');
  return xml;
}

/** What a family's gate is answered when its follow-up is taken. */
export const FOLLOW_UP_STATUS: Record<GateFamily, number> = { reference: 200, national: 201 };

/** A follow-up for a known data set: stored, and the owning company hears of it. */
export async function postFollowUp(
  deps: Deps,
  gates: GateRegistry,
  request: GateRequest & { message: string | AppError },
): Promise<void> {
  const gateId = await requireGate(deps, gates, request, 'follow_up');
  const access: Access = { gateId, action: 'follow_up', subsets: [] };
  const { message } = request;
  if (message instanceof AppError) {
    await record(deps, request, access, null, 400, 'invalid_follow_up');
    throw message;
  }
  const { dataset, transit, companyId } = await knownDataset(deps, request, access);
  const now = nowIso();
  await writeTransaction(deps, async (trx) => {
    await repo.insertFollowUp(trx, {
      transit_id: dataset.transit_id,
      dataset_id: dataset.dataset_id,
      gate_id: gateId,
      request_id: request.requestId,
      message,
      created_at: now,
    });
    await repo.insertAccess(trx, {
      ...accessRow(request, access, dataset.transit_id, FOLLOW_UP_STATUS[request.family], 'ok'),
      dataset_id: dataset.dataset_id,
      created_at: now,
    });
    await recordEvent(trx, {
      subject: 'transit',
      transitId: transit.id,
      companyId,
      data: { type: 'efti_follow_up_received', gate_id: gateId, dataset_id: dataset.dataset_id },
      // The authority acts through its gate; the gate names itself.
      actor: { userId: null, apiKeyId: null, companyId: null, name: gateId, companyName: null },
      ip: null,
      userAgent: null,
      at: now,
    });
  });
}
