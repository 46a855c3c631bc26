// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Correction, DocumentCorrectionsResponse } from '@transitdocs/domain';
import { describe, expect, it } from 'vitest';
import {
  fakeServer,
  OWNER,
  renderRoutes,
  setUpComponentTests,
  type Call,
} from '../../test-support/index.ts';
import { CorrectionsCard } from './corrections-card.tsx';

const API = '/company/api/v1/transit-document/7/corrections/';

const OPEN: Correction = {
  id: 3,
  document: 7,
  status: 'open',
  reason: 'Wrong order number',
  changes: [{ field: 'order', old: 'ORD-1', new: 'ORD-2' }],
  proposed_by: 'Jan Kowalski',
  proposed_at: '2026-11-21T10:00:00.000Z',
  closed_at: null,
  signatories: [
    {
      party: 'sender',
      receiver_id: null,
      signer_name: 'Jan',
      decision: null,
      note: null,
      decided_by: null,
      decided_at: null,
      can_decide: true,
    },
    {
      party: 'receiver',
      receiver_id: 11,
      signer_name: 'Ewa Zając',
      decision: null,
      note: null,
      decided_by: null,
      decided_at: null,
      can_decide: false,
    },
  ],
};

function renderCard(documentData: Record<string, unknown>, link?: string) {
  return renderRoutes(
    [
      {
        path: '/doc',
        element: link ? (
          <CorrectionsCard
            document={7}
            documentData={documentData}
            canPropose={false}
            link={link}
          />
        ) : (
          <CorrectionsCard document={7} documentData={documentData} canPropose />
        ),
      },
    ],
    link ? { path: '/doc' } : { path: '/doc', user: OWNER },
  );
}

setUpComponentTests();

describe('corrections card', () => {
  it('proposes a correction of a field, old → new, with a reason', async () => {
    const empty: DocumentCorrectionsResponse = { corrections: [], versions: [] };
    const calls: Call[] = fakeServer({
      [`GET ${API}`]: { status: 200, body: empty },
      [`POST ${API}`]: { status: 201, body: OPEN },
    });
    const user = userEvent.setup();
    renderCard({ order: 'ORD-1', place: 'Gdańsk' });
    await user.click(await screen.findByRole('combobox', { name: 'Field to correct' }));
    await user.click(await screen.findByRole('option', { name: 'Order' }));
    expect(screen.getByText('Now: ORD-1')).toBeTruthy();
    const value = screen.getByRole('textbox', { name: 'New value' });
    await user.clear(value);
    await user.type(value, 'ORD-2');
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Wrong order number');
    await user.click(screen.getByRole('button', { name: 'Send for approval' }));
    await screen.findByRole('button', { name: 'Send for approval' });
    const posted = calls.find((c) => c.method === 'POST');
    expect(posted?.body).toEqual({ changes: { order: 'ORD-2' }, reason: 'Wrong order number' });
  });

  it("corrects a goods line's weight inside the whole receivers field", async () => {
    const empty: DocumentCorrectionsResponse = { corrections: [], versions: [] };
    const calls: Call[] = fakeServer({
      [`GET ${API}`]: { status: 200, body: empty },
      [`POST ${API}`]: { status: 201, body: OPEN },
    });
    const user = userEvent.setup();
    const receivers = [
      { id: 9, cargo: [{ name: 'Palety', quantity: 33, weight: 800 }] },
      { id: 10, cargo: [{ name: 'Kartony', quantity: 5, weight: 40 }] },
    ];
    renderCard({ order: 'ORD-1', receivers });
    await user.click(await screen.findByRole('combobox', { name: 'Field to correct' }));
    await user.click(
      await screen.findByRole('option', { name: 'Receivers › 1 › Goods › 1 › Weight (kg)' }),
    );
    expect(screen.getByText('Now: 800')).toBeTruthy();
    const value = screen.getByRole('textbox', { name: 'New value' });
    await user.clear(value);
    await user.type(value, '750');
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Weighed again');
    await user.click(screen.getByRole('button', { name: 'Send for approval' }));
    await screen.findByRole('button', { name: 'Send for approval' });
    const posted = calls.find((c) => c.method === 'POST');
    expect(posted?.body).toEqual({
      changes: {
        receivers: [
          { id: 9, cargo: [{ name: 'Palety', quantity: 33, weight: 750 }] },
          receivers[1],
        ],
      },
      reason: 'Weighed again',
    });
  });

  it('shows of a nested change only the parts that changed, old → new', async () => {
    const before = [{ id: 9, client: { name: 'Odbiorca', address: 'ul. Długa 1' }, cargo: [] }];
    const after = [{ id: 9, client: { name: 'Odbiorca', address: 'ul. Krótka 2' }, cargo: [] }];
    fakeServer({
      [`GET ${API}`]: {
        status: 200,
        body: {
          corrections: [{ ...OPEN, changes: [{ field: 'receivers', old: before, new: after }] }],
          versions: [],
        },
      },
    });
    renderCard({ receivers: before });
    const changes = await screen.findByRole('list', { name: 'Changes' });
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Receivers › 1 › Company › Address: ul. Długa 1 → ul. Krótka 2']);
  });

  it('shows a correction awaiting the caller and approves it with the PIN for his party only', async () => {
    const calls: Call[] = fakeServer({
      [`GET ${API}`]: { status: 200, body: { corrections: [OPEN], versions: [] } },
      [`POST ${API}3/decision/`]: { status: 200, body: OPEN },
    });
    const user = userEvent.setup();
    renderCard({ order: 'ORD-1' });
    expect(await screen.findByText('Correction awaiting your approval')).toBeTruthy();
    const changes = screen.getByRole('list', { name: 'Changes' });
    expect(within(changes).getByRole('listitem').textContent).toBe('Order: ORD-1 → ORD-2');
    // Only the sender's box is the caller's to decide; no proposal while one is open.
    expect(screen.queryByRole('group', { name: 'Decision for Consignee' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send for approval' })).toBeNull();
    const group = screen.getByRole('group', { name: 'Decision for Sender' });
    await user.type(within(group).getByLabelText('Your PIN'), '2468');
    await user.click(within(group).getByRole('button', { name: 'Approve as Sender' }));
    await screen.findByText('Correction awaiting your approval');
    const posted = calls.find((c) => c.method === 'POST');
    expect(posted?.body).toEqual({
      party: 'sender',
      receiver_id: null,
      decision: 'approve',
      note: '',
      pin: '2468',
    });
  });

  it("lets a party link's visitor approve with the code sent to his party", async () => {
    const LINK = '/company/api/v1/transit-token/tok123/documents/7/corrections/';
    const theirs: Correction = {
      ...OPEN,
      signatories: OPEN.signatories.map((s) => ({ ...s, can_decide: s.party === 'receiver' })),
    };
    const calls: Call[] = fakeServer({
      [`GET ${LINK}`]: { status: 200, body: { corrections: [theirs], versions: [] } },
      [`POST ${LINK}3/code/`]: {
        status: 200,
        body: { channel: 'sms', hint: '+48 *** *** 789', expires_at: '2026-11-21T10:05:00.000Z' },
      },
      [`POST ${LINK}3/decision/`]: { status: 200, body: theirs },
    });
    const user = userEvent.setup();
    renderCard({ order: 'ORD-1' }, 'tok123');
    const group = await screen.findByRole('group', { name: 'Decision for Consignee' });
    expect(screen.queryByRole('button', { name: 'Send for approval' })).toBeNull();
    await user.click(within(group).getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Code sent to +48 *** *** 789.')).toBeTruthy();
    await user.type(within(group).getByLabelText('Code'), '246810');
    await user.type(within(group).getByLabelText('Note (optional)'), 'OK');
    await user.click(within(group).getByRole('button', { name: 'Approve as Consignee' }));
    await screen.findByText('Correction awaiting your approval');
    const decided = calls.find((c) => c.path.endsWith('/decision/'));
    expect(decided?.body).toEqual({ decision: 'approve', note: 'OK', code: '246810' });
  });
});
