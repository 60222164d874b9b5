import { describe, expect, it } from 'vitest';
import { pageSchema } from '#src/lib/contract/page.ts';
import { testPage } from '../models/fixtures.ts';

describe('the page contract', () => {
  it('reads a page without the fields the spec does not name, as not known and not online', () => {
    const { EventEndDate, EventOnline, ModifiedDate, LastReviewedDate, NextReviewDate, ...asTheSpecHasIt } = testPage({
      ContentType: 'News pagina',
      Title: 'Nieuw',
      Path: '/nieuws/nieuw',
    });
    expect([EventEndDate, EventOnline, ModifiedDate, LastReviewedDate, NextReviewDate]).toEqual([
      null,
      false,
      null,
      null,
      null,
    ]);
    const read = pageSchema.parse(asTheSpecHasIt);
    expect(read).toMatchObject({
      EventEndDate: null,
      EventOnline: false,
      ModifiedDate: null,
      LastReviewedDate: null,
      NextReviewDate: null,
    });
  });

  it('keeps review dates sent as a date or a date-time, and refuses one that is not a date', () => {
    const page = testPage({ ContentType: 'Spaarne pagina', Title: 'Bezoek', Path: '/bezoek' });
    const sent = { ...page, LastReviewedDate: '2026-03-14', NextReviewDate: '2027-03-13T23:00:00Z' };
    expect(pageSchema.parse(sent)).toMatchObject({
      LastReviewedDate: '2026-03-14',
      NextReviewDate: '2027-03-13T23:00:00Z',
    });
    expect(pageSchema.safeParse({ ...page, NextReviewDate: 'volgend jaar' }).success).toBe(false);
  });

  it('keeps them when the CMS sends them, and refuses a malformed one', () => {
    const page = testPage({ ContentType: 'Agenda pagina', Title: 'Webinar', Path: '/agenda/webinar' });
    const sent = { ...page, EventOnline: true, EventEndDate: '2026-01-15T15:00:00Z' };
    expect(pageSchema.parse(sent)).toMatchObject({ EventOnline: true, EventEndDate: '2026-01-15T15:00:00Z' });
    expect(pageSchema.safeParse({ ...page, EventOnline: 'ja' }).success).toBe(false);
  });
});
