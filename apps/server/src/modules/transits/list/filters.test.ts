import { TransitListQuery } from '@transitdocs/domain';
import { describe, expect, it } from 'vitest';
import { TRANSIT_FILTERS, parseFilters } from './filters.ts';

/** The transit filters spec 1 §3 names, in its order. */
const SPEC_FILTERS = [
  'client_id',
  'client_name',
  'employee_id',
  'created_at',
  'loading_date',
  'unloading_date',
  'transit_number',
  'transit_type',
  'transit_status',
  'loading_place',
  'unloading_place',
  'vehicle_number',
  'vies',
  'driver_full_name',
];

describe('the transit list filter table', () => {
  it('has one entry per filter of spec 1 §3', () => {
    expect(Object.keys(TRANSIT_FILTERS)).toEqual(SPEC_FILTERS);
  });

  it('drops empty values: no filter', () => {
    const query = TransitListQuery.parse(
      Object.fromEntries(SPEC_FILTERS.filter((name) => !name.endsWith('_id')).map((n) => [n, ''])),
    );
    expect(parseFilters(query)).toEqual({});
  });

  it('reads each value as the condition uses it', () => {
    const query = TransitListQuery.parse({
      client_id: '5',
      vies: 'pl 526-104-08-28',
      created_at: '2026-03-10',
      transit_status: 'running',
      client_name: '  Łódź ',
    });
    expect(parseFilters(query)).toEqual({
      client_id: 5,
      vies: 'PL5261040828',
      // a Polish day in UTC (CET: from 23:00 the day before)
      created_at: { from: '2026-03-09T23:00:00.000Z', to: '2026-03-10T23:00:00.000Z' },
      transit_status: 'running',
      client_name: 'Łódź',
    });
  });

  it('takes a "contains" value of one character and refuses one too long', () => {
    const result = TransitListQuery.safeParse({
      driver_full_name: 'Ż',
      transit_number: 'x'.repeat(101),
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['transit_number', 'enter_max_chars?count=100'],
    ]);
    expect(TransitListQuery.parse({ driver_full_name: ' Ż ' })).toMatchObject({
      driver_full_name: 'Ż',
    });
  });
});
