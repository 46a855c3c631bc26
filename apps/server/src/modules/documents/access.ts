// Access: a signed-in caller as the guards take him, and what he does to a document, recorded.
import type { DocumentEventData } from '@transitdocs/domain';
import type { Executor } from '../../db/index.ts';
import { type Caller, circumstancesOf, type Requester } from '../../platform/auth.ts';
import type { RequestMeta } from '../../platform/context.ts';
import { recordEvent } from '../../platform/events/index.ts';

export const asUser = (caller: Caller): Requester => ({ kind: 'user', caller });

type EventContext = {
  caller: Caller;
  meta: RequestMeta;
  now: string;
  /** who acted as notifications name him, where his account does not say it */
  author?: { first_name?: string; last_name?: string; company_name?: string };
};

export async function appendEvent(
  trx: Executor,
  document: { id: number; transit_id: number; company_id: number },
  context: EventContext,
  data: DocumentEventData,
): Promise<void> {
  await recordEvent(trx, {
    subject: 'document',
    documentId: document.id,
    transitId: document.transit_id,
    companyId: document.company_id,
    data,
    ...circumstancesOf(context.caller, context.meta, context.now),
    ...(context.author ? { author: context.author } : {}),
  });
}
