/**
 * Transport-mode codes of spec 2 §3 with their Polish names (the printed names follow the
 * customs code list: single digits are the UN/ECE Recommendation 19 modes, two digits the
 * subdivisions Polish customs declarations use).
 */
export const TRANSPORT_MODES = [
  { code: 1, name: 'Transport morski' },
  { code: 2, name: 'Transport kolejowy' },
  { code: 3, name: 'Transport drogowy' },
  { code: 4, name: 'Transport lotniczy' },
  { code: 5, name: 'Przesyłka pocztowa' },
  { code: 6, name: 'Transport multimodalny' },
  { code: 7, name: 'Stałe urządzenia przesyłowe' },
  { code: 8, name: 'Żegluga śródlądowa' },
  { code: 9, name: 'Własny napęd' },
  { code: 10, name: 'Transport morski (statek pełnomorski)' },
  { code: 12, name: 'Wagon kolejowy na statku pełnomorskim' },
  { code: 19, name: 'Transport morski – inny' },
  { code: 20, name: 'Transport kolejowy (wagon)' },
  { code: 23, name: 'Pojazd drogowy na wagonie kolejowym' },
  { code: 30, name: 'Transport drogowy (pojazd drogowy)' },
  { code: 39, name: 'Transport drogowy – inny' },
  { code: 40, name: 'Transport lotniczy (samolot)' },
  { code: 49, name: 'Transport lotniczy – inny' },
  { code: 60, name: 'Transport multimodalny (kontener)' },
  { code: 63, name: 'Pojazd drogowy w transporcie multimodalnym' },
  { code: 70, name: 'Stałe urządzenia przesyłowe (rurociąg, linia)' },
  { code: 80, name: 'Żegluga śródlądowa (barka)' },
  { code: 83, name: 'Pojazd drogowy na barce' },
  { code: 89, name: 'Żegluga śródlądowa – inna' },
  { code: 90, name: 'Własny napęd (pojazd jadący o własnych siłach)' },
] as const;

export type TransportModeCode = (typeof TRANSPORT_MODES)[number]['code'];
export const TRANSPORT_MODE_CODES = TRANSPORT_MODES.map((mode) => mode.code);
export const DEFAULT_TRANSPORT_MODE_CODE: TransportModeCode = 3;

export function transportModeName(code: number): string {
  return TRANSPORT_MODES.find((mode) => mode.code === code)?.name ?? '';
}

export function defaultTransportMode(): { code: TransportModeCode; name: string } {
  return {
    code: DEFAULT_TRANSPORT_MODE_CODE,
    name: transportModeName(DEFAULT_TRANSPORT_MODE_CODE),
  };
}
