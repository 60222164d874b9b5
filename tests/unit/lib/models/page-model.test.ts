import { describe, expect, it } from 'vitest';
import { NO_DEAD_LINKS } from '#src/lib/content/link-rules.ts';
import { contentPageModel } from '#src/lib/models/content-page.ts';
import { homePageModel } from '#src/lib/models/home-page.ts';
import { contactOverviewModel } from '#src/overviews/contact/contact-model.ts';
import { departmentsOverviewModel } from '#src/overviews/organisations/organisations-model.ts';
import { newsEventsOverviewModel } from '#src/overviews/news-events/news-events-model.ts';
import { notFoundPageModel } from '#src/lib/models/not-found-page.ts';
import { searchPageModel } from '#src/overviews/search/search-model.ts';
import type { PageModel } from '#src/lib/models/page-model.ts';
import { testInput, testModelContext, testPage } from './fixtures.ts';

describe('the page model union', () => {
  it('every model, from a CMS page or made by the site, names its page type in its head (for <body> and the bench)', async () => {
    const ctx = await testModelContext();
    const home = {
      ...testPage({ ContentType: 'Homepage', Title: 'Home', Path: '/' }),
      ContentType: 'Homepage' as const,
      HeaderImage: { Title: 'a', Url: '/media/a.jpg' },
      TopTasks: [],
    };
    const models: PageModel[] = [
      homePageModel(home, ctx, NO_DEAD_LINKS([])),
      contentPageModel(
        testInput(testPage({ ContentType: 'Agenda pagina', Title: 'Open dag', Path: '/open-dag' }), '/agenda/open-dag'),
        ctx,
      ),
      departmentsOverviewModel([], ctx),
      newsEventsOverviewModel('news', [], 1, ctx),
      contactOverviewModel([], [], ctx),
      searchPageModel(ctx),
      notFoundPageModel(ctx),
    ];
    expect(models.map((model) => model.pageType)).toEqual([
      'home',
      'event',
      'departmentsOverview',
      'newsOverview',
      'contactOverview',
      'search',
      'notFound',
    ]);
    for (const model of models) expect(model.head.pageType).toBe(model.pageType);
    expect(new Set(models.map((model) => model.head.locale))).toEqual(new Set(['nl']));
  });
});
