// Access: a signed-in caller as the guards take him, and his entries in a document's history.
import type { Executor } from '../../db/index.ts';
import { type Caller, eventActorOf } from '../../platform/auth.ts';
import type { RequestMeta } from '../../platform/context.ts';
import type { Requester } from '../sharing/actor.ts';
import type { DocumentEventData } from './events.ts';
import * as repo from './repo.ts';

export const asUser = (caller: Caller): Requester => ({ kind: 'user', caller });

type EventContext = { caller: Caller; meta: RequestMeta; now: string };

export async function appendEvent(
  trx: Executor,
  document: { id: number; transit_id: number; company_id: number },
  context: EventContext,
  data: DocumentEventData,
): Promise<void> {
  await repo.insertDocumentEvent(trx, {
    documentId: document.id,
    transitId: document.transit_id,
    companyId: document.company_id,
    ...eventActorOf(context.caller),
    actorCompanyId: context.caller.companyId,
    actorName: null,
    ip: context.meta.ip,
    userAgent: context.meta.userAgent,
    type: data.type,
    data,
    now: context.now,
  });
}
