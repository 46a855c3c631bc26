// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Driver, Vehicle } from '@transitdocs/domain';
import { describe, expect, it } from 'vitest';
import {
  DISPATCHER,
  fakeServer,
  page,
  renderRoutes,
  setUpComponentTests,
  WAREHOUSEMAN,
} from '../../test-support/index.ts';
import { DriversPage } from '../drivers/drivers-page.tsx';
import { CarsPage } from './cars-page.tsx';
import { formatPosition, formatPositionTime } from './fleet-cells.tsx';

setUpComponentTests();

const AT = '2026-11-25T10:05:00.000Z';

const TRACTOR: Vehicle = {
  id: 11,
  number: 'WX1234A',
  type: 'tractor_unit',
  status: 'available',
  attached_vehicle: null,
  trailer: { id: 12, number: 'WX0001N', type: 'semitrailer' },
  driver: { id: 21, first_name: 'Jan', last_name: 'Kowalski', phone: '+48600100200' },
  company: 1,
  current_pos_latitude: 52.2297,
  current_pos_longitude: 21.0122,
  current_pos_accuracy: 12,
  current_pos_at: AT,
};

const VAN: Vehicle = {
  ...TRACTOR,
  id: 13,
  number: 'WX5555',
  type: 'van',
  trailer: null,
  driver: null,
  current_pos_latitude: null,
  current_pos_longitude: null,
  current_pos_accuracy: null,
  current_pos_at: null,
};

const DRIVER: Driver = {
  id: 21,
  user: { first_name: 'Jan', last_name: 'Kowalski', phone: '+48600100200' },
  client: null,
  vehicle: { id: 11, number: 'WX1234A', attached_vehicle: null },
  is_available: 'available',
  current_pos_latitude: 52.2297,
  current_pos_longitude: 21.0122,
  current_pos_accuracy: 12,
  current_pos_at: AT,
};

const POSITION = `52° 13' 46.9" N, 21° 0' 43.9" E`;

function renderCars(path: string, user = DISPATCHER) {
  return renderRoutes([{ path: '/cars/*', element: <CarsPage /> }], { path, user }).router;
}

describe('position cells', () => {
  it('print the domain coordinates and the time, nothing without a position', () => {
    expect(formatPosition(52.2297, 21.0122)).toBe(POSITION);
    expect(formatPosition(null, null)).toBe('');
    expect(formatPositionTime(AT)).toMatch(/^2026-11-25 \d\d:05$/);
    expect(formatPositionTime(null)).toBe('');
  });
});

describe('cars', () => {
  it('shows the last position with its time, and a dash when none was given', async () => {
    fakeServer({ 'GET /company/api/v1/vehicle/': { status: 200, body: page([TRACTOR, VAN]) } });
    renderCars('/cars');
    const table = await screen.findByRole('table', { name: 'Cars' });
    const [, tractorRow, vanRow] = within(table).getAllByRole('row');
    if (!tractorRow || !vanRow) throw new Error('rows missing');
    expect(within(tractorRow).getByText(POSITION)).toBeTruthy();
    expect(within(tractorRow).getByText(/^as of 2026-11-25 \d\d:05$/)).toBeTruthy();
    expect(within(vanRow).getByLabelText('No position given yet').textContent).toBe('—');
  });

  it('/cars/{id} opens the vehicle, its number in the list leads there, Edit goes on', async () => {
    fakeServer({
      'GET /company/api/v1/vehicle/': { status: 200, body: page([TRACTOR]) },
      'GET /company/api/v1/vehicle/11/': { status: 200, body: TRACTOR },
    });
    const user = userEvent.setup();
    const router = renderCars('/cars');
    await user.click(await screen.findByRole('link', { name: 'Open vehicle WX1234A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vehicle WX1234A' });
    expect(router.state.location.pathname).toBe('/cars/11');
    for (const text of ['Tractor unit', 'Jan Kowalski', 'WX0001N', 'Available', POSITION]) {
      expect(within(dialog).getByText(text, { exact: false }), text).toBeTruthy();
    }
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/cars/11/edit');
    });
  });

  it('a vehicle that cannot be loaded says so; Close returns to the list', async () => {
    fakeServer({
      'GET /company/api/v1/vehicle/': { status: 200, body: page([]) },
      'GET /company/api/v1/vehicle/99/': { status: 404, body: { detail: 'not_found' } },
    });
    const user = userEvent.setup();
    const router = renderCars('/cars/99', WAREHOUSEMAN);
    const dialog = await screen.findByRole('dialog', { name: 'Vehicle' });
    expect(await within(dialog).findByText('Unable to retrieve vehicle data')).toBeTruthy();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/cars');
    });
  });
});

describe('drivers', () => {
  it('shows the position with its time and /drivers/{id} opens the driver', async () => {
    fakeServer({
      'GET /company/api/v1/my-driver/': { status: 200, body: page([DRIVER]) },
      'GET /company/api/v1/my-driver/21/': { status: 200, body: DRIVER },
    });
    const user = userEvent.setup();
    const router = renderRoutes([{ path: '/drivers/*', element: <DriversPage /> }], {
      path: '/drivers',
      user: DISPATCHER,
    }).router;
    const table = await screen.findByRole('table', { name: 'Drivers' });
    expect(within(table).getByText(POSITION)).toBeTruthy();
    await user.click(within(table).getByRole('link', { name: 'Jan Kowalski' }));
    const dialog = await screen.findByRole('dialog', { name: 'Jan Kowalski' });
    expect(router.state.location.pathname).toBe('/drivers/21');
    for (const text of ['+48600100200', 'WX1234A', POSITION]) {
      expect(within(dialog).getByText(text, { exact: false }), text).toBeTruthy();
    }
    expect(within(dialog).queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});
