import { describe, expect, it } from 'vitest';
import { eventDateParts, formatLongDate } from '#src/lib/dates.ts';

describe('dates', () => {
  it('long month in the page language', () => {
    expect(formatLongDate('2026-03-14T09:00:00Z', 'nl')).toBe('14 maart 2026');
    expect(formatLongDate('2026-03-14T09:00:00Z', 'en')).toBe('14 March 2026');
  });
  it('events: a two-digit day and a short month, in Dutch', () => {
    expect(eventDateParts('2026-03-04T18:00:00Z', 'nl')).toEqual({ day: '04', month: 'mrt' });
  });
  it('in Amsterdam time whatever the machine says', () => {
    expect(formatLongDate('2026-12-31T23:30:00Z', 'nl')).toBe('1 januari 2027');
  });
});
