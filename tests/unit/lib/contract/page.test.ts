import { describe, expect, it } from 'vitest';
import { pageSchema } from '#src/lib/contract/page.ts';
import { testPage } from '../models/fixtures.ts';

describe('the page contract', () => {
  it('reads a page without the three fields the spec does not name, as not known and not online', () => {
    const { EventEndDate, EventOnline, ModifiedDate, ...asTheSpecHasIt } = testPage({
      ContentType: 'News pagina',
      Title: 'Nieuw',
      Path: '/nieuws/nieuw',
    });
    expect([EventEndDate, EventOnline, ModifiedDate]).toEqual([null, false, null]);
    const read = pageSchema.parse(asTheSpecHasIt);
    expect(read).toMatchObject({ EventEndDate: null, EventOnline: false, ModifiedDate: null });
  });

  it('keeps them when the CMS sends them, and refuses a malformed one', () => {
    const page = testPage({ ContentType: 'Agenda pagina', Title: 'Webinar', Path: '/agenda/webinar' });
    const sent = { ...page, EventOnline: true, EventEndDate: '2026-01-15T15:00:00Z' };
    expect(pageSchema.parse(sent)).toMatchObject({ EventOnline: true, EventEndDate: '2026-01-15T15:00:00Z' });
    expect(pageSchema.safeParse({ ...page, EventOnline: 'ja' }).success).toBe(false);
  });
});
