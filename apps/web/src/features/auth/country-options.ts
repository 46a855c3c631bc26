import { OFFERED_COUNTRY_CODES, VIES_COUNTRIES, viesPrefixToCountry } from '@transitdocs/domain';
import type { SelectOption } from '../../ui/form-select.tsx';

function regionNames(language: string): (code: string) => string {
  try {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    return (code) => names.of(code) ?? code;
  } catch {
    return (code) => code;
  }
}

/** Countries of the forms (those paying in an active currency) in the interface language; Poland first. */
export function countryOptions(language: string): SelectOption[] {
  const name = regionNames(language);
  const [first, ...rest] = OFFERED_COUNTRY_CODES.map((code) => ({
    value: code,
    label: name(code),
  }));
  rest.sort((a, b) => a.label.localeCompare(b.label, language));
  return first ? [first, ...rest] : rest;
}

/** VIES prefixes (EL is Greece) labelled `PL – Poland`, in the spec's order. */
export function taxCountryOptions(language: string): SelectOption[] {
  const name = regionNames(language);
  return VIES_COUNTRIES.map((prefix) => ({
    value: prefix,
    label: `${prefix} – ${name(viesPrefixToCountry(prefix))}`,
  }));
}
