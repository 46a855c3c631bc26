// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import { renderRoutes, setUpComponentTests } from '../../test-support/index.ts';
import { buildListQueryString, useListQuery, type Page } from './use-list-query.ts';
import { readListFilters } from './list-filters.ts';

setUpComponentTests();

type Row = { id: number; name: string };

function page(results: Row[], count = results.length): Page<Row> {
  return { count, next: null, previous: null, results };
}

function Probe({ fetchPage }: { fetchPage: (query: string) => Promise<Page<Row>> }) {
  const list = useListQuery<Row>({
    name: 'probe',
    fetchPage,
    toQuery: (filters) => ({ ...filters, name: (filters.name ?? '').toUpperCase() }),
  });
  const location = useLocation();
  return (
    <div>
      <p data-testid="query">{list.queryString}</p>
      <p data-testid="search">{location.search}</p>
      <p data-testid="rows">{list.rows.map((row) => row.name).join(',')}</p>
      <button
        onClick={() => {
          list.setFilters({ name: 'trans', town: '' });
        }}
      >
        filter
      </button>
      <button
        onClick={() => {
          list.setPage(2);
        }}
      >
        page two
      </button>
      <button onClick={() => void list.refresh()}>refresh</button>
    </div>
  );
}

function renderProbe(fetchPage: (query: string) => Promise<Page<Row>>, entry = '/list') {
  return renderRoutes([{ path: '/list', element: <Probe fetchPage={fetchPage} /> }], {
    path: entry,
  });
}

describe('buildListQueryString', () => {
  it('puts the page first and leaves out empty filters', () => {
    expect(buildListQueryString(2, { name: ' Trans ', town: '', country: 'PL' })).toBe(
      'page=2&name=Trans&country=PL',
    );
  });
});

describe('useListQuery', () => {
  it('reads the page from ?page= and the filters from localStorage', async () => {
    localStorage.setItem('listFilters:probe', JSON.stringify({ name: 'pol' }));
    const fetchPage = vi.fn((_query: string) => Promise.resolve(page([{ id: 1, name: 'A' }])));
    renderProbe(fetchPage, '/list?page=3');
    await waitFor(() => {
      expect(screen.getByTestId('rows').textContent).toBe('A');
    });
    expect(fetchPage).toHaveBeenCalledWith('page=3&name=POL', expect.anything());
  });

  it('stores new filters per list, goes back to page 1 and refetches on refresh', async () => {
    const fetchPage = vi.fn((_query: string) => Promise.resolve(page([{ id: 1, name: 'A' }])));
    renderProbe(fetchPage, '/list?page=4');
    await waitFor(() => {
      expect(fetchPage).toHaveBeenCalledWith('page=4', expect.anything());
    });
    fireEvent.click(screen.getByRole('button', { name: 'filter' }));
    expect(JSON.parse(localStorage.getItem('listFilters:probe') ?? '{}')).toEqual({
      name: 'trans',
    });
    expect(readListFilters('probe')).toEqual({ name: 'trans' });
    await waitFor(() => {
      expect(screen.getByTestId('query').textContent).toBe('page=1&name=TRANS');
    });
    expect(screen.getByTestId('search').textContent).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'page two' }));
    await waitFor(() => {
      expect(fetchPage).toHaveBeenLastCalledWith('page=2&name=TRANS', expect.anything());
    });
    expect(screen.getByTestId('search').textContent).toBe('?page=2');

    const calls = fetchPage.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'refresh' }));
    await waitFor(() => {
      expect(fetchPage.mock.calls.length).toBe(calls + 1);
    });
  });
});
