import { describe, expect, it } from 'vitest';
import { REFERENCE_TIME } from './constants.ts';
import { amsterdamTime, dutchDate, dutchTime, isoDateTime } from './text.ts';

const DAY = 86_400_000;
const referenceMidnight = Math.floor(REFERENCE_TIME / DAY) * DAY;

/** Days from the reference date to a calendar date (month 1..12). */
function daysTo(year: number, month: number, day: number): number {
  return Math.round((Date.UTC(year, month - 1, day) - referenceMidnight) / DAY);
}

function localTime(year: number, month: number, day: number, hour: number, minute = 0): string {
  return isoDateTime(amsterdamTime(daysTo(year, month, day), hour, minute));
}

describe('event times: the UTC instant of the local time an editor typed', () => {
  it('15:00 in January is 14:00Z, in July 13:00Z', () => {
    expect(localTime(2026, 1, 15, 15)).toBe('2026-01-15T14:00:00Z');
    expect(localTime(2026, 7, 15, 15)).toBe('2026-07-15T13:00:00Z');
  });

  it('on both sides of the change to summer time (last Sunday of March)', () => {
    expect(localTime(2026, 3, 28, 15)).toBe('2026-03-28T14:00:00Z');
    expect(localTime(2026, 3, 29, 15)).toBe('2026-03-29T13:00:00Z');
    // The night of the change itself: 01:30 is still winter time, 03:30 already summer time.
    expect(localTime(2026, 3, 29, 1, 30)).toBe('2026-03-29T00:30:00Z');
    expect(localTime(2026, 3, 29, 3, 30)).toBe('2026-03-29T01:30:00Z');
  });

  it('on both sides of the change to winter time (last Sunday of October)', () => {
    expect(localTime(2026, 10, 24, 15)).toBe('2026-10-24T13:00:00Z');
    expect(localTime(2026, 10, 25, 15)).toBe('2026-10-25T14:00:00Z');
    expect(localTime(2025, 10, 25, 19, 30)).toBe('2025-10-25T17:30:00Z');
    expect(localTime(2025, 10, 26, 19, 30)).toBe('2025-10-26T18:30:00Z');
  });

  it('the text says the time the editor typed, on every day of the two years events fall in', () => {
    for (let days = -365; days <= 365; days += 1) {
      const time = amsterdamTime(days, 19, 30);
      expect(dutchTime(time)).toBe('19.30 uur');
      expect(dutchTime(time + 2 * 3_600_000)).toBe('21.30 uur');
    }
  });
});

describe('dates and times in Dutch, in Amsterdam', () => {
  it('the date of Amsterdam, not of UTC', () => {
    expect(dutchDate(Date.parse('2026-12-31T23:30:00Z'))).toBe('vrijdag 1 januari 2027');
    expect(dutchDate(Date.parse('2026-03-12T10:00:00Z'))).toBe('donderdag 12 maart 2026');
  });

  it('the time of Amsterdam in winter and in summer', () => {
    expect(dutchTime(Date.parse('2026-01-15T14:00:00Z'))).toBe('15.00 uur');
    expect(dutchTime(Date.parse('2026-07-15T13:05:00Z'))).toBe('15.05 uur');
  });
});
