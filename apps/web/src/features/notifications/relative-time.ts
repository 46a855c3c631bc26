const UNITS: readonly (readonly [Intl.RelativeTimeFormatUnit, number])[] = [
  ['year', 365 * 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60],
  ['week', 7 * 24 * 60 * 60],
  ['day', 24 * 60 * 60],
  ['hour', 60 * 60],
  ['minute', 60],
];

/** "5 minutes ago", "yesterday", "now" in the interface language; `timestamp` is in seconds. */
export function relativeTime(timestamp: number, nowMs: number, language: string): string {
  const difference = timestamp - Math.floor(nowMs / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, seconds] of UNITS) {
    if (Math.abs(difference) >= seconds)
      return format.format(Math.trunc(difference / seconds), unit);
  }
  // Under a minute reads as "now" (clocks of browser and server differ by seconds).
  return format.format(0, 'second');
}
