import { describe, expect, it } from 'vitest';
import { testPage } from '../../tests/unit/lib/models/fixtures.ts';
import { overdueReviews, overdueSummaryLines, reviewEntriesOf } from '#src/review-dates/overdue.ts';

const entries = [
  { route: '/a', department: 'Cardiologie', nextReview: '2026-10-01' },
  { route: '/b', department: 'Cardiologie', nextReview: '2026-11-14' },
  { route: '/c', department: 'Cardiologie', nextReview: '2027-02-01' },
  { route: '/d', department: 'Longziekten', nextReview: '2026-11-15' },
  { route: '/e', department: null, nextReview: '2025-01-01' },
  { route: '/f', department: 'Apotheek', nextReview: '2026-06-01' },
];

describe('overdue reviews', () => {
  it('counts the pages past their next review day per department, most first', () => {
    expect(overdueReviews(entries, '2026-11-15')).toEqual({
      pages: 4,
      byDepartment: [
        { department: 'Cardiologie', pages: 2 },
        { department: 'Apotheek', pages: 1 },
        { department: null, pages: 1 },
      ],
    });
  });

  it('counts more as days pass, and none before any is due', () => {
    expect(overdueReviews(entries, '2026-11-16').pages).toBe(5);
    expect(overdueReviews(entries, '2024-01-01')).toEqual({ pages: 0, byDepartment: [] });
  });

  it('prints a total line and a line per department', () => {
    expect(overdueSummaryLines(overdueReviews(entries, '2026-11-15'), entries.length, '2026-11-15')).toEqual([
      'review dates: 4 of 6 pages with a next review date are past it on 2026-11-15',
      '  2 overdue: Cardiologie',
      '  1 overdue: Apotheek',
      '  1 overdue: (no department or centre)',
    ]);
  });

  it('takes from the site only the pages with a next review day, in route order', () => {
    const page = testPage({ ContentType: 'Spaarne pagina', Title: 'X', Path: '/x' });
    expect(
      reviewEntriesOf([
        { route: '/z', page: { ...page, NextReviewDate: '2027-01-01', DepartmentsTitles: ['Urologie'] } },
        { route: '/y', page: { ...page, LastReviewedDate: '2026-01-01' } },
        { route: '/x', page: { ...page, NextReviewDate: '2026-12-31T23:30:00Z' } },
      ]),
    ).toEqual([
      { route: '/x', department: null, nextReview: '2027-01-01' },
      { route: '/z', department: 'Urologie', nextReview: '2027-01-01' },
    ]);
  });
});
