import { describe, expect, it } from 'vitest';
import { newsEventsOverviewModel } from '#src/overviews/news-events/news-events-model.ts';
import type { ListItem } from '#src/overviews/news-events/news-events.ts';
import { testModelContext } from '../../../tests/unit/lib/models/fixtures.ts';

describe('news and events page model', () => {
  it('news and events: 12 a page, a page past the end is the last, page N has its own address and title', async () => {
    const ctx = await testModelContext();
    const items = Array.from(
      { length: 30 },
      (_, index) => ({ kind: 'news', url: `/nieuws/${index}`, title: `Bericht ${index}` }) as unknown as ListItem,
    );
    const first = newsEventsOverviewModel('news', items, 1, ctx);
    expect(first).toMatchObject({ pageType: 'newsOverview', page: 1, pages: 3, total: 30 });
    expect(first.items).toHaveLength(12);
    expect(first.head.alternates).toEqual({ nl: '/nieuws' });
    expect(first.head.title).toEqual({ Title: 'Nieuws' });
    const past = newsEventsOverviewModel('agenda', items, 9, ctx);
    expect(past).toMatchObject({ pageType: 'eventsOverview', page: 3 });
    expect(past.items).toHaveLength(6);
    expect(past.head.alternates).toEqual({ nl: '/agenda/pagina/3' });
    expect(past.head.title.Title).toContain('3');
    expect(newsEventsOverviewModel('combined', [], 1, ctx)).toMatchObject({
      pageType: 'newsAndEventsOverview',
      page: 1,
      pages: 0,
      items: [],
    });
  });
});
