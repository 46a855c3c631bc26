import { describe, expect, it } from 'vitest';
import type { Actor } from './actor.ts';
import { TRANSIT_ACTIONS, type TransitAction } from './actions.ts';
import {
  decideTransit,
  editableTransitSections,
  seesEftiDataset,
  transitActions,
  transitAnswers,
  whileOnline,
  whileOnlineOrQueued,
  type TransitFacts,
} from './transit.ts';
import { refusedAsFinished } from './verdict.ts';

const main = [{ is_main_document: true, parent_document_is_main_document: false }];
const STATES = {
  open: { status: 'pending', type: 'generated', has_signed_documents: false, document: main },
  signed: { status: 'running', type: 'generated', has_signed_documents: true, document: main },
  finished: { status: 'finished', type: 'generated', has_signed_documents: true, document: main },
  shared: { status: 'pending', type: 'send', has_signed_documents: false, document: main },
  no_main: { status: 'pending', type: 'generated', has_signed_documents: false, document: [] },
} satisfies Record<string, TransitFacts>;

const ACTORS = {
  admin: { kind: 'member', role: 'Admin', primary: true, drives: false },
  dispatcher: { kind: 'member', role: 'Dyspozytor', primary: false, drives: false },
  driver: { kind: 'member', role: 'Kierowca', primary: false, drives: true },
  shared_in: {
    kind: 'shared_in',
    role: 'Dyspozytor',
    primary: false,
    grant: { party: 'receiver', receiverId: null },
  },
  link: { kind: 'link', grant: { party: 'receiver', receiverId: 7 }, documents: null },
} satisfies Record<string, Actor>;
type ActorName = keyof typeof ACTORS;
type StateName = keyof typeof STATES;

/** The verdict as one word: 'ok', or the refusal's key (403 ones marked). */
function verdictOf(actor: ActorName, action: TransitAction, state: StateName): string {
  const verdict = decideTransit(ACTORS[actor], action, STATES[state]);
  if (verdict.allowed) return 'ok';
  return verdict.status === 403 ? `403 ${verdict.key}` : verdict.key;
}

/** The table of spec 1 §4 and §6: rows are actor × action, columns the transit states. */
const TABLE: [ActorName, TransitAction, Partial<Record<StateName, string>>][] = [
  ['admin', 'view', { open: 'ok', finished: 'ok' }],
  [
    'admin',
    'edit',
    { open: 'ok', signed: 'transit_signed_only_carriers', finished: 'transit_finished' },
  ],
  ['admin', 'edit_carriers', { open: 'ok', signed: 'ok', finished: 'transit_finished' }],
  ['admin', 'finish', { open: 'ok', signed: 'ok', finished: 'transit_already_finished' }],
  [
    'admin',
    'delete',
    {
      open: 'ok',
      signed: 'transit_has_signed_documents',
      finished: 'transit_finished',
      shared: 'transit_is_sent',
    },
  ],
  ['admin', 'duplicate', { open: 'ok', finished: 'ok' }],
  ['admin', 'alert', { open: 'ok', signed: 'ok', finished: 'transit_finished' }],
  ['admin', 'share', { open: 'ok', finished: 'ok' }],
  ['admin', 'generate', { open: 'ok', signed: 'ok', finished: 'transit_finished' }],
  ['admin', 'upload', { open: 'ok', finished: 'transit_finished' }],
  ['admin', 'sign', { open: 'ok', finished: 'transit_finished', no_main: 'slot_not_signable' }],
  ['dispatcher', 'edit', { open: 'ok', signed: 'transit_signed_only_carriers' }],
  ['dispatcher', 'delete', { open: 'ok', signed: 'transit_has_signed_documents' }],
  ['driver', 'view', { open: 'ok', finished: 'ok' }],
  ['driver', 'edit', { open: '403 permission_denied', finished: '403 permission_denied' }],
  ['driver', 'edit_carriers', { open: '403 permission_denied' }],
  ['driver', 'finish', { open: '403 permission_denied' }],
  ['driver', 'delete', { open: '403 permission_denied' }],
  ['driver', 'duplicate', { open: '403 permission_denied' }],
  ['driver', 'share', { open: '403 permission_denied' }],
  ['driver', 'generate', { open: '403 permission_denied' }],
  ['driver', 'upload', { open: '403 permission_denied' }],
  ['driver', 'alert', { open: 'ok', finished: 'transit_finished' }],
  ['driver', 'sign', { open: 'ok', finished: 'transit_finished', no_main: 'slot_not_signable' }],
  ['shared_in', 'view', { shared: 'ok' }],
  ['shared_in', 'edit', { shared: 'transit_is_sent' }],
  ['shared_in', 'edit_carriers', { shared: 'transit_is_sent' }],
  ['shared_in', 'finish', { shared: 'transit_is_sent' }],
  ['shared_in', 'delete', { shared: 'transit_is_sent' }],
  ['shared_in', 'duplicate', { shared: 'transit_is_sent' }],
  ['shared_in', 'share', { shared: 'transit_is_sent' }],
  ['shared_in', 'generate', { shared: 'transit_is_sent' }],
  ['shared_in', 'upload', { shared: 'transit_is_sent' }],
  ['shared_in', 'alert', { shared: 'ok', finished: 'transit_finished' }],
  ['shared_in', 'sign', { shared: 'ok', finished: 'transit_finished' }],
  ['link', 'view', { open: 'ok' }],
  ['link', 'edit', { open: '403 permission_denied' }],
  ['link', 'edit_carriers', { open: '403 permission_denied' }],
  ['link', 'duplicate', { open: '403 permission_denied' }],
  ['link', 'finish', { open: '403 permission_denied' }],
  ['link', 'delete', { open: '403 permission_denied' }],
  ['link', 'share', { open: '403 permission_denied' }],
  ['link', 'generate', { open: '403 permission_denied' }],
  ['link', 'upload', { open: 'ok', finished: 'transit_finished' }],
  ['link', 'alert', { open: 'ok', finished: 'transit_finished' }],
  ['link', 'sign', { open: 'ok', finished: 'transit_finished' }],
  ['admin', 'efti_access_log', { open: 'ok', finished: 'ok' }],
  ['driver', 'efti_access_log', { open: 'ok', finished: 'ok' }],
  ['shared_in', 'efti_access_log', { shared: 'not_found' }],
  ['link', 'efti_access_log', { open: 'not_found' }],
  ['admin', 'efti_inspect', { open: 'ok', finished: 'ok' }],
  ['driver', 'efti_inspect', { open: 'ok', finished: 'ok' }],
  ['shared_in', 'efti_inspect', { shared: 'ok' }],
  ['link', 'efti_inspect', { open: 'not_found' }],
];

describe('the transit rulebook', () => {
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
      for (const action of TRANSIT_ACTIONS) {
        expect.soft(covered.has(`${kind}:${action}`), `${kind}:${action}`).toBe(true);
      }
    }
  });

  it('keys each refusal by its field', () => {
    const finished = decideTransit(ACTORS.admin, 'finish', STATES.finished);
    expect(finished).toEqual({
      allowed: false,
      status: 400,
      key: 'transit_already_finished',
      field: 'status',
    });
    const driver = decideTransit(ACTORS.driver, 'edit', STATES.open);
    expect(driver).toMatchObject({ status: 403, field: 'detail' });
  });

  it('answers every action for the API, and the sections an edit may change', () => {
    const open = transitActions(ACTORS.admin, STATES.open);
    expect(Object.keys(open).sort()).toEqual([...TRANSIT_ACTIONS].sort());
    expect(editableTransitSections(open)).toEqual([
      'dates',
      'sender',
      'carriers',
      'receivers',
      'additional',
    ]);
    expect(editableTransitSections(transitActions(ACTORS.admin, STATES.signed))).toEqual([
      'carriers',
    ]);
    expect(editableTransitSections(transitActions(ACTORS.admin, STATES.finished))).toEqual([]);
    expect(editableTransitSections(transitActions(ACTORS.shared_in, STATES.shared))).toEqual([]);
  });

  it('answers why each refused action is refused, and nothing for the allowed ones', () => {
    const delete_ = (actor: ActorName, state: StateName) =>
      transitAnswers(ACTORS[actor], STATES[state]).refusals.delete;
    expect(delete_('admin', 'open')).toBeUndefined();
    expect(delete_('admin', 'finished')).toBe('transit_finished');
    expect(delete_('admin', 'signed')).toBe('transit_has_signed_documents');
    expect(delete_('admin', 'shared')).toBe('transit_is_sent');
    expect(delete_('driver', 'open')).toBe('permission_denied');

    for (const actor of Object.keys(ACTORS) as ActorName[]) {
      for (const state of Object.keys(STATES) as StateName[]) {
        const { actions, refusals } = transitAnswers(ACTORS[actor], STATES[state]);
        expect(actions).toEqual(transitActions(ACTORS[actor], STATES[state]));
        const refused = TRANSIT_ACTIONS.filter((action) => !actions[action]);
        expect(Object.keys(refusals).sort()).toEqual([...refused].sort());
      }
    }
  });

  it("shows the eFTI data set to the owning company's users only", () => {
    expect(seesEftiDataset(ACTORS.admin)).toBe(true);
    expect(seesEftiDataset(ACTORS.driver)).toBe(true);
    expect(seesEftiDataset(ACTORS.shared_in)).toBe(false);
    expect(seesEftiDataset(ACTORS.link)).toBe(false);
  });

  it('allows only reading (viewing, the inspection view) while offline', () => {
    const offline = whileOnline(transitActions(ACTORS.admin, STATES.open), false);
    expect(Object.entries(offline).filter(([, allowed]) => allowed)).toEqual([
      ['view', true],
      ['efti_inspect', true],
    ]);
  });

  it('keeps signing offline on a phone that can queue it, as far as it was allowed', () => {
    const actions = transitActions(ACTORS.admin, STATES.open);
    const queued = whileOnlineOrQueued(actions, false, true);
    expect(Object.entries(queued).filter(([, allowed]) => allowed)).toEqual([
      ['view', true],
      ['sign', actions.sign],
      ['efti_inspect', true],
    ]);
    expect(whileOnlineOrQueued(actions, false, false)).toEqual(whileOnline(actions, false));
    expect(whileOnlineOrQueued(actions, true, true)).toEqual(actions);
    const finished = whileOnlineOrQueued(
      transitActions(ACTORS.admin, STATES.finished),
      false,
      true,
    );
    expect(finished.sign).toBe(false);
  });

  it('answers for an API key: a read key only reads, a write key acts as the company', () => {
    const read: Actor = { kind: 'api_key', scope: 'read', role: 'Admin' };
    const write: Actor = { kind: 'api_key', scope: 'write', role: 'Admin' };
    const { actions, refusals } = transitAnswers(read, STATES.open);
    expect(actions).toMatchObject({ view: true, efti_access_log: true, edit: false, alert: false });
    expect(refusals).toMatchObject({ edit: 'api_key_not_allowed', sign: 'api_key_not_allowed' });
    expect(transitActions(write, STATES.open)).toMatchObject({ edit: true, delete: true });
    expect(decideTransit(write, 'edit', STATES.finished)).toMatchObject({
      key: 'transit_finished',
    });
    expect(seesEftiDataset(write)).toBe(true);
  });

  it("answers for an API key with its creator's current role: never more than he may", () => {
    const demoted: Actor = { kind: 'api_key', scope: 'write', role: 'Kierowca' };
    const driver: Actor = { kind: 'member', role: 'Kierowca', primary: false, drives: true };
    expect(transitActions(demoted, STATES.open)).toEqual(transitActions(driver, STATES.open));
    expect(decideTransit(demoted, 'edit', STATES.open)).toMatchObject({
      status: 403,
      key: 'permission_denied',
    });
    const clerk: Actor = { kind: 'api_key', scope: 'write', role: 'Magazynier' };
    expect(transitActions(clerk, STATES.open)).toMatchObject({ edit: true, delete: true });
  });
});

describe('refusedAsFinished', () => {
  it('tells a finished transit from a refusal of who asks, for every actor that acts on it', () => {
    for (const actor of ['admin', 'dispatcher', 'driver', 'link'] as const) {
      const answer = (state: StateName) => transitAnswers(ACTORS[actor], STATES[state]).refusals;
      expect(refusedAsFinished(answer('finished')), actor).toBe(true);
      expect(refusedAsFinished(answer('open')), actor).toBe(false);
      expect(refusedAsFinished(answer('signed')), actor).toBe(false);
    }
    expect(refusedAsFinished(undefined)).toBe(false);
  });
});
