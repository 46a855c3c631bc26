// Editing and deleting.
import {
  decideDocument,
  documentLocksOf,
  documentPatchRequest,
  generatedCodeOf,
  lockedChanges,
  lockedChangesToFieldErrors,
  type Document,
  type DocumentPatchRequest,
} from '@transitdocs/domain';
import { nowIso } from '../../db/index.ts';
import type { Caller } from '../../platform/auth.ts';
import type { Deps, RequestMeta } from '../../platform/context.ts';
import { writeTransaction } from '../../platform/events/index.ts';
import {
  AppError,
  RequestValidationError,
  enforce,
  fieldError,
  notFound,
} from '../../platform/errors.ts';
import { requireVersion, versionGiven, type ExpectedVersion } from '../../platform/row-version.ts';
import { holdOpenTransit } from '../transits/index.ts';
import { appendEvent, asUser } from './access.ts';
import { loadDocumentFacts, parseObject, requireDocument } from './guard.ts';
import * as repo from './repo.ts';
import { toDocument } from './responses.ts';

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * PATCH transit-document/{id}/ `{document_data}`: validated against the document's type; refused
 * when the document may no longer be edited or when a locked section would change (spec 2 §4).
 */
export async function updateDocument(
  deps: Deps,
  caller: Caller,
  id: number,
  input: DocumentPatchRequest,
  meta: RequestMeta,
  expected: ExpectedVersion,
): Promise<Document> {
  const { document, transit, actor, facts } = await requireDocument(
    deps.db,
    asUser(caller),
    id,
    'edit',
  );
  const code = generatedCodeOf(document.type);
  // The rulebook allowed the edit of a generated type; the check keeps the types honest.
  if (!code) throw fieldError('document_data', 'document_not_editable');
  const parsed = documentPatchRequest(code).safeParse(input);
  if (!parsed.success) throw new RequestValidationError(parsed.error);
  const data = parsed.data.document_data as Record<string, unknown>;
  const now = nowIso();
  await writeTransaction(deps, async (trx) => {
    await holdOpenTransit(trx, transit);
    // The row is held so a signature cannot be stored between the check and the write: the
    // rulebook is asked again on the document as it is now.
    if (!(await repo.lockDocument(trx, document.id))) throw notFound();
    const current = await repo.findDocument(trx, document.company_id, document.id);
    if (!current) throw notFound();
    // Read with the row held: of two saves from one version, the second sees the first's.
    requireVersion(current, expected);
    const fresh = await loadDocumentFacts(trx, current, facts.transit);
    enforce(decideDocument(actor, 'edit', fresh));
    const before = parseObject(current.document_data) ?? {};
    const refused = lockedChanges(before, data, documentLocksOf(actor, fresh));
    if (refused.length > 0) {
      throw new AppError(400, 'document_section_locked', {
        document_data: lockedChangesToFieldErrors(refused),
      });
    }
    const changed = Object.keys({ ...before, ...data }).filter(
      (key) => !sameJson(before[key], data[key]),
    );
    await repo.updateDocumentData(trx, document.id, JSON.stringify(data), now);
    await appendEvent(
      trx,
      document,
      { caller, meta, now },
      { type: 'document_updated', fields: changed },
    );
  });
  const row = await repo.findDocument(deps.db, document.company_id, document.id);
  if (!row) throw notFound();
  return toDocument(deps.db, row, actor, transit);
}

/**
 * DELETE transit-document/{id}/: only without signatures and without a parent (spec 2 §4). A
 * main document goes with its sub-documents, and only while none of them is signed either; with
 * a version given, only from the current version (409 otherwise).
 */
export async function deleteDocument(
  deps: Deps,
  caller: Caller,
  id: number,
  meta: RequestMeta,
  expected: ExpectedVersion,
): Promise<void> {
  const { document, transit, actor, facts } = await requireDocument(
    deps.db,
    asUser(caller),
    id,
    'delete',
  );
  const now = nowIso();
  await writeTransaction(deps, async (trx) => {
    await holdOpenTransit(trx, transit);
    if (versionGiven(expected)) {
      if (!(await repo.lockDocument(trx, document.id))) throw notFound();
      const current = await repo.findDocument(trx, document.company_id, document.id);
      if (!current) throw notFound();
      requireVersion(current, expected);
    }
    // Asked again in the transaction: a signature may have come in meanwhile.
    enforce(decideDocument(actor, 'delete', await loadDocumentFacts(trx, document, facts.transit)));
    const group = [document, ...(await repo.listSubDocuments(trx, document.id))];
    for (const doc of group) {
      await appendEvent(
        trx,
        doc,
        { caller, meta, now },
        {
          type: 'document_deleted',
          name: doc.name,
          with_main_document: doc.id === document.id ? null : document.id,
        },
      );
    }
    // Race guard of the delete rule (document_is_signed): only an unsigned group goes.
    if (!(await repo.deleteDocumentGroup(trx, document.id))) {
      throw fieldError('non_field_errors', 'document_is_signed');
    }
  });
}
