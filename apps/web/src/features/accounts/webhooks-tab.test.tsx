// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  WEBHOOK_EVENTS,
  type Webhook,
  type WebhookCreated,
  type WebhookDelivery,
} from '@transitdocs/domain';
import { describe, expect, it, vi } from 'vitest';
import {
  DISPATCHER,
  fakeServer,
  OWNER,
  renderRoutes,
  setUpComponentTests,
} from '../../test-support/index.ts';
import { ProfileManagementDialog } from './profile-management-dialog.tsx';
import { WebhooksTab } from './webhooks-tab.tsx';

setUpComponentTests();

const HOOKS = '/company/api/v1/webhooks/';

const ACTIVE: Webhook = {
  id: 1,
  url: 'https://erp.example.com/hooks',
  events: ['transit.created', 'document.signed'],
  created_at: '2026-11-01T10:00:00.000Z',
  disabled_at: null,
  failing_since: null,
  previous_secret_expires_at: null,
};

const DISABLED: Webhook = {
  id: 2,
  url: 'https://old.example.com/in',
  events: [...WEBHOOK_EVENTS],
  created_at: '2026-10-01T10:00:00.000Z',
  disabled_at: '2026-11-20T10:00:00.000Z',
  failing_since: '2026-11-19T10:00:00.000Z',
  previous_secret_expires_at: null,
};

const CREATED: WebhookCreated = {
  id: 3,
  url: 'https://tms.example.com/transitdocs',
  events: [...WEBHOOK_EVENTS],
  created_at: '2026-11-26T10:00:00.000Z',
  disabled_at: null,
  failing_since: null,
  previous_secret_expires_at: null,
  secret: 'whsec_0123456789abcdef',
};

function delivery(fields: Partial<WebhookDelivery> & Pick<WebhookDelivery, 'id'>): WebhookDelivery {
  return {
    event_id: 'evt_1',
    event: 'transit.created',
    object_type: 'transit',
    object_id: 42,
    created_at: '2026-11-26T09:00:00.000Z',
    attempts: 1,
    status: 'delivered',
    next_attempt_at: null,
    last_attempt_at: '2026-11-26T09:00:01.000Z',
    last_status_code: 200,
    last_error: null,
    delivered_at: '2026-11-26T09:00:01.000Z',
    ...fields,
  };
}

const renderTab = () =>
  renderRoutes([{ path: '/', element: <WebhooksTab /> }], { path: '/', user: OWNER });

describe('WebhooksTab', () => {
  it('lists endpoints with their events and state', async () => {
    fakeServer({ [`GET ${HOOKS}`]: { status: 200, body: { results: [ACTIVE, DISABLED] } } });
    renderTab();

    const table = await screen.findByRole('table', { name: 'Webhook endpoints' });
    expect(within(table).getByText(ACTIVE.url)).toBeTruthy();
    expect(
      within(table).getByText('Transit created, Document signed (each signature)'),
    ).toBeTruthy();
    expect(within(table).getByText('Active')).toBeTruthy();
    expect(within(table).getByText('All events')).toBeTruthy();
    expect(within(table).getByText(/^Disabled 2026-11-20/)).toBeTruthy();
  });

  it('checks the address and the events, then adds the endpoint, showing its secret once', async () => {
    let hooks: Webhook[] = [ACTIVE];
    const calls = fakeServer((call) => {
      if (call.method === 'GET' && call.path === HOOKS) {
        return { status: 200, body: { results: hooks } };
      }
      if (call.method === 'POST' && call.path === HOOKS) {
        const { secret: _secret, ...listed } = CREATED;
        hooks = [...hooks, listed];
        return { status: 201, body: CREATED };
      }
      return { status: 404, body: { detail: 'not_found' } };
    });
    const user = userEvent.setup();
    renderTab();
    const table = await screen.findByRole('table', { name: 'Webhook endpoints' });

    // The domain's address rule answers before the server is asked.
    const url = screen.getByLabelText(/Endpoint address/);
    await user.click(url);
    await user.paste('ftp://tms.example.com');
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText(/must start with https:\/\//)).toBeTruthy();
    expect(await screen.findByText('Choose at least one event.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(url);
    await user.paste(CREATED.url);
    await user.click(screen.getByLabelText('Transit created'));
    const all = screen.getByLabelText('All events');
    expect(all).toHaveProperty('indeterminate', true);
    await user.click(all);
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));

    expect(await screen.findByText(/you will not see it again/)).toBeTruthy();
    expect(screen.getByLabelText('Signing secret')).toHaveProperty('value', CREATED.secret);
    expect(screen.getByRole('button', { name: 'Copy secret' })).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      url: CREATED.url,
      events: [...WEBHOOK_EVENTS],
    });
    await waitFor(() => {
      expect(within(table).getByText(CREATED.url)).toBeTruthy();
    });
    expect(url).toHaveProperty('value', '');
  });

  it("shows the server's refusal of an address under the address field", async () => {
    fakeServer({
      [`GET ${HOOKS}`]: { status: 200, body: { results: [] } },
      [`POST ${HOOKS}`]: { status: 400, body: { url: ['webhook_url_not_public'] } },
    });
    const user = userEvent.setup();
    renderTab();
    expect(await screen.findByText(/No webhook endpoints yet/)).toBeTruthy();

    const url = screen.getByLabelText(/Endpoint address/);
    await user.click(url);
    await user.paste('https://10.0.0.5/hooks');
    await user.click(screen.getByLabelText('Remark added'));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText(/must point to a public server/)).toBeTruthy();
    expect(url.getAttribute('aria-invalid')).toBe('true');
  });

  it("shows the company's endpoint limit as an alert, the address untouched", async () => {
    fakeServer({
      [`GET ${HOOKS}`]: { status: 200, body: { results: [ACTIVE] } },
      [`POST ${HOOKS}`]: {
        status: 400,
        body: { non_field_errors: ['webhook_limit_reached?max=10'] },
      },
    });
    const user = userEvent.setup();
    renderTab();
    const url = await screen.findByLabelText(/Endpoint address/);
    await user.click(url);
    await user.paste('https://tms.example.com/in');
    await user.click(screen.getByLabelText('Remark added'));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('already has 10 webhook endpoints');
    expect(url.getAttribute('aria-invalid')).toBe('false');
  });

  it('deletes an endpoint only after confirming', async () => {
    let hooks: Webhook[] = [ACTIVE];
    const calls = fakeServer((call) => {
      if (call.method === 'GET' && call.path === HOOKS) {
        return { status: 200, body: { results: hooks } };
      }
      if (call.method === 'DELETE' && call.path === `${HOOKS}1/`) {
        hooks = [];
        return { status: 204 };
      }
      return { status: 404, body: { detail: 'not_found' } };
    });
    const user = userEvent.setup();
    renderTab();

    await user.click(await screen.findByRole('button', { name: `Delete ${ACTIVE.url}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the webhook endpoint?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/No webhook endpoints yet/)).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === `${HOOKS}1/`)).toBe(true);
  });

  it("rotates the secret only after confirming, shows the new one once and the old one's end", async () => {
    const until = '2026-11-27T10:00:00.000Z';
    let hooks: Webhook[] = [ACTIVE];
    const calls = fakeServer((call) => {
      if (call.method === 'GET' && call.path === HOOKS) {
        return { status: 200, body: { results: hooks } };
      }
      if (call.method === 'POST' && call.path === `${HOOKS}1/rotate-secret/`) {
        hooks = [{ ...ACTIVE, previous_secret_expires_at: until }];
        return {
          status: 200,
          body: { ...hooks[0], secret: 'whsec_bmV3IHNlY3JldCBmb3IgdGhlIHRlc3Q=' },
        };
      }
      return { status: 404, body: { detail: 'not_found' } };
    });
    const user = userEvent.setup();
    renderTab();

    await user.click(
      await screen.findByRole('button', { name: `Rotate the secret of ${ACTIVE.url}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Rotate the signing secret?' });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Rotate' }));
    expect(await screen.findByText(`New secret for ${ACTIVE.url}`)).toBeTruthy();
    expect(screen.getByDisplayValue('whsec_bmV3IHNlY3JldCBmb3IgdGhlIHRlc3Q=')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      `${HOOKS}1/rotate-secret/`,
    ]);
    const table = await screen.findByRole('table', { name: 'Webhook endpoints' });
    expect(await within(table).findByText(/^Old secret valid until /)).toBeTruthy();
  });

  it('opens the delivery log, newest first, and sends a delivery again', async () => {
    const failed = delivery({
      id: 7,
      event: 'document.signed',
      object_id: 9,
      status: 'failed',
      attempts: 12,
      last_status_code: 500,
      last_error: 'HTTP 500 Internal Server Error',
      delivered_at: null,
    });
    let deliveries = [failed, delivery({ id: 5 })];
    const calls = fakeServer((call) => {
      if (call.method === 'GET' && call.path === HOOKS) {
        return { status: 200, body: { results: [DISABLED] } };
      }
      if (call.method === 'GET' && call.path === `${HOOKS}2/deliveries/`) {
        return { status: 200, body: { results: deliveries } };
      }
      if (call.method === 'POST' && call.path === `${HOOKS}2/deliveries/7/resend/`) {
        const copy = delivery({ id: 8, event: 'document.signed', object_id: 9, attempts: 1 });
        deliveries = [copy, ...deliveries];
        return { status: 202, body: copy };
      }
      return { status: 404, body: { detail: 'not_found' } };
    });
    const user = userEvent.setup();
    const { router } = renderTab();

    await user.click(
      await screen.findByRole('button', { name: `Delivery log of ${DISABLED.url}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: /Delivery log/ });
    expect(router.state.location.search).toBe('?log=2');
    expect(within(dialog).getByText(/disabled after a day of failed deliveries/)).toBeTruthy();
    const log = within(dialog).getByRole('table', { name: 'Deliveries' });
    const rows = within(log).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('Failed')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('500')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('HTTP 500 Internal Server Error')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText(/^Delivered 2026-11-26/)).toBeTruthy();

    await user.click(
      within(rows[0] as HTMLElement).getByRole('button', { name: /^Send Document signed/ }),
    );
    await waitFor(() => {
      expect(within(log).getAllByRole('row')).toHaveLength(4);
    });
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/7/resend/'))).toBe(true);
    expect(within(dialog).getByText('Queued to be sent again.')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: /Delivery log/ })).toBeNull();
    });
    expect(router.state.location.search).toBe('');
  });
});

/** A phone: every media query of the mobile breakpoint matches. */
function onPhone(): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    onchange: null,
    dispatchEvent: () => false,
  }));
}

describe('WebhooksTab on a phone', () => {
  it('stacks endpoints and deliveries as entries instead of tables', async () => {
    onPhone();
    fakeServer({
      [`GET ${HOOKS}`]: { status: 200, body: { results: [ACTIVE] } },
      [`GET ${HOOKS}1/deliveries/`]: { status: 200, body: { results: [delivery({ id: 5 })] } },
    });
    const user = userEvent.setup();
    renderTab();

    const endpoints = await screen.findByRole('list', { name: 'Webhook endpoints' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(endpoints).getByText(ACTIVE.url)).toBeTruthy();
    await user.click(within(endpoints).getByRole('button', { name: /^Delivery log of/ }));
    const log = await screen.findByRole('list', { name: 'Deliveries' });
    expect(within(log).getByText('Transit created · ID 42')).toBeTruthy();
    expect(within(log).getByText('Attempts: 1 · Response: 200')).toBeTruthy();
    expect(within(log).getByRole('button', { name: /^Send Transit created/ })).toBeTruthy();
  });
});

describe('ProfileManagementDialog webhooks tab', () => {
  it('is offered to an Admin and opens the endpoints', async () => {
    fakeServer({ [`GET ${HOOKS}`]: { status: 200, body: { results: [ACTIVE] } } });
    renderRoutes([{ path: '/profileManagement', element: <ProfileManagementDialog /> }], {
      path: '/profileManagement?tab=webhooks',
      user: OWNER,
    });
    expect(await screen.findByRole('tab', { name: 'Webhooks', selected: true })).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Webhook endpoints' })).toBeTruthy();
  });

  it('is not offered to whom the rulebook refuses it', async () => {
    fakeServer({});
    renderRoutes([{ path: '/profileManagement', element: <ProfileManagementDialog /> }], {
      path: '/profileManagement?tab=webhooks',
      user: DISPATCHER,
    });
    expect(await screen.findByRole('tab', { name: 'Accounts' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Webhooks' })).toBeNull();
    expect(screen.getByRole('tab', { name: /finances/i, selected: true })).toBeTruthy();
  });
});
