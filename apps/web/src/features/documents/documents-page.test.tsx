// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { decryptText } from '../../app/crypto-store.ts';
import {
  DISPATCHER,
  fakeServer,
  renderRoutes,
  SHARED_IN_ACTOR,
  tokenOf,
  transitActionsOf,
  type Answer,
  type Call,
  setUpComponentTests,
} from '../../test-support/index.ts';
import { resetDocumentsListState } from './documents-list-state.ts';
import { DocumentsBackdrop } from './documents-page.tsx';
import { TransitSearchDialog } from './transit-search-dialog.tsx';
import { secondReceiver, transitFixture, transitPage } from './test-fixtures.ts';

setUpComponentTests();

const TOKEN = tokenOf(3);
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
        ],
      },
    ],
    { path, user: DISPATCHER, token: TOKEN },
  );
}

/** The server of these tests: every transit list request gets `answer`. */
function listServer(answer: (call: Call) => Answer) {
  return fakeServer({ [`GET ${LIST}`]: answer });
}

/** The query of each list request, e.g. `page=1&page_size=70`. */
function listQueries(calls: { path: string }[]): string[] {
  return calls
    .filter((call) => call.path.startsWith(LIST))
    .map((call) => call.path.split('?')[1] ?? '');
}

beforeEach(() => {
  resetDocumentsListState();
});

describe('documents table view', () => {
  it('shows every column in order, padded to 70 rows, with "many" for several values', async () => {
    const transit = transitFixture(1, {
      receivers: [...transitFixture(1).receivers, secondReceiver()],
    });
    listServer(() => ({ status: 200, body: transitPage([transit]) }));
    renderAt('/documents');
    const table = await screen.findByRole('table', { name: 'Transits' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toHaveLength(35);
    expect(headers.slice(0, 5)).toEqual([
      'Status',
      'Type',
      'Transit number',
      'Sender',
      "Sender's contact",
    ]);
    expect(headers.at(-1)).toBe('Special agreements');
    // 1 header row + 1 transit + 69 padding rows.
    expect(table.querySelectorAll('tbody tr')).toHaveLength(70);
    const row = within(table).getByText('2026/000001').closest('tr');
    if (!row) throw new Error('no row');
    const cells = within(row).getAllByRole('cell');
    const receiverCell = cells[headers.indexOf('Receiver')];
    expect(receiverCell?.textContent).toBe('many');
    // Two cargo lines both from PL are one origin country, not "many".
    expect(cells[headers.indexOf('Country of origin')]?.textContent).toBe('PL');
    expect(cells[headers.indexOf('Sender')]?.textContent).toBe('Nadawca Sp. z o.o.');
    expect(cells[headers.indexOf('Driver')]?.textContent).toBe('Jan Kowalski');
  });

  it('stores the column choice encrypted per user and reads it back', async () => {
    const user = userEvent.setup();
    listServer(() => ({ status: 200, body: transitPage([transitFixture(1)]) }));
    const first = renderAt('/documents');
    const table = await screen.findByRole('table', { name: 'Transits' });
    await user.click(screen.getByRole('button', { name: 'Choose columns' }));
    const chooser = screen.getByRole('dialog', { name: 'Visible columns' });
    expect(within(chooser).getAllByRole('checkbox')).toHaveLength(35);
    await user.click(within(chooser).getByRole('checkbox', { name: 'Sender' }));
    expect(within(table).queryByRole('columnheader', { name: 'Sender' })).toBeNull();

    await waitFor(() => {
      expect(localStorage.getItem('documentsColumns7')).not.toBeNull();
    });
    const stored = localStorage.getItem('documentsColumns7') ?? '';
    expect(stored).not.toContain('sender');
    expect(JSON.parse(await decryptText(TOKEN, stored))).toEqual({ hidden: ['sender'] });
    await expect(decryptText(tokenOf(9), stored)).rejects.toThrow();

    first.unmount();
    renderAt('/documents');
    const again = await screen.findByRole('table', { name: 'Transits' });
    await waitFor(() => {
      expect(within(again).queryByRole('columnheader', { name: 'Sender' })).toBeNull();
    });
    expect(within(again).getByRole('columnheader', { name: 'Receiver' })).toBeTruthy();
  });

  it('opens the transit on double-click and offers the row actions on right-click', async () => {
    const user = userEvent.setup();
    listServer(() => ({ status: 200, body: transitPage([transitFixture(1)]) }));
    const { router } = renderAt('/documents');
    const cell = await screen.findByText('2026/000001');
    await user.pointer({ keys: '[MouseRight]', target: cell });
    const menu = screen.getByRole('menu', { name: 'Actions for transit 2026/000001' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Preview', 'Uploaded documents', 'Send alert', 'Delete']);
    await user.keyboard('{Escape}');
    await user.dblClick(cell);
    expect(router.state.location.pathname).toBe('/documents/1');
  });
});

describe('documents views and paging', () => {
  it('switches to the list view with 10 a page and back to page 1', async () => {
    const user = userEvent.setup();
    localStorage.setItem('qsDocumentsAll', 'page=3&page_size=70');
    const calls = listServer(() => ({
      status: 200,
      body: transitPage([transitFixture(1)], 250),
    }));
    renderAt('/documents');
    await screen.findByRole('table', { name: 'Transits' });
    expect(listQueries(calls)).toEqual(['page=3&page_size=70']);

    await user.click(screen.getByRole('button', { name: 'List view' }));
    const list = await screen.findByRole('table', { name: 'Transits' });
    expect(
      within(list)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Transit number',
      'Sender',
      'Receiver',
      'Loading date',
      'Unloading date',
      'Driver',
      'Actions',
    ]);
    expect(listQueries(calls).at(-1)).toBe('page=1&page_size=10');
    expect(localStorage.getItem('documentsView')).toBe('list');
    expect(localStorage.getItem('qsDocumentsAll')).toBe('page=1&page_size=10');
    for (const name of [
      'Preview 2026/000001',
      'Uploaded documents of 2026/000001',
      'Send alert for 2026/000001',
      'Delete 2026/000001',
    ]) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  it('hides delete and alert when the rules say no', async () => {
    const shared = transitFixture(2, { type: 'send' });
    const own = transitFixture(3);
    localStorage.setItem('documentsView', 'list');
    listServer(() => ({
      status: 200,
      body: transitPage([
        transitFixture(1, { status: 'finished' }),
        { ...shared, actions: transitActionsOf(shared, SHARED_IN_ACTOR) },
        { ...own, actions: { ...own.actions, alert: false } },
      ]),
    }));
    renderAt('/documents');
    await screen.findByRole('button', { name: 'Preview 2026/000001' });
    expect(screen.queryByRole('button', { name: 'Delete 2026/000001' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send alert for 2026/000001' })).toBeNull();
    // Shared in by another company: no delete of the owner's.
    expect(screen.queryByRole('button', { name: 'Delete 2026/000002' })).toBeNull();
    // Each control follows its action: alert refused, delete allowed.
    expect(screen.queryByRole('button', { name: 'Send alert for 2026/000003' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete 2026/000003' })).toBeTruthy();
  });

  it('saves the query string, plain and encrypted per user', async () => {
    listServer(() => ({ status: 200, body: transitPage([]) }));
    renderAt('/documents');
    await screen.findByText('No transits yet');
    expect(localStorage.getItem('qsDocumentsAll')).toBe('page=1&page_size=70');
    await waitFor(() => {
      expect(localStorage.getItem('savedQsDocumentsAll7')).not.toBeNull();
    });
    const saved = localStorage.getItem('savedQsDocumentsAll7') ?? '';
    expect(saved).not.toContain('page_size');
    await expect(decryptText(TOKEN, saved)).resolves.toBe('page=1&page_size=70');
  });
});

describe('documents filters', () => {
  it('builds the query: vies prefix + number, empty type and status left out', async () => {
    const user = userEvent.setup();
    const calls = listServer(() => ({ status: 200, body: transitPage([]) }));
    const { router } = renderAt('/documents/search');
    const dialog = await screen.findByRole('dialog', { name: 'Filter transits' });
    await user.type(within(dialog).getByLabelText('Transit number'), '2026/0001');
    await user.selectOptions(within(dialog).getByLabelText('Country'), 'DE');
    await user.type(within(dialog).getByLabelText('VAT number'), '123 456 789');
    await user.type(within(dialog).getByLabelText('Loading place'), 'Gdańsk');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/documents');
    });
    await waitFor(() => {
      expect(listQueries(calls).at(-1)).toBe(
        'page=1&page_size=70&transit_number=2026%2F0001&loading_place=Gda%C5%84sk&vies=DE123456789',
      );
    });
    const line = await screen.findByRole('region', { name: 'Active filters' }, { timeout: 3000 });
    expect(within(line).getByText('VAT number: DE123456789')).toBeTruthy();
    expect(within(line).getByText('Transit number: 2026/0001')).toBeTruthy();

    await user.click(within(line).getByText('Clear filters'));
    await waitFor(() => {
      expect(listQueries(calls).at(-1)).toBe('page=1&page_size=70');
    });
  });

  it('sends the chosen status and the default PL prefix', async () => {
    const user = userEvent.setup();
    const calls = listServer(() => ({ status: 200, body: transitPage([]) }));
    renderAt('/documents/search');
    const dialog = await screen.findByRole('dialog', { name: 'Filter transits' });
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'running');
    await user.type(within(dialog).getByLabelText('VAT number'), '5260250274');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      expect(listQueries(calls).at(-1)).toBe(
        'page=1&page_size=70&transit_status=running&vies=PL5260250274',
      );
    });
  });
});

describe('documents offline', () => {
  it('shows the stored transits with the offline text and no server actions', async () => {
    localStorage.setItem('documentsView', 'list');
    localStorage.setItem(
      'transits',
      JSON.stringify({
        query: 'page=1&page_size=10',
        count: 1,
        results: [transitFixture(4)],
        stored_at: '2026-11-20T10:00:00.000Z',
      }),
    );
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    listServer(() => {
      throw new TypeError('Failed to fetch');
    });
    renderAt('/documents');
    expect(await screen.findByRole('button', { name: 'Preview 2026/000004' })).toBeTruthy();
    expect(
      screen.getByText(
        'You are offline. Some actions are unavailable until the connection returns.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete 2026/000004' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send alert for 2026/000004' })).toBeNull();
    for (const name of ['Add transit', 'Refresh', 'Filters']) {
      expect(screen.getByRole('button', { name })).toHaveProperty('disabled', true);
    }
  });

  it('keeps what it fetched online for later', async () => {
    listServer(() => ({ status: 200, body: transitPage([transitFixture(5)]) }));
    renderAt('/documents');
    await screen.findByText('2026/000005');
    await waitFor(() => {
      const stored = JSON.parse(localStorage.getItem('transits') ?? '{}') as {
        query?: string;
        results?: { id: number }[];
      };
      expect(stored.query).toBe('page=1&page_size=70');
      expect(stored.results?.map((transit) => transit.id)).toEqual([5]);
    });
  });
});

describe('documents past the last page', () => {
  it('goes back to the last page there is', async () => {
    localStorage.setItem('qsDocumentsAll', 'page=9&page_size=70');
    const calls = listServer(({ path }) => ({
      status: 200,
      body: path.includes('page=9&') ? transitPage([], 75) : transitPage([transitFixture(71)], 75),
    }));
    renderAt('/documents');
    expect(await screen.findByText('2026/000071')).toBeTruthy();
    expect(listQueries(calls)).toEqual(['page=9&page_size=70', 'page=2&page_size=70']);
  });
});
