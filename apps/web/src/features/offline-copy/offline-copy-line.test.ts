// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { copyAgeText } from './offline-copy-line.tsx';

const SAVED = '2026-11-26T13:00:00.000Z';
const after = (ms: number) => Date.parse(SAVED) + ms;

describe("the copy's age", () => {
  it('is said in minutes, hours and days in the language', () => {
    expect(copyAgeText(SAVED, after(30_000), 'en-GB')).toBeNull();
    expect(copyAgeText(SAVED, after(12 * 60_000), 'en-GB')).toBe('12 min ago');
    expect(copyAgeText(SAVED, after(12 * 60_000), 'pl')).toBe('12 min temu');
    expect(copyAgeText(SAVED, after(3 * 3_600_000), 'en-GB')).toBe('3 hr ago');
    expect(copyAgeText(SAVED, after(3 * 86_400_000), 'pl')).toBe('3 dni temu');
  });
});
