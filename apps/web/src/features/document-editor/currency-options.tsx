import { ACTIVE_CURRENCIES } from '@transitdocs/domain';
import { useMemo } from 'react';
import { currentLanguage } from '../../i18n/i18n.ts';

function currencyNames(language: string): (code: string) => string | undefined {
  try {
    const names = new Intl.DisplayNames([language], { type: 'currency' });
    return (code) => names.of(code);
  } catch {
    return () => undefined;
  }
}

/**
 * The active ISO 4217 codes offered to a currency input (spec 2 §9), named in the interface
 * language. A datalist rather than a select: a driver may still type `EUR` straight in.
 */
export function CurrencyOptions({ id }: { id: string }) {
  const language = currentLanguage();
  const options = useMemo(() => {
    const name = currencyNames(language);
    return ACTIVE_CURRENCIES.map((row) => ({ code: row.code, label: name(row.code) ?? row.name }));
  }, [language]);
  return (
    <datalist id={id}>
      {options.map((option) => (
        <option key={option.code} value={option.code} label={option.label} />
      ))}
    </datalist>
  );
}
