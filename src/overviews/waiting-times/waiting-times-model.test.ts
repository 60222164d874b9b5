import { describe, expect, it } from 'vitest';
import { waitingTimesOverviewModel } from '#src/overviews/waiting-times/waiting-times-model.ts';
import { testModelContext, testPage } from '../../../tests/unit/lib/models/fixtures.ts';

const labels = (crumbs: ReadonlyArray<{ label: string }>) => crumbs.map((crumb) => crumb.label);

describe('waiting times page model', () => {
  it("waiting times: the CMS page's header and blocks when there is one, else the strings' title", async () => {
    const ctx = await testModelContext();
    const data = { locations: [], groups: [], centreOf: {} } as never;
    const without = waitingTimesOverviewModel(null, data, ctx);
    expect(without.header.title).toBe(ctx.t('serviceOverviews.waitingTimes.title'));
    expect(without.head.alternates).toEqual({ nl: '/wachttijden' });
    expect(without.blocks).toEqual([]);
    const page = testPage({
      ContentType: 'Wachttijden pagina',
      Title: 'Wachttijden',
      HeaderTitle: 'Wachttijden per afdeling',
      Path: '/wachttijden',
      HeaderDescription: 'Intro',
      TeaserDescription: 'Teaser',
    });
    const withPage = waitingTimesOverviewModel({ page, alternates: { nl: '/wachttijden' }, blocks: [] }, data, ctx);
    expect(withPage.header).toMatchObject({ title: 'Wachttijden per afdeling', intro: 'Intro' });
    expect(withPage.head).toMatchObject({
      pageType: 'waitingTimesOverview',
      title: { MetaTitle: null, HeaderTitle: 'Wachttijden per afdeling', Title: 'Wachttijden' },
      description: 'Teaser',
    });
    expect(labels(withPage.header.crumbs)).toEqual(['Spaarne Gasthuis', 'Wachttijden per afdeling']);
  });
});
