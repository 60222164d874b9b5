import { describe, expect, it } from 'vitest';
import { tagLinks, tagListModel } from '#src/overviews/news-events/news-events-model.ts';
import { NO_FILTERS, type ListItem } from '#src/overviews/news-events/news-events.ts';
import { tagListPages, tagLists } from '#src/overviews/news-events/tag-lists.ts';
import { testModelContext } from '../../../tests/unit/lib/models/fixtures.ts';

function item(route: string, tags: string[]): ListItem {
  return {
    kind: 'news',
    route,
    title: route,
    teaser: '',
    image: null,
    date: null,
    facets: { ...NO_FILTERS, department: [], subDepartment: [], specialist: [], centrum: [], subcentrum: [], tags },
  };
}

describe('the lists of the excluded tags', () => {
  const items = [
    ...Array.from({ length: 13 }, (_, i) => item(`/nieuws/hoor-floor-${i + 1}`, ['Hoor Floor'])),
    item('/nieuws/gewoon', ['Zorg']),
    item('/agenda/inspiratie', ['inspiratie', 'Zorg']),
  ];

  it('holds each tag with items, in the list order, at its own address, tags matched without case', () => {
    const lists = tagLists(items);
    expect(lists.map(({ tag, path, items: listed }) => [tag, path, listed.length])).toEqual([
      ['Hoor Floor', '/nieuws-en-agenda/tag/hoor-floor', 13],
      ['Inspiratie', '/nieuws-en-agenda/tag/inspiratie', 1],
    ]);
    expect(lists[0]?.items[0]?.route).toBe('/nieuws/hoor-floor-1');
    expect(tagLists([item('/nieuws/gewoon', ['Zorg'])])).toEqual([]);
  });

  it('is paged by 12, its pages 2 and on under pagina/N', () => {
    expect(tagListPages(tagLists(items)).map((page) => page.path)).toEqual([
      '/nieuws-en-agenda/tag/hoor-floor',
      '/nieuws-en-agenda/tag/hoor-floor/pagina/2',
      '/nieuws-en-agenda/tag/inspiratie',
    ]);
  });

  it("a page's model: the tag as title, its items, breadcrumbs under the combined overview, links to the tags", async () => {
    const ctx = await testModelContext();
    const lists = tagLists(items);
    const [hoorFloor] = lists;
    if (!hoorFloor) throw new Error('no list');
    const second = tagListModel(hoorFloor, 2, ctx, tagLinks(lists));
    expect(second.header.title).toBe('Hoor Floor');
    expect(second.items.map((listed) => listed.route)).toEqual(['/nieuws/hoor-floor-13']);
    expect(second).toMatchObject({ page: 2, pages: 2, total: 13, tag: 'Hoor Floor' });
    expect(second.listPath).toBe('/nieuws-en-agenda/tag/hoor-floor');
    expect(second.head.alternates).toEqual({ nl: '/nieuws-en-agenda/tag/hoor-floor/pagina/2' });
    expect(second.header.crumbs.map((crumb) => crumb.href ?? null)).toEqual(['/', '/nieuws-en-agenda', null]);
    expect(second.tagLinks).toEqual([
      { title: 'Hoor Floor', href: '/nieuws-en-agenda/tag/hoor-floor' },
      { title: 'Inspiratie', href: '/nieuws-en-agenda/tag/inspiratie' },
    ]);
  });
});
