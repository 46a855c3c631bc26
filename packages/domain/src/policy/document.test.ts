import { describe, expect, it } from 'vitest';
import { signAllSlotOf } from '../signing/api.ts';
import type { Actor } from './actor.ts';
import { DOCUMENT_ACTIONS, type DocumentAction } from './actions.ts';
import {
  decideCorrection,
  decideDocument,
  decideHandover,
  decideReservationAnswer,
  decideSign,
  documentActions,
  documentLocksOf,
  remarkPermissionsOf,
  signAllStops,
  signableReceivers,
  signingReceiver,
  signPermissionsOf,
  type DocumentFacts,
} from './document.ts';

const CMR = 4;
const FV = 6;
const sig = (signed_by_type: string, receiver_id: number | null = null) => ({
  signed_by_type,
  receiver_id,
});

/** A main CMR of a transit with receivers 11 and 12 (sub-documents 2 and 3), in several states. */
const cmr = (over: Partial<DocumentFacts> = {}): DocumentFacts => ({
  id: 1,
  type: CMR,
  signed_by: [],
  parent_document: null,
  sub_documents: [2, 3],
  receivers_count: 2,
  receiver_ids: [11, 12],
  transit: { status: 'pending', type: 'generated' },
  ...over,
});

const STATES = {
  unsigned: cmr(),
  sender_signed: cmr({ signed_by: [sig('sender')] }),
  carrier_signed: cmr({ signed_by: [sig('driver')] }),
  receiver_signed: cmr({ signed_by: [sig('sender'), sig('carrier'), sig('receiver', 11)] }),
  fully_signed: cmr({
    signed_by: [sig('sender'), sig('carrier'), sig('receiver', 11), sig('receiver', 12)],
  }),
  finished: cmr({ transit: { status: 'finished', type: 'generated' } }),
  shared: cmr({ transit: { status: 'pending', type: 'send' } }),
  sub_document: cmr({
    id: 2,
    parent_document: 1,
    sub_documents: [],
    receivers_count: 1,
    receiver_ids: [12],
  }),
  upload: cmr({ type: FV, sub_documents: [], receivers_count: 0, receiver_ids: [] }),
  main_of_group: cmr({ sub_documents: [2, 3], sub_documents_signed: true }),
  correction_open: cmr({
    signed_by: [sig('sender'), sig('carrier'), sig('receiver', 11), sig('receiver', 12)],
    open_correction: true,
  }),
} satisfies Record<string, DocumentFacts>;

const member = (role: 'Admin' | 'Kierowca'): Actor => ({
  kind: 'member',
  role,
  primary: role === 'Admin',
  drives: true,
});
const link = (
  grant: Extract<Actor, { kind: 'link' }>['grant'],
  documents: number[] | null = null,
) => ({ kind: 'link', grant, documents }) satisfies Actor;

const ACTORS = {
  admin: member('Admin'),
  driver: member('Kierowca'),
  shared_receiver: {
    kind: 'shared_in',
    role: 'Dyspozytor',
    primary: false,
    grant: { party: 'receiver', receiverId: null },
  },
  shared_sender: { kind: 'shared_in', role: 'Admin', primary: true, grant: { party: 'sender' } },
  link_sender: link({ party: 'sender' }),
  link_carrier: link({ party: 'carrier' }),
  link_receiver_11: link({ party: 'receiver', receiverId: 11 }),
  link_receiver_12: link({ party: 'receiver', receiverId: 12 }),
  link_doc_5: link({ party: 'receiver', receiverId: 11 }, [5]),
} satisfies Record<string, Actor>;
type ActorName = keyof typeof ACTORS;
type StateName = keyof typeof STATES;

function verdictOf(actor: ActorName, action: DocumentAction, state: StateName): string {
  const verdict = decideDocument(ACTORS[actor], action, STATES[state]);
  if (verdict.allowed) return 'ok';
  return verdict.status === 400 ? verdict.key : `${verdict.status} ${verdict.key}`;
}

const P = '403 permission_denied';
const NOT_MINE = '403 slot_not_permitted';
/** Spec 2 §4 and §6 as a table: actor × action, one column per document state. */
const TABLE: [ActorName, DocumentAction, Partial<Record<StateName, string>>][] = [
  ['admin', 'view', { unsigned: 'ok', finished: 'ok' }],
  [
    'admin',
    'edit',
    {
      unsigned: 'ok',
      receiver_signed: 'ok',
      fully_signed: 'document_is_signed',
      finished: 'transit_finished',
      upload: 'document_not_editable',
    },
  ],
  [
    'admin',
    'delete',
    {
      unsigned: 'ok',
      sender_signed: 'document_is_signed',
      sub_document: 'document_is_sub_document',
      finished: 'transit_finished',
      main_of_group: 'document_is_signed',
    },
  ],
  [
    'admin',
    'sign_sender',
    {
      unsigned: 'ok',
      sender_signed: 'slot_already_signed',
      sub_document: 'slot_not_signable',
      finished: 'transit_finished',
      fully_signed: 'document_fully_signed',
    },
  ],
  ['admin', 'sign_carrier', { unsigned: 'ok', carrier_signed: 'slot_already_signed' }],
  [
    'admin',
    'sign_receiver',
    {
      unsigned: 'ok',
      receiver_signed: 'ok',
      sub_document: 'ok',
      fully_signed: 'document_fully_signed',
    },
  ],
  [
    'admin',
    'remark_pickup',
    {
      unsigned: 'ok',
      sender_signed: 'remark_pickup_closed',
      carrier_signed: 'remark_pickup_closed',
    },
  ],
  [
    'admin',
    'remark_delivery',
    {
      unsigned: 'ok',
      receiver_signed: 'ok',
      fully_signed: 'remark_delivery_closed',
      finished: 'transit_finished',
    },
  ],
  ['admin', 'download_pdf', { unsigned: 'ok', finished: 'ok' }],
  [
    'admin',
    'download_xml',
    {
      unsigned: 'document_xml_not_available',
      sub_document: 'ok',
      upload: 'document_xml_not_available',
    },
  ],
  ['admin', 'download_history', { unsigned: 'ok' }],
  [
    'admin',
    'propose_correction',
    {
      fully_signed: 'ok',
      receiver_signed: 'correction_document_not_signed',
      correction_open: 'correction_open_exists',
      upload: 'document_not_editable',
    },
  ],
  ['driver', 'propose_correction', { fully_signed: P }],
  ['shared_receiver', 'propose_correction', { shared: 'transit_is_sent' }],
  ['link_sender', 'propose_correction', { fully_signed: P }],
  ['driver', 'edit', { unsigned: P }],
  ['driver', 'delete', { unsigned: P }],
  ['driver', 'sign_sender', { unsigned: 'ok', finished: 'transit_finished' }],
  ['driver', 'sign_carrier', { unsigned: 'ok' }],
  ['driver', 'sign_receiver', { sender_signed: 'ok' }],
  ['driver', 'remark_pickup', { unsigned: 'ok' }],
  ['shared_receiver', 'view', { shared: 'ok' }],
  ['shared_receiver', 'edit', { shared: 'transit_is_sent' }],
  ['shared_receiver', 'delete', { shared: 'transit_is_sent' }],
  ['shared_receiver', 'sign_sender', { shared: NOT_MINE }],
  ['shared_receiver', 'sign_carrier', { shared: NOT_MINE }],
  ['shared_receiver', 'sign_receiver', { shared: 'ok' }],
  ['shared_receiver', 'remark_pickup', { shared: 'remark_not_allowed' }],
  ['shared_receiver', 'remark_delivery', { shared: 'ok' }],
  ['shared_receiver', 'download_history', { shared: 'ok' }],
  ['shared_receiver', 'download_pdf', { shared: 'ok' }],
  ['shared_receiver', 'download_xml', { shared: 'document_xml_not_available' }],
  ['shared_sender', 'sign_sender', { shared: 'ok' }],
  ['shared_sender', 'sign_receiver', { shared: NOT_MINE }],
  ['shared_sender', 'remark_pickup', { shared: 'ok' }],
  ['shared_sender', 'remark_delivery', { shared: 'remark_not_allowed' }],
  ['link_sender', 'view', { unsigned: 'ok' }],
  ['link_sender', 'edit', { unsigned: P }],
  ['link_sender', 'delete', { unsigned: P }],
  [
    'link_sender',
    'sign_sender',
    { unsigned: 'ok', sender_signed: 'slot_already_signed', finished: 'transit_finished' },
  ],
  ['link_sender', 'sign_carrier', { unsigned: NOT_MINE }],
  ['link_sender', 'sign_receiver', { unsigned: NOT_MINE }],
  ['link_sender', 'remark_pickup', { unsigned: 'ok' }],
  ['link_sender', 'remark_delivery', { unsigned: 'remark_not_allowed' }],
  ['link_sender', 'download_pdf', { unsigned: 'ok' }],
  ['link_sender', 'download_history', { unsigned: P }],
  [
    'link_receiver_12',
    'download_xml',
    { sub_document: 'ok', unsigned: 'document_xml_not_available' },
  ],
  ['link_carrier', 'sign_sender', { unsigned: NOT_MINE }],
  ['link_carrier', 'sign_carrier', { unsigned: 'ok', carrier_signed: 'slot_already_signed' }],
  ['link_carrier', 'sign_receiver', { unsigned: NOT_MINE }],
  ['link_carrier', 'remark_pickup', { unsigned: 'ok' }],
  ['link_carrier', 'remark_delivery', { unsigned: 'ok' }],
  ['link_receiver_11', 'sign_sender', { unsigned: NOT_MINE }],
  ['link_receiver_11', 'sign_carrier', { unsigned: NOT_MINE }],
  [
    'link_receiver_11',
    'sign_receiver',
    { unsigned: 'ok', receiver_signed: 'slot_already_signed', sub_document: NOT_MINE },
  ],
  ['link_receiver_12', 'sign_receiver', { receiver_signed: 'ok', sub_document: 'ok' }],
  ['link_receiver_11', 'remark_pickup', { unsigned: 'remark_not_allowed' }],
  ['link_receiver_11', 'remark_delivery', { unsigned: 'ok', finished: 'transit_finished' }],
  ['link_doc_5', 'view', { unsigned: '404 not_found' }],
  ['link_doc_5', 'sign_receiver', { unsigned: '404 not_found' }],
  ['link_doc_5', 'remark_delivery', { unsigned: '404 not_found' }],
  [
    'driver',
    'handover_receiver',
    {
      unsigned: 'ok',
      receiver_signed: 'ok',
      sub_document: 'ok',
      fully_signed: 'document_fully_signed',
      finished: 'transit_finished',
    },
  ],
  ['shared_receiver', 'handover_receiver', { shared: P }],
  ['link_receiver_11', 'handover_receiver', { unsigned: P }],
  // Reservations: the carrier in box 18 until he signs, the consignee in box 24 until every
  // receiver has; the other side answers (the sender box 18's, the carrier box 24's).
  [
    'admin',
    'reserve_taking_over',
    {
      unsigned: 'ok',
      sender_signed: 'ok',
      carrier_signed: 'reservation_closed',
      finished: 'transit_finished',
    },
  ],
  [
    'admin',
    'reserve_delivery',
    { unsigned: 'ok', receiver_signed: 'ok', fully_signed: 'reservation_closed' },
  ],
  ['admin', 'answer_taking_over', { unsigned: 'ok', finished: 'ok', fully_signed: 'ok' }],
  ['admin', 'answer_delivery', { unsigned: 'ok', finished: 'ok' }],
  ['driver', 'reserve_taking_over', { unsigned: 'ok' }],
  ['driver', 'answer_delivery', { fully_signed: 'ok' }],
  ['shared_receiver', 'reserve_taking_over', { shared: '403 reservation_not_allowed' }],
  ['shared_receiver', 'reserve_delivery', { shared: 'ok' }],
  ['shared_receiver', 'answer_taking_over', { shared: '403 reservation_answer_not_allowed' }],
  ['shared_receiver', 'answer_delivery', { shared: '403 reservation_answer_not_allowed' }],
  ['shared_sender', 'answer_taking_over', { shared: 'ok' }],
  ['link_sender', 'reserve_taking_over', { unsigned: '403 reservation_not_allowed' }],
  ['link_sender', 'reserve_delivery', { unsigned: '403 reservation_not_allowed' }],
  ['link_sender', 'answer_taking_over', { unsigned: 'ok', sender_signed: 'ok' }],
  ['link_sender', 'answer_delivery', { unsigned: '403 reservation_answer_not_allowed' }],
  ['link_carrier', 'reserve_taking_over', { unsigned: 'ok', carrier_signed: 'reservation_closed' }],
  ['link_carrier', 'reserve_delivery', { unsigned: '403 reservation_not_allowed' }],
  ['link_carrier', 'answer_taking_over', { unsigned: '403 reservation_answer_not_allowed' }],
  ['link_carrier', 'answer_delivery', { unsigned: 'ok' }],
  ['link_receiver_11', 'reserve_taking_over', { unsigned: '403 reservation_not_allowed' }],
  [
    'link_receiver_11',
    'reserve_delivery',
    { unsigned: 'ok', fully_signed: 'reservation_closed', finished: 'transit_finished' },
  ],
  ['link_receiver_11', 'answer_taking_over', { unsigned: '403 reservation_answer_not_allowed' }],
  ['link_receiver_11', 'answer_delivery', { unsigned: '403 reservation_answer_not_allowed' }],
  ['link_doc_5', 'reserve_delivery', { unsigned: '404 not_found' }],
];

describe('the document rulebook', () => {
  for (const [actor, action, expected] of TABLE) {
    for (const [state, verdict] of Object.entries(expected) as [StateName, string][]) {
      it(`${actor} · ${action} · ${state} -> ${verdict}`, () => {
        expect(verdictOf(actor, action, state)).toBe(verdict);
      });
    }
  }

  it('covers every actor kind and every action', () => {
    const covered = new Set(TABLE.map(([actor, action]) => `${ACTORS[actor].kind}:${action}`));
    for (const kind of ['member', 'shared_in', 'link']) {
      for (const action of DOCUMENT_ACTIONS) {
        expect.soft(covered.has(`${kind}:${action}`), `${kind}:${action}`).toBe(true);
      }
    }
  });

  it('lets a party decide on a correction for its own signed box only', () => {
    const doc = STATES.fully_signed;
    const open = { open: true, decided: false };
    const linkBox = { party: 'receiver', receiver_id: 11, through: 'party' } as const;
    const ownerBox = { party: 'sender', receiver_id: null, through: 'owner' } as const;
    expect(decideCorrection(ACTORS.link_receiver_11, doc, linkBox, open).allowed).toBe(true);
    expect(decideCorrection(ACTORS.link_receiver_12, doc, linkBox, open)).toMatchObject({
      key: 'correction_not_signatory',
      field: 'party',
    });
    // The owner answers for a box signed in its app, never for one its party signed itself.
    expect(decideCorrection(ACTORS.admin, doc, ownerBox, open).allowed).toBe(true);
    expect(decideCorrection(ACTORS.admin, doc, linkBox, open)).toMatchObject({
      key: 'correction_not_signatory',
    });
    expect(decideCorrection(ACTORS.link_sender, doc, ownerBox, open).allowed).toBe(true);
    expect(decideCorrection(ACTORS.admin, doc, null, open)).toMatchObject({ status: 403 });
    expect(
      decideCorrection(ACTORS.admin, doc, ownerBox, { open: true, decided: true }),
    ).toMatchObject({ key: 'correction_already_decided', field: 'party' });
    expect(
      decideCorrection(ACTORS.admin, doc, ownerBox, { open: false, decided: false }),
    ).toMatchObject({ key: 'correction_closed' });
  });

  it('refuses a second answer to a reservation, on its field', () => {
    expect(
      decideReservationAnswer(ACTORS.link_carrier, STATES.unsigned, {
        box: 'delivery',
        answered: true,
      }),
    ).toEqual({
      allowed: false,
      status: 400,
      key: 'reservation_already_answered',
      field: 'answer',
    });
  });

  it('ties a receiver link to its receiver, by field', () => {
    const doc = STATES.unsigned;
    const own = ACTORS.link_receiver_11;
    expect(decideSign(own, doc, 'receiver', 12)).toEqual({
      allowed: false,
      status: 403,
      key: 'slot_not_permitted',
      field: 'receiver_id',
    });
    expect(decideSign(own, doc, 'sender', null)).toMatchObject({ field: 'signed_by_type' });
    expect(decideSign(own, doc, 'driver', null)).toMatchObject({ key: 'slot_not_permitted' });
    expect(signingReceiver(own, doc, null)).toBe(11);
    expect(signableReceivers(own, doc)).toEqual([11]);
    expect(signableReceivers(ACTORS.admin, STATES.receiver_signed)).toEqual([12]);
    expect(signingReceiver(ACTORS.admin, STATES.sub_document, null)).toBe(12);
    expect(signingReceiver(ACTORS.admin, doc, null)).toBeNull();
  });

  it('hands over only a receiver box the member could get signed at his phone now', () => {
    const driver = ACTORS.driver;
    expect(decideHandover(driver, STATES.unsigned, 11)).toEqual({ allowed: true });
    expect(decideHandover(driver, STATES.receiver_signed, 11)).toMatchObject({
      key: 'slot_already_signed',
    });
    expect(decideHandover(driver, STATES.receiver_signed, 12)).toEqual({ allowed: true });
    // A sub-document is signed by its own receiver only.
    expect(decideHandover(driver, STATES.sub_document, 11)).toMatchObject({ allowed: false });
    expect(decideHandover(driver, STATES.upload, 11)).toMatchObject({ allowed: false });
    const key: Actor = { kind: 'api_key', scope: 'write', role: 'Admin' };
    expect(decideHandover(key, STATES.unsigned, 11)).toMatchObject({ status: 403 });
  });

  it('answers the spec sign-permission object and the remark kinds of each party', () => {
    expect(signPermissionsOf(ACTORS.admin)).toEqual({
      sender: true,
      receiver: true,
      carriers: { main: true },
    });
    expect(signPermissionsOf(ACTORS.link_receiver_11)).toEqual({
      sender: false,
      receiver: true,
      carriers: { main: false },
    });
    expect(remarkPermissionsOf(ACTORS.link_sender)).toEqual({ pickup: true, delivery: false });
    expect(remarkPermissionsOf(ACTORS.link_carrier)).toEqual({ pickup: true, delivery: true });
  });

  it('leaves a party only its own cargo fields to edit', () => {
    expect(documentLocksOf(ACTORS.admin, STATES.unsigned)).toEqual({
      sections: [],
      cargoFields: [],
    });
    const receiver = documentLocksOf(ACTORS.link_receiver_11, STATES.unsigned);
    expect(receiver.sections).toContain('sender');
    expect(receiver.cargoFields).not.toContain('quantityPickedUp');
    expect(receiver.cargoFields).toContain('quantityDeclared');
  });

  it('answers every action for the API', () => {
    const actions = documentActions(ACTORS.link_receiver_11, STATES.unsigned);
    expect(Object.keys(actions).sort()).toEqual([...DOCUMENT_ACTIONS].sort());
    expect(actions).toMatchObject({
      view: true,
      sign_sender: false,
      sign_carrier: false,
      sign_receiver: true,
      edit: false,
      remark_pickup: false,
      remark_delivery: true,
    });
  });

  it('answers for an API key: a read key downloads, a write key edits as the company', () => {
    const read: Actor = { kind: 'api_key', scope: 'read', role: 'Admin' };
    const write: Actor = { kind: 'api_key', scope: 'write', role: 'Admin' };
    expect(documentActions(read, cmr())).toMatchObject({
      view: true,
      download_pdf: true,
      edit: false,
      sign_carrier: false,
      remark_pickup: false,
    });
    expect(decideDocument(read, 'delete', cmr())).toMatchObject({
      status: 403,
      key: 'api_key_not_allowed',
    });
    expect(documentActions(write, cmr())).toMatchObject({ edit: true, delete: true });
    // A key of a creator demoted to Kierowca writes no more than a Kierowca.
    const demoted: Actor = { kind: 'api_key', scope: 'write', role: 'Kierowca' };
    expect(decideDocument(demoted, 'edit', cmr())).toMatchObject({
      status: 403,
      key: 'permission_denied',
    });
    expect(documentActions(demoted, cmr())).toMatchObject({ edit: false, delete: false });
  });
});

describe('signAllStops', () => {
  const wz = (over: Partial<DocumentFacts> = {}) =>
    cmr({ id: 5, type: 1, sub_documents: [], ...over });

  it('offers a box where the actor may sign two or more documents, each exactly when decideSign allows it', () => {
    const docs = [STATES.sender_signed, wz(), STATES.sub_document];
    expect(signAllStops(member('Admin'), docs, [11, 12])).toEqual([
      // The CMR's sender box is signed: one document is left, no "Sign all".
      { slot: 'carrier', receiver_id: null, documents: [1, 5] },
      { slot: 'receiver', receiver_id: 11, documents: [1, 5] },
      // Receiver 12 signs its own sub-document too.
      { slot: 'receiver', receiver_id: 12, documents: [1, 5, 2] },
    ]);
    for (const stop of signAllStops(member('Admin'), docs, [11, 12])) {
      for (const id of stop.documents) {
        const doc = docs.find((d) => d.id === id);
        expect(doc && decideSign(member('Admin'), doc, stop.slot, stop.receiver_id).allowed).toBe(
          true,
        );
      }
    }
  });

  it("a link's party only, on the link's documents only; nothing on a finished transit", () => {
    const docs = [cmr(), wz(), wz({ id: 6 })];
    expect(signAllStops(link({ party: 'sender' }, [1, 5]), docs, [11, 12])).toEqual([
      { slot: 'sender', receiver_id: null, documents: [1, 5] },
    ]);
    const finished = { status: 'finished', type: 'generated' } as const;
    expect(
      signAllStops(
        member('Admin'),
        docs.map((doc) => ({ ...doc, transit: finished })),
        [11, 12],
      ),
    ).toEqual([]);
  });
});

describe('signAllSlotOf', () => {
  it('one box, each document once', () => {
    expect(
      signAllSlotOf([
        { document: 1, signed_by_type: 'carrier' },
        { document: 2, signed_by_type: 'driver' },
      ]),
    ).toEqual({ slot: 'carrier' });
    expect(
      signAllSlotOf([
        { document: 1, signed_by_type: 'carrier' },
        { document: 2, signed_by_type: 'sender' },
      ]),
    ).toEqual({ key: 'sign_all_mixed_slots' });
    expect(
      signAllSlotOf([
        { document: 1, signed_by_type: 'sender' },
        { document: 1, signed_by_type: 'sender' },
      ]),
    ).toEqual({ key: 'sign_all_duplicate_document' });
    expect(signAllSlotOf([])).toEqual({ key: 'sign_all_mixed_slots' });
  });
});
