// @vitest-environment jsdom
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../i18n/i18n.ts';
import { setUpComponentTests } from '../test-support/index.ts';
import { AppThemeProvider } from './app-theme-provider.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';

setUpComponentTests();

afterEach(async () => {
  await act(() => changeLanguage('en-GB'));
});

/** Any flag emoji: two regional indicator letters. */
const FLAG_EMOJI = /[\u{1F1E6}-\u{1F1FF}]{2}/u;

describe('language flags', () => {
  it('draws the flags as named images, not emoji', async () => {
    const user = userEvent.setup();
    render(<LanguageSwitcher />);
    const button = screen.getByRole('button', { name: 'Language' });
    const flag = within(button).getByRole('img', { name: 'English' });
    expect(flag.tagName.toLowerCase()).toBe('svg');
    expect(button.textContent).not.toMatch(FLAG_EMOJI);

    await user.click(button);
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'English',
      'Polski',
      'Deutsch',
      'Українська',
      'Español',
    ]);
    for (const item of items) {
      expect(item.querySelector('svg')).not.toBeNull();
      expect(item.textContent).not.toMatch(FLAG_EMOJI);
    }
  });
});

describe("MUI's own texts", () => {
  function renderAutocomplete() {
    render(
      <AppThemeProvider>
        <Autocomplete
          options={['Trans-Pol']}
          renderInput={(params) => <TextField {...params} label="Contractor" />}
        />
      </AppThemeProvider>,
    );
  }

  it("label the autocomplete's open button in the interface language, switching with it", async () => {
    renderAutocomplete();
    expect(screen.getByRole('button', { name: 'Open' })).toBeTruthy();
    await act(() => changeLanguage('pl'));
    expect(await screen.findByRole('button', { name: 'Otwórz' })).toBeTruthy();
    await act(() => changeLanguage('uk'));
    expect(await screen.findByRole('button', { name: 'Розгорнути' })).toBeTruthy();
    await act(() => changeLanguage('de'));
    expect(await screen.findByRole('button', { name: 'Öffnen' })).toBeTruthy();
    await act(() => changeLanguage('es'));
    expect(await screen.findByRole('button', { name: 'Abrir' })).toBeTruthy();
  });

  it('label the close button in Polish once the list is open', async () => {
    const user = userEvent.setup();
    await act(() => changeLanguage('pl'));
    renderAutocomplete();
    await user.click(await screen.findByRole('button', { name: 'Otwórz' }));
    expect(screen.getByRole('button', { name: 'Zamknij' })).toBeTruthy();
  });
});
