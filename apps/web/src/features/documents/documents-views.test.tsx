// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DISPATCHER,
  fakeServer,
  renderRoutes,
  SHARED_IN_ACTOR,
  setUpComponentTests,
  stubScreenWidth,
  tokenOf,
  transitActionsOf,
  type Call,
} from '../../test-support/index.ts';
import { resetDocumentsListState } from './documents-list-state.ts';
import { DocumentsBackdrop } from './documents-backdrop.tsx';
import { TransitSearchDialog } from './transit-search-dialog.tsx';
import { transitFixture, transitPage } from './test-fixtures.ts';

setUpComponentTests();

const LIST = '/company/api/v1/all-transit/';

function renderAt(path: string) {
  return renderRoutes(
    [
      {
        element: <DocumentsBackdrop />,
        children: [
          { path: '/documents', element: null },
          { path: '/documents/search', element: <TransitSearchDialog /> },
          { path: '/documents/:id', element: <p>transit page</p> },
          { path: '/documents/:id/alerts', element: <p>alerts</p> },
        ],
      },
    ],
    { path, user: DISPATCHER, token: tokenOf(3) },
  );
}

function listQueries(calls: Call[]): string[] {
  return calls
    .filter((call) => call.path.startsWith(LIST))
    .map((call) => call.path.split('?')[1] ?? '');
}

beforeEach(() => {
  resetDocumentsListState();
});

describe('the two list addresses (spec 1 §2)', () => {
  it('goes to the other view’s address from page 1 when toggled', async () => {
    localStorage.setItem('qsDocumentsAll', 'page=3&page_size=70');
    const calls = fakeServer({
      [`GET ${LIST}`]: { status: 200, body: transitPage([transitFixture(1)], 250) },
    });
    const user = userEvent.setup();
    const { router } = renderAt('/documents');
    await screen.findByRole('table', { name: 'Transits' });
    expect(listQueries(calls)).toEqual(['page=3&page_size=70']);

    await user.click(screen.getByRole('button', { name: 'List view' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?view=list');
    });
    expect(router.state.location.pathname).toBe('/documents');
    await waitFor(() => {
      expect(listQueries(calls).at(-1)).toBe('page=1&page_size=10');
    });
    // No request of page 3 in ten-row pages on the way.
    expect(listQueries(calls)).not.toContain('page=3&page_size=10');

    await user.click(screen.getByRole('button', { name: 'Table view' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?view=table');
    });
    await waitFor(() => {
      expect(listQueries(calls).at(-1)).toBe('page=1&page_size=70');
    });
  });

  it('opens the view an address names, whatever view was last chosen', async () => {
    localStorage.setItem('documentsView', 'table');
    const calls = fakeServer({
      [`GET ${LIST}`]: { status: 200, body: transitPage([transitFixture(1)]) },
    });
    renderAt('/documents?view=list');
    await screen.findByRole('button', { name: 'Preview 2026/000001' });
    expect(screen.getByRole('button', { name: 'List view' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(listQueries(calls)).toEqual(['page=1&page_size=10']);
    // Dialogs over the list and a plain /documents keep it.
    await waitFor(() => {
      expect(localStorage.getItem('documentsView')).toBe('list');
    });
  });
});

describe('list cards on a phone (spec 1 §2)', () => {
  beforeEach(() => {
    stubScreenWidth(390);
    localStorage.setItem('documentsView', 'list');
  });

  it('selects a card with its checkbox', async () => {
    fakeServer({
      [`GET ${LIST}`]: {
        status: 200,
        body: transitPage([transitFixture(1), transitFixture(2)]),
      },
    });
    const user = userEvent.setup();
    renderAt('/documents');
    const box = await screen.findByRole('checkbox', { name: 'Select 2026/000002' });
    expect(box).toHaveProperty('checked', false);
    await user.click(box);
    expect(box).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Select 2026/000001' })).toHaveProperty(
      'checked',
      false,
    );
    expect(screen.getByRole('status').textContent).toBe('1 selected');
    await user.click(box);
    expect(box).toHaveProperty('checked', false);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers in its dropdown only the actions the rules allow', async () => {
    const shared = transitFixture(2, { type: 'send' });
    fakeServer({
      [`GET ${LIST}`]: {
        status: 200,
        body: transitPage([
          transitFixture(1),
          { ...shared, actions: transitActionsOf(shared, SHARED_IN_ACTOR) },
        ]),
      },
    });
    const user = userEvent.setup();
    const { router } = renderAt('/documents');
    const itemsOf = async (number: string) => {
      await user.click(
        await screen.findByRole('button', { name: `Actions for transit ${number}` }),
      );
      const menu = await screen.findByRole('menu', { name: `Actions for transit ${number}` });
      return within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent);
    };

    expect(await itemsOf('2026/000001')).toEqual([
      'Preview',
      'Uploaded documents',
      'Send alert',
      'Delete',
    ]);
    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('menu')).toBeNull();
    });
    // Shared in by another company: the rules refuse the delete of the owner's.
    expect(await itemsOf('2026/000002')).not.toContain('Delete');
    await user.click(screen.getByRole('menuitem', { name: 'Send alert' }));
    expect(router.state.location.pathname).toBe('/documents/2/alerts');
  });

  it('marks the main document of the transit on its card', async () => {
    const summary = {
      type: 4,
      signed_by: [],
      parent_document_is_main_document: false,
    };
    fakeServer({
      [`GET ${LIST}`]: {
        status: 200,
        body: transitPage([
          transitFixture(1, {
            document: [
              { ...summary, id: 11, name: 'CMR 2026/000011', is_main_document: true },
              { ...summary, id: 12, name: 'WZ 2026/000012', is_main_document: false },
            ],
          }),
          transitFixture(2, {
            document: [{ ...summary, id: 21, name: 'WZ 2026/000021', is_main_document: false }],
          }),
        ]),
      },
    });
    renderAt('/documents');
    const card = await screen.findByRole('listitem', { name: '2026/000001' });
    expect(within(card).getByText('Main document: CMR 2026/000011')).toBeTruthy();
    const other = screen.getByRole('listitem', { name: '2026/000002' });
    expect(within(other).queryByText(/Main document/)).toBeNull();
  });
});
