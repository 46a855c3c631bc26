// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DISPATCHER,
  DRIVER_USER,
  fakeServer,
  renderRoutes,
  setUpComponentTests,
} from '../../test-support/index.ts';
import { DriverPositionSharing, readPositionConsent } from './driver-position.tsx';

setUpComponentTests();

const MY_POSITION = 'POST /company/api/v1/my-position/';
const STORED = { latitude: 52.2297, longitude: 21.0122, accuracy: 15, at: '2026-11-25T10:05:00Z' };

type Fail = { code: number; PERMISSION_DENIED: 1 };

/** navigator.geolocation answering a fix, or refusing with `fail`. */
function fakeGeolocation(fail?: Fail) {
  const getCurrentPosition = vi.fn(
    (success: (position: unknown) => void, error: (reason: Fail) => void) => {
      if (fail) error(fail);
      else success({ coords: { latitude: 52.2297, longitude: 21.0122, accuracy: 15 } });
    },
  );
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition },
  });
  return getCurrentPosition;
}

function renderSharing(user = DRIVER_USER) {
  renderRoutes([{ path: '/documents', element: <DriverPositionSharing /> }], {
    path: '/documents',
    user,
  });
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('driver position sharing', () => {
  it('asks first; only after the driver agrees does the phone give its position', async () => {
    const calls = fakeServer({ [MY_POSITION]: { status: 200, body: STORED } });
    const locate = fakeGeolocation();
    const user = userEvent.setup();
    renderSharing();
    const question = await screen.findByRole('region', { name: 'Share your position?' });
    expect(locate).not.toHaveBeenCalled();
    await user.click(within(question).getByRole('button', { name: 'Share my position' }));
    expect(await screen.findByText(/^Position shared at 2026-11-25 \d\d:05\.$/)).toBeTruthy();
    expect(locate).toHaveBeenCalledTimes(1);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/company/api/v1/my-position/',
        body: { latitude: 52.2297, longitude: 21.0122, accuracy: 15 },
      },
    ]);
    expect(readPositionConsent(DRIVER_USER.id)).toBe('granted');
  });

  it('remembers the consent: the next visit shares without asking', async () => {
    localStorage.setItem(`driverPositionConsent:${String(DRIVER_USER.id)}`, 'granted');
    fakeServer({ [MY_POSITION]: { status: 200, body: STORED } });
    fakeGeolocation();
    renderSharing();
    expect(await screen.findByText(/^Position shared at/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Share your position?' })).toBeNull();
  });

  it('"Not now" is remembered and nothing is asked; sharing can start later', async () => {
    const calls = fakeServer({ [MY_POSITION]: { status: 200, body: STORED } });
    const locate = fakeGeolocation();
    const user = userEvent.setup();
    renderSharing();
    await user.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(readPositionConsent(DRIVER_USER.id)).toBe('declined');
    const start = await screen.findByRole('button', { name: 'Share my position' });
    expect(screen.queryByRole('region', { name: 'Share your position?' })).toBeNull();
    expect(locate).not.toHaveBeenCalled();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    await user.click(start);
    await waitFor(() => {
      expect(locate).toHaveBeenCalledTimes(1);
    });
  });

  it('says how to allow it when the browser refuses the location', async () => {
    localStorage.setItem(`driverPositionConsent:${String(DRIVER_USER.id)}`, 'granted');
    const calls = fakeServer({});
    fakeGeolocation({ code: 1, PERMISSION_DENIED: 1 });
    renderSharing();
    expect(await screen.findByText(/does not allow location access/)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('shows nothing to anyone but a driver', async () => {
    fakeServer({});
    const locate = fakeGeolocation();
    renderSharing(DISPATCHER);
    await waitFor(() => {
      expect(document.body.textContent).toBe('');
    });
    expect(locate).not.toHaveBeenCalled();
  });
});
