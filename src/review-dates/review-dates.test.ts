import { describe, expect, it } from 'vitest';
import { testPage } from '../../tests/unit/lib/models/fixtures.ts';
import { amsterdamDay } from '#src/lib/dates.ts';
import {
  formatReviewDay,
  isOverdue,
  overdueSince,
  reviewDatesOf,
  reviewDay,
  reviewDepartment,
} from '#src/review-dates/review-dates.ts';

describe('review dates', () => {
  it('reads a date as that day and a date-time as its day in Amsterdam', () => {
    expect(reviewDay('2026-03-14')).toBe('2026-03-14');
    // 23:30 UTC on 13 March is 00:30 on 14 March in Amsterdam (winter time, +1).
    expect(reviewDay('2026-03-13T23:30:00Z')).toBe('2026-03-14');
    // 22:30 UTC on 30 June is 00:30 on 1 July in Amsterdam (summer time, +2).
    expect(reviewDay('2026-06-30T22:30:00Z')).toBe('2026-07-01');
    expect(reviewDay('2026-06-30T21:30:00Z')).toBe('2026-06-30');
    expect(reviewDay('2026-02-30')).toBeNull();
  });

  it('gives a page its dates, either alone, and none when it has neither', () => {
    const page = testPage({ ContentType: 'Spaarne pagina', Title: 'Bezoek', Path: '/bezoek' });
    expect(reviewDatesOf(page)).toBeNull();
    expect(reviewDatesOf({ ...page, LastReviewedDate: '2026-01-05', NextReviewDate: '2027-01-05T09:00:00Z' })).toEqual({
      lastReviewed: '2026-01-05',
      nextReview: '2027-01-05',
    });
    expect(reviewDatesOf({ ...page, NextReviewDate: '2027-01-05' })).toEqual({
      lastReviewed: null,
      nextReview: '2027-01-05',
    });
  });

  it('is overdue from the day after the next review day', () => {
    expect(isOverdue('2026-11-15', '2026-11-14')).toBe(false);
    expect(isOverdue('2026-11-15', '2026-11-15')).toBe(false);
    expect(isOverdue('2026-11-15', '2026-11-16')).toBe(true);
    expect(isOverdue('2025-12-31', '2026-01-01')).toBe(true);
    expect(overdueSince({ lastReviewed: null, nextReview: '2026-11-15' }, '2026-11-16')).toBe('2026-11-15');
    expect(overdueSince({ lastReviewed: '2026-11-15', nextReview: null }, '2030-01-01')).toBeNull();
    expect(overdueSince(null, '2030-01-01')).toBeNull();
  });

  it("counts today as the day it is in Amsterdam, not on the build machine's clock", () => {
    expect(amsterdamDay(new Date('2026-11-25T23:30:00Z'))).toBe('2026-11-26');
    expect(amsterdamDay(new Date('2026-11-25T22:30:00Z'))).toBe('2026-11-25');
  });

  it('writes the day in the page language', () => {
    expect(formatReviewDay('2026-03-14', 'nl')).toBe('14 maart 2026');
    expect(formatReviewDay('2026-03-14', 'en')).toBe('14 March 2026');
    expect(formatReviewDay('2026-01-01', 'nl')).toBe('1 januari 2026');
  });

  it('files a page under the department or centre it is or is about', () => {
    const base = testPage({ ContentType: 'Spaarne pagina', Title: 'Bezoek', Path: '/bezoek' });
    expect(reviewDepartment(base)).toBeNull();
    expect(reviewDepartment({ ...base, DepartmentsTitles: ['Cardiologie', 'Longziekten'] })).toBe('Cardiologie');
    const centre = { SharepointId: 2, Title: 'Hartcentrum', Path: '/hartcentrum' };
    const organisation = {
      SharepointId: 3,
      Title: 'Cardiologie',
      Path: '/cardiologie',
      AppointmentURL: '',
      PhoneNumbers: [],
      Logo: null,
      HideWaiting: false,
    };
    expect(
      reviewDepartment({ ...base, ContentType: 'Afdeling pagina', Organisation: organisation, Centrum: centre }),
    ).toBe('Cardiologie');
    expect(
      reviewDepartment({
        ...base,
        ContentType: 'Sub-afdeling pagina',
        Organisation: { ...organisation, Title: 'Hartfalen' },
        Department: { ...organisation, Centrum: centre },
      }),
    ).toBe('Cardiologie');
  });
});
