// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CSV_MAPPING_OPTIONS,
  DEFAULT_CSV_COMPANY_SETTINGS,
  type CsvCompanySettings,
  type CsvImportResponse,
  type CsvMetadataResponse,
} from '@transitdocs/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  fakeServer,
  OWNER,
  renderRoutes,
  setUpComponentTests,
  type Answer,
  type Answers,
  type Call,
} from '../../test-support/index.ts';
import { resetDocumentsListState } from '../documents/documents-list-state.ts';
import { DocumentsBackdrop } from '../documents/documents-backdrop.tsx';
import { transitPage } from '../documents/test-fixtures.ts';
import { CsvImportDialog } from './csv-import-dialog.tsx';

const CSV_API = '/company/api/v1/csv';
const LIST = '/company/api/v1/all-transit/';

const CSV_TEXT = [
  'Data załadunku;Nadawca;Odbiorca;NIP odbiorcy;Miasto rozładunku',
  '21.11.2026;Hurtownia Łódź;Źródłowa Sp. z o.o.;5260250274;Łódź',
  '22.11.2026;Hurtownia Łódź;Odbiorca Drugi;123;Kraków',
].join('\n');

const SHOWN_FIELDS = new Set([
  'loading_date',
  'unloading_date',
  'sender_name',
  'receiver_name',
  'receiver_nip',
  'unloading_town',
  'vehicle_number',
]);

const METADATA: CsvMetadataResponse = {
  columns: ['Data załadunku', 'Nadawca', 'Odbiorca', 'NIP odbiorcy', 'Miasto rozładunku'],
  example_rows: [
    ['21.11.2026', 'Hurtownia Łódź', 'Źródłowa Sp. z o.o.', '5260250274', 'Łódź'],
    ['22.11.2026', 'Hurtownia Łódź', 'Odbiorca Drugi', '123', 'Kraków'],
  ],
  // A subset of the fields keeps the DOM small enough for jsdom; the browser test sees them all.
  mapping_options: CSV_MAPPING_OPTIONS.filter((option) => SHOWN_FIELDS.has(option.key)),
  row_count: 2,
  encoding: 'utf-8',
};

const RESULT: CsvImportResponse = {
  added_transits: [{ row: 2, id: 501, transit_number: '2026/000501' }],
  added_clients: [{ id: 71, name: 'Źródłowa Sp. z o.o.', vies: 'PL5260250274' }],
  errors: [{ row: 3, field: 'receiver_nip', column: 'NIP odbiorcy', message: 'nip_incorrect' }],
};

/** The company used a semicolon and mapped the sender's and receiver's names before. */
const STORED: CsvCompanySettings = {
  ...DEFAULT_CSV_COMPANY_SETTINGS,
  separator: 'semicolon',
  mapping: { sender_name: 'Nadawca', receiver_name: 'Odbiorca', vehicle_number: 'Gone column' },
  useNipWhenContractorMissing: true,
};

function csvFile(): File {
  return new File([CSV_TEXT], 'transporty.csv', { type: 'text/csv' });
}

function serve(answers: Answers = {}): Call[] {
  return fakeServer({
    [`GET ${LIST}`]: { status: 200, body: transitPage([]) },
    [`GET ${CSV_API}/company-settings/`]: { status: 200, body: STORED },
    [`POST ${CSV_API}/metadata/`]: { status: 200, body: METADATA },
    [`POST ${CSV_API}/import/`]: { status: 200, body: RESULT },
    ...answers,
  });
}

function renderAt(path: string) {
  return renderRoutes(
    [
      {
        element: <DocumentsBackdrop />,
        children: [
          { path: '/documents', element: null },
          { path: '/documents/uploadCsv', element: <CsvImportDialog /> },
        ],
      },
    ],
    { path, user: OWNER },
  ).router;
}

function formOf(call: Call | undefined): FormData {
  if (!(call?.body instanceof FormData)) throw new Error('no multipart body');
  return call.body;
}

function textOf(form: FormData, name: string): string {
  const value = form.get(name);
  if (typeof value !== 'string') throw new Error(`${name} is not text`);
  return value;
}

function optionTexts(select: HTMLElement): string[] {
  return [...(select as HTMLSelectElement).options].map((option) => option.text);
}

function listCalls(calls: Call[]): Call[] {
  return calls.filter((call) => call.method === 'GET' && call.path.startsWith(LIST));
}

setUpComponentTests();

beforeEach(() => {
  resetDocumentsListState();
});

describe('CSV import dialog', () => {
  it(
    'imports through the three steps and refreshes the list on closing',
    { timeout: 60_000 },
    async () => {
      const calls = serve();
      const user = userEvent.setup();
      const router = renderAt('/documents');

      await user.click(await screen.findByRole('button', { name: 'More ways to add transits' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Upload CSV' }));
      const dialog = await screen.findByRole('dialog', { name: 'Import transits from CSV' });
      expect(router.state.location.pathname).toBe('/documents/uploadCsv');

      // Step 1: the separator the company used last, the file, "Next".
      const separator = await within(dialog).findByLabelText('Separator');
      expect((separator as HTMLSelectElement).value).toBe('semicolon');
      await user.upload(within(dialog).getByLabelText('Choose CSV file'), csvFile());
      expect(within(dialog).getByText('Chosen file: transporty.csv')).toBeTruthy();
      await user.selectOptions(within(dialog).getByLabelText('Encoding'), 'UTF-8');
      await user.click(within(dialog).getByRole('button', { name: 'Next' }));

      const metadataCall = calls.find((call) => call.path === `${CSV_API}/metadata/`);
      const metadataForm = formOf(metadataCall);
      expect(metadataForm.get('delimiter')).toBe('semicolon');
      expect(metadataForm.get('encoding')).toBe('utf-8');
      expect((metadataForm.get('file') as File).name).toBe('transporty.csv');

      // Step 2: the stored mapping where the file has the column, examples in the options.
      const loadingDate = await within(dialog).findByLabelText('Loading date');
      expect(within(dialog).getByLabelText<HTMLSelectElement>("Sender's name").value).toBe(
        'Nadawca',
      );
      expect(within(dialog).getByLabelText<HTMLSelectElement>('Vehicle number').value).toBe('');
      // 'Not imported' fills the box: the label sits above it, not drawn over it.
      for (const name of ['Vehicle number', "Sender's name"]) {
        const label = within(dialog).getByText(name, { selector: 'label' });
        expect(label.getAttribute('data-shrink')).toBe('true');
      }
      expect(optionTexts(within(dialog).getByLabelText('Unloading city'))).toContain(
        'Miasto rozładunku (e.g. Łódź)',
      );
      expect(
        within(dialog).getByLabelText<HTMLInputElement>(
          'Find contractors that are not in my list by their NIP',
        ).checked,
      ).toBe(true);
      expect(within(dialog).getByLabelText<HTMLSelectElement>('Date format').value).toBe('dmY');
      expect(optionTexts(within(dialog).getByLabelText('Date format'))).toContain(
        'day, month, year (21.11.2026)',
      );

      // A required field without a column stops the import before anything is sent.
      await user.click(within(dialog).getByRole('button', { name: 'Import' }));
      await waitFor(() => {
        expect(loadingDate.getAttribute('aria-invalid')).toBe('true');
      });
      expect(within(dialog).getByText('This field is required.')).toBeTruthy();
      expect(calls.some((call) => call.path === `${CSV_API}/import/`)).toBe(false);

      await user.selectOptions(loadingDate, 'Data załadunku');
      await user.selectOptions(within(dialog).getByLabelText("Receiver's NIP"), 'NIP odbiorcy');
      await user.click(within(dialog).getByLabelText('Use my company when the carrier is missing'));
      await user.click(within(dialog).getByRole('button', { name: 'Import' }));

      // Step 3: what was added and the rejected row with its field and translated reason.
      expect(await within(dialog).findByText('Transits added: 1')).toBeTruthy();
      expect(within(dialog).getByText('Contractors added: 1')).toBeTruthy();
      expect(within(dialog).getByText('New transits: 2026/000501')).toBeTruthy();
      const rejected = within(dialog).getByRole('table', { name: 'Rows not imported' });
      const cells = within(rejected).getAllByRole('row')[1]?.querySelectorAll('td');
      expect([...(cells ?? [])].map((cell) => cell.textContent)).toEqual([
        '3',
        "Receiver's NIPcolumn NIP odbiorcy",
        'The NIP number is incorrect.',
      ]);

      const importForm = formOf(calls.find((call) => call.path === `${CSV_API}/import/`));
      expect(importForm.get('delimiter')).toBe('semicolon');
      expect(JSON.parse(textOf(importForm, 'mapping'))).toEqual({
        loading_date: 'Data załadunku',
        sender_name: 'Nadawca',
        receiver_name: 'Odbiorca',
        receiver_nip: 'NIP odbiorcy',
      });
      expect(JSON.parse(textOf(importForm, 'settings'))).toEqual({
        date_format: 'dmY',
        date_separator: '.',
        use_nip_when_contractor_missing: true,
        use_my_company_when_carrier_missing: true,
        use_my_company_when_receiver_missing: false,
        use_my_company_when_sender_missing: false,
        share_transit_to_drivers_number: false,
      });

      const listedBefore = listCalls(calls).length;
      await user.click(within(dialog).getByRole('button', { name: 'OK' }));
      await waitFor(() => {
        expect(router.state.location.pathname).toBe('/documents');
      });
      await waitFor(() => {
        expect(listCalls(calls).length).toBeGreaterThan(listedBefore);
      });
    },
  );

  it('asks for a file, and shows the server errors of the file under it', async () => {
    const answers: { first: Answer; second: Answer } = {
      first: { status: 400, body: { file: ['file_not_csv'] } },
      second: { status: 413, body: { file: ['file_too_large?max_mb=20'] } },
    };
    let attempt = 0;
    const calls = serve({
      [`POST ${CSV_API}/metadata/`]: () => {
        attempt += 1;
        return attempt === 1 ? answers.first : answers.second;
      },
    });
    const user = userEvent.setup();
    renderAt('/documents/uploadCsv');
    const dialog = await screen.findByRole('dialog', { name: 'Import transits from CSV' });
    const input = await within(dialog).findByLabelText('Choose CSV file');

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    expect(calls.some((call) => call.path === `${CSV_API}/metadata/`)).toBe(false);

    await user.upload(input, new File(['%PDF-1.7'], 'scan.csv', { type: 'text/csv' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('The file is not a CSV text file.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('The file is too large (at most 20 MB).')).toBeTruthy();
    // Still on step 1: nothing was read.
    expect(within(dialog).queryByLabelText('Loading date')).toBeNull();
  });

  it(
    'puts the server mapping errors under the fields and keeps the mapping',
    { timeout: 60_000 },
    async () => {
      serve({
        [`GET ${CSV_API}/company-settings/`]: {
          status: 200,
          body: {
            ...STORED,
            mapping: {
              loading_date: 'Data załadunku',
              sender_name: 'Nadawca',
              receiver_name: 'Odbiorca',
            },
          },
        },
        [`POST ${CSV_API}/import/`]: {
          status: 400,
          body: {
            mapping: { receiver_name: ['csv_column_missing'] },
            settings: { date_format: ['invalid_choice'] },
          },
        },
      });
      const user = userEvent.setup();
      renderAt('/documents/uploadCsv');
      const dialog = await screen.findByRole('dialog', { name: 'Import transits from CSV' });
      await user.upload(await within(dialog).findByLabelText('Choose CSV file'), csvFile());
      await user.click(within(dialog).getByRole('button', { name: 'Next' }));
      await user.click(await within(dialog).findByRole('button', { name: 'Import' }));
      expect(await within(dialog).findByText('The file has no such column.')).toBeTruthy();
      expect(within(dialog).getByLabelText("Receiver's name").getAttribute('aria-invalid')).toBe(
        'true',
      );
      expect(within(dialog).getByLabelText('Date format').getAttribute('aria-invalid')).toBe(
        'true',
      );
      expect(within(dialog).getByLabelText<HTMLSelectElement>("Sender's name").value).toBe(
        'Nadawca',
      );
    },
  );

  it('goes back to step 1 with the chosen file kept', async () => {
    serve();
    const user = userEvent.setup();
    renderAt('/documents/uploadCsv');
    const dialog = await screen.findByRole('dialog', { name: 'Import transits from CSV' });
    await user.upload(await within(dialog).findByLabelText('Choose CSV file'), csvFile());
    await user.selectOptions(within(dialog).getByLabelText('Separator'), 'Comma ( , )');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Back' }));
    expect(await within(dialog).findByText('Chosen file: transporty.csv')).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Separator').value).toBe('comma');
  });
});
