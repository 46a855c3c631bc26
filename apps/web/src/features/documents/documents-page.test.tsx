// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppShell } from '../../app/app-shell.tsx';
import { decryptText } from '../../app/crypto-store.ts';
import {
  DISPATCHER,
  fakeServer,
  fakeWebSockets,
  renderRoutes,
  SHARED_IN_ACTOR,
  tokenOf,
  transitActionsOf,
  type Answer,
  type Call,
  setUpComponentTests,
  stubScreenWidth,
} from '../../test-support/index.ts';
import { resetDocumentsListState } from './documents-list-state.ts';
import { DocumentsBackdrop } from './documents-backdrop.tsx';
import { transitPageRoutes } from '../transit-page/transit-page-routes.tsx';
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

/** The list inside the app's frame (top bar, offline banner), the transit page over it. */
function renderInShell(path: string) {
  fakeWebSockets();
  return renderRoutes(
    [
      {
        element: <AppShell />,
        children: [
          {
            element: <DocumentsBackdrop />,
            children: [
              { path: '/documents', element: null },
              { path: '/documents/search', element: <TransitSearchDialog /> },
              ...transitPageRoutes,
            ],
          },
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
    renderInShell('/documents');
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

describe('the list reads well', () => {
  it('makes the transit number a link that opens the transit, in both views', async () => {
    const user = userEvent.setup();
    listServer(() => ({ status: 200, body: transitPage([transitFixture(1), transitFixture(2)]) }));
    const { router } = renderAt('/documents');
    const table = await screen.findByRole('table', { name: 'Transits' });
    const link = within(table).getByRole('link', { name: '2026/000002' });
    expect(link.getAttribute('href')).toBe('/documents/2');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/documents/2');
    // The transit page closes back to the list it was opened from.
    expect(router.state.location.state).toEqual({ from: '/documents' });

    await router.navigate('/documents');
    await user.click(screen.getByRole('button', { name: 'List view' }));
    const list = await screen.findByRole('table', { name: 'Transits' });
    await user.click(await within(list).findByRole('link', { name: '2026/000001' }));
    expect(router.state.location.pathname).toBe('/documents/1');
  });

  it('adds a status column to the list view on a wide screen only', async () => {
    localStorage.setItem('documentsView', 'list');
    listServer(() => ({
      status: 200,
      body: transitPage([transitFixture(1, { status: 'running' })]),
    }));
    const headersOf = async () =>
      within(await screen.findByRole('table', { name: 'Transits' }))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent);

    stubScreenWidth(1440);
    const wide = renderAt('/documents');
    await waitFor(async () => {
      expect((await headersOf())[0]).toBe('Status');
    });
    expect(screen.getByText('Not finished')).toBeTruthy();
    wide.unmount();

    stubScreenWidth(1000);
    renderAt('/documents');
    await waitFor(async () => {
      expect(await headersOf()).toHaveLength(7);
    });
    expect(await headersOf()).not.toContain('Status');
  });

  it('keeps every action icon in its own column, whichever actions a row has', async () => {
    const shared = transitFixture(2, { type: 'send' });
    localStorage.setItem('documentsView', 'list');
    listServer(() => ({
      status: 200,
      body: transitPage([
        transitFixture(1),
        { ...shared, actions: transitActionsOf(shared, SHARED_IN_ACTOR) },
      ]),
    }));
    renderAt('/documents');
    const all = await screen.findByRole('button', { name: 'Preview 2026/000001' });
    const few = screen.getByRole('button', { name: 'Preview 2026/000002' });
    expect(screen.queryByRole('button', { name: 'Delete 2026/000002' })).toBeNull();
    // Both rows keep four places, so the preview and documents icons line up.
    const slotsOf = (button: HTMLElement) => button.parentElement?.children.length;
    expect(slotsOf(all)).toBe(4);
    expect(slotsOf(few)).toBe(4);
    expect(few.parentElement?.firstElementChild).toBe(few);
  });

  it('names a transit type the same in the list, the filters and the transit page', async () => {
    const user = userEvent.setup();
    const shared = { ...transitFixture(2, { type: 'send' }) };
    const sharedRow = { ...shared, actions: transitActionsOf(shared, SHARED_IN_ACTOR) };
    fakeServer({
      [`GET ${LIST}`]: { status: 200, body: transitPage([transitFixture(1), sharedRow]) },
      [`GET ${LIST}2/`]: { status: 200, body: sharedRow },
    });
    const { router } = renderAt('/documents');
    const table = await screen.findByRole('table', { name: 'Transits' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    const typeOf = (number: string) => {
      const row = within(table).getByRole('link', { name: number }).closest('tr');
      if (!row) throw new Error('no row');
      return within(row).getAllByRole('cell')[headers.indexOf('Type')]?.textContent;
    };
    expect(typeOf('2026/000001')).toBe('Own transit');
    expect(typeOf('2026/000002')).toBe('Shared with us');

    await router.navigate('/documents/search');
    const dialog = await screen.findByRole('dialog', { name: 'Filter transits' });
    const options = within(within(dialog).getByLabelText('Type')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Any',
      'Shared with us',
      'Own transit',
    ]);
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'send');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    const line = await screen.findByRole('region', { name: 'Active filters' });
    expect(within(line).getByText('Type: Shared with us')).toBeTruthy();
  });

  it('shows the type on the transit page under the name the list uses', async () => {
    const user = userEvent.setup();
    const shared = { ...transitFixture(2, { type: 'send' }) };
    const sharedRow = { ...shared, actions: transitActionsOf(shared, SHARED_IN_ACTOR) };
    fakeServer({
      [`GET ${LIST}`]: { status: 200, body: transitPage([sharedRow]) },
      [`GET ${LIST}2/`]: { status: 200, body: sharedRow },
    });
    renderInShell('/documents');
    await user.click(await screen.findByRole('link', { name: '2026/000002' }));
    const page = await screen.findByRole('dialog', { name: 'Transit 2026/000002' });
    expect(within(page).getByText('Shared with us')).toBeTruthy();
  });

  it('says once, not twice, that the device is offline', async () => {
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
    renderInShell('/documents');
    expect(await screen.findByRole('button', { name: 'Preview 2026/000004' })).toBeTruthy();
    expect(screen.getAllByText(/You are offline/)).toHaveLength(1);
  });

  it('shows a progress bar, and no made-up pages, while the first page loads', async () => {
    let answer: (value: Answer) => void = () => undefined;
    // The list request waits until the test answers it; nothing else is answered.
    const pending = new Promise<Answer>((resolve) => {
      answer = resolve;
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const isList = String(input instanceof Request ? input.url : input).includes(LIST);
      const { status, body } = isList ? await pending : { status: 404, body: {} };
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    });
    renderAt('/documents');
    expect(screen.getByRole('progressbar', { name: 'Loading transits' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
    expect(screen.queryByRole('button', { name: /page 10/i })).toBeNull();
    answer({ status: 200, body: transitPage([transitFixture(1)]) });
    expect(await screen.findByRole('link', { name: '2026/000001' })).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Loading transits' })).toBeNull();
  });
});
