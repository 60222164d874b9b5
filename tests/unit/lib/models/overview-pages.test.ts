import { describe, expect, it } from 'vitest';
import {
  contactOverviewModel,
  departmentsOverviewModel,
  foldersOverviewModel,
  friendsHomeModel,
  newsEventsOverviewModel,
  notFoundPageModel,
  researchOverviewModel,
  searchPageModel,
  specialistsOverviewModel,
  waitingTimesOverviewModel,
  wardsOverviewModel,
} from '#src/lib/models/overview-pages.ts';
import type { ListItem } from '#src/overviews/news-events/news-events.ts';
import type { WardLocationWithWards } from '#src/overviews/wards/ward-locations.ts';
import { testModelContext, testPage } from './fixtures.ts';

const labels = (crumbs: ReadonlyArray<{ label: string }>) => crumbs.map((crumb) => crumb.label);

describe('overview page models (spec 2.1)', () => {
  it('A to Z overviews: head and header from the strings, breadcrumbs by section, the list as given', async () => {
    const ctx = await testModelContext();
    const departments = departmentsOverviewModel([], ctx);
    expect(departments.head).toEqual({
      pageType: 'departmentsOverview',
      locale: 'nl',
      title: { Title: 'Afdelingen en Centra' },
      description: ctx.t('azOverviews.departments.intro'),
      alternates: { nl: '/afdelingen-en-centra' },
    });
    expect(departments.header).toMatchObject({
      kind: 'general',
      title: 'Afdelingen en Centra',
      image: null,
      link: null,
    });
    expect(labels(departments.header.crumbs)).toEqual(['Spaarne Gasthuis', 'Afdelingen en Centra']);
    const specialists = specialistsOverviewModel(
      { data: { s: [] } as never, choices: { departments: [], subDepartments: [], centres: [], roles: [] } as never },
      ctx,
    );
    expect(specialists.head.alternates).toEqual({ nl: '/specialisten' });
    const research = researchOverviewModel({ data: { a: [], b: [] }, departments: { a: [], b: [] } }, ctx);
    expect(research.header.kind).toBe('researchOverview');
    expect(research.header.title).toBe('Wetenschappelijke onderzoeken');
    const folders = foldersOverviewModel(
      [{ title: 'Allergie', intro: null, url: '/api/v1/patient-folders/1/allergie.pdf' } as never],
      ctx,
    );
    expect(folders.entries).toHaveLength(1);
    expect(folders.head.pageType).toBe('foldersOverview');
  });

  it('wards: the default location at /verpleegafdelingen, a location of its own at its page, with its own title', async () => {
    const ctx = await testModelContext();
    const locations = [
      { id: 1, title: 'Haarlem Zuid', slug: 'haarlem-zuid', wards: [] },
      { id: 2, title: 'Hoofddorp', slug: 'hoofddorp', wards: [] },
    ] as WardLocationWithWards[];
    const overview = wardsOverviewModel(locations, null, ctx);
    expect(overview.initial?.slug).toBe('haarlem-zuid');
    expect(overview.head.alternates).toEqual({ nl: '/verpleegafdelingen' });
    expect(overview.head.title).toEqual({ Title: overview.header.title });
    const hoofddorp = wardsOverviewModel(locations, 'hoofddorp', ctx);
    expect(hoofddorp.initial?.title).toBe('Hoofddorp');
    expect(hoofddorp.head.alternates).toEqual({ nl: '/verpleegafdelingen/hoofddorp' });
    expect(hoofddorp.head.title.Title).toContain('Hoofddorp');
    expect(wardsOverviewModel([], null, ctx).initial).toBeNull();
  });

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

  it('contact, friends home, search and not found', async () => {
    const ctx = await testModelContext();
    const contact = contactOverviewModel([], [], ctx);
    expect(labels(contact.header.crumbs)).toEqual(['Spaarne Gasthuis', 'Contact']);
    const friends = friendsHomeModel(
      [],
      new Map([
        ['/vrienden/shop', 'Shop'],
        ['/vrienden/over-ons', 'Over ons'],
      ]),
      ctx,
    );
    expect(friends.menu).toEqual({
      top: [{ title: 'Shop', href: '/vrienden/shop' }],
      bottom: [{ title: 'Over ons', href: '/vrienden/over-ons' }],
    });
    expect(friends.header.kind).toBe('friend');
    const search = searchPageModel(await testModelContext('en'));
    expect(search.head.alternates).toEqual({ nl: '/zoeken', en: '/en/search' });
    expect(search.suggestions).toHaveLength(3);
    expect(search.header.crumbs[0]).toEqual({ label: 'Spaarne Gasthuis', href: '/en' });
    const notFound = notFoundPageModel(ctx);
    expect(notFound.head).toMatchObject({ pageType: 'notFound', noindex: true, alternates: {} });
  });
});
