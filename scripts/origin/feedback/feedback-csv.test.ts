import { describe, expect, it } from 'vitest';
import { feedbackCsv } from './feedback-csv.ts';

describe('feedbackCsv', () => {
  it('groups the answers by page with each page’s counts, and guards formulas', () => {
    const csv = feedbackCsv([
      { path: '/route', receivedAt: '2026-05-02T10:01Z', useful: 'no', problem: '=HYPERLINK("x")' },
      { path: '/afspraak', receivedAt: '2026-05-02T10:00Z', useful: 'yes', problem: '' },
      { path: '/route', receivedAt: '2026-05-02T09:00Z', useful: 'yes', problem: '' },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'path,received_at,useful,problem,page_yes,page_no',
      '/afspraak,2026-05-02T10:00Z,yes,,1,0',
      '/route,2026-05-02T09:00Z,yes,,1,1',
      `/route,2026-05-02T10:01Z,no,"'=HYPERLINK(""x"")",1,1`,
      '',
    ]);
  });
});
