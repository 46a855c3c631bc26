// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { Client, Driver, Vehicle } from '@transitdocs/domain';
import { describe, expect, it } from 'vitest';
import {
  DISPATCHER,
  fakeServer,
  page,
  renderRoutes,
  setUpComponentTests,
  type Call,
} from '../../test-support/index.ts';
import { AddTransitDialog } from './transit-form-routes.tsx';
import { CARRIER_CLIENT, DRIVER, TRACTOR } from './transit-form-test-data.ts';

setUpComponentTests();

const API = '/company/api/v1';

/** A contractor that is a company in the product, connected to the caller (spec 2 §4). */
const SUBCONTRACTOR: Client = {
  ...CARRIER_CLIENT,
  id: 34,
  name: 'Podwykonawca Trans Sp. z o.o.',
  nip: '5213000007',
  vies: 'PL5213000007',
  is_online: true,
  gt_id: 900,
};

const SUB_DRIVER: Driver = {
  ...DRIVER,
  id: 70,
  user: { first_name: 'Marek', last_name: 'Zieliński', phone: '+48600100300' },
  client: null,
  vehicle: null,
};

const SUB_TRACTOR: Vehicle = {
  ...TRACTOR,
  id: 71,
  number: 'WB 1001',
  trailer: null,
  driver: null,
  company: 900,
};

const SUB_TRAILER: Vehicle = { ...SUB_TRACTOR, id: 72, number: 'WB 1002', type: 'semitrailer' };

/** Own master data, or the subcontractor's when a query names its VIES id. */
function server(): Call[] {
  const own = (call: Call) => !call.path.includes(`company_vies=${SUBCONTRACTOR.vies ?? ''}`);
  return fakeServer((call) => {
    const [base = ''] = call.path.split('?');
    const answers: Record<string, unknown> = {
      [`${API}/client/all_clients/`]: page([CARRIER_CLIENT, SUBCONTRACTOR]),
      [`${API}/driver/`]: page(own(call) ? [DRIVER] : [SUB_DRIVER]),
      [`${API}/vehicle/not_trailer/`]: page(own(call) ? [TRACTOR] : [SUB_TRACTOR]),
      [`${API}/vehicle/trailer/`]: page(own(call) ? [] : [SUB_TRAILER]),
      [`${API}/employee/`]: page([]),
    };
    const body = answers[base];
    return body === undefined
      ? { status: 404, body: { detail: 'not_found' } }
      : { status: 200, body };
  });
}

const combobox = (scope: HTMLElement, name: string) =>
  within(scope).getByRole('combobox', { name });

async function pick(user: UserEvent, scope: HTMLElement, label: string, option: string) {
  await user.click(combobox(scope, label));
  await user.click(await screen.findByRole('option', { name: option }));
}

const lookups = (calls: Call[], path: string) =>
  calls.filter((call) => call.method === 'GET' && call.path.startsWith(`${API}/${path}`));

describe('carrier pickers', { timeout: 60_000 }, () => {
  it("offer a connected contractor's drivers, vehicles and people (company_vies)", async () => {
    const calls = server();
    const user = userEvent.setup();
    renderRoutes([{ path: '/documents/transitAdd', element: <AddTransitDialog /> }], {
      path: '/documents/transitAdd',
      user: DISPATCHER,
    });
    const main = screen.getByRole('group', { name: 'Main carrier' });

    await pick(user, main, 'Contractor', SUBCONTRACTOR.name);
    await pick(user, main, 'Driver', 'Marek Zieliński');
    await pick(user, main, 'Vehicle', 'WB 1001');
    await pick(user, main, 'Semitrailer', 'WB 1002');
    await user.click(combobox(main, 'Person'));
    await waitFor(() => {
      expect(lookups(calls, 'employee/').length).toBeGreaterThan(0);
    });

    const vies = `company_vies=${SUBCONTRACTOR.vies ?? ''}`;
    for (const path of ['driver/', 'vehicle/not_trailer/', 'vehicle/trailer/', 'employee/']) {
      const sent = lookups(calls, path);
      expect(sent.length, path).toBeGreaterThan(0);
      expect(
        sent.every((call) => call.path.includes(vies)),
        path,
      ).toBe(true);
    }
    expect(combobox(main, 'Driver')).toHaveProperty('value', 'Marek Zieliński');
    expect(combobox(main, 'Vehicle')).toHaveProperty('value', 'WB 1001');
    expect(combobox(main, 'Semitrailer')).toHaveProperty('value', 'WB 1002');
  });

  it("offer the caller's own for a contractor outside the product", async () => {
    const calls = server();
    const user = userEvent.setup();
    renderRoutes([{ path: '/documents/transitAdd', element: <AddTransitDialog /> }], {
      path: '/documents/transitAdd',
      user: DISPATCHER,
    });
    const main = screen.getByRole('group', { name: 'Main carrier' });

    await pick(user, main, 'Contractor', CARRIER_CLIENT.name);
    await pick(user, main, 'Driver', 'Krzysztof Kierowca');
    const sent = lookups(calls, 'driver/');
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.some((call) => call.path.includes('company_vies'))).toBe(false);
  });
});
