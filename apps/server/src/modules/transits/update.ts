import {
  decideTransit,
  polishDate,
  type Transit,
  type TransitPatchSubmitRequest,
  type TransitSection,
  type TransitSubmitRequest,
} from '@transitdocs/domain';
import { nowIso } from '../../db/index.ts';
import type { TransitRow } from '../../db/schema.ts';
import { type Caller, circumstancesOf } from '../../platform/auth.ts';
import type { Deps, RequestMeta } from '../../platform/context.ts';
import { fieldErrors, verdictError } from '../../platform/errors.ts';
import { recordEvent, writeTransaction } from '../../platform/events/index.ts';
import type { ExpectedVersion } from '../../platform/row-version.ts';
import { requireTransit, transitFactsOf, userRequester } from './guard.ts';
import { getTransit } from './read.ts';
import { checkReferences } from './references.ts';
import * as repo from './repo.ts';
import { nullable, writeSections } from './sections.ts';
import { currentForWrite, refuseAsNow } from './write-steps.ts';

const DATE_FIELDS = ['loading_date', 'unloading_date', 'loading_time', 'unloading_time'] as const;
const SENDER_FIELDS = ['sender_client', 'sender_employee'] as const;
const ADDITIONAL_FIELDS = ['sender_instruction', 'special_agreements'] as const;

/** The sections a PATCH changes, and for a signed transit the fields it may not change. */
function changesOf(row: TransitRow, input: TransitSubmitRequest) {
  const sections = new Set<TransitSection>();
  const locked: string[] = [];
  const stored: Record<string, string | number | null> = {
    loading_date: row.loading_date,
    unloading_date: row.unloading_date,
    loading_time: row.loading_time,
    unloading_time: row.unloading_time,
    sender_client: row.sender_client_id,
    sender_employee: row.sender_employee_id,
    sender_instruction: row.sender_instruction,
    special_agreements: row.special_agreements,
  };
  const scalar = (field: keyof typeof stored, section: TransitSection) => {
    const value = input[field as keyof TransitSubmitRequest] as string | number | null | undefined;
    if (value === undefined) return;
    const normal = typeof value === 'string' && section !== 'additional' ? nullable(value) : value;
    // Sending a field's current value is not a change.
    if (normal === stored[field]) return;
    sections.add(section);
    locked.push(field);
  };
  for (const field of DATE_FIELDS) scalar(field, 'dates');
  for (const field of SENDER_FIELDS) scalar(field, 'sender');
  for (const field of ADDITIONAL_FIELDS) scalar(field, 'additional');
  if (input.sender_location !== undefined) {
    sections.add('sender');
    locked.push('sender_location');
  }
  if (input.receivers !== undefined) {
    sections.add('receivers');
    locked.push('receivers');
  }
  if (input.carrier !== undefined) sections.add('carriers');
  return { sections, locked };
}

export async function updateTransit(
  deps: Deps,
  caller: Caller,
  id: number,
  input: TransitPatchSubmitRequest,
  meta: RequestMeta,
  expected: ExpectedVersion,
): Promise<Transit> {
  // Changing the carriers alone is the lesser edit; the rulebook is asked again below for more.
  const { transit: before, actor } = await requireTransit(
    deps.db,
    userRequester(caller),
    id,
    'edit_carriers',
  );
  const now = nowIso();
  await writeTransaction(deps, async (trx) => {
    const current = await currentForWrite(trx, before.company_id, id, expected);
    const { sections, locked } = changesOf(current, input);
    const verdict = decideTransit(
      actor,
      locked.length > 0 ? 'edit' : 'edit_carriers',
      transitFactsOf(current, polishDate()),
    );
    if (!verdict.allowed) {
      // "Only the carriers once signed" names each field it refuses (spec 1 §4).
      if (verdict.key !== 'transit_signed_only_carriers') throw verdictError(verdict);
      throw fieldErrors(locked.map((field) => ({ path: [field], key: verdict.key })));
    }
    // Race guard of "a finished (or, for more than carriers, signed) transit is not edited":
    // the conditional update holds the row (PostgreSQL) so finish/sign cannot slip in between.
    if (!(await repo.lockOpenTransit(trx, current.company_id, id, locked.length > 0))) {
      return refuseAsNow(trx, actor, locked.length > 0 ? 'edit' : 'edit_carriers', current);
    }
    const problems = await checkReferences(trx, caller.companyId, input);
    if (problems.length > 0) throw fieldErrors(problems);
    await repo.updateTransit(trx, caller.companyId, id, {
      ...(input.loading_date !== undefined ? { loading_date: nullable(input.loading_date) } : {}),
      ...(input.unloading_date !== undefined
        ? { unloading_date: nullable(input.unloading_date) }
        : {}),
      ...(input.loading_time !== undefined ? { loading_time: nullable(input.loading_time) } : {}),
      ...(input.unloading_time !== undefined
        ? { unloading_time: nullable(input.unloading_time) }
        : {}),
      ...(input.sender_client !== undefined ? { sender_client_id: input.sender_client } : {}),
      ...(input.sender_employee !== undefined ? { sender_employee_id: input.sender_employee } : {}),
      ...(input.sender_instruction !== undefined
        ? { sender_instruction: input.sender_instruction }
        : {}),
      ...(input.special_agreements !== undefined
        ? { special_agreements: input.special_agreements }
        : {}),
      updated_at: now,
    });
    await writeSections(trx, current, input, await repo.sectionIds(trx, id));
    await recordEvent(trx, {
      subject: 'transit',
      transitId: id,
      companyId: current.company_id,
      data: { type: 'transit_updated', sections: [...sections] },
      ...circumstancesOf(caller, meta, now),
    });
  });
  return getTransit(deps, caller, id);
}
