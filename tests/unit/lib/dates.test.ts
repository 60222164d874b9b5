import { describe, expect, it } from 'vitest';
import { eventDateParts, formatDateTime, formatLongDate } from '#src/lib/dates.ts';

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
  it('the local time the CMS means, winter and summer: 14:00Z in January and 13:00Z in July are both 15:00', () => {
    expect(formatDateTime('2026-01-15T14:00:00Z', 'nl')).toBe('15 januari 2026 om 15:00');
    expect(formatDateTime('2026-07-15T13:00:00Z', 'en')).toBe('15 July 2026 at 15:00');
  });
  it('on both sides of the change to summer time (last Sunday of March)', () => {
    expect(formatDateTime('2026-03-28T14:00:00Z', 'nl')).toBe('28 maart 2026 om 15:00');
    expect(formatDateTime('2026-03-29T13:00:00Z', 'nl')).toBe('29 maart 2026 om 15:00');
    // Around the change itself: 00:59Z is 01:59 winter time, 01:00Z is 03:00 summer time.
    expect(formatDateTime('2026-03-29T00:59:00Z', 'nl')).toBe('29 maart 2026 om 01:59');
    expect(formatDateTime('2026-03-29T01:00:00Z', 'nl')).toBe('29 maart 2026 om 03:00');
  });
  it('on both sides of the change to winter time (last Sunday of October)', () => {
    expect(formatDateTime('2026-10-24T13:00:00Z', 'nl')).toBe('24 oktober 2026 om 15:00');
    expect(formatDateTime('2026-10-25T14:00:00Z', 'nl')).toBe('25 oktober 2026 om 15:00');
    expect(formatDateTime('2026-10-25T22:30:00Z', 'en')).toBe('25 October 2026 at 23:30');
    expect(eventDateParts('2026-10-31T23:30:00Z', 'nl')).toEqual({ day: '01', month: 'nov' });
  });
});
