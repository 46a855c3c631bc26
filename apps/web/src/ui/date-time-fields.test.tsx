// @vitest-environment jsdom
import { screen, render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DatesSection } from '../features/transit-form/transit-sections.tsx';
import { newTransitFormValues } from '../features/transit-form/transit-form-values.ts';
import { changeLanguage } from '../i18n/i18n.ts';
import { setUpComponentTests } from '../test-support/hooks.ts';
import { DateField } from './date-field.tsx';
import { FormDateField, FormTimeField } from './form-date-time-fields.tsx';

type Values = { day: string; time: string };

/** A form with one date and one time, reporting what it submits. */
function TestForm({
  day = '',
  time = '',
  onValues,
}: Partial<Values> & { onValues?: (values: Values) => void }) {
  const { control, handleSubmit } = useForm<Values>({ defaultValues: { day, time } });
  return (
    <form onSubmit={(event) => void handleSubmit((values) => onValues?.(values))(event)}>
      <FormDateField control={control} name="day" label="Loading date" />
      <FormTimeField control={control} name="time" label="Loading time" />
      <button type="submit">Send</button>
    </form>
  );
}

/** The transit form's dates, as the dialog renders them. */
function TransitDates() {
  const { control } = useForm({ defaultValues: newTransitFormValues() });
  return <DatesSection control={control} />;
}

setUpComponentTests();

beforeEach(async () => {
  // An American browser: its own date inputs would show mm/dd/yyyy and 2:05 PM.
  vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
  await changeLanguage('en-GB');
});

afterAll(async () => {
  await changeLanguage('en-GB');
});

describe('date field', () => {
  it('shows and takes yyyy-MM-dd as text whatever the browser locale', async () => {
    const user = userEvent.setup();
    const onValues = vi.fn();
    render(<TestForm day="2026-11-25" onValues={onValues} />);
    const field = screen.getByRole('textbox', { name: 'Loading date' });
    expect((field as HTMLInputElement).value).toBe('2026-11-25');
    expect(field.getAttribute('placeholder')).toBe('yyyy-mm-dd');

    await user.clear(field);
    await user.type(field, '20261201');
    expect((field as HTMLInputElement).value).toBe('2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValues).toHaveBeenCalledWith({ day: '2026-12-01', time: '' });
  });

  it('refuses 25.11.2026 with the field error once the field is left', async () => {
    const user = userEvent.setup();
    render(<TestForm />);
    const field = screen.getByRole('textbox', { name: 'Loading date' });
    await user.type(field, '25.11.2026');
    await user.tab();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter the date in the format yyyy-mm-dd.')).toBeTruthy();

    await user.clear(field);
    await user.type(field, '2026-11-25');
    expect(field.getAttribute('aria-invalid')).toBe('false');
  });

  it.each([
    { language: 'en-GB' as const, first: 'Mon', firstLong: 'Monday', title: 'November 2026' },
    { language: 'pl' as const, first: 'pon.', firstLong: 'poniedziałek', title: 'Listopad 2026' },
  ])(
    'opens a $language calendar whose weeks start on Monday',
    async ({ language, first, firstLong, title }) => {
      await changeLanguage(language);
      const user = userEvent.setup();
      render(<DateField label="Day" value="2026-11-25" onChange={() => undefined} />);
      const open = screen.getByRole('button', {
        name: language === 'pl' ? 'Wybierz datę' : 'Choose a date',
      });
      await user.click(open);
      const grid = screen.getByRole('grid', { name: title });
      const headers = within(grid).getAllByRole('columnheader');
      expect(headers).toHaveLength(7);
      expect(headers[0]?.textContent).toBe(first);
      expect(headers[0]?.getAttribute('abbr')).toBe(firstLong);
      // 1 November 2026 is a Sunday: the last column of the first week.
      const firstWeek = within(grid).getAllByRole('row')[1];
      const cells = within(firstWeek as HTMLElement).getAllByRole('gridcell');
      expect(cells.map((cell) => cell.textContent)).toEqual(['', '', '', '', '', '', '1']);
    },
  );

  it('fills the field with the day picked by a tap or by the keyboard', async () => {
    const user = userEvent.setup();
    const onValues = vi.fn();
    render(<TestForm day="2026-11-25" onValues={onValues} />);
    const field = screen.getByRole('textbox', { name: 'Loading date' });

    await user.click(screen.getByRole('button', { name: 'Choose a date' }));
    const calendar = screen.getByRole('dialog', { name: 'Calendar' });
    const selected = within(calendar).getByRole('gridcell', { selected: true });
    expect(selected.textContent).toBe('25');
    // The picked day holds the focus, so the arrows work at once.
    expect(document.activeElement?.textContent).toBe('25');
    await user.click(within(calendar).getByRole('button', { name: 'Tuesday, 3 November 2026' }));
    expect((field as HTMLInputElement).value).toBe('2026-11-03');
    expect(screen.queryByRole('dialog', { name: 'Calendar' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Choose a date' }));
    await user.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    expect((field as HTMLInputElement).value).toBe('2026-11-11');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValues).toHaveBeenCalledWith({ day: '2026-11-11', time: '' });
  });

  it('is a typed field with its calendar in the transit form', async () => {
    const user = userEvent.setup();
    render(<TransitDates />);
    const loading = screen.getByRole('textbox', { name: 'Loading date' });
    expect(loading.getAttribute('type')).toBe('text');
    await user.type(loading, '11/25/2026');
    await user.tab();
    expect(screen.getByText('Enter the date in the format yyyy-mm-dd.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Choose a date' })).toHaveLength(2);
  });
});

describe('time field', () => {
  it('takes a 24-hour 14:05', async () => {
    const user = userEvent.setup();
    const onValues = vi.fn();
    render(<TestForm onValues={onValues} />);
    const field = screen.getByRole('textbox', { name: 'Loading time' });
    expect(field.getAttribute('placeholder')).toBe('hh:mm');
    await user.type(field, '14:05');
    await user.tab();
    expect(field.getAttribute('aria-invalid')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValues).toHaveBeenCalledWith({ day: '', time: '14:05' });
  });

  it('refuses 2:05 PM with the field error', async () => {
    const user = userEvent.setup();
    render(<TestForm />);
    const field = screen.getByRole('textbox', { name: 'Loading time' });
    await user.type(field, '2:05 PM');
    await user.tab();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter the time as HH:mm.')).toBeTruthy();
  });

  it('is a typed 24-hour field in the transit form', async () => {
    const user = userEvent.setup();
    render(<TransitDates />);
    const loading = screen.getByRole('textbox', { name: 'Loading time' });
    await user.type(loading, '1405');
    expect((loading as HTMLInputElement).value).toBe('14:05');
  });
});
