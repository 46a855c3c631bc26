// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Driver, Vehicle } from '@transitdocs/domain';
import { describe, expect, it } from 'vitest';
import { fakeServer, page, renderRoutes, setUpComponentTests } from '../../test-support/index.ts';
import { AddVehicleDialog } from './vehicle-dialog.tsx';

setUpComponentTests();

const TRACTOR: Vehicle = {
  id: 11,
  number: 'WX1234A',
  type: 'tractor_unit',
  status: 'available',
  attached_vehicle: null,
  trailer: null,
  driver: null,
  company: 1,
  current_pos_latitude: null,
  current_pos_longitude: null,
};

const DRIVER: Driver = {
  id: 21,
  user: { first_name: 'Jan', last_name: 'Kowalski', phone: '+48600100200' },
  client: null,
  vehicle: null,
  is_available: 'available',
  current_pos_latitude: null,
  current_pos_longitude: null,
};

function renderAddDialog() {
  renderRoutes(
    [
      { path: '/cars/add', element: <AddVehicleDialog /> },
      { path: '/cars', element: <p>cars list</p> },
    ],
    { path: '/cars/add' },
  );
}

describe('AddVehicleDialog', () => {
  it('requires the number and the type, and offers no related field before a type', async () => {
    const calls = fakeServer({});
    const user = userEvent.setup();
    renderAddDialog();

    expect(screen.getByLabelText('Driver or vehicle')).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(screen.getByLabelText('Registration number').getAttribute('aria-invalid')).toBe(
        'true',
      );
    });
    expect(screen.getByLabelText('Vehicle type').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    expect(calls).toEqual([]);
  });

  it('switches the related field between a vehicle and a driver by type', async () => {
    const calls = fakeServer({
      'GET /company/api/v1/vehicle/not_trailer/': { status: 200, body: page([TRACTOR]) },
      'GET /company/api/v1/driver/': { status: 200, body: page([DRIVER]) },
      'POST /company/api/v1/vehicle/': {
        status: 201,
        body: { ...TRACTOR, id: 12, number: 'WX9999', driver: { id: 21, ...DRIVER.user } },
      },
    });
    const user = userEvent.setup();
    renderAddDialog();

    await user.type(screen.getByLabelText('Registration number'), 'wx9999');
    expect(screen.getByLabelText('Registration number')).toHaveProperty('value', 'WX9999');

    // A semitrailer hangs on a vehicle: the field looks up vehicles without a trailer.
    await user.selectOptions(screen.getByLabelText('Vehicle type'), 'semitrailer');
    expect(screen.queryByLabelText('Driver')).toBeNull();
    await user.type(screen.getByRole('combobox', { name: 'Attached to vehicle' }), 'WX');
    const typedLookup = '/company/api/v1/vehicle/not_trailer/?number=WX&is_not_attached=true';
    // Opening the field may already have asked with no text; wait for the typed number's answer.
    await waitFor(() => {
      expect(calls.map((call) => call.path)).toContain(typedLookup);
    });
    await user.click(await screen.findByRole('option', { name: 'WX1234A' }));
    expect(screen.getByRole('combobox', { name: 'Attached to vehicle' })).toHaveProperty(
      'value',
      'WX1234A',
    );

    // A trailer also takes a vehicle: the choice stays.
    await user.selectOptions(screen.getByLabelText('Vehicle type'), 'trailer');
    expect(screen.getByRole('combobox', { name: 'Attached to vehicle' })).toHaveProperty(
      'value',
      'WX1234A',
    );

    // A tractor unit has a driver: the vehicle choice is dropped and drivers are looked up.
    await user.selectOptions(screen.getByLabelText('Vehicle type'), 'tractor_unit');
    expect(screen.queryByRole('combobox', { name: 'Attached to vehicle' })).toBeNull();
    const driverField = screen.getByRole('combobox', { name: 'Driver' });
    expect(driverField).toHaveProperty('value', '');
    await user.type(driverField, 'Kow');
    await user.click(await screen.findByRole('option', { name: 'Jan Kowalski' }));
    expect(calls.some((call) => call.path === '/company/api/v1/driver/?search=Kow')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const result = await screen.findByRole('dialog', { name: 'Successfully added vehicle' });
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      number: 'WX9999',
      type: 'tractor_unit',
      driver: 21,
      attached_vehicle: null,
    });
    await user.click(within(result).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('cars list')).toBeTruthy();
  });

  it('shows the generic error dialog and the field message when the server refuses', async () => {
    fakeServer({
      'POST /company/api/v1/vehicle/': {
        status: 400,
        body: { number: ['vehicle_number_taken'] },
      },
    });
    const user = userEvent.setup();
    renderAddDialog();

    await user.type(screen.getByLabelText('Registration number'), 'WX1');
    await user.selectOptions(screen.getByLabelText('Vehicle type'), 'van');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const failure = await screen.findByRole('alertdialog', { name: 'Error' });
    await user.click(within(failure).getByRole('button', { name: 'OK' }));
    await waitFor(() => {
      expect(screen.getByLabelText('Registration number').getAttribute('aria-invalid')).toBe(
        'true',
      );
    });
  });
});
