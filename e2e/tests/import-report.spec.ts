import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { DEMO, randomNip } from '../support/data.ts';
import { expectNoSeriousA11yViolations, signIn } from '../support/ui.ts';

/** The mapping step: field label -> the CSV column chosen for it. */
const MAPPING: Record<string, string> = {
  'Loading date': 'Data załadunku',
  "Sender's name": 'Nadawca',
  "Sender's NIP": 'NIP nadawcy',
  "Sender's address": 'Adres nadawcy',
  "Sender's postcode": 'Kod nadawcy',
  "Sender's city": 'Miasto nadawcy',
  'Loading address': 'Adres nadawcy',
  'Loading postcode': 'Kod nadawcy',
  'Loading city': 'Miasto nadawcy',
  "Sender's country": 'Kraj',
  'Loading country': 'Kraj',
  'Loading latitude': 'Szer. załadunku',
  'Loading longitude': 'Dł. załadunku',
  "Receiver's name": 'Odbiorca',
  "Receiver's NIP": 'NIP odbiorcy',
  "Receiver's address": 'Adres odbiorcy',
  "Receiver's postcode": 'Kod odbiorcy',
  "Receiver's city": 'Miasto odbiorcy',
  'Unloading address': 'Adres odbiorcy',
  'Unloading postcode': 'Kod odbiorcy',
  'Unloading city': 'Miasto odbiorcy',
  "Receiver's country": 'Kraj',
  'Unloading country': 'Kraj',
  'Unloading latitude': 'Szer. rozładunku',
  'Unloading longitude': 'Dł. rozładunku',
  Goods: 'Towar',
  Quantity: 'Ilość',
};

/** A cell as text: dates as yyyy-MM-dd, rich text and hyperlinks by their text. */
function cellText(value: unknown): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object' && value !== null) {
    if ('text' in value) return String(value.text);
    if ('richText' in value && Array.isArray(value.richText)) {
      return value.richText.map((part: { text: string }) => part.text).join('');
    }
  }
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

async function mapColumns(dialog: Locator): Promise<void> {
  for (const [label, column] of Object.entries(MAPPING)) {
    const select = dialog.getByLabel(label, { exact: true });
    // The option's text carries an example value: pick it by its value, the column name.
    await select.selectOption(column);
  }
}

test('the owner imports a Polish CSV in three steps, finds the transits and downloads a report', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36).slice(-5);
  const sender = `Hurtownia Źródłowa ${tag}`;
  const receiver = `Skład Łódź; Oddział ${tag}`;
  const senderNip = randomNip();
  const receiverNip = randomNip();
  const header =
    'Data załadunku;Nadawca;NIP nadawcy;Adres nadawcy;Kod nadawcy;Miasto nadawcy;' +
    'Odbiorca;NIP odbiorcy;Adres odbiorcy;Kod odbiorcy;Miasto odbiorcy;Towar;Ilość;Kraj;' +
    'Szer. załadunku;Dł. załadunku;Szer. rozładunku;Dł. rozładunku';
  // Coordinates with decimal commas, as Polish Excel writes them.
  const places = 'PL;51,7592;19,4560;50,0647;19,9450';
  const senderCells = `${sender};${senderNip};ul. Źródłowa 5;90-001;Łódź`;
  const csv = [
    header,
    // The receiver's name holds the separator, quoted as spreadsheets write it.
    `21.11.2026;${senderCells};"${receiver}";${receiverNip};ul. Łąkowa 2;30-001;Kraków;Cement;10;${places}`,
    `22.11.2026;${senderCells};"${receiver}";${receiverNip};ul. Łąkowa 2;30-001;Kraków;Żwir;4;${places}`,
    // A NIP with a wrong checksum: this row is reported and skipped, the others land.
    `23.11.2026;${senderCells};Zła Firma ${tag};1234567890;ul. Krzywa 1;00-001;Warszawa;Piasek;1;${places}`,
  ].join('\r\n');

  await signIn(page, DEMO.owner, DEMO.password);
  await page.getByRole('button', { name: 'More ways to add transits' }).click();
  await page.getByRole('menuitem', { name: 'Upload CSV' }).click();
  await expect(page).toHaveURL(/\/documents\/uploadCsv$/);
  const dialog = page.getByRole('dialog', { name: 'Import transits from CSV' });

  // Step 1: the file and its separator.
  await dialog.getByLabel('Choose CSV file').setInputFiles({
    name: 'transporty.csv',
    mimeType: 'text/csv',
    // Windows-1250, as Polish Excel saves CSV; the automatic encoding recognises it.
    buffer: iconv.encode(csv, 'win1250'),
  });
  await expect(dialog.getByText('Chosen file: transporty.csv')).toBeVisible();
  await dialog.getByLabel('Separator', { exact: true }).selectOption('semicolon');
  await expect(dialog.getByLabel('Encoding', { exact: true })).toHaveValue('auto');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Next' }).click();

  // Step 2: the columns with example values, then the options (dmY with '.' by default).
  const loadingDate = dialog.getByLabel('Loading date', { exact: true });
  await expect(loadingDate).toBeVisible();
  await expect(dialog.getByText(/3 data rows, read as Windows-1250/)).toBeVisible();
  await expect(
    loadingDate.locator('option', { hasText: 'Data załadunku (e.g. 21.11.2026)' }),
  ).toHaveCount(1);
  await expect(dialog.getByLabel('Date format', { exact: true })).toHaveValue('dmY');
  await expect(dialog.getByLabel('Date separator', { exact: true })).toHaveValue('.');
  await mapColumns(dialog);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Import' }).click();

  // Step 3: two transits and their two contractors; the bad row with its reason.
  await expect(dialog.getByText('Transits added: 2')).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByText('Contractors added: 2')).toBeVisible();
  await expect(dialog.getByText('Rows not imported: 1')).toBeVisible();
  const rejected = dialog.getByRole('table', { name: 'Rows not imported' }).getByRole('row');
  await expect(rejected.nth(1)).toContainText('4');
  await expect(rejected.nth(1)).toContainText("Receiver's NIP");
  await expect(rejected.nth(1)).toContainText('The NIP number is incorrect.');
  const numbersText = await dialog.getByText(/^New transits: /).innerText();
  const numbers = numbersText.replace('New transits: ', '').split(', ');
  expect(numbers).toHaveLength(2);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/documents$/);

  // The imported transit is in the list, found with a filter, Polish letters intact.
  const [firstNumber = ''] = numbers;
  await page.getByRole('button', { name: 'Filters' }).click();
  const filters = page.getByRole('dialog', { name: 'Filter transits' });
  await filters.getByLabel('Transit number').fill(firstNumber);
  await filters.getByRole('button', { name: 'Search' }).click();
  const rows = page
    .getByRole('table', { name: 'Transits' })
    .getByRole('row')
    .filter({ hasText: firstNumber });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(sender);
  await expect(rows.first()).toContainText(receiver);

  // The report: three named columns, the sender moved to the front.
  await page.getByRole('button', { name: 'Export report' }).click();
  const report = page.getByRole('dialog', { name: 'Download report' });
  await report.getByLabel('Start date').fill('2026-11-21');
  await report.getByLabel('End date').fill('2026-11-23');
  await report.getByRole('button', { name: 'Report settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Report settings' });
  for (const field of await settings.getByRole('textbox').all()) await field.fill('');
  await settings.getByLabel('Row number', { exact: true }).fill('Lp.');
  await settings.getByLabel('Sender', { exact: true }).fill('Nadawca');
  await settings.getByLabel('Loading date', { exact: true }).fill('Data załadunku');
  await settings.getByRole('button', { name: 'Move Sender up' }).click();
  await expect(settings.getByRole('button', { name: 'Move Sender up' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await settings.getByRole('button', { name: 'Save for the company' }).click();
  await expect(settings).toBeHidden();
  await expect(report.getByRole('listitem')).toHaveText([
    'Nadawca (Sender)',
    'Lp. (Row number)',
    'Data załadunku (Loading date)',
  ]);

  const downloading = page.waitForEvent('download');
  await report.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  await expect(report.getByRole('status')).toContainText(download.suggestedFilename());
  const path = await download.path();

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the report has no sheet');
  const texts = (rowNumber: number) =>
    (sheet.getRow(rowNumber).values as unknown[]).slice(1).map(cellText);
  expect(texts(1)).toEqual(['Nadawca', 'Lp.', 'Data załadunku']);
  const ours: string[][] = [];
  for (let row = 2; row <= sheet.rowCount; row += 1) {
    if (texts(row)[0] === sender) ours.push(texts(row));
  }
  expect(ours).toHaveLength(2);
  expect(ours[0]?.[2]).toMatch(/2026-11-21|21\.11\.2026/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the import and report dialogs fill the screen', async ({ page }) => {
    await signIn(page, DEMO.owner, DEMO.password);
    await page.goto('/documents/uploadCsv');
    const dialog = page.getByRole('dialog', { name: 'Import transits from CSV' });
    await expect(dialog.getByLabel('Separator', { exact: true })).toBeVisible();
    expect((await dialog.boundingBox())?.width).toBe(390);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/documents$/);

    await page.getByRole('button', { name: 'Export report' }).click();
    const report = page.getByRole('dialog', { name: 'Download report' });
    await expect(report.getByLabel('Start date')).toBeVisible();
    expect((await report.boundingBox())?.width).toBe(390);
  });
});
