/** Business constants of the spec's section 9 (all three parts). */
const DAY_MS = 24 * 60 * 60 * 1000;

export const SESSION_LIFETIME_DAYS = 30;
export const SESSION_LIFETIME_MS = SESSION_LIFETIME_DAYS * DAY_MS;
export const SHARE_LINK_LIFETIME_DAYS = 14;
export const SHARE_LINK_LIFETIME_MS = SHARE_LINK_LIFETIME_DAYS * DAY_MS;
/** Lifetimes of mailed links; the spec is silent, see docs/decisions/0010-mailed-links.md. */
export const PASSWORD_RESET_LINK_MS = DAY_MS;
export const ACTIVATION_LINK_MS = 7 * DAY_MS;

export const PIN_LENGTH = 4;
export const TEXT_MAX = 500;
export const EMAIL_MAX = 200;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;
export const PHONE_DEFAULT_PREFIX = '+48';
export const PHONE_DIGITS_MIN = 5;
export const PHONE_DIGITS_MAX = 16;
export const NIP_PL_LENGTH = 10;
export const TAX_NUMBER_MIN = 7;
export const TAX_NUMBER_MAX = 15;
export const PESEL_LENGTH = 11;
export const ZIP_MAX = 10;

export const LIST_PAGE_SIZE = 10;
export const TABLE_PAGE_SIZE = 70;
export const MAX_CARRIERS = 10;
export const PAGER_DEBOUNCE_MS = 1000;
export const AUTOCOMPLETE_DEBOUNCE_MS = 300;
export const COPIED_TOOLTIP_MS = 2000;
/** How long the pointer rests before a tooltip opens (spec 2 §9). */
export const TOOLTIP_DELAY_MS = 500;
/** Text areas start at 3 rows and grow to 8; carrier remarks have 6 rows (spec 2 §9). */
export const TEXT_AREA_MIN_ROWS = 3;
export const TEXT_AREA_MAX_ROWS = 8;
export const CARRIER_REMARKS_ROWS = 6;
export const NOTIFICATION_PING_MS = 20_000;
export const NOTIFICATION_RECONNECT_MS = 10_000;
export const NOTIFICATION_BATCH = 20;
export const NOTIFICATION_KEEP = 100;
export const DOCUMENTS_REFRESH_MS = 5 * 60 * 1000;
export const DRIVER_VIEW_REFRESH_MS = 10_000;

export const MOBILE_BREAKPOINT = 600;
export const WIDE_BREAKPOINT = 1279;

export const DEFAULT_CURRENCY = 'EUR';
export const BILLING_CURRENCY = 'PLN';
export const VAT_RATE = 0.23;
export const DEFAULT_SEARCH_COUNTRY_PREFIX = 'PL';

export const DATE_FORMAT = 'yyyy-MM-dd';
export const TIME_FORMAT = 'HH:mm';

/** VIES country prefixes in the spec's order (spec 1 §9). EL is Greece's VIES prefix. */
export const VIES_COUNTRIES = [
  'PL',
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'EL',
  'ES',
  'NL',
  'IE',
  'LT',
  'LU',
  'LV',
  'MT',
  'DE',
  'NO',
  'RO',
  'SK',
  'SI',
  'SE',
  'HU',
  'GB',
  'IT',
  'PT',
] as const;
export type ViesCountry = (typeof VIES_COUNTRIES)[number];

/** Alert types every company starts with; their text is translated by the lowercase message. */
export const DEFAULT_ALERT_TYPES = [
  { message: 'Delay', default: true },
  { message: 'Breakdown', default: true },
  { message: 'Accident', default: true },
  { message: 'Waiting', default: true },
] as const;

/** Version of the regulations a registering company accepts; recorded with the acceptance. */
export const REGULATIONS_VERSION = '2026-11';
