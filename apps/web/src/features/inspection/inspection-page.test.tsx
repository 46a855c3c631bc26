// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  DRIVER_USER,
  fakeServer,
  renderRoutes,
  setOnline,
  setUpComponentTests,
} from '../../test-support/index.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import type { PDFDocumentProxy } from '../pdf-viewer/pdf-engine.ts';
import { forgetInspections, INSPECTION_CACHE } from './inspection-cache.ts';
import { InspectionPage } from './inspection-page.tsx';
import { inspectionUrl, storeInspection, storePdf } from './inspection-store.ts';
import { buildInspection, fakeCacheStorage } from './test-inspection.ts';

const openPdf = vi.hoisted(() => vi.fn<(data: ArrayBuffer) => Promise<PDFDocumentProxy>>());
vi.mock('../pdf-viewer/pdf-engine.ts', () => ({ openPdf, warmPdfEngine: () => undefined }));
// The real one fetches pdf.js and asks the service worker to keep files: neither is here.
vi.mock('./prepare-offline.ts', () => ({ prepareOffline: () => Promise.resolve(true) }));

setUpComponentTests();

const ANSWER = `GET ${inspectionUrl(7)}`;
const PDF = 'GET /company/api/v1/document/id/501/pdf';

/** A one-page PDF whose page draws at once. */
function onePagePdf(): PDFDocumentProxy {
  const page = {
    getViewport: ({ scale }: { scale: number }) => ({ width: 595 * scale, height: 842 * scale }),
    render: () => ({ promise: Promise.resolve(), cancel: () => undefined }),
  };
  return {
    numPages: 1,
    getPage: () => Promise.resolve(page),
    destroy: () => Promise.resolve(),
  } as unknown as PDFDocumentProxy;
}

function renderPage(path = '/inspection/7', user = DRIVER_USER) {
  openPdf.mockResolvedValue(onePagePdf());
  return renderRoutes(
    [
      { path: '/inspection/:id', element: <InspectionPage /> },
      { path: '/documents', element: <p>driver card</p> },
    ],
    { path, user },
  );
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

describe('InspectionPage', () => {
  it('shows the consignment, the UIL as a QR code and the CMR, and saves them for offline use', async () => {
    const stores = fakeCacheStorage();
    fakeServer({
      [ANSWER]: { status: 200, body: buildInspection() },
      [PDF]: { status: 200, body: '%PDF-1.7' },
    });
    renderPage();
    expect(await screen.findByText('2026/000007')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Roadside inspection' })).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    const uil = screen.getByRole('region', { name: 'eFTI identifier (UIL)' });
    expect(
      within(uil).getByRole('img', {
        name: 'QR code of the eFTI identifier PL/transitdocs/b1c2d3e4-0000-4000-8000-000000000007',
      }),
    ).toBeTruthy();
    expect(within(uil).getByText('transitdocs')).toBeTruthy();

    const consignor = screen.getByRole('region', { name: 'Consignor (sender)' });
    expect(within(consignor).getByText('Zażółć <&> "Gęślą" Jaźń Sp. z o.o.')).toBeTruthy();
    const vehicles = screen.getByRole('region', { name: 'Vehicles and trailers' });
    const second = within(vehicles).getByRole('article', { name: 'Vehicle 2' });
    expect(within(second).getByText('Registration number')).toBeTruthy();
    expect(within(vehicles).getByRole('article', { name: 'Trailer 1' })).toBeTruthy();
    expect(within(vehicles).getAllByText('Truck (31)').length).toBeGreaterThan(0);
    const goods = screen.getByRole('region', { name: 'Goods' });
    expect(within(goods).getByText(/ kg$/)).toBeTruthy();

    const cmr = screen.getByRole('region', { name: 'Consignment note (CMR)' });
    expect(within(cmr).getByText(/All signatures are intact/)).toBeTruthy();
    expect(within(cmr).getByText('Piotr Nadawca')).toBeTruthy();
    expect(within(cmr).getByText('Confirmed with a PIN')).toBeTruthy();
    expect(await within(cmr).findByRole('img', { name: 'Page 1 of 1' })).toBeTruthy();

    expect(
      await screen.findByText(/^Saved for offline use · read at 2026-11-26 \d\d:00$/),
    ).toBeTruthy();
    const kept = [...(stores.get(INSPECTION_CACHE)?.keys() ?? [])];
    expect(kept).toEqual([
      'http://localhost:3000/company/api/v1/all-transit/7/efti-inspection/',
      'http://localhost:3000/company/api/v1/document/id/501/pdf',
    ]);
  });

  it('switches only its own language when the inspector picks one', async () => {
    fakeCacheStorage();
    fakeServer({
      [ANSWER]: { status: 200, body: buildInspection() },
      [PDF]: { status: 200, body: '%PDF-1.7' },
    });
    const user = userEvent.setup();
    const { router } = renderPage();
    await screen.findByRole('region', { name: 'Consignor (sender)' });
    await user.click(screen.getByRole('button', { name: 'Deutsch' }));
    expect(await screen.findByRole('heading', { name: 'Straßenkontrolle' })).toBeTruthy();
    const vehicles = screen.getByRole('region', { name: 'Fahrzeuge und Anhänger' });
    const second = within(vehicles).getByRole('article', { name: 'Fahrzeug 2' });
    expect(within(second).getByText('Kennzeichen')).toBeTruthy();
    expect(within(second).getByText('Lastkraftwagen (31)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deutsch' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    // The app itself stays in English; the choice survives a reload through the address.
    expect(currentLanguage()).toBe('en-GB');
    expect(router.state.location.search).toBe('?lang=de');

    await user.click(screen.getByRole('button', { name: 'Polski' }));
    expect(await screen.findByRole('heading', { name: 'Kontrola drogowa' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Nadawca' })).toBeTruthy();
  });

  it('says in a plain sentence that there is no gate when the UIL is null', async () => {
    fakeCacheStorage();
    fakeServer({
      [ANSWER]: { status: 200, body: buildInspection({ uil: null, cmr: null }) },
    });
    renderPage();
    expect(
      await screen.findByText(/The carrier's platform is not connected to an eFTI gate/),
    ).toBeTruthy();
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    expect(screen.getByText('This transit has no CMR.')).toBeTruthy();
    expect(await screen.findByText(/^Saved for offline use/)).toBeTruthy();
  });

  it('shows the copy saved on the phone offline, with its age', async () => {
    fakeCacheStorage();
    const answer = buildInspection({ read_at: hoursAgo(3) });
    await storeInspection(DRIVER_USER.id, answer);
    await storePdf(DRIVER_USER.id, answer.cmr?.pdf_url ?? '', new ArrayBuffer(8));
    const calls = fakeServer();
    setOnline(false);
    renderPage();
    expect(await screen.findByText(/^Offline copy · read at .+ \(3 hours ago\)$/)).toBeTruthy();
    expect(screen.getByText('2026/000007')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Consignor (sender)' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Page 1 of 1' })).toBeTruthy();
    expect(calls.filter((call) => call.path.startsWith('/company/'))).toEqual([]);

    // The age is told in the inspector's language too.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Deutsch' }));
    expect(
      await screen.findByText(/^Offline-Kopie · gelesen am .+ \(vor 3 Stunden\)$/),
    ).toBeTruthy();
  });

  it('falls back to the saved copy when the server cannot be reached', async () => {
    fakeCacheStorage();
    await storeInspection(DRIVER_USER.id, buildInspection({ cmr: null }));
    fakeServer(() => {
      throw new TypeError('Failed to fetch');
    });
    renderPage();
    expect(await screen.findByText(/The server cannot be reached/)).toBeTruthy();
    expect(screen.getByText('2026/000007')).toBeTruthy();
  });

  it('says there is no saved copy offline when it was never opened, and closes to the card', async () => {
    fakeCacheStorage();
    fakeServer();
    setOnline(false);
    const user = userEvent.setup();
    const { router } = renderPage();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringMatching(/has not been opened with a connection on this phone/),
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/documents');
    });
  });

  it("never shows another user's copy, and sign-out's cleanup deletes every copy", async () => {
    const stores = fakeCacheStorage();
    await storeInspection(999, buildInspection({ cmr: null }));
    fakeServer();
    setOnline(false);
    renderPage();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByText('2026/000007')).toBeNull();
    await forgetInspections();
    expect(stores.has(INSPECTION_CACHE)).toBe(false);
  });
});
