// Corrections after signing (docs/decisions/0127-corrections-after-signing.md): a proposal of
// changed fields; every party that signed approves or rejects it, verified like a signature; once
// all approve, the corrected data is the current version and the signed one stays as a version.
import { createHash } from 'node:crypto';
import {
  SignatureData,
  applyCorrection,
  correctionChanges,
  correctionOutcome,
  decideCorrection,
  documentPatchRequest,
  generatedCodeOf,
  generatedContentPayload,
  grantOf,
  signatoriesOf,
  type Actor,
  type Correction,
  type CorrectionChange,
  type CorrectionDecisionKind,
  type CorrectionProposalRequest,
  type DocumentCorrectionsResponse,
  type DocumentEventData,
  type Language,
  type Party,
  type ShareSignCodeResponse,
  type Signatory,
} from '@transitdocs/domain';
import { isUniqueViolation, nowIso, type Executor } from '../../db/index.ts';
import type { DocumentCorrectionRow, DocumentRow } from '../../db/schema.ts';
import type { Caller, Requester } from '../../platform/auth.ts';
import type { Deps, RequestMeta } from '../../platform/context.ts';
import { recordEvent, writeTransaction } from '../../platform/events/index.ts';
import {
  AppError,
  RequestValidationError,
  enforce,
  fieldError,
  notFound,
} from '../../platform/errors.ts';
import { checkUserPin, getUser } from '../accounts/index.ts';
import {
  appendChainRecord,
  documentForRender,
  holdDocumentChain,
  renderDocumentPdf,
  requireDocument,
  type FileAnswer,
} from '../documents/index.ts';
import {
  resolveShare,
  sendDecisionCode,
  spendDecisionCode,
  type ResolvedShare,
} from '../sharing/index.ts';
import * as repo from './repo.ts';

const sha256Text = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const asUser = (caller: Caller): Requester => ({ kind: 'user', caller });

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function dataOf(document: DocumentRow): Record<string, unknown> {
  const value = parseJson(document.document_data);
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function contentSha256(document: DocumentRow, data: Record<string, unknown>): string {
  return sha256Text(
    generatedContentPayload({
      type: document.type,
      receiver_id: document.receiver_id,
      document_data: data,
    }),
  );
}

type SignatoryOut = Signatory & { signer_name: string };

/** The parties that signed the document, each with the name that signed its box. */
async function signatories(db: Executor, document: DocumentRow): Promise<SignatoryOut[]> {
  const rows = await repo.listSignatories(db, document.id);
  const withThrough = rows.map((r) => ({
    signed_by_type: r.signed_by_type,
    receiver_id: r.receiver_id,
    through:
      r.verification_method === 'share_link_code' ||
      (r.user_company_id !== null && r.user_company_id !== document.company_id)
        ? ('party' as const)
        : ('owner' as const),
    name: (() => {
      const parsed = SignatureData.safeParse(parseJson(r.signature_data));
      return (parsed.success ? parsed.data.sign_fullname : undefined) ?? r.actor_name ?? '';
    })(),
  }));
  return signatoriesOf(withThrough).map((s) => ({
    ...s,
    signer_name:
      withThrough.find(
        (w) =>
          (w.signed_by_type === s.party ||
            (s.party === 'carrier' && w.signed_by_type === 'driver')) &&
          (s.party !== 'receiver' || w.receiver_id === s.receiver_id),
      )?.name ?? '',
  }));
}

/** The corrections of a document and its versions, as the caller (or link) sees them. */
async function correctionsView(
  db: Executor,
  document: DocumentRow,
  actor: Actor,
): Promise<DocumentCorrectionsResponse> {
  const [rows, decisions, versions, parties] = await Promise.all([
    repo.listCorrections(db, document.id),
    repo.listDecisions(db, document.id),
    repo.listVersions(db, document.id),
    signatories(db, document),
  ]);
  const current = versions.at(-1)?.version ?? null;
  const corrections: Correction[] = rows.map((row) => {
    const own = decisions.filter((d) => d.correction_id === row.id);
    return {
      id: row.id,
      document: row.document_id,
      status: row.status as Correction['status'],
      reason: row.reason,
      changes: (parseJson(row.changes) ?? []) as CorrectionChange[],
      proposed_by: row.proposed_by_name,
      proposed_at: row.created_at,
      closed_at: row.closed_at,
      signatories: parties.map((p) => {
        const decision = own.find((d) => d.party === p.party && d.receiver_id === p.receiver_id);
        return {
          party: p.party,
          receiver_id: p.receiver_id,
          signer_name: p.signer_name,
          decision: (decision?.decision ?? null) as CorrectionDecisionKind | null,
          note: decision?.note ?? null,
          decided_by: decision?.decided_by_name ?? null,
          decided_at: decision?.created_at ?? null,
          can_decide: decideCorrection(
            actor,
            { id: document.id, parent_document: document.parent_document_id },
            p,
            {
              open: row.status === 'open',
              decided: decision !== undefined,
            },
          ).allowed,
        };
      }),
    };
  });
  return {
    corrections,
    versions: versions.map((v) => ({
      version: v.version,
      content_sha256: v.content_sha256,
      created_at: v.created_at,
      correction: v.correction_id,
      current: v.version === current,
    })),
  };
}

/** One correction as `actor` reads it (a webhook's reader, a shared-in company's). */
export async function correctionAsApi(
  db: Executor,
  documentId: number,
  correctionId: number,
  actor: Actor,
): Promise<Correction> {
  const document = await db
    .selectFrom('documents')
    .selectAll()
    .where('id', '=', documentId)
    .executeTakeFirst();
  const found = document
    ? (await correctionsView(db, document, actor)).corrections.find((c) => c.id === correctionId)
    : undefined;
  if (!found) throw notFound();
  return found;
}

/** GET transit-document/{id}/corrections/ */
export async function listDocumentCorrections(
  deps: Deps,
  caller: Caller,
  id: number,
): Promise<DocumentCorrectionsResponse> {
  const { document, actor } = await requireDocument(deps.db, asUser(caller), id, 'view');
  return correctionsView(deps.db, document, actor);
}

/** The history's author of a write: a user's names, or a link visitor named by the box he signed. */
type Author = { caller: Caller | null; name: string; meta: RequestMeta };

async function record(
  trx: Executor,
  document: DocumentRow,
  author: Author,
  data: DocumentEventData,
  now: string,
): Promise<void> {
  await recordEvent(trx, {
    subject: 'document',
    documentId: document.id,
    transitId: document.transit_id,
    companyId: document.company_id,
    data,
    actor: {
      userId: author.caller?.userId ?? null,
      apiKeyId: author.caller?.apiKey?.id ?? null,
      companyId: author.caller?.companyId ?? null,
      name: author.caller ? null : author.name,
      companyName: null,
    },
    ip: author.meta.ip,
    userAgent: author.meta.userAgent,
    at: now,
  });
}

async function userName(deps: Deps, caller: Caller): Promise<string> {
  const user = await getUser(deps.db, caller.userId);
  return user ? `${user.first_name} ${user.last_name}`.trim() : '';
}

/**
 * POST transit-document/{id}/corrections/: the new values of the fields to change and why. Only
 * the fields whose value really changes are kept (with their old value); none is a 400. The
 * corrected data must be valid for the document's type. The signed version stays current.
 */
export async function proposeCorrection(
  deps: Deps,
  caller: Caller,
  id: number,
  input: CorrectionProposalRequest,
  meta: RequestMeta,
): Promise<Correction> {
  const { document, actor } = await requireDocument(
    deps.db,
    asUser(caller),
    id,
    'propose_correction',
  );
  const before = dataOf(document);
  const changes = correctionChanges(before, input.changes);
  if (changes.length === 0) throw fieldError('changes', 'correction_empty');
  const code = generatedCodeOf(document.type);
  if (!code) throw fieldError('document_data', 'document_not_editable');
  const parsed = documentPatchRequest(code).safeParse({
    document_data: applyCorrection(before, changes),
  });
  if (!parsed.success) throw new RequestValidationError(parsed.error);
  const name = await userName(deps, caller);
  const now = nowIso();
  try {
    await writeTransaction(deps, async (trx) => {
      await holdDocumentChain(trx, deps.dialect, document.id);
      if (await repo.hasOpenCorrection(trx, document.id)) {
        throw fieldError('document', 'correction_open_exists');
      }
      const inserted = await trx
        .insertInto('document_corrections')
        .values({
          document_id: document.id,
          company_id: document.company_id,
          status: 'open',
          changes: JSON.stringify(changes),
          reason: input.reason,
          proposed_by_user_id: caller.userId,
          proposed_by_name: name,
          created_at: now,
          closed_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await appendChainRecord(trx, {
        document_id: document.id,
        company_id: document.company_id,
        subject_id: inserted.id,
        kind: 'correction_proposal',
        body: {
          correction_id: inserted.id,
          changes,
          reason: input.reason,
          proposed_by: name,
          content_sha256: contentSha256(document, before),
        },
        recorded_at: now,
      });
      await record(
        trx,
        document,
        { caller, name, meta },
        {
          type: 'correction_proposed',
          correction_id: inserted.id,
          fields: changes.map((c) => c.field),
          reason: input.reason,
        },
        now,
      );
    });
  } catch (error) {
    // The one-open-proposal index: another proposal committed first.
    if (isUniqueViolation(error)) throw fieldError('document', 'correction_open_exists');
    throw error;
  }
  const view = await correctionsView(deps.db, document, actor);
  const created = view.corrections.at(-1);
  if (!created) throw notFound();
  return created;
}

type DecisionInput = {
  party?: Party | undefined;
  receiver_id?: number | null | undefined;
  decision: CorrectionDecisionKind;
  note?: string | undefined;
};

/** The signatory a decision is for: the one named, else the link's party. */
function signatoryFor(
  actor: Actor,
  parties: readonly SignatoryOut[],
  input: Pick<DecisionInput, 'party' | 'receiver_id'>,
): SignatoryOut | null {
  const grant = grantOf(actor);
  const party = input.party ?? grant?.party;
  if (!party) throw fieldError('party', 'field_required');
  const candidates = parties.filter((p) => p.party === party);
  if (party !== 'receiver') return candidates[0] ?? null;
  const receiverId =
    input.receiver_id ??
    (grant?.party === 'receiver' ? grant.receiverId : null) ??
    (candidates.length === 1 ? (candidates[0]?.receiver_id ?? null) : null);
  return candidates.find((p) => p.receiver_id === receiverId) ?? null;
}

/** Whether the actor may decide now for the signatory; throws the refusal. */
async function checkDecision(
  db: Executor,
  document: DocumentRow,
  actor: Actor,
  correction: DocumentCorrectionRow,
  signatory: SignatoryOut | null,
): Promise<void> {
  const decisions = await repo.listDecisions(db, document.id);
  const decided =
    signatory !== null &&
    decisions.some(
      (d) =>
        d.correction_id === correction.id &&
        d.party === signatory.party &&
        d.receiver_id === signatory.receiver_id,
    );
  enforce(
    decideCorrection(
      actor,
      { id: document.id, parent_document: document.parent_document_id },
      signatory,
      { open: correction.status === 'open', decided },
    ),
  );
}

async function requireCorrection(
  db: Executor,
  documentId: number,
  correctionId: number,
): Promise<DocumentCorrectionRow> {
  const correction = await repo.findCorrection(db, documentId, correctionId);
  if (!correction) throw notFound();
  return correction;
}

type Verified = {
  method: 'pin' | 'share_link_code';
  shareId: number | null;
  release?: () => Promise<void>;
};

/**
 * Stores a verified decision as a chain entry; the last approval makes the corrected data the
 * current version (the signed one kept as the version before it), a rejection closes the
 * proposal with the signed version current.
 */
async function storeDecision(
  deps: Deps,
  document: DocumentRow,
  actor: Actor,
  correctionId: number,
  signatory: SignatoryOut,
  input: DecisionInput,
  verified: Verified,
  author: Author,
): Promise<void> {
  const now = nowIso();
  try {
    await writeTransaction(deps, async (trx) => {
      await holdDocumentChain(trx, deps.dialect, document.id);
      const correction = await requireCorrection(trx, document.id, correctionId);
      // Asked again with the document held: another decision may have come in meanwhile.
      await checkDecision(trx, document, actor, correction, signatory);
      const note = input.note === undefined || input.note === '' ? null : input.note;
      const inserted = await trx
        .insertInto('correction_decisions')
        .values({
          correction_id: correction.id,
          document_id: document.id,
          party: signatory.party,
          receiver_id: signatory.receiver_id,
          receiver_key: signatory.receiver_id ?? 0,
          decision: input.decision,
          note,
          decided_by_user_id: author.caller?.userId ?? null,
          decided_by_name: author.name,
          share_token_id: verified.shareId,
          verification_method: verified.method,
          chain_sha256: '',
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const chain = await appendChainRecord(trx, {
        document_id: document.id,
        company_id: document.company_id,
        subject_id: inserted.id,
        kind: 'correction_decision',
        body: {
          correction_id: correction.id,
          party: signatory.party,
          receiver_id: signatory.receiver_id,
          decision: input.decision,
          note,
          decided_by: author.name,
          verification_method: verified.method,
        },
        recorded_at: now,
      });
      await trx
        .updateTable('correction_decisions')
        .set({ chain_sha256: chain })
        .where('id', '=', inserted.id)
        .execute();
      await record(
        trx,
        document,
        author,
        {
          type: 'correction_decided',
          correction_id: correction.id,
          party: signatory.party,
          receiver_id: signatory.receiver_id,
          decision: input.decision,
          note,
          verification_method: verified.method,
          chain_sha256: chain,
        },
        now,
      );
      const decisions = (await repo.listDecisions(trx, document.id)).filter(
        (d) => d.correction_id === correction.id,
      );
      const outcome = correctionOutcome(
        await signatories(trx, document),
        decisions.map((d) => ({
          party: d.party,
          receiver_id: d.receiver_id,
          decision: d.decision as CorrectionDecisionKind,
        })),
      );
      if (outcome === 'open') return;
      await trx
        .updateTable('document_corrections')
        .set({ status: outcome, closed_at: now })
        .where('id', '=', correction.id)
        .execute();
      let version: number | null = null;
      let content: string | null = null;
      if (outcome === 'approved') {
        ({ version, content } = await applyApproved(trx, document.id, correction, now));
      }
      await record(
        trx,
        document,
        author,
        {
          type: 'correction_closed',
          correction_id: correction.id,
          status: outcome,
          version,
          content_sha256: content,
        },
        now,
      );
    });
  } catch (error) {
    if (verified.release && (error instanceof AppError || isUniqueViolation(error))) {
      await verified.release();
    }
    // The one-decision-per-party key: the same party's decision committed first.
    if (isUniqueViolation(error)) throw fieldError('party', 'correction_already_decided');
    throw error;
  }
}

/** The corrected data becomes current; the versions keep the signed data and each correction's. */
async function applyApproved(
  trx: Executor,
  documentId: number,
  correction: DocumentCorrectionRow,
  now: string,
): Promise<{ version: number; content: string }> {
  const current = await trx
    .selectFrom('documents')
    .selectAll()
    .where('id', '=', documentId)
    .executeTakeFirstOrThrow();
  const before = dataOf(current);
  const versions = await repo.listVersions(trx, documentId);
  let last = versions.at(-1)?.version ?? 0;
  if (last === 0) {
    // The first correction keeps the version that was signed.
    last = 1;
    await trx
      .insertInto('document_versions')
      .values({
        document_id: documentId,
        version: 1,
        document_data: JSON.stringify(before),
        content_sha256: contentSha256(current, before),
        correction_id: null,
        created_at: current.updated_at,
      })
      .execute();
  }
  const after = applyCorrection(
    before,
    (parseJson(correction.changes) ?? []) as CorrectionChange[],
  );
  const content = contentSha256(current, after);
  const version = last + 1;
  await trx
    .insertInto('document_versions')
    .values({
      document_id: documentId,
      version,
      document_data: JSON.stringify(after),
      content_sha256: content,
      correction_id: correction.id,
      created_at: now,
    })
    .execute();
  await trx
    .updateTable('documents')
    .set((eb) => ({
      document_data: JSON.stringify(after),
      content_sha256: content,
      updated_at: now,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', documentId)
    .execute();
  return { version, content };
}

/**
 * POST transit-document/{id}/corrections/{correctionId}/decision/: a signatory party's approval
 * or rejection in the app, confirmed with the user's PIN (five wrong ones lock it, as for a
 * signature). The rulebook is asked before the PIN is tried.
 */
export async function decideInApp(
  deps: Deps,
  caller: Caller,
  id: number,
  correctionId: number,
  input: DecisionInput & { pin: string },
  meta: RequestMeta,
): Promise<Correction> {
  const { document, actor } = await requireDocument(deps.db, asUser(caller), id, 'view');
  const correction = await requireCorrection(deps.db, document.id, correctionId);
  const signatory = signatoryFor(actor, await signatories(deps.db, document), input);
  await checkDecision(deps.db, document, actor, correction, signatory);
  if (!signatory) throw fieldError('party', 'correction_not_signatory');
  const user = await getUser(deps.db, caller.userId);
  if (!user) throw notFound();
  if (!user.pin_hash) throw fieldError('pin', 'pin_not_set');
  await checkUserPin(deps.db, user, input.pin, 'pin');
  await storeDecision(
    deps,
    document,
    actor,
    correction.id,
    signatory,
    input,
    { method: 'pin', shareId: null },
    { caller, name: `${user.first_name} ${user.last_name}`.trim(), meta },
  );
  return answer(deps, document.id, actor, correction.id, asUser(caller));
}

async function answer(
  deps: Deps,
  documentId: number,
  actor: Actor,
  correctionId: number,
  requester: Requester,
): Promise<Correction> {
  const { document } = await requireDocument(deps.db, requester, documentId, 'view');
  const view = await correctionsView(deps.db, document, actor);
  const found = view.corrections.find((c) => c.id === correctionId);
  if (!found) throw notFound();
  return found;
}

// --- through a party link ------------------------------------------------------------------------

/** GET transit-token/{token}/documents/{id}/corrections/ */
export async function linkCorrections(
  deps: Deps,
  token: string,
  id: number,
): Promise<DocumentCorrectionsResponse> {
  const resolved = await resolveShare(deps, token);
  const { document, actor } = await requireDocument(deps.db, resolved.requester, id, 'view');
  return correctionsView(deps.db, document, actor);
}

async function linkDecisionTarget(
  deps: Deps,
  resolved: ResolvedShare,
  id: number,
  correctionId: number,
  input: Pick<DecisionInput, 'party' | 'receiver_id'>,
) {
  const { document, actor } = await requireDocument(deps.db, resolved.requester, id, 'view');
  const correction = await requireCorrection(deps.db, document.id, correctionId);
  const signatory = signatoryFor(actor, await signatories(deps.db, document), input);
  await checkDecision(deps.db, document, actor, correction, signatory);
  if (!signatory) throw fieldError('party', 'correction_not_signatory');
  return { document, actor, correction, signatory };
}

/** POST .../corrections/{correctionId}/code/: the code to the link's party, for this decision. */
export async function linkDecisionCode(
  deps: Deps,
  token: string,
  id: number,
  correctionId: number,
  input: { receiver_id?: number | null | undefined },
  meta: RequestMeta,
): Promise<ShareSignCodeResponse> {
  const resolved = await resolveShare(deps, token);
  const { document, correction, signatory } = await linkDecisionTarget(
    deps,
    resolved,
    id,
    correctionId,
    input,
  );
  return sendDecisionCode(
    deps,
    resolved,
    {
      documentId: document.id,
      documentName: document.name,
      receiverId: signatory.receiver_id,
      correctionId: correction.id,
    },
    meta,
  );
}

/** POST .../corrections/{correctionId}/decision/: the party's decision with the code it got. */
export async function linkDecide(
  deps: Deps,
  token: string,
  id: number,
  correctionId: number,
  input: DecisionInput & { code: string },
  meta: RequestMeta,
): Promise<Correction> {
  const resolved = await resolveShare(deps, token);
  const { document, actor, correction, signatory } = await linkDecisionTarget(
    deps,
    resolved,
    id,
    correctionId,
    input,
  );
  const { release } = await spendDecisionCode(
    deps,
    resolved,
    { documentId: document.id, receiverId: signatory.receiver_id, correctionId: correction.id },
    input.code,
  );
  await storeDecision(
    deps,
    document,
    actor,
    correction.id,
    signatory,
    input,
    { method: 'share_link_code', shareId: resolved.share.id, release },
    // A link visitor has no account: the box he signed names him.
    { caller: null, name: signatory.signer_name, meta },
  );
  return answer(deps, document.id, actor, correction.id, resolved.requester);
}

// --- versions -------------------------------------------------------------------------------------

async function versionPdf(
  deps: Deps,
  requester: Requester,
  id: number,
  version: number,
  language: Language,
): Promise<FileAnswer> {
  const { document, transit } = await requireDocument(deps.db, requester, id, 'download_pdf');
  const stored = (await repo.listVersions(deps.db, document.id)).find((v) => v.version === version);
  if (!stored) throw notFound();
  const doc = await documentForRender(deps.db, document, transit);
  // The same signatures and seal over the data of that version: what was valid then.
  const file = await renderDocumentPdf(
    deps,
    { ...doc, documentData: dataOf({ ...document, document_data: stored.document_data }) },
    language,
  );
  return { ...file, fileName: file.fileName.replace(/\.pdf$/, ` v${version}.pdf`) };
}

/** GET document/id/{id}/versions/{version}/pdf */
export function documentVersionPdf(
  deps: Deps,
  caller: Caller,
  id: number,
  version: number,
  language: Language,
): Promise<FileAnswer> {
  return versionPdf(deps, asUser(caller), id, version, language);
}

/** The same through a party link. */
export async function linkVersionPdf(
  deps: Deps,
  token: string,
  id: number,
  version: number,
  language: Language,
): Promise<FileAnswer> {
  const resolved = await resolveShare(deps, token);
  return versionPdf(deps, resolved.requester, id, version, language);
}

// --- the public verification page -----------------------------------------------------------------

export type VerifiedCorrection = {
  corrected_at: string;
  reason: string;
  fields: string[];
  approved_by: string[];
  version: number;
};

/** The approved corrections of a document and its versions, for the public verification page. */
export async function correctionsForVerification(
  db: Executor,
  documentId: number,
): Promise<{
  corrections: VerifiedCorrection[];
  versions: { version: number; content_sha256: string; created_at: string; current: boolean }[];
}> {
  const [rows, decisions, versions] = await Promise.all([
    repo.listCorrections(db, documentId),
    repo.listDecisions(db, documentId),
    repo.listVersions(db, documentId),
  ]);
  const last = versions.at(-1)?.version;
  return {
    corrections: rows
      .filter((r) => r.status === 'approved')
      .map((r) => ({
        corrected_at: r.closed_at ?? r.created_at,
        reason: r.reason,
        fields: ((parseJson(r.changes) ?? []) as CorrectionChange[]).map((c) => c.field),
        approved_by: decisions
          .filter((d) => d.correction_id === r.id && d.decision === 'approve')
          .map((d) => d.decided_by_name),
        version: versions.find((v) => v.correction_id === r.id)?.version ?? 0,
      })),
    versions: versions.map((v) => ({
      version: v.version,
      content_sha256: v.content_sha256,
      created_at: v.created_at,
      current: v.version === last,
    })),
  };
}
