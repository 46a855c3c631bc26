// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DEFAULT_REPORT_COLUMN_NAMES,
  LANGUAGES,
  REPORT_COLUMNS,
  type ReportSettingsResponse,
} from '@transitdocs/domain';
import { describe, expect, it, vi } from 'vitest';
import {
  DISPATCHER,
  fakeServer,
  OWNER,
  renderRoutes,
  setUpComponentTests,
  type Answers,
  type Call,
} from '../../test-support/index.ts';
import type { User } from '@transitdocs/domain';
import { DocumentsBackdrop } from '../documents/documents-backdrop.tsx';
import { resetDocumentsListState } from '../documents/documents-list-state.ts';
import { transitPage } from '../documents/test-fixtures.ts';
import { ReportDialog } from './report-dialog.tsx';

const API = '/company/api/v1';
const REPORT = `${API}/transits-report/`;
const SETTINGS = `${API}/company-report-settings/`;

const STORED: ReportSettingsResponse = {
  columns: [
    { key: 'row_number', name: 'Lp.' },
    { key: 'sender', name: 'Nadawca' },
  ],
  available: [...REPORT_COLUMNS],
};

type Saved = { href: string; download: string };

/**
 * The JSON API from the fake server, and transits-report/ answering XLSX bytes with the file
 * name in `gt-file-name` (or `reportStatus` with a JSON error body).
 */
function serve(answers: Answers = {}, reportError?: { status: number; body: unknown }) {
  const calls = fakeServer({ [`GET ${SETTINGS}`]: { status: 200, body: STORED }, ...answers });
  const json = globalThis.fetch;
  const reportCalls: { body: unknown; headers: Headers }[] = [];
  vi.stubGlobal('fetch', (input: string, init: RequestInit = {}) => {
    if (input !== REPORT) return json(input, init);
    reportCalls.push({
      body: JSON.parse(typeof init.body === 'string' ? init.body : 'null') as unknown,
      headers: new Headers(init.headers),
    });
    if (reportError) {
      return Promise.resolve(
        new Response(JSON.stringify(reportError.body), { status: reportError.status }),
      );
    }
    return Promise.resolve(
      new Response(new Uint8Array([0x50, 0x4b, 3, 4]), {
        headers: {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'gt-file-name': 'raport_2026-11-01_2026-11-30.xlsx',
        },
      }),
    );
  });
  // jsdom has no blob URLs; the link the download clicks is recorded instead.
  const saved: Saved[] = [];
  URL.createObjectURL = () => 'blob:report';
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ href: this.href, download: this.download });
  });
  return { calls, reportCalls, saved };
}

function renderReport(user: User = OWNER) {
  return renderRoutes(
    [
      { path: '/documents', element: <p>documents list</p> },
      { path: '/documents/downloadReport', element: <ReportDialog /> },
    ],
    { path: '/documents/downloadReport', user },
  ).router;
}

async function setDates(user: ReturnType<typeof userEvent.setup>, start: string, end: string) {
  const dialog = screen.getByRole('dialog', { name: 'Download report' });
  const startField = within(dialog).getByLabelText('Start date');
  const endField = within(dialog).getByLabelText('End date');
  await user.clear(startField);
  await user.type(startField, start);
  await user.clear(endField);
  await user.type(endField, end);
}

function puts(calls: Call[]): Call[] {
  return calls.filter((call) => call.method === 'PUT' && call.path === SETTINGS);
}

setUpComponentTests();

describe('report dialog', () => {
  it(
    'downloads the report with the saved columns and names the file from the header',
    { timeout: 60_000 },
    async () => {
      const { reportCalls, saved } = serve();
      const user = userEvent.setup();
      renderReport();
      const dialog = await screen.findByRole('dialog', { name: 'Download report' });
      const columns = await within(dialog).findByRole('list');
      expect(
        within(columns)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Lp. (Row number)', 'Nadawca (Sender)']);
      await setDates(user, '2026-11-01', '2026-11-30');
      await user.click(within(dialog).getByRole('button', { name: 'Download' }));

      expect(
        await within(dialog).findByText(
          'The report raport_2026-11-01_2026-11-30.xlsx was downloaded.',
        ),
      ).toBeTruthy();
      expect(reportCalls[0]?.body).toEqual({
        start_date: '2026-11-01',
        end_date: '2026-11-30',
        columns: STORED.columns,
      });
      expect(reportCalls[0]?.headers.get('Authorization')).toMatch(/^Token /);
      expect(saved).toEqual([
        { href: 'blob:report', download: 'raport_2026-11-01_2026-11-30.xlsx' },
      ]);
    },
  );

  it('refuses an end date before the start date without asking the server', async () => {
    const { reportCalls } = serve();
    const user = userEvent.setup();
    renderReport();
    const dialog = await screen.findByRole('dialog', { name: 'Download report' });
    await within(dialog).findByRole('list');
    await setDates(user, '2026-11-30', '2026-11-01');
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(
      await within(dialog).findByText('The end date cannot be before the start date.'),
    ).toBeTruthy();
    expect(within(dialog).getByLabelText('End date').getAttribute('aria-invalid')).toBe('true');
    expect(reportCalls).toEqual([]);
  });

  it(
    'names and reorders columns for this report only, by keyboard',
    { timeout: 60_000 },
    async () => {
      const { calls, reportCalls } = serve();
      const user = userEvent.setup();
      renderReport();
      const dialog = await screen.findByRole('dialog', { name: 'Download report' });
      await user.click(await within(dialog).findByRole('button', { name: 'Report settings' }));
      const settings = await screen.findByRole('dialog', { name: 'Report settings' });
      // Named columns first in their order, then the unnamed ones.
      expect(within(settings).getByLabelText<HTMLInputElement>('Row number').value).toBe('Lp.');
      await user.click(within(settings).getByLabelText('Receiver'));
      await user.paste('Odbiorca');
      // Receiver is 3rd: after the named Lp. and Nadawca, the first of the unnamed ones.
      const up = within(settings).getByRole('button', { name: 'Move Receiver up' });
      up.focus();
      await user.keyboard('{Enter}');
      await waitFor(() => {
        expect(document.activeElement?.getAttribute('aria-label')).toBe('Move Receiver up');
      });
      await user.keyboard('{Enter}');
      // At the top "up" is disabled: the focus stays with the column, on its "down" button.
      await waitFor(() => {
        expect(document.activeElement?.getAttribute('aria-label')).toBe('Move Receiver down');
      });
      await user.click(within(settings).getByRole('button', { name: 'Use for this report' }));
      await waitFor(() => {
        expect(screen.queryByRole('dialog', { name: 'Report settings' })).toBeNull();
      });
      expect(
        within(dialog)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Odbiorca (Receiver)', 'Lp. (Row number)', 'Nadawca (Sender)']);
      await setDates(user, '2026-11-01', '2026-11-30');
      await user.click(within(dialog).getByRole('button', { name: 'Download' }));
      await within(dialog).findByRole('status');
      expect((reportCalls[0]?.body as { columns: unknown }).columns).toEqual([
        { key: 'receiver', name: 'Odbiorca' },
        { key: 'row_number', name: 'Lp.' },
        { key: 'sender', name: 'Nadawca' },
      ]);
      expect(puts(calls)).toEqual([]);
    },
  );

  it(
    'saves the columns for the company as the owner, and shows the refusal of the server',
    { timeout: 60_000 },
    async () => {
      let attempt = 0;
      const { calls } = serve({
        [`PUT ${SETTINGS}`]: (call) => {
          attempt += 1;
          if (attempt === 1) return { status: 403, body: { detail: 'permission_denied' } };
          return {
            status: 200,
            body: { ...(call.body as object), available: [...REPORT_COLUMNS] },
          };
        },
      });
      const user = userEvent.setup();
      renderReport(OWNER);
      const dialog = await screen.findByRole('dialog', { name: 'Download report' });
      await user.click(await within(dialog).findByRole('button', { name: 'Report settings' }));
      const settings = await screen.findByRole('dialog', { name: 'Report settings' });
      await user.clear(within(settings).getByLabelText('Sender'));
      await user.click(within(settings).getByLabelText('Carrier'));
      await user.paste('Przewoźnik');

      await user.click(within(settings).getByRole('button', { name: 'Save for the company' }));
      expect(
        await within(settings).findByText(/allows only the company owner to change/),
      ).toBeTruthy();

      await user.click(within(settings).getByRole('button', { name: 'Save for the company' }));
      await waitFor(() => {
        expect(screen.queryByRole('dialog', { name: 'Report settings' })).toBeNull();
      });
      expect(puts(calls).at(-1)?.body).toEqual({
        columns: [
          { key: 'row_number', name: 'Lp.' },
          { key: 'carrier', name: 'Przewoźnik' },
        ],
      });
      expect(
        within(dialog)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Lp. (Row number)', 'Przewoźnik (Carrier)']);
    },
  );

  it('offers a dispatcher no company save, and shows a failed download', async () => {
    serve({}, { status: 400, body: { columns: ['report_no_columns'] } });
    const user = userEvent.setup();
    renderReport(DISPATCHER);
    const dialog = await screen.findByRole('dialog', { name: 'Download report' });
    await user.click(await within(dialog).findByRole('button', { name: 'Report settings' }));
    const settings = await screen.findByRole('dialog', { name: 'Report settings' });
    expect(within(settings).queryByRole('button', { name: 'Save for the company' })).toBeNull();
    await user.click(within(settings).getByRole('button', { name: 'Cancel' }));
    await setDates(user, '2026-11-01', '2026-11-30');
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('The report could not be downloaded.');
    expect(alert.textContent).toContain('Name at least one report column in the report settings.');
  });

  it('opens from the transit list and closes back to it', { timeout: 60_000 }, async () => {
    resetDocumentsListState();
    serve({ [`GET ${API}/all-transit/`]: { status: 200, body: transitPage([]) } });
    const user = userEvent.setup();
    const router = renderRoutes(
      [
        {
          element: <DocumentsBackdrop />,
          children: [
            { path: '/documents', element: null },
            { path: '/documents/downloadReport', element: <ReportDialog /> },
          ],
        },
      ],
      { path: '/documents', user: DISPATCHER },
    ).router;
    await user.click(await screen.findByRole('button', { name: 'Export report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download report' });
    expect(router.state.location.pathname).toBe('/documents/downloadReport');
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/documents');
    });
  });

  it(
    'gives every column its default name again with "Default names", and one can be cleared',
    { timeout: 60_000 },
    async () => {
      const { reportCalls } = serve();
      const user = userEvent.setup();
      renderReport();
      const dialog = await screen.findByRole('dialog', { name: 'Download report' });
      await user.click(await within(dialog).findByRole('button', { name: 'Report settings' }));
      const settings = await screen.findByRole('dialog', { name: 'Report settings' });
      await user.click(within(settings).getByRole('button', { name: 'Default names' }));
      expect(within(settings).getByLabelText<HTMLInputElement>('Row number').value).toBe(
        'Row number',
      );
      expect(within(settings).getByLabelText<HTMLInputElement>('Cargo quantity').value).toBe(
        'Cargo quantity',
      );
      await user.clear(within(settings).getByLabelText('Document preview link'));
      await user.click(within(settings).getByRole('button', { name: 'Use for this report' }));
      await waitFor(() => {
        expect(screen.queryByRole('dialog', { name: 'Report settings' })).toBeNull();
      });
      expect(within(dialog).getAllByRole('listitem')).toHaveLength(REPORT_COLUMNS.length - 1);
      await setDates(user, '2026-11-01', '2026-11-30');
      await user.click(within(dialog).getByRole('button', { name: 'Download' }));
      await within(dialog).findByRole('status');
      const sent = (reportCalls[0]?.body as { columns: { key: string; name: string }[] }).columns;
      expect(sent.map((column) => column.key)).toEqual(
        REPORT_COLUMNS.filter((key) => key !== 'document_preview_link'),
      );
      expect(sent[1]).toEqual({ key: 'sender', name: 'Sender' });
    },
  );
});

describe('default report column names', () => {
  it('are the column labels of every language', async () => {
    for (const language of LANGUAGES) {
      const labels = (
        (await import(`../../i18n/locales/${language}/report.json`)) as {
          default: { columns: Record<string, string> };
        }
      ).default.columns;
      expect(DEFAULT_REPORT_COLUMN_NAMES[language], language).toEqual(labels);
    }
  });
});
