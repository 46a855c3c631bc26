export function isValidLatitude(value: number): boolean {
  return Number.isFinite(value) && value >= -90 && value <= 90;
}

export function isValidLongitude(value: number): boolean {
  return Number.isFinite(value) && value >= -180 && value <= 180;
}

export type CoordinateAxis = 'latitude' | 'longitude';

/** Decimal degrees with a dot (or a comma, as a Polish spreadsheet writes it), up to 7 decimals. */
const DECIMAL = /^-?\d{1,3}([.,]\d{1,7})?$/;
/** The spec's `dd° mm' ss.s" N|S` (spec 2 §5); typographic primes and missing spaces accepted. */
const DMS =
  /^(\d{1,3})\s*°\s*(\d{1,2})\s*['′’]\s*(\d{1,2}(?:[.,]\d+)?)\s*(?:["″”]|'')\s*([NSEW])$/i;

const HEMISPHERES: Record<CoordinateAxis, string> = { latitude: 'NS', longitude: 'EW' };
const LIMIT: Record<CoordinateAxis, number> = { latitude: 90, longitude: 180 };

/**
 * A coordinate as typed or imported, in decimal degrees: null when empty, NaN when it is not a
 * coordinate of that axis (latitude takes N|S, longitude E|W, within ±90 / ±180).
 */
export function parseCoordinate(
  value: string | number | null | undefined,
  axis: CoordinateAxis,
): number | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (text === '') return null;
  let degrees = Number.NaN;
  if (DECIMAL.test(text)) {
    degrees = Number(text.replace(',', '.'));
  } else {
    const dms = DMS.exec(text);
    const [, d = '', m = '', s = '', hemisphere = ''] = dms ?? [];
    const letter = hemisphere.toUpperCase();
    if (
      dms &&
      HEMISPHERES[axis].includes(letter) &&
      Number(m) < 60 &&
      Number(s.replace(',', '.')) < 60
    ) {
      const sign = letter === 'S' || letter === 'W' ? -1 : 1;
      degrees = sign * (Number(d) + Number(m) / 60 + Number(s.replace(',', '.')) / 3600);
    }
  }
  return Math.abs(degrees) <= LIMIT[axis] ? Math.round(degrees * 1e7) / 1e7 : Number.NaN;
}

/** The one way coordinates are shown (spec 2 §5): `52° 13' 47.0" N`, `21° 0' 43.9" E`. */
export function formatCoordinate(value: number | null | undefined, axis: CoordinateAxis): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const hemisphere = HEMISPHERES[axis][value < 0 ? 1 : 0] ?? '';
  // Whole tenths of a second, carried upwards so 59.96" never prints as 60.0".
  const tenths = Math.round(Math.abs(value) * 36000);
  const degrees = Math.floor(tenths / 36000);
  const minutes = Math.floor((tenths % 36000) / 600);
  const seconds = (tenths % 600) / 10;
  return `${degrees}° ${minutes}' ${seconds.toFixed(1)}" ${hemisphere}`;
}

/**
 * Typed text in the one shown form when it reads as a coordinate of that axis (a field left with
 * `52.2297` shows `52° 13' 46.9" N`); anything else stays as typed for its error to name.
 */
export function normalizeCoordinateText(value: string, axis: CoordinateAxis): string {
  const parsed = parseCoordinate(value, axis);
  return parsed === null || Number.isNaN(parsed) ? value : formatCoordinate(parsed, axis);
}
