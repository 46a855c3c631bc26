import { polishDate, type Transit, type TransitSubmitRequest } from '@transitdocs/domain';
import { nowIso } from '../../db/index.ts';
import { type Caller, circumstancesOf, requireAccountAction } from '../../platform/auth.ts';
import type { Deps, RequestMeta } from '../../platform/context.ts';
import { fieldErrors } from '../../platform/errors.ts';
import { recordEvent, writeTransaction } from '../../platform/events/index.ts';
import { withEftiOf } from './efti-answer.ts';
import { callerActorOf } from './guard.ts';
import { checkReferences } from './references.ts';
import * as repo from './repo.ts';
import { toTransit } from './responses.ts';
import type { Executor } from '../../db/index.ts';
import type { TransitRow } from '../../db/schema.ts';
import { EMPTY_IDS, nullable, text, writeSections } from './sections.ts';

export async function createTransit(
  deps: Pick<Deps, 'db' | 'events' | 'withEfti'>,
  caller: Caller,
  input: TransitSubmitRequest,
  meta: RequestMeta,
): Promise<Transit> {
  requireAccountAction(caller, 'write_transits');
  const now = nowIso();
  const row = await writeTransaction(deps, (trx) => writeNewTransit(trx, caller, input, meta, now));
  return withEftiOf(
    deps,
    deps.db,
    await toTransit(deps.db, row, callerActorOf(caller)(row)),
    row.company_id,
  );
}

/**
 * A new transit with its sections and its `transit_created` event, inside the caller's
 * transaction (createTransit's, or an import's that writes more with it).
 */
export async function writeNewTransit(
  trx: Executor,
  caller: Caller,
  input: TransitSubmitRequest,
  meta: RequestMeta,
  now: string,
): Promise<TransitRow> {
  const year = Number(polishDate(new Date(now)).slice(0, 4));
  const problems = await checkReferences(trx, caller.companyId, input);
  if (problems.length > 0) throw fieldErrors(problems);
  const sequence = await repo.nextTransitSequence(trx, caller.companyId, year);
  const transitNumber = `${year}/${String(sequence).padStart(6, '0')}`;
  const inserted = await repo.insertTransit(trx, {
    company_id: caller.companyId,
    transit_number: transitNumber,
    status: 'pending',
    type: 'generated',
    has_signed_documents: 0,
    loading_date: nullable(input.loading_date),
    unloading_date: nullable(input.unloading_date),
    loading_time: nullable(input.loading_time),
    unloading_time: nullable(input.unloading_time),
    sender_client_id: input.sender_client ?? null,
    sender_employee_id: input.sender_employee ?? null,
    sender_instruction: text(input.sender_instruction),
    special_agreements: text(input.special_agreements),
    remarks: '',
    created_by: caller.userId,
    created_at: now,
    updated_at: now,
    finished_at: null,
  });
  await writeSections(
    trx,
    inserted,
    {
      ...input,
      sender_location: input.sender_location ?? [],
      receivers: input.receivers ?? [],
      carrier: input.carrier ?? [],
    },
    EMPTY_IDS,
  );
  await recordEvent(trx, {
    subject: 'transit',
    transitId: inserted.id,
    companyId: caller.companyId,
    data: { type: 'transit_created', transit_number: transitNumber },
    ...circumstancesOf(caller, meta, now),
  });
  return inserted;
}
