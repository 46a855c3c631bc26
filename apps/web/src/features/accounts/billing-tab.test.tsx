// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BillingSummary } from '@transitdocs/domain';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n/i18n.ts';
import { fakeServer, renderRoutes, setUpComponentTests } from '../../test-support/index.ts';
import { BillingTab } from './billing-tab.tsx';
import { isFutureMonth, shiftMonth } from './billing-month.ts';

setUpComponentTests();

const SUMMARY: BillingSummary = {
  price_per_document: 0.5,
  count: 2468,
  price_documents: 1234,
  files: 3,
  price_per_file: 0.1,
  price_files: 0.3,
  sms_eu: 7,
  price_per_sms_eu: 0.2,
  price_sms_eu: 1.4,
  sms_non_eu: 1,
  price_per_sms_non_eu: 0.45,
  price_sms_non_eu: 0.45,
  sms_uk: 2,
  price_per_sms_uk: 0.3,
  price_sms_uk: 0.6,
  price_net: 1236.75,
  price_gross: 1521.2,
  month: 6,
  year: 2025,
  currency: 'PLN',
};

/** "Now" for the picker: 15 June 2025. */
const TODAY = new Date(2025, 5, 15);

function renderBilling() {
  renderRoutes([{ path: '/', element: <BillingTab today={TODAY} /> }], { path: '/' });
}

describe('billing month', () => {
  it('knows the future and moves across years', () => {
    expect(isFutureMonth('2025-07', TODAY)).toBe(true);
    expect(isFutureMonth('2025-06', TODAY)).toBe(false);
    expect(shiftMonth('2025-01', -1)).toBe('2024-12');
    expect(shiftMonth('2024-12', 1)).toBe('2025-01');
  });
});

describe('BillingTab', () => {
  it('starts at the current month, disables the future and formats every amount in PLN', async () => {
    const calls = fakeServer({
      'GET /company/api/v1/generate-document-count/6/2025': { status: 200, body: SUMMARY },
      'GET /company/api/v1/generate-document-count/12/2024': {
        status: 200,
        body: { ...SUMMARY, month: 12, year: 2024 },
      },
    });
    const user = userEvent.setup();
    renderBilling();

    const month = screen.getByLabelText('Month');
    expect(month).toHaveProperty('value', '6');
    expect(screen.getByLabelText('Year')).toHaveProperty('value', '2025');
    const options = within(month).getAllByRole<HTMLOptionElement>('option');
    expect(options.filter((option) => option.disabled).map((option) => option.value)).toEqual([
      '7',
      '8',
      '9',
      '10',
      '11',
      '12',
    ]);
    expect(screen.getByRole('button', { name: 'Next month' })).toHaveProperty('disabled', true);

    const table = await screen.findByRole('table', { name: 'Billing summary' });
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(within(row('Documents generated')).getByText('2,468')).toBeTruthy();
    expect(within(row('Documents generated')).getByText('PLN 0.50')).toBeTruthy();
    expect(within(row('Documents generated')).getByText('PLN 1,234.00')).toBeTruthy();
    expect(within(row('Files')).getByText('PLN 0.30')).toBeTruthy();
    expect(within(row('SMS to EU numbers')).getByText('PLN 1.40')).toBeTruthy();
    expect(within(row('SMS to non-EU numbers')).getAllByText('PLN 0.45')).toHaveLength(2);
    expect(within(row('SMS to UK numbers')).getByText('PLN 0.60')).toBeTruthy();
    expect(within(row('Total net')).getByText('PLN 1,236.75')).toBeTruthy();
    expect(within(row('VAT 23%')).getByText('PLN 284.45')).toBeTruthy();
    expect(within(row('Total gross')).getByText('PLN 1,521.20')).toBeTruthy();

    // A past year has no future months; going back a month asks for that month.
    await user.selectOptions(screen.getByLabelText('Year'), '2024');
    expect(
      within(screen.getByLabelText('Month'))
        .getAllByRole<HTMLOptionElement>('option')
        .some((option) => option.disabled),
    ).toBe(false);
    await user.selectOptions(screen.getByLabelText('Month'), '12');
    expect(screen.getByRole('button', { name: 'Next month' })).toHaveProperty('disabled', false);
    await waitFor(() => {
      expect(calls.map((call) => call.path)).toContain(
        '/company/api/v1/generate-document-count/12/2024',
      );
    });

    // Back to this year from December: the future month is not offered, the current one is.
    await user.selectOptions(screen.getByLabelText('Year'), '2025');
    expect(screen.getByLabelText('Month')).toHaveProperty('value', '6');
  });

  it('shows Polish amounts with a comma and zł', async () => {
    await changeLanguage('pl');
    fakeServer({
      'GET /company/api/v1/generate-document-count/6/2025': { status: 200, body: SUMMARY },
    });
    renderBilling();
    const table = await screen.findByRole('table', { name: 'Podsumowanie rozliczenia' });
    expect(within(table).getByText(/^1\s?521,20\s?zł$/)).toBeTruthy();
    await changeLanguage('en-GB');
  });

  it('says so when the summary cannot be loaded', async () => {
    fakeServer({});
    renderBilling();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The billing summary could not be loaded. Try again later.',
    );
  });
});
