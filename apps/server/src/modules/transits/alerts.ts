import type {
  AlertRequest,
  AlertResponse,
  TransitAlertTypesResponse,
  TransitEventData,
} from '@transitdocs/domain';
import { nowIso, type Executor } from '../../db/index.ts';
import type { AlertRow, TransitRow } from '../../db/schema.ts';
import { type Caller, eventActorOf } from '../../platform/auth.ts';
import type { Deps, RequestMeta } from '../../platform/context.ts';
import { fieldError, nonFieldError, notFound } from '../../platform/errors.ts';
import { recordEvent, writeTransaction } from '../../platform/events/index.ts';
import { getCompany, getUser } from '../accounts/index.ts';
import { alertTypesOf } from '../settings/index.ts';
import { requireTransit, userRequester } from './guard.ts';
import * as repo from './repo.ts';

export async function listAlertTypes(
  deps: Deps,
  caller: Caller,
  transitId: number,
): Promise<TransitAlertTypesResponse> {
  const { transit: row } = await requireTransit(deps.db, userRequester(caller), transitId, 'view');
  const types = await alertTypesOf(deps.db, row.company_id);
  return types.map((type) => ({ message: type.message, default: type.is_default === 1 }));
}

/**
 * An alert is one of the transit company's alert types; it is stored with a transit event and a
 * notification for each recipient (not the author) in one transaction, then published.
 */
export async function sendAlert(
  deps: Deps,
  caller: Caller,
  input: AlertRequest,
  meta: RequestMeta,
): Promise<AlertResponse> {
  const { transit: row } = await requireTransit(
    deps.db,
    userRequester(caller),
    input.transit_id,
    'alert',
  );
  const user = await getUser(deps.db, caller.userId);
  const company = await getCompany(deps.db, caller.companyId);
  const author = {
    company_name: input.company_name || company?.name || '',
    first_name: input.first_name || user?.first_name || '',
    last_name: input.last_name || user?.last_name || '',
  };
  return sendAlertOnTransit(
    deps,
    row,
    { userId: caller.userId, apiKeyId: eventActorOf(caller).actorApiKeyId, ...author },
    input.message,
    meta,
  );
}

/** Who sends an alert: a signed-in user, or a share-link visitor (userId null) by the given name. */
export type AlertAuthor = {
  userId: number | null;
  /** the API key a signed-in caller's request came with (`eventActorOf`) */
  apiKeyId?: number | null;
  company_name: string;
  first_name: string;
  last_name: string;
};

/**
 * The alert itself, on a transit whose access and `alert` action were checked (by a caller or
 * a share link: `requireTransit(…, 'alert')`).
 */
export async function sendAlertOnTransit(
  deps: Pick<Deps, 'db' | 'events'>,
  row: TransitRow,
  sender: AlertAuthor,
  message: string,
  meta: RequestMeta,
): Promise<AlertResponse> {
  const { userId, apiKeyId, ...author } = sender;
  const types = await alertTypesOf(deps.db, row.company_id);
  const type = types.find((t) => t.message === message);
  if (!type) throw fieldError('message', 'invalid_choice');
  const now = nowIso();
  const isDefault = type.is_default === 1;
  const alert = await writeTransaction(deps, async (trx) => {
    // Race guard of "alerts only while the transit is open": finishing cannot slip in between.
    if (!(await repo.lockOpenTransit(trx, row.company_id, row.id, false))) {
      throw nonFieldError('transit_finished');
    }
    const alert = await repo.insertAlert(trx, {
      transit_id: row.id,
      company_id: row.company_id,
      user_id: userId,
      message: type.message,
      is_default: isDefault ? 1 : 0,
      ...author,
      created_at: now,
    });
    const data: TransitEventData = {
      type: 'alert_sent',
      alert_id: alert.id,
      message: type.message,
      default: isDefault,
      ...author,
    };
    await recordEvent(trx, {
      subject: 'transit',
      transitId: row.id,
      companyId: row.company_id,
      data,
      // The author as the alert names him, so the recipients see who sent it.
      actor: {
        userId,
        apiKeyId: apiKeyId ?? null,
        companyId: null,
        name: null,
        companyName: null,
      },
      ip: meta.ip,
      userAgent: meta.userAgent,
      at: now,
    });
    return alert;
  });
  return toAlertResponse(alert);
}

function toAlertResponse(alert: AlertRow): AlertResponse {
  return {
    id: alert.id,
    transit_id: alert.transit_id,
    message: alert.message,
    default: alert.is_default === 1,
    company_name: alert.company_name,
    first_name: alert.first_name,
    last_name: alert.last_name,
    created_at: alert.created_at,
  };
}

/** The alert as POST alert/ answered it (alerts have no GET of their own). */
export async function alertAsApi(db: Executor, alertId: number): Promise<AlertResponse> {
  const alert = await db
    .selectFrom('alerts')
    .selectAll()
    .where('id', '=', alertId)
    .executeTakeFirst();
  if (!alert) throw notFound();
  return toAlertResponse(alert);
}
