// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SharedTransitResponse } from '@transitdocs/domain';
import { describe, expect, it, vi } from 'vitest';
import {
  type Call,
  fakeServer,
  OWNER,
  renderRoutes,
  setUpComponentTests,
  SHARED_IN_ACTOR,
  transitActionsOf,
} from '../../test-support/index.ts';
import { GENERATED_CMR } from '../document-editor/test-documents.ts';
import { buildDocument } from '../documents-modal/test-documents.ts';
import { shareDialogRoutes } from '../share-dialogs/share-dialog-routes.tsx';
import { buildTransit } from '../transit-page/test-transit.ts';
import { transitPageRoutes } from '../transit-page/transit-page-routes.tsx';
import { identityKeyOf } from './link-identity.ts';
import { shareLinkRoutes } from './share-link-routes.tsx';

const TOKEN = 'Tok_en-0123456789abcdefghijklmnopqrstuvwxyzA';
const TRANSIT_API = `/company/api/v1/transit-token/${TOKEN}/`;
const LINK_TOKEN = 'Made_link-0123456789abcdefghijklmnopqrstuvwx';
const IDENTITY = { first_name: 'Ola', last_name: 'Nowak', company_name: 'Odbiór Sp. z o.o.' };

const SHARED: SharedTransitResponse = {
  transit: buildTransit({ id: 7, transit_number: 'TR/2026/7', created_at: '2026-11-20T10:00:00Z' }),
  document: [buildDocument({ id: 31, name: 'CMR 31', transit: 7 })],
  share: {
    type: 'receiver',
    receiver: null,
    company_name: 'Spedycja Alfa',
    expires_at: '2026-12-04T10:00:00Z',
  },
};

setUpComponentTests();

describe('share link pages', () => {
  it('asks who the visitor is (all three required), remembers it under a hash of the token', async () => {
    const calls: Call[] = fakeServer({ [`GET ${TRANSIT_API}`]: { status: 200, body: SHARED } });
    const user = userEvent.setup();
    renderRoutes(shareLinkRoutes, { path: `/share/${TOKEN}` });

    const dialog = await screen.findByRole('dialog', { name: 'Who are you?' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getAllByText('This field is required.')).toHaveLength(3);

    await user.type(
      within(dialog).getByRole('textbox', { name: /First name/ }),
      IDENTITY.first_name,
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Last name/ }), IDENTITY.last_name);
    await user.type(
      within(dialog).getByRole('textbox', { name: /Company name/ }),
      IDENTITY.company_name,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Transit TR/2026/7' })).toBeTruthy();
    expect(screen.getByText('Spedycja Alfa')).toBeTruthy();
    expect(screen.getByText(/works for 14 days .* until 2026-12-04/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Preview documents' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Send alert' })).toBeTruthy();

    const keys = Object.keys(localStorage);
    expect(keys).toContain(await identityKeyOf(TOKEN));
    expect(keys.some((key) => key.includes(TOKEN))).toBe(false);
    expect(JSON.parse(localStorage.getItem(await identityKeyOf(TOKEN)) ?? '{}')).toEqual(IDENTITY);
    // The token travels as ?token= and no session header is sent.
    expect(calls.map((call) => call.path)).toContain(`${TRANSIT_API}?token=${TOKEN}`);
  });

  it('posts a remark under the company name given for the link, with ?token=', async () => {
    localStorage.setItem(await identityKeyOf(TOKEN), JSON.stringify(IDENTITY));
    const remarkPath = `/company/api/v1/transit-token/7/document-remark/`;
    const calls: Call[] = fakeServer({
      [`GET ${TRANSIT_API}`]: { status: 200, body: SHARED },
      [`POST ${remarkPath}`]: {
        status: 201,
        body: {
          id: 5,
          type: 'pickup',
          user: 'Ola Nowak',
          company_name: IDENTITY.company_name,
          timestamp: '2026-11-21T10:00:00Z',
          message: 'Box damaged',
          document: 31,
          files: [],
        },
      },
    });
    const user = userEvent.setup();
    renderRoutes(shareLinkRoutes, {
      path: `/share/${TOKEN}/documentPreview?go_to_remarks&go_to_doc=31`,
    });

    const dialog = await screen.findByRole('dialog', { name: /CMR 31/ });
    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Box damaged');
    await user.click(within(dialog).getByRole('button', { name: 'Add remark' }));

    await waitFor(() => {
      expect(calls.some((call) => call.method === 'POST')).toBe(true);
    });
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.path).toBe(`${remarkPath}?token=${TOKEN}`);
    const form = sent?.body as FormData;
    expect(form.get('company_name')).toBe(IDENTITY.company_name);
    expect(form.get('first_name')).toBe('Ola');
    expect(form.get('message')).toBe('Box damaged');
    expect(await screen.findByText('Remark added.')).toBeTruthy();
  });

  it('previews a generated document on a phone as its stacked form, the PDF a tab away', async () => {
    localStorage.setItem(await identityKeyOf(TOKEN), JSON.stringify(IDENTITY));
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
    const pdfPath = '/company/api/v1/transit-token/31/pdf';
    const calls = fakeServer({
      [`GET ${pdfPath}`]: { status: 200, body: '%PDF-1.7' },
      [`GET ${TRANSIT_API}`]: {
        status: 200,
        body: {
          ...SHARED,
          document: [
            buildDocument({ id: 31, name: 'CMR 31', transit: 7, document_data: GENERATED_CMR }),
          ],
        },
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderRoutes(shareLinkRoutes, { path: `/share/${TOKEN}/documentPreview?go_to_doc=31` });
    const dialog = await screen.findByRole('dialog', { name: 'Preview: CMR 31' });
    expect(within(dialog).getByRole('tab', { name: 'Form', selected: true })).toBeTruthy();
    const sender = within(dialog).getByRole('region', { name: /^1\. Sender/ });
    expect(sender.textContent).toContain('Przedsiębiorstwo Łódź Sp. z o.o.');
    expect(calls.some((call) => call.path.startsWith(pdfPath))).toBe(false);
    await user.click(within(dialog).getByRole('tab', { name: 'A4 page' }));
    expect(await within(dialog).findByRole('region', { name: 'Preview: CMR 31' })).toBeTruthy();
    await waitFor(() => {
      expect(calls.some((call) => call.path.startsWith(pdfPath))).toBe(true);
    });
  });

  it('shows a clear page for an expired link and for a malformed one (without asking the server)', async () => {
    const calls = fakeServer({
      [`GET ${TRANSIT_API}`]: { status: 410, body: { detail: 'share_link_expired' } },
    });
    const first = renderRoutes(shareLinkRoutes, { path: `/share/${TOKEN}` });
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();

    const before = calls.length;
    renderRoutes(shareLinkRoutes, { path: '/share/short' });
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeTruthy();
    expect(calls.length).toBe(before);
    // The credit line of every page, here too.
    expect(screen.getByRole('contentinfo').textContent).toBe(
      'TransitDocs · made by the TransitDocs team',
    );
  });

  it('treats link data outside the contract as a server error, naming where it fails', async () => {
    localStorage.setItem(await identityKeyOf(TOKEN), JSON.stringify(IDENTITY));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = { ...SHARED, transit: { ...SHARED.transit, status: 'lost' } };
    fakeServer({ [`GET ${TRANSIT_API}`]: { status: 200, body: broken } });
    renderRoutes(shareLinkRoutes, { path: `/share/${TOKEN}` });

    // Asked again twice (the query's retries) before the page gives up.
    expect(
      await screen.findByText(
        'The shared transit could not be loaded. Try again later.',
        {},
        { timeout: 6000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Transit TR/2026/7' })).toBeNull();
    expect(logged).toHaveBeenCalledWith(`Unexpected answer of GET ${TRANSIT_API}`, [
      '$.transit.status: not in enum',
    ]);
  }, 10_000);
});

describe('share dialogs', () => {
  it('shares chosen documents by link as a receiver by default, for the chosen receiver', async () => {
    const calls = fakeServer({
      'GET /company/api/v1/all-transit/7/': { status: 200, body: buildTransit({ id: 7 }) },
      'POST /company/api/v1/generate-token/': {
        status: 201,
        body: { id: LINK_TOKEN, expires_at: '2026-12-05T10:00:00Z' },
      },
      'POST /company/api/v1/send-token-email-sms/': {
        status: 200,
        body: { email: true, sms: false },
      },
    });
    const user = userEvent.setup();
    renderRoutes(shareDialogRoutes, {
      path: { pathname: '/documents/7/share/link', state: { documents: [31] } },
      user: OWNER,
    });
    const party = await screen.findByRole('radiogroup', { name: 'The other side acts as' });
    expect(within(party).getByRole<HTMLInputElement>('radio', { name: 'Receiver' }).checked).toBe(
      true,
    );
    expect(
      within(party)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['sender', 'carrier', 'receiver']);
    // Two receivers: the link acts for one of them, the first unless another is chosen.
    const which = await screen.findByRole('radiogroup', { name: 'Which receiver' });
    expect(
      within(which).getByRole<HTMLInputElement>('radio', {
        name: 'Receiver 1: Odbiorca Pierwszy S.A.',
      }).checked,
    ).toBe(true);
    await user.click(within(which).getByRole('radio', { name: /Receiver 2:/ }));
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'odbior@example.com');
    await user.click(screen.getByRole('button', { name: 'Share' }));

    const result = await screen.findByRole('dialog', { name: 'Shared successfully' });
    expect(result.textContent).toContain('The documents are shared.');
    expect(result.textContent).toContain('find the link in their mail');
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.path)).toEqual([
      '/company/api/v1/generate-token/',
      '/company/api/v1/send-token-email-sms/',
    ]);
    expect(posts[0]?.body).toEqual({
      type: 'receiver',
      receiver: 202,
      transit: 7,
      documents: [31],
    });
    // The phone field starts with +48, which alone is no phone.
    expect(posts[1]?.body).toEqual({ token: LINK_TOKEN, email: 'odbior@example.com', phone: '' });
  });

  it('sends the chosen party, with no receiver for a carrier', async () => {
    const calls = fakeServer({
      'GET /company/api/v1/all-transit/7/': { status: 200, body: buildTransit({ id: 7 }) },
      'POST /company/api/v1/generate-token/': {
        status: 201,
        body: { id: LINK_TOKEN, expires_at: '2026-12-05T10:00:00Z' },
      },
      'POST /company/api/v1/send-token-email-sms/': {
        status: 200,
        body: { email: false, sms: true },
      },
    });
    const user = userEvent.setup();
    renderRoutes(shareDialogRoutes, { path: '/documents/7/transitShare/link', user: OWNER });
    await screen.findByRole('radiogroup', { name: 'Which receiver' });
    await user.click(screen.getByRole('radio', { name: 'Carrier' }));
    expect(screen.queryByRole('radiogroup', { name: 'Which receiver' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Share by link (as carrier)' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '600100200');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await screen.findByRole('dialog', { name: 'Shared successfully' });
    const [made, sent] = calls.filter((call) => call.method === 'POST');
    expect(made?.body).toMatchObject({ type: 'carrier', receiver: null, transit: 7 });
    expect(sent?.body).toEqual({ token: LINK_TOKEN, email: '', phone: '+48600100200' });
  });

  it('says "No such ID number" when the GT id is unknown', async () => {
    fakeServer({
      'POST /company/api/v1/share-transit/': {
        status: 400,
        body: { company_gt_id: ['no_such_id_number'] },
      },
    });
    const user = userEvent.setup();
    renderRoutes(shareDialogRoutes, { path: '/documents/7/transitShare/gt', user: OWNER });
    await user.type(await screen.findByRole('textbox', { name: /Company GT ID/ }), '999');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const result = await screen.findByRole('alertdialog', { name: 'Sharing failed' });
    expect(result.textContent).toContain('No such ID number');
  });
});

describe('share entry points', () => {
  it('offers Share on an own transit page, leading to the chooser', async () => {
    fakeServer({
      'GET /company/api/v1/all-transit/42/': { status: 200, body: buildTransit({ id: 42 }) },
    });
    const user = userEvent.setup();
    const { router } = renderRoutes([...transitPageRoutes, ...shareDialogRoutes], {
      path: '/documents/42',
      user: OWNER,
    });
    await user.click(await screen.findByRole('link', { name: 'Share' }));
    expect(router.state.location.pathname).toBe('/documents/42/share');
    const chooser = await screen.findByRole('dialog', { name: 'Share the transit' });
    expect(
      within(chooser).getByRole('link', { name: 'By link (e-mail or SMS)' }).getAttribute('href'),
    ).toBe('/documents/42/share/link');
  });

  it('offers no Share, Edit, Finish or Delete on a transit shared in from another company', async () => {
    const transit = buildTransit({ id: 42, type: 'send', transit_number: 'IN/42' });
    fakeServer({
      'GET /company/api/v1/all-transit/42/': {
        status: 200,
        body: { ...transit, actions: transitActionsOf(transit, SHARED_IN_ACTOR) },
      },
    });
    renderRoutes(transitPageRoutes, { path: '/documents/42', user: OWNER });
    await screen.findByRole('heading', { name: /IN\/42/ });
    for (const name of ['Share', 'Edit', 'Finish', 'Delete']) {
      expect(screen.queryByRole('link', { name }), name).toBeNull();
    }
    expect(screen.getByRole('link', { name: /documents/i })).toBeTruthy();
  });
});
