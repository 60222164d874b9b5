import { describe, expect, it } from 'vitest';
import type { TeaserItem } from '#src/lib/contract/lists.ts';
import { relatedFilters, relatedItem } from '#src/blocks/relatedContent/related-content.ts';

describe('related-content block', () => {
  it('filters by department, specialist or tags', () => {
    expect(relatedFilters('department', ['Cardiologie'])).toEqual({ department: 'Cardiologie' });
    expect(relatedFilters('specialist', ['dr. A. Jansen'])).toEqual({ specialist: 'dr. A. Jansen' });
    expect(relatedFilters('tags', ['Patiëntenzorg', ' ', 'Vrienden'])).toEqual({ tags: ['Patiëntenzorg', 'Vrienden'] });
  });

  const teaser = (overrides: Partial<TeaserItem>): TeaserItem => ({
    SharepointId: 1,
    ContentType: 'News pagina',
    Title: 'Titel',
    HeaderTitle: 'Koptitel',
    TeaserDescription: 'Intro',
    HeaderImage: { Title: 'Alt', Url: '/media/cards/a.jpg' },
    Path: '/nieuw-hartcentrum',
    AbsolutePath: null,
    PublicationDate: '2026-03-01T09:00:00Z',
    EventDate: null,
    Tags: [],
    ...overrides,
  });

  it('links news and events by the route rules, an absolute path winning', () => {
    expect(relatedItem(teaser({}), 'nl')).toEqual({
      title: 'Koptitel',
      url: '/nieuws/nieuw-hartcentrum',
      intro: 'Intro',
      image: { url: '/media/cards/a.jpg', title: 'Alt' },
      eventDate: null,
    });
    expect(
      relatedItem(teaser({ ContentType: 'Agenda pagina', Path: '/hartdag', EventDate: '2026-06-15T10:00:00Z' }), 'nl'),
    ).toMatchObject({
      url: '/agenda/hartdag',
      eventDate: '2026-06-15T10:00:00Z',
    });
    expect(relatedItem(teaser({ AbsolutePath: '/nieuws/elders/' }), 'nl').url).toBe('/nieuws/elders');
    expect(relatedItem(teaser({ EventDate: '2026-06-15T10:00:00Z' }), 'nl').eventDate).toBeNull();
    expect(relatedItem(teaser({ HeaderImage: null }), 'nl').image).toBeNull();
  });
});
