import { eftiDatasetState } from '@transitdocs/domain';
import { nowIso } from '../../db/index.ts';
import type { Deps } from '../../platform/context.ts';
import { AppError, notAuthenticated, notFound } from '../../platform/errors.ts';
import { recordEvent, writeTransaction } from '../../platform/events/index.ts';
import { buildSubsetXml } from './consignment-xml.ts';
import { consignmentInputOf, datasetTransit } from './dataset-input.ts';
import { gateOfAuthorization } from './gate-auth.ts';
import { isDatasetId, parseFollowUp, parseSubsets } from './gate-requests.ts';
import * as repo from './repo.ts';

/**
 * The platform API for eFTI gates: a gate reads a data set reduced to subsets and posts
 * follow-ups. Every authenticated request is logged with its outcome (a refused one changes
 * nothing else); a request without a known key is only written to the server log, so that
 * strangers cannot fill the table.
 */

export type GateRequest = {
  requestId: string;
  authorization: string | undefined;
  datasetId: string;
};

type Access = {
  gateId: string;
  action: 'get_consignment' | 'follow_up';
  subsets: readonly string[];
};

/** The gate the request authenticates as; 401 (logged) otherwise, then its rate limit. */
async function requireGate(
  deps: Deps,
  request: GateRequest,
  action: Access['action'],
): Promise<string> {
  const gateId = gateOfAuthorization(request.authorization, deps.config.efti.gateKeys);
  if (!gateId) {
    deps.log.warn(
      { requestId: request.requestId, action, datasetId: request.datasetId.slice(0, 100) },
      'eFTI gate request without a known key',
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
  await repo.insertAccess(deps.db, {
    request_id: request.requestId,
    gate_id: access.gateId,
    dataset_id: request.datasetId.slice(0, 100),
    transit_id: transitId,
    action: access.action,
    subsets: access.subsets.join(','),
    outcome,
    status_code: statusCode,
    created_at: nowIso(),
  });
  if (outcome !== 'ok') {
    deps.log.info(
      { requestId: request.requestId, gateId: access.gateId, action: access.action, outcome },
      'eFTI gate request refused',
    );
  }
}

/**
 * The data set a gate may read: one with that id whose transit is complete (active) or closed
 * after being complete. A draft is registered at no gate, so it answers as unknown.
 */
async function servedDataset(deps: Deps, request: GateRequest, access: Access) {
  const dataset = isDatasetId(request.datasetId)
    ? await repo.findDatasetById(deps.db, request.datasetId.toLowerCase())
    : undefined;
  const found = dataset ? await datasetTransit(deps.db, dataset.transit_id) : undefined;
  const input = found ? await consignmentInputOf(deps.db, found.transit) : undefined;
  if (!dataset || !found || !input || eftiDatasetState(input).missing.length > 0) {
    await record(deps, request, access, dataset?.transit_id ?? null, 404, 'not_found');
    throw notFound();
  }
  return { dataset, transit: found.transit, companyId: found.companyId, input };
}

/** GET /v0/consignments/{datasetId}?subsetId=…: the consignment reduced to the subsets. */
export async function getConsignment(
  deps: Deps,
  request: GateRequest & { query: unknown },
): Promise<string> {
  const gateId = await requireGate(deps, request, 'get_consignment');
  const subsets = parseSubsets(request.query);
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
  const { dataset, input } = await servedDataset(deps, request, access);
  const xml = buildSubsetXml(input, subsets);
  await record(deps, request, access, dataset.transit_id, 200, 'ok');
  return xml;
}

/** POST /v0/consignments/{datasetId}/follow-up: stored, and the owning company hears of it. */
export async function postFollowUp(
  deps: Deps,
  request: GateRequest & { contentType: string | undefined; body: unknown },
): Promise<void> {
  const gateId = await requireGate(deps, request, 'follow_up');
  const access: Access = { gateId, action: 'follow_up', subsets: [] };
  const message = parseFollowUp(request.contentType, request.body);
  if (message instanceof AppError) {
    await record(deps, request, access, null, 400, 'invalid_follow_up');
    throw message;
  }
  const { dataset, transit, companyId } = await servedDataset(deps, request, access);
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
      request_id: request.requestId,
      gate_id: gateId,
      dataset_id: dataset.dataset_id,
      transit_id: dataset.transit_id,
      action: 'follow_up',
      subsets: '',
      outcome: 'ok',
      status_code: 200,
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
