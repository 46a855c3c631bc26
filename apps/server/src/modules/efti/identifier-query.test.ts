import { describe, expect, it, afterAll } from 'vitest';
import { eftiOf, postActiveTransit } from '../../../test/efti-fixtures.ts';
import { startTestGate } from '../../../test/efti-gate.ts';
import {
  identifierTestCases,
  matchesQuery,
  type IdentifierQuery,
} from '../../../test/efti-identifier-query.ts';
import { auth } from '../../../test/factories.ts';
import { describeEachDatabase, type TestApp } from '../../../test/harness.ts';
import { requireTool } from '../../../test/pdf-tools.ts';
import { transitUrl } from '../../../test/transit-fixtures.ts';

/**
 * The identifiers we upload are found by a gate's identifier query: the test gate applies the
 * matching of the reference implementation's test cases (plates in any case, identifier types,
 * the registration country of the matched vehicle, the leg's mode and dangerous-goods flag).
 */

describe('the test gate’s identifier matching', () => {
  it('gives exactly the results of every reference identifier-query test case', () => {
    const groups = identifierTestCases();
    expect(groups.length).toBeGreaterThanOrEqual(6);
    let checked = 0;
    for (const group of groups) {
      for (const { query, results } of group.cases) {
        const found = group.datasets
          .filter((dataset) => matchesQuery(dataset.consignment, query))
          .map((dataset) => dataset.id)
          .sort();
        expect(found, `${group.description}: ${JSON.stringify(query)}`).toEqual(
          [...results].sort(),
        );
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(40);
  });
});

const gate = await startTestGate();
afterAll(async () => {
  await gate.close();
});

async function plateOf(t: TestApp, vehicleId: number): Promise<string> {
  const row = await t.db
    .selectFrom('vehicles')
    .select('number')
    .where('id', '=', vehicleId)
    .executeTakeFirstOrThrow();
  return row.number;
}

async function waitFor(check: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describeEachDatabase(
  'eFTI identifiers found by the gate',
  (ctx) => {
    requireTool('xmllint', 'libxml2-utils');

    it('finds a transit with two legs, a tractor, a trailer and a foreign vehicle by each plate and filter', async () => {
      const t = ctx();
      const { f, transit } = await postActiveTransit(t);
      const { dataset_id } = await eftiOf(t, f.owner.token, transit.id);
      await t.deps.efti?.flush();
      const uploaded = () =>
        gate.requests.filter((r) => r.datasetId === dataset_id && r.status === 200).length;
      await waitFor(() => uploaded() === 1, 'the identifiers');
      const tractor = await plateOf(t, f.tractor);
      const trailer = await plateOf(t, f.semitrailer);
      const find = (query: Partial<IdentifierQuery> & { identifier: string }) =>
        gate.findByIdentifier({ types: [], ...query }).includes(dataset_id);
      const cases: [Partial<IdentifierQuery> & { identifier: string }, boolean][] = [
        [{ identifier: tractor }, true],
        [{ identifier: tractor.toLowerCase() }, true],
        [{ identifier: tractor, types: ['means'], registrationCountryCode: 'PL' }, true],
        [{ identifier: tractor, modeCode: '3', dangerousGoodsIndicator: false }, true],
        [{ identifier: tractor, dangerousGoodsIndicator: true }, false],
        [{ identifier: tractor, modeCode: '1' }, false],
        [{ identifier: tractor, types: ['equipment', 'carried'] }, false],
        [{ identifier: tractor, registrationCountryCode: 'DE' }, false],
        [{ identifier: trailer, types: ['equipment'], registrationCountryCode: 'PL' }, true],
        [{ identifier: trailer, types: ['means'] }, false],
        // The second leg: the forwarder's German vehicle, typed in lower case.
        [{ identifier: 'B XY 123', types: ['means'], registrationCountryCode: 'DE' }, true],
        [{ identifier: 'B XY 123', registrationCountryCode: 'PL' }, false],
        [{ identifier: 'B XY 124' }, false],
      ];
      for (const [query, expected] of cases) {
        expect(find(query), JSON.stringify(query)).toBe(expected);
      }

      // A new plate on the second leg is found once the identifiers reach the gate again.
      const changed = await t.app.inject({
        method: 'PATCH',
        url: transitUrl(transit.id),
        headers: auth(f.owner.token),
        payload: {
          carrier: transit.carrier.map((c, i) => ({
            id: c.id,
            client: c.client.id,
            ...(i === 0
              ? { driver: f.driver.id, vehicle: f.tractor, semitrailer: f.semitrailer }
              : { driver_not_from_system: 'Hans Meier', vehicle_not_from_system: 'B ZZ 999' }),
            is_forwarder: i === 1,
          })),
        },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      await t.deps.efti?.flush();
      await waitFor(() => uploaded() === 2, 'the changed identifiers');
      expect(find({ identifier: 'b zz 999', registrationCountryCode: 'DE' })).toBe(true);
      expect(find({ identifier: 'B XY 123' })).toBe(false);
      expect(find({ identifier: tractor })).toBe(true);
    });
  },
  {
    EFTI_GATE_URL: gate.url,
    EFTI_RETRY_BASE_MS: '60',
    EFTI_RETRY_MAX_MS: '500',
    EFTI_SWEEP_INTERVAL_MS: '300',
  },
);
