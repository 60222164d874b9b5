import { describe, expect, it } from 'vitest';
import {
  activeFilters,
  combinedTitle,
  decodeList,
  encodeList,
  eventReferenceMs,
  filterItems,
  hasExcludedTag,
  hasFilters,
  listEntry,
  listQuery,
  matchesFilters,
  NO_FILTERS,
  orderItems,
  pageOf,
  parseListQuery,
  resolveFilters,
  staticPageHref,
  withoutFilter,
  withoutOrder,
  type Filters,
  type ListEntry,
  type ListItem,
} from '#src/overviews/news-events/news-events.ts';
import { decodeIndex, indexTitles, splitList } from '#src/overviews/news-events/news-events-split.ts';

const facets = (partial: Partial<ListItem['facets']> = {}): ListItem['facets'] => ({
  department: [],
  subDepartment: [],
  specialist: [],
  centrum: [],
  subcentrum: [],
  tags: [],
  ...partial,
});

function entry(
  route: string,
  dates: { publication?: string | null; event?: string | null },
  more: Partial<ListEntry> = {},
): ListEntry {
  const kind = route.startsWith('/agenda') ? 'event' : 'news';
  return {
    kind,
    route,
    title: route,
    teaser: '',
    image: null,
    date: kind === 'news' ? (dates.publication ?? null) : (dates.event ?? null),
    publicationDate: dates.publication ?? null,
    eventDate: dates.event ?? null,
    id: 1,
    facets: facets(),
    ...more,
  };
}

const filters = (partial: Partial<Filters>): Filters => ({ ...NO_FILTERS, ...partial });
const routes = (items: ReadonlyArray<{ route: string }>) => items.map((item) => item.route);

describe('order (the content API order, scripts/content-api/api/news-events.ts)', () => {
  it('news: newest publication first, undated last; equal dates by CMS id, then route', () => {
    const items = [
      entry('/nieuws/b', { publication: '2026-03-01T09:00:00Z' }),
      entry('/nieuws/zonder-datum', {}),
      entry('/nieuws/c', { publication: '2026-05-01T09:00:00Z' }),
      entry('/nieuws/a', { publication: '2026-03-01T09:00:00Z' }),
      entry('/nieuws/d', { publication: '2026-03-01T09:00:00Z' }, { id: 0 }),
    ];
    expect(routes(orderItems(items, 'news', 0))).toEqual([
      '/nieuws/c',
      '/nieuws/d',
      '/nieuws/a',
      '/nieuws/b',
      '/nieuws/zonder-datum',
    ]);
  });

  it('the combined list: by publication date, an item without one by its event date', () => {
    const items = [
      entry('/nieuws/maart', { publication: '2026-03-01T09:00:00Z' }),
      entry('/agenda/gepubliceerd-in-april', { publication: '2026-04-01T09:00:00Z', event: '2026-01-01T09:00:00Z' }),
      entry('/agenda/zonder-publicatie', { event: '2026-03-15T09:00:00Z' }),
    ];
    expect(routes(orderItems(items, 'combined', 0))).toEqual([
      '/agenda/gepubliceerd-in-april',
      '/agenda/zonder-publicatie',
      '/nieuws/maart',
    ]);
  });

  it('events: upcoming (from the reference on) soonest first, then past ones latest first, undated last', () => {
    const reference = Date.parse('2026-06-01T00:00:00Z');
    const items = [
      entry('/agenda/vorig-jaar', { event: '2025-11-20T13:00:00Z' }),
      entry('/agenda/september', { event: '2026-09-01T10:00:00Z' }),
      entry('/agenda/zonder-datum', {}),
      entry('/agenda/vandaag', { event: '2026-06-01T00:00:00Z' }),
      entry('/agenda/maart', { event: '2026-03-01T19:00:00Z' }),
      entry('/agenda/juni', { event: '2026-06-15T10:00:00Z' }),
    ];
    expect(routes(orderItems(items, 'agenda', reference))).toEqual([
      '/agenda/vandaag',
      '/agenda/juni',
      '/agenda/september',
      '/agenda/maart',
      '/agenda/vorig-jaar',
      '/agenda/zonder-datum',
    ]);
  });

  it('takes "today" from the CMS: its first event when it has one, else the fallback', () => {
    expect(eventReferenceMs('2026-06-15T10:00:00Z', 5)).toBe(Date.parse('2026-06-15T10:00:00Z'));
    expect(eventReferenceMs(null, 5)).toBe(5);
    expect(eventReferenceMs('geen datum', 5)).toBe(5);
  });
});

describe('filters from the query', () => {
  it('a static page served at its own path carries its page; a page in the query wins', () => {
    expect(parseListQuery(new URLSearchParams(''), '/agenda/pagina/4').page).toBe(4);
    expect(parseListQuery(new URLSearchParams(''), '/agenda/pagina/4/').page).toBe(4);
    expect(parseListQuery(new URLSearchParams('page=2'), '/agenda/pagina/4').page).toBe(2);
    expect(parseListQuery(new URLSearchParams(''), '/agenda').page).toBe(1);
    expect(parseListQuery(new URLSearchParams(''), '/nieuws/pagina-over-iets').page).toBe(1);
  });
  it('reads page and filters; a page that is not a whole number is 1', () => {
    expect(parseListQuery(new URLSearchParams(''))).toEqual({ page: 1, filters: NO_FILTERS });
    expect(parseListQuery(new URLSearchParams('page=3')).page).toBe(3);
    for (const bad of ['abc', '2.5', '-1', '0', ''])
      expect(parseListQuery(new URLSearchParams(`page=${bad}`)).page).toBe(1);
    const state = parseListQuery(
      new URLSearchParams(
        'department=%20Cardiologie%20&subDepartment=Hartfalen&specialist=dr.%20J.%20de%20Vries&centrum=Hartcentrum&subcentrum=Vaatcentrum&tags=Hart,Vaten&tags=hart&tags=Zorg',
      ),
    );
    expect(state.filters).toEqual({
      department: 'Cardiologie',
      subDepartment: 'Hartfalen',
      specialist: 'dr. J. de Vries',
      centrum: 'Hartcentrum',
      subcentrum: 'Vaatcentrum',
      tags: ['Hart', 'Vaten', 'Zorg'],
    }); // Tags once each (case ignored), the first spelling kept, in the order given.
    expect(parseListQuery(new URLSearchParams('tags=zorg,Hart&tags=ZORG&tags=hart,Vaten')).filters.tags).toEqual([
      'zorg',
      'Hart',
      'Vaten',
    ]);
  });

  it('keeps a title with a comma whole (only tags are comma separated), and reads the API spelling of two names', () => {
    const state = parseListQuery(
      new URLSearchParams(
        'department=Keel-,%20neus-%20en%20oorheelkunde&subdepartment=Audiologie&subcentra=Vaatcentrum&specialist=',
      ),
    );
    expect(state.filters.department).toBe('Keel-, neus- en oorheelkunde');
    expect(state.filters.subDepartment).toBe('Audiologie');
    expect(state.filters.subcentrum).toBe('Vaatcentrum');
    expect(state.filters.specialist).toBeNull();
  });

  it('writes the query back: empty values and page 1 left out, tags comma separated', () => {
    expect(listQuery({ page: 1, filters: NO_FILTERS })).toBe('');
    expect(listQuery({ page: 3, filters: NO_FILTERS })).toBe('?page=3');
    const query = listQuery({ page: 2, filters: filters({ department: 'Cardiologie', tags: ['Hoor Floor', 'Hart'] }) });
    expect(query).toBe('?department=Cardiologie&tags=Hoor+Floor%2CHart&page=2');
    expect(parseListQuery(new URLSearchParams(query))).toEqual({
      page: 2,
      filters: filters({ department: 'Cardiologie', tags: ['Hoor Floor', 'Hart'] }),
    });
  });

  const cardiology = entry(
    '/nieuws/hart',
    {},
    { facets: facets({ department: ['Cardiologie'], centrum: ['Hartcentrum'], tags: ['Innovatie'] }) },
  );
  const podcast = entry(
    '/nieuws/podcast',
    {},
    { facets: facets({ department: ['Cardiologie'], tags: ['Hoor Floor'] }) },
  );
  const inspiring = entry('/nieuws/inspiratie', {}, { facets: facets({ tags: ['Inspiratie', 'Innovatie'] }) });
  const knee = entry('/nieuws/knie', {}, { facets: facets({ department: ['Orthopedie'], tags: ['Techniek'] }) });
  const all = [cardiology, podcast, inspiring, knee];

  it('matches titles case-insensitively; different filters combine with AND, tags with OR', () => {
    expect(routes(filterItems(all, filters({ department: 'cardiologie' })))).toEqual(['/nieuws/hart']);
    expect(routes(filterItems(all, filters({ department: 'CARDIOLOGIE', centrum: 'hartcentrum' })))).toEqual([
      '/nieuws/hart',
    ]);
    expect(routes(filterItems(all, filters({ department: 'Orthopedie', centrum: 'Hartcentrum' })))).toEqual([]);
    expect(routes(filterItems(all, filters({ tags: ['techniek', 'Innovatie'] })))).toEqual([
      '/nieuws/hart',
      '/nieuws/knie',
    ]);
    expect(matchesFilters(cardiology, filters({ department: 'Cardio' }))).toBe(false);
  });

  it('matches exactly apart from case and runs of white space; accents count', () => {
    const dietetics = entry(
      '/nieuws/dieet',
      {},
      { facets: facets({ department: ['Diëtetiek'], tags: ['Gezond  eten'] }) },
    );
    expect(matchesFilters(dietetics, filters({ department: ' DIËTETIEK ' }))).toBe(true);
    expect(matchesFilters(dietetics, filters({ department: 'Dietetiek' }))).toBe(false);
    expect(matchesFilters(dietetics, filters({ tags: ['gezond eten'] }))).toBe(true);
    expect(matchesFilters(dietetics, filters({ tags: ['gezondeten'] }))).toBe(false);
  });

  it('leaves items tagged Hoor Floor or Inspiratie out unless the tags filter names one of them', () => {
    expect(hasExcludedTag(podcast)).toBe(true);
    expect(hasExcludedTag(cardiology)).toBe(false);
    expect(routes(filterItems(all, NO_FILTERS))).toEqual(['/nieuws/hart', '/nieuws/knie']);
    expect(routes(filterItems(all, filters({ department: 'Cardiologie' })))).toEqual(['/nieuws/hart']);
    expect(routes(filterItems(all, filters({ tags: ['hoor floor'] })))).toEqual(['/nieuws/podcast']);
    // Naming one excluded tag lets every item in (as shouldContainExcludedTags does in the API call).
    expect(routes(filterItems(all, filters({ tags: ['Hoor Floor', 'Innovatie'] })))).toEqual([
      '/nieuws/hart',
      '/nieuws/podcast',
      '/nieuws/inspiratie',
    ]);
    expect(routes(filterItems(all, filters({ tags: ['Innovatie'] })))).toEqual(['/nieuws/hart']);
  });

  it('names the filters as the data writes them, lists them for removal, and removes one', () => {
    const chosen = filters({ department: 'cardiologie', tags: ['hoor floor', 'Onbekend'], specialist: 'X' });
    const resolved = resolveFilters(chosen, indexTitles(decodeIndex(splitList(all, 'v1').get('index'))));
    expect(resolved).toEqual(filters({ department: 'Cardiologie', tags: ['Hoor Floor', 'Onbekend'], specialist: 'X' }));
    expect(activeFilters(resolved)).toEqual([
      { name: 'tags', value: 'Hoor Floor' },
      { name: 'tags', value: 'Onbekend' },
      { name: 'department', value: 'Cardiologie' },
      { name: 'specialist', value: 'X' },
    ]);
    expect(withoutFilter(chosen, 'tags', 'HOOR FLOOR').tags).toEqual(['Onbekend']);
    expect(withoutFilter(chosen, 'tags', ' hoor  floor ').tags).toEqual(['Onbekend']);
    expect(resolveFilters(filters({ centrum: 'HARTCENTRUM ' }), ['Hartcentrum', 'hartcentrum']).centrum).toBe(
      'Hartcentrum',
    );
    expect(withoutFilter(chosen, 'department').department).toBeNull();
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters(filters({ subcentrum: 'Vaatcentrum' }))).toBe(true);
  });
});

describe("the combined overview's title", () => {
  it('joins the tags, department, subdepartment and specialist with " & "; else "Nieuws en meer"', () => {
    expect(combinedTitle(NO_FILTERS, 'Nieuws en meer')).toBe('Nieuws en meer');
    expect(combinedTitle(filters({ department: 'Cardiologie' }), 'Nieuws en meer')).toBe('Cardiologie');
    expect(
      combinedTitle(
        filters({
          tags: ['Hart', 'Vaten'],
          department: 'Cardiologie',
          subDepartment: 'Hartfalenpolikliniek',
          specialist: 'dr. J. de Vries',
        }),
        'x',
      ),
    ).toBe('Hart & Vaten & Cardiologie & Hartfalenpolikliniek & dr. J. de Vries');
    // Centre and sub-centre filter the list but are not in the title.
    expect(combinedTitle(filters({ centrum: 'Hartcentrum', subcentrum: 'Vaatcentrum' }), 'Nieuws en meer')).toBe(
      'Nieuws en meer',
    );
  });
});

describe('paging (12 a page)', () => {
  const items = Array.from({ length: 30 }, (_, index) => index + 1);
  it('cuts pages of 12; past the end is the last page, below 1 is page 1', () => {
    expect(pageOf(items, 1)).toEqual({ items: items.slice(0, 12), page: 1, pages: 3, total: 30 });
    expect(pageOf(items, 3).items).toEqual([25, 26, 27, 28, 29, 30]);
    expect(pageOf(items, 99).page).toBe(3);
    expect(pageOf(items, 0).page).toBe(1);
    expect(pageOf([], 4)).toEqual({ items: [], page: 1, pages: 0, total: 0 });
  });
  it('has a static page for every page: page 1 at the overview, page N under /pagina/N', () => {
    expect(staticPageHref('/nieuws', 1)).toBe('/nieuws');
    expect(staticPageHref('/agenda', 7)).toBe('/agenda/pagina/7');
  });
});

describe('the JSON for the island', () => {
  const news = listEntry(
    '/nieuws/hart',
    {
      SharepointId: 7,
      ContentType: 'News pagina',
      Title: 'Titel',
      HeaderTitle: ' Koptitel ',
      TeaserDescription: null,
      HeaderDescription: 'Intro',
      HeaderImage: { Title: 'Foto', Url: 'http://cms.test/media/nieuws/a.jpg' },
      PublicationDate: '2026-10-02T08:00:00Z',
      EventDate: null,
      Tags: [{ Title: 'Hart' }],
      DepartmentsTitles: ['Cardiologie', 'Cardiologie'],
      SubdepartmentsTitles: [],
      SpecialistsTitles: ['dr. J. de Vries'],
      CentraTitles: ['Hartcentrum'],
      SubcentraTitles: [],
    },
    'http://cms.test',
  );
  const event = listEntry('/agenda/dag', {
    SharepointId: 'oud-8',
    ContentType: 'Agenda pagina',
    Title: 'Dag',
    HeaderTitle: null,
    TeaserDescription: 'Kom langs',
    HeaderDescription: null,
    HeaderImage: null,
    PublicationDate: '2026-01-01T09:00:00Z',
    EventDate: '2026-12-01T18:30:15Z',
    Tags: [],
    DepartmentsTitles: ['Cardiologie'],
    SubdepartmentsTitles: ['Hartfalen'],
    SpecialistsTitles: [],
    CentraTitles: [],
    SubcentraTitles: ['Vaatcentrum'],
  });

  it('takes a page’s header title, teaser (else intro), image as a site path and the date its kind shows', () => {
    expect(news).toMatchObject({
      kind: 'news',
      title: 'Koptitel',
      teaser: 'Intro',
      image: '/media/nieuws/a.jpg',
      date: '2026-10-02T08:00:00Z',
    });
    expect(event).toMatchObject({
      kind: 'event',
      title: 'Dag',
      teaser: 'Kom langs',
      image: null,
      date: '2026-12-01T18:30:15Z',
    });
  });

  it('is compact (short keys, every title once, nothing empty or null) and reads back', () => {
    const json = encodeList([withoutOrder(news), withoutOrder(event)]);
    expect(json).toEqual({
      f: ['Cardiologie', 'dr. J. de Vries', 'Hartcentrum', 'Hart', 'Hartfalen', 'Vaatcentrum'],
      i: [
        {
          u: '/nieuws/hart',
          t: 'Koptitel',
          x: 'Intro',
          m: '/media/nieuws/a.jpg',
          d: '2026-10-02T08:00Z',
          a: [0],
          p: [1],
          c: [2],
          g: [3],
        },
        { u: '/agenda/dag', t: 'Dag', x: 'Kom langs', d: '2026-12-01T18:30:15Z', e: 1, a: [0], s: [4], b: [5] },
      ],
    });
    expect(JSON.stringify(json)).not.toMatch(/null|\[\]|""/);
    const back = decodeList(JSON.parse(JSON.stringify(json)));
    expect(back[0]).toEqual({
      ...withoutOrder(news),
      date: '2026-10-02T08:00Z',
      facets: { ...news.facets, department: ['Cardiologie'] },
    });
    expect(Date.parse(back[0]?.date ?? '')).toBe(Date.parse('2026-10-02T08:00:00Z'));
    expect(back[1]).toEqual(withoutOrder(event));
  });

  it('skips what is malformed instead of throwing', () => {
    expect(decodeList(null)).toEqual([]);
    expect(decodeList({ f: ['A'], i: [{ t: 'zonder adres' }, { u: '/nieuws/x', t: 'X', a: [0, 7, 'x'] }] })).toEqual([
      {
        kind: 'news',
        route: '/nieuws/x',
        title: 'X',
        teaser: '',
        image: null,
        date: null,
        facets: facets({ department: ['A'] }),
      },
    ]);
  });
});
