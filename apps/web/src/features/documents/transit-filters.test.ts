import { describe, expect, it } from 'vitest';
import {
  TransitSearchForm,
  buildTransitQueryString,
  filtersToSearchForm,
  searchFormToFilters,
  transitActiveFilters,
  transitFiltersToQuery,
} from './transit-filters.ts';
import { transitCellValues } from './transit-values.ts';
import { secondReceiver, transitFixture } from './test-fixtures.ts';

describe('transit filters', () => {
  const form = {
    ...filtersToSearchForm({}),
    client: { id: 12, name: 'Trans-Pol' },
    transitNumber: ' 2026/7 ',
    viesNumber: '526-025-02-74',
  };

  it('takes a "contains" field of one or two characters and refuses one too long, as the server does', () => {
    expect(TransitSearchForm.safeParse({ ...form, loadingPlace: ' Ka ' }).success).toBe(true);
    expect(TransitSearchForm.safeParse({ ...form, vehicleNumber: 'W' }).success).toBe(true);
    const long = TransitSearchForm.safeParse({ ...form, vehicleNumber: 'W'.repeat(21) });
    expect(long.success ? [] : long.error.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['vehicleNumber', 'enter_max_chars?count=20'],
    ]);
    expect(TransitSearchForm.safeParse({ ...form, loadingPlace: '' }).success).toBe(true);
  });

  it('starts empty with the PL prefix', () => {
    const empty = filtersToSearchForm({});
    expect(empty.viesCountry).toBe('PL');
    expect(empty.transitType).toBe('');
    expect(empty.transitStatus).toBe('');
    expect(transitFiltersToQuery(searchFormToFilters(empty))).toEqual({});
  });

  it('sends ids, prefix + number as vies, and leaves out empty type and status', () => {
    const query = transitFiltersToQuery(searchFormToFilters(form));
    expect(query).toEqual({ client_id: '12', transit_number: '2026/7', vies: 'PL5260250274' });
    expect(buildTransitQueryString(2, 10, query)).toBe(
      'page=2&page_size=10&client_id=12&transit_number=2026%2F7&vies=PL5260250274',
    );
  });

  it('sends a chosen type and status, and ignores values the server does not know', () => {
    const filters = searchFormToFilters({
      ...form,
      transitType: 'send',
      transitStatus: 'finished',
    });
    expect(transitFiltersToQuery(filters)).toMatchObject({
      transit_type: 'send',
      transit_status: 'finished',
    });
    expect(transitFiltersToQuery({ transit_status: 'lost' })).toEqual({});
  });

  it('sends a short stored "contains" value and drops one the server would refuse (too long)', () => {
    expect(
      transitFiltersToQuery({
        loading_place: 'Ka',
        driver_full_name: ' Jan ',
        vehicle_number: 'W'.repeat(21),
      }),
    ).toEqual({ loading_place: 'Ka', driver_full_name: 'Jan' });
  });

  it('reads stored filters back into the form', () => {
    expect(filtersToSearchForm(searchFormToFilters(form))).toEqual({
      ...form,
      transitNumber: ' 2026/7 ',
    });
  });

  it('names the active filters with readable values', () => {
    const filters = searchFormToFilters({ ...form, transitStatus: 'running' });
    const line = transitActiveFilters(filters, {
      label: (name) => name,
      type: (type) => `type:${type}`,
      status: (status) => `status:${status}`,
    });
    expect(line).toEqual([
      { label: 'client', value: 'Trans-Pol' },
      { label: 'transit_number', value: '2026/7' },
      { label: 'transit_status', value: 'status:running' },
      { label: 'vies', value: 'PL5260250274' },
    ]);
  });
});

describe('transit cell values', () => {
  it('gives one value, several (the "many" label) or none', () => {
    const single = transitFixture(1);
    const double = transitFixture(2, {
      receivers: [...single.receivers, secondReceiver()],
    });
    expect(transitCellValues(single, 'receiver')).toEqual(['Odbiorca Alfa']);
    expect(transitCellValues(double, 'receiver')).toEqual(['Odbiorca Alfa', 'Odbiorca Beta']);
    expect(transitCellValues(double, 'cargo_name')).toHaveLength(2);
    // The same value twice is still one value.
    expect(transitCellValues(double, 'origin_country')).toEqual(['PL']);
    expect(transitCellValues(single, 'forwarder_carrier')).toEqual([]);
    expect(transitCellValues(single, 'vehicle_number')).toEqual(['WX 12345']);
    expect(transitCellValues(single, 'loading_coordinates')).toEqual([
      '54° 21\' 0.0" N, 18° 39\' 0.0" E',
    ]);
    expect(transitCellValues(single, 'unloading_place')).toEqual([
      'ul. Portowa 5, 80-001 Berlin, PL',
    ]);
  });
});
