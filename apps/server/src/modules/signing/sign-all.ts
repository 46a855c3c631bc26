// "Sign all": one drawing and one PIN or SMS verification for every document one party signs at a
// stop (docs/decisions/0125-sign-all.md). Each document is signed by signDocument, in its own
// transaction, with every check of a single signature.
import {
  distinctDocumentLabels,
  SignAllFields,
  signAllSlotOf,
  signAllStops,
  zodErrorToFieldErrors,
  type SignAllResponse,
  type SignAllResult,
  type SignAllStopsResponse,
} from '@transitdocs/domain';
import { nowIso } from '../../db/index.ts';
import type { DocumentRow } from '../../db/schema.ts';
import type { Requester } from '../../platform/auth.ts';
import type { Deps } from '../../platform/context.ts';
import { AppError, RequestValidationError, fieldError } from '../../platform/errors.ts';
import { versionOf } from '../../platform/row-version.ts';
import { writeTransaction } from '../../platform/events/index.ts';
import { documentsOfTransit, loadDocumentFacts, receiversOfTransit } from '../documents/index.ts';
import { orderWithSubDocuments, requireTransit } from '../transits/index.ts';
import { appendSigningEvent, resolveTarget, type ActorMeta, type SignTarget } from './access.ts';
import * as repo from './repo.ts';
import { parseLocation, type SignDocumentInput, type SignVerificationInput } from './sign-input.ts';
import { signDocument } from './sign-document.ts';
import { verificationMatches } from './verification-plan.ts';
import { hashVerificationToken } from './verification.ts';

type LabelledRow = {
  name: string;
  document_data: string | null;
  original_file_name: string | null;
};

/** What the walk calls each of `rows`, no two alike (docs/decisions/0131-distinct-document-labels.md). */
function labelsOf(rows: readonly LabelledRow[]): string[] {
  return distinctDocumentLabels(
    rows.map((row) => {
      let data: unknown = null;
      try {
        data = row.document_data === null ? null : JSON.parse(row.document_data);
      } catch {
        // A stored text that is not JSON has no number to show.
      }
      return { name: row.name, data, fileName: row.original_file_name };
    }),
  );
}

/**
 * GET all-transit/{id}/sign-all/: the boxes where the caller may sign two or more documents of
 * the transit now, each with its documents in the transit's order (the rulebook's signAllStops).
 */
export async function listSignAllStops(
  deps: Deps,
  requester: Requester,
  transitId: number,
): Promise<SignAllStopsResponse> {
  const { transit, actor, facts } = await requireTransit(deps.db, requester, transitId, 'view');
  const [rows, receivers] = await Promise.all([
    documentsOfTransit(deps.db, transit.id),
    receiversOfTransit(deps.db, transit.id),
  ]);
  // A link sees only its documents: the rulebook hides the others (decideSign).
  const ordered = orderWithSubDocuments(rows);
  const documentFacts = await Promise.all(
    ordered.map((row) => loadDocumentFacts(deps.db, row, facts)),
  );
  const byId = new Map(ordered.map((row) => [row.id, row]));
  const stops = signAllStops(
    actor,
    documentFacts,
    receivers.map((receiver) => receiver.id),
  );
  return {
    stops: stops.map((stop) => ({
      slot: stop.slot,
      receiver_id: stop.receiver_id,
      receiver_name: receivers.find((receiver) => receiver.id === stop.receiver_id)?.name ?? null,
      documents: documentsOfStop(stop.documents.flatMap((id) => byId.get(id) ?? [])),
    })),
  };
}

function documentsOfStop(rows: readonly DocumentRow[]) {
  const labels = labelsOf(rows);
  return rows.map((row, index) => ({
    id: row.id,
    name: labels[index] ?? row.name,
    type: row.type,
    file: row.file_sha256 !== null,
    version: versionOf(row),
  }));
}

export type SignAllInput = Omit<SignDocumentInput, 'verification' | 'seenVersion'>;

/** A refused document's reason as the client translates it: the first field's first key. */
function refusalOf(error: unknown): { error: string; field: string | null } | null {
  if (error instanceof RequestValidationError) {
    const [first] = Object.entries(zodErrorToFieldErrors(error.zodError));
    const key = Array.isArray(first?.[1]) ? first[1][0] : undefined;
    return { error: typeof key === 'string' ? key : 'invalid_format', field: first?.[0] ?? null };
  }
  if (!(error instanceof AppError) || error.status >= 500) return null;
  const [field] = Object.keys(error.body).filter((name) => name !== 'detail');
  return { error: error.key, field: field ?? null };
}

const SIGN_ALL_METHODS = ['pin', 'sms'] as const;

/**
 * The batch's verification: a passed, unspent PIN or SMS verification by this signer of one of
 * its documents in its box (and, for a receiver's box, the receiver it verified). Answers it
 * with the document it names.
 */
async function batchVerification(
  deps: Deps,
  input: SignAllInput,
  fields: SignAllFields & { verification: string },
) {
  const invalid = () => fieldError('verification', 'verification_invalid');
  const row = await repo.findVerification(deps.db, hashVerificationToken(fields.verification));
  const item = row ? fields.items.find((entry) => entry.document === row.document_id) : undefined;
  if (!row || !item) throw invalid();
  let target: SignTarget;
  try {
    target = await resolveTarget(deps.db, input.actor, row.document_id);
  } catch {
    throw invalid();
  }
  if (target.document.transit_id !== fields.transit) throw fieldError('transit', 'invalid_choice');
  const receiverId = row.receiver_id ?? null;
  if (fields.receiver_id !== undefined && fields.receiver_id !== receiverId) {
    throw fieldError('receiver_id', 'invalid_choice');
  }
  const now = nowIso();
  if (!verificationMatches(row, target, input.actor, item.signed_by_type, receiverId, now)) {
    throw invalid();
  }
  const method = SIGN_ALL_METHODS.find((known) => known === row.method) ?? null;
  if (method === null) throw invalid();
  return { row, method, target, receiverId };
}

/** The request's fields checked: one box, each document once (nothing is signed otherwise). */
export function parseSignAll(raw: Record<string, unknown>): SignAllFields {
  const parsed = SignAllFields.safeParse(raw);
  if (!parsed.success) throw new RequestValidationError(parsed.error);
  const one = signAllSlotOf(parsed.data.items);
  if ('key' in one) throw fieldError('items', one.key);
  return parsed.data;
}

/**
 * POST sign-all/: signs each listed document in order with one image and one verification. The
 * verification is spent once, atomically, before the first document; then each document is
 * signed (signAllItems). Bad input for the whole request, or a verification that is not good,
 * signs nothing.
 */
export async function signAll(deps: Deps, input: SignAllInput): Promise<SignAllResponse> {
  const fields = parseSignAll(input.fields);
  const token = fields.verification;
  if (token === undefined) throw fieldError('verification', 'verification_required');
  const location = parseLocation(input.location);
  const { row, method, target, receiverId } = await batchVerification(deps, input, {
    ...fields,
    verification: token,
  });
  const meta: ActorMeta = { ip: input.ip, userAgent: input.userAgent, location };
  const spent = await writeTransaction(deps, async (trx) => {
    const now = nowIso();
    if (!(await repo.spendVerification(trx, row.id, now))) return false;
    await appendSigningEvent(
      trx,
      target.document,
      input.actor,
      meta,
      {
        type: 'verification_spent',
        method,
        signed_by_type: row.signed_by_type,
        receiver_id: receiverId,
        documents: fields.items.map((item) => item.document),
      },
      now,
    );
    return true;
  });
  if (!spent) throw fieldError('verification', 'verification_invalid');
  return signAllItems(deps, input, fields, receiverId, { method, checkedBy: 'sign_all' });
}

/**
 * Signs each item in order, each in its own transaction through signDocument (every check of one
 * signature, a refusal recorded in its history), with the verification already checked for the
 * batch. One that cannot be signed (signed meanwhile, changed since it was shown, not this
 * signer's) is answered by name with its reason; the others still sign.
 */
export async function signAllItems(
  deps: Deps,
  input: SignAllInput,
  fields: SignAllFields,
  receiverId: number | null,
  verification: Exclude<SignVerificationInput, string | null>,
): Promise<SignAllResponse> {
  // Named as the walk named them: each document distinctly, among the ones the signer reaches.
  const reachable = await Promise.all(
    fields.items.map((item) =>
      resolveTarget(deps.db, input.actor, item.document).then(
        (target) => target.document,
        () => null,
      ),
    ),
  );
  const reachedRows = reachable.filter((row) => row !== null);
  const labels = new Map(labelsOf(reachedRows).map((label, i) => [reachedRows[i]?.id, label]));
  const results: SignAllResult[] = [];
  for (const item of fields.items) {
    let name = `#${String(item.document)}`;
    try {
      const reached = await resolveTarget(deps.db, input.actor, item.document);
      name = labels.get(reached.document.id) ?? reached.document.name;
      await signDocument(deps, {
        ...input,
        // The image pool takes the bytes it is given (moved to its worker): each its own copy.
        png: input.png ? Buffer.from(input.png) : null,
        fields: {
          document: item.document,
          transit: fields.transit,
          document_type: reached.document.file_sha256 === null ? 'json' : 'file',
          signed_by_type: item.signed_by_type,
          ...(receiverId === null ? {} : { receiver_id: receiverId }),
          signature_data: fields.signature_data,
          ...(item.dimensions ? { dimensions: item.dimensions } : {}),
          ...(item.pg_num === undefined ? {} : { pg_num: item.pg_num }),
        },
        verification,
        seenVersion: item.version,
      });
      results.push({ document: item.document, name, signed: true, error: null, field: null });
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) throw error;
      results.push({ document: item.document, name, signed: false, ...refusal });
    }
  }
  return { signed: results.filter((result) => result.signed).length, results };
}
