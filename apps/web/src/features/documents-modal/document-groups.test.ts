import { describe, expect, it } from 'vitest';
import { documentAnswersOf, receiverLink, SHARED_IN_ACTOR } from '../../test-support/actions.ts';
import { groupDocuments, mainDocumentOf, rowActionsOf } from './document-groups.ts';
import { resolveDocumentFlags } from './document-flags.ts';
import { buildDocument, signature, transitDocuments } from './test-documents.ts';

describe('groupDocuments', () => {
  it('puts sub-documents under their parent in the server order', () => {
    const groups = groupDocuments(transitDocuments());
    expect(groups.map((group) => group.document.id)).toEqual([10, 20]);
    expect(groups[0]?.subDocuments.map((doc) => doc.id)).toEqual([11, 12]);
    expect(groups[1]?.subDocuments).toEqual([]);
  });

  it('keeps a sub-document whose parent is missing as its own group', () => {
    const orphan = buildDocument({ id: 5, parent_document: 99 });
    expect(groupDocuments([orphan]).map((group) => group.document.id)).toEqual([5]);
  });

  it('finds the main document, else the first top-level one', () => {
    expect(mainDocumentOf(transitDocuments())?.id).toBe(10);
    const plain = [buildDocument({ id: 3, parent_document: 2 }), buildDocument({ id: 2 })];
    expect(mainDocumentOf(plain)?.id).toBe(2);
    expect(mainDocumentOf([])).toBeNull();
  });
});

describe('rowActionsOf', () => {
  const FINISHED = { status: 'finished', type: 'generated' } as const;
  const [main, sub, , invoice] = transitDocuments();

  it('offers everything on an unsigned one-receiver CMR', () => {
    expect(rowActionsOf(buildDocument(), true)).toEqual([
      'preview',
      'remarks',
      'sign',
      'edit',
      'download_pdf',
      'download_xml',
      'delete',
      'history',
    ]);
  });

  it('keeps delete off signed and sub-documents and XML off two-receiver CMRs', () => {
    expect(main && rowActionsOf(main, true)).toEqual([
      'preview',
      'remarks',
      'sign',
      'edit',
      'download_pdf',
      'history',
    ]);
    expect(sub && rowActionsOf(sub, true)).toEqual([
      'preview',
      'remarks',
      'sign',
      'edit',
      'download_pdf',
      'download_xml',
      'history',
    ]);
  });

  it('hides edit once a CMR is fully signed (receivers + 2)', () => {
    const signed = buildDocument({
      signed_by: [signature('sender'), signature('carrier'), signature('receiver')],
    });
    expect(rowActionsOf(signed, true)).not.toContain('edit');
  });

  it('downloads an upload as its file and never edits it', () => {
    expect(invoice && rowActionsOf(invoice, true)).toEqual([
      'preview',
      'remarks',
      'sign',
      'download',
      'delete',
      'history',
    ]);
  });

  it('leaves only the preview and the remarks offline', () => {
    expect(rowActionsOf(buildDocument(), false)).toEqual(['preview', 'remarks']);
  });

  it('offers sign only while a box is free and the transit is open', () => {
    const body = buildDocument();
    const finished = { ...body, ...documentAnswersOf(body, undefined, FINISHED) };
    expect(rowActionsOf(finished, true)).not.toContain('sign');
    const signed = buildDocument({
      signed_by: [signature('sender'), signature('carrier'), signature('receiver')],
    });
    expect(rowActionsOf(signed, true)).not.toContain('sign');
    const waitingForReceiver = buildDocument({
      signed_by: [signature('sender'), signature('carrier')],
    });
    expect(rowActionsOf(waitingForReceiver, true)).toContain('sign');
  });

  it('shows only what the document actions allow, whatever the document looks like', () => {
    const body = buildDocument();
    const none = Object.fromEntries(Object.keys(body.actions).map((key) => [key, false]));
    const viewOnly = { ...body, actions: { ...body.actions, ...none, view: true } };
    expect(rowActionsOf(viewOnly, true)).toEqual(['preview', 'remarks']);
  });

  it('offers a transit shared in no edit or delete, and a receiver link no edit or history', () => {
    const body = buildDocument();
    const sharedIn = { ...body, ...documentAnswersOf(body, SHARED_IN_ACTOR) };
    expect(rowActionsOf(sharedIn, true)).not.toContain('edit');
    expect(rowActionsOf(sharedIn, true)).not.toContain('delete');
    const link = { ...body, ...documentAnswersOf(body, receiverLink(201)) };
    expect(rowActionsOf(link, true)).toEqual([
      'preview',
      'remarks',
      'sign',
      'download_pdf',
      'download_xml',
    ]);
  });
});

describe('resolveDocumentFlags', () => {
  const documents = transitDocuments();

  it('opens the main document, a named one, or the editor', () => {
    expect(resolveDocumentFlags('?go_to_main_doc', documents, true)).toEqual({
      kind: 'preview',
      documentId: 10,
    });
    expect(resolveDocumentFlags('?go_to_doc=20', documents, true)).toEqual({
      kind: 'preview',
      documentId: 20,
    });
    expect(resolveDocumentFlags('?go_to_doc=11&open_edit', documents, true)).toEqual({
      kind: 'edit',
      documentId: 11,
    });
    expect(resolveDocumentFlags('?go_to_doc=20&open_edit', documents, true)).toEqual({
      kind: 'preview',
      documentId: 20,
    });
    expect(resolveDocumentFlags('?go_to_remarks&go_to_doc=12', documents, true)).toEqual({
      kind: 'remarks',
      documentId: 12,
    });
  });

  it('clears unknown documents and ignores other parameters', () => {
    expect(resolveDocumentFlags('?go_to_doc=404', documents, true)).toEqual({ kind: 'clear' });
    expect(resolveDocumentFlags('?go_to_main_doc', [], true)).toEqual({ kind: 'clear' });
    expect(resolveDocumentFlags('?page=2', documents, true)).toBeNull();
  });
});
