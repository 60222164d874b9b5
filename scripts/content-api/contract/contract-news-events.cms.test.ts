import { describe, expect, it } from 'vitest';
import {
  countSchema,
  newsSlugEntrySchema,
  phoneNumberEntrySchema,
  teaserItemSchema,
} from '@ziekenhuis/site-for-content-api';
import { useFixtureApi } from '../test-support/fixtures/client.ts';

const api = useFixtureApi();
const teasers = teaserItemSchema.array();

async function ids(path: string): Promise<Array<number | string>> {
  return (await api.parse(teasers, path)).map((item) => item.SharepointId);
}

async function count(path: string): Promise<number> {
  return (await api.parse(countSchema, path)).Count;
}

describe('pages/news/filter and count', () => {
  it('lists published news newest first, without the excluded tags', async () => {
    expect(await ids('/pages/news/filter')).toEqual([300, 301, 305, 304]);
    expect(await count('/pages/news/count/filter')).toBe(4);
  });

  it('includes items tagged Hoor Floor or Inspiratie only with shouldContainExcludedTags=true', async () => {
    expect(await ids('/pages/news/filter?shouldContainExcludedTags=true')).toEqual([302, 300, 301, 303, 305, 304]);
    expect(await count('/pages/news/count/filter?shouldContainExcludedTags=TRUE')).toBe(6);
    expect(await ids('/pages/news/filter?shouldContainExcludedTags=false')).toEqual([300, 301, 305, 304]);
    expect(await ids('/pages/news/filter?tags=Inspiratie')).toEqual([]);
    expect(await ids('/pages/news/filter?tags=Inspiratie&shouldContainExcludedTags=true')).toEqual([302]);
  });

  it('filters by department, subdepartment, specialist, centrum and subcentra, case-insensitively', async () => {
    expect(await ids('/pages/news/filter?department=cardiologie')).toEqual([300, 305]);
    expect(await ids('/pages/news/filter?department=CARDIOLOGIE&shouldContainExcludedTags=true')).toEqual([
      302, 300, 305,
    ]);
    expect(await ids('/pages/news/filter?subdepartment=hartfalenpolikliniek')).toEqual([305]);
    expect(await ids('/pages/news/filter?specialist=DR.%20J.%20DE%20VRIES')).toEqual([300]);
    expect(await ids('/pages/news/filter?centrum=hartcentrum')).toEqual([300]);
    expect(await ids('/pages/news/filter?subcentra=Vaatcentrum')).toEqual([305]);
    expect(await ids('/pages/news/filter?department=Onbekend')).toEqual([]);
    expect(await count('/pages/news/count/filter?department=Onbekend')).toBe(0);
  });

  it('combines different filters with AND, and repeated tags with OR', async () => {
    expect(await ids('/pages/news/filter?department=Cardiologie&centrum=Hartcentrum')).toEqual([300]);
    expect(await ids('/pages/news/filter?department=Orthopedie&centrum=Hartcentrum')).toEqual([]);
    expect(await ids('/pages/news/filter?tags=Techniek&tags=ouderen')).toEqual([301, 304]);
    expect(await ids('/pages/news/filter?tags=Innovatie&department=Orthopedie')).toEqual([301]);
  });

  it('pages with a zero-based page and pageSize; counts ignore paging', async () => {
    expect(await ids('/pages/news/filter?pageSize=2')).toEqual([300, 301]);
    expect(await ids('/pages/news/filter?pageSize=2&page=1')).toEqual([305, 304]);
    expect(await ids('/pages/news/filter?pageSize=2&page=2')).toEqual([]);
    expect(await count('/pages/news/count/filter?pageSize=2&page=1')).toBe(4);
  });

  it('answers teaser items with the route as AbsolutePath', async () => {
    const [first] = await api.parse(teasers, '/pages/news/filter?pageSize=1');
    expect(first).toEqual({
      SharepointId: 300,
      ContentType: 'News pagina',
      Title: 'Nieuwe hartkatheterisatiekamer geopend',
      HeaderTitle: 'Nieuwe hartkatheterisatiekamer geopend',
      TeaserDescription: 'Samenvatting: Nieuwe hartkatheterisatiekamer geopend',
      HeaderImage: { Title: 'De nieuwe kamer', Url: '/media/nieuws/katheterisatiekamer.jpg' },
      Path: '/nieuwe-hartkatheterisatiekamer',
      AbsolutePath: '/nieuws/nieuwe-hartkatheterisatiekamer',
      PublicationDate: '2026-05-20T09:00:00Z',
      EventDate: null,
      Tags: [{ Title: 'Innovatie' }],
    });
  });

  for (const [query, message] of [
    ['page=-1', 'page'],
    ['page=abc', 'page'],
    ['page=1.5', 'page'],
    ['pageSize=0', 'pageSize'],
    ['pageSize=x', 'pageSize'],
    ['shouldContainExcludedTags=yes', 'shouldContainExcludedTags'],
  ] as const) {
    it(`answers 400 for ${query}`, async () => {
      for (const path of [`/pages/news/filter?${query}`, `/pages/events/filter?${query}`]) {
        const { status, body } = await api.get(path);
        expect(status).toBe(400);
        expect(body).toEqual({ Message: expect.stringContaining(message) });
      }
    });
  }
});

describe('pages/events/filter and count', () => {
  it('orders upcoming events (from the reference date) soonest first, then past ones latest first', async () => {
    expect(await ids('/pages/events/filter')).toEqual([405, 400, 401, 402, 403]);
    expect(await ids('/pages/events/filter?shouldContainExcludedTags=true')).toEqual([405, 400, 404, 401, 402, 403]);
    expect(await count('/pages/events/count/filter')).toBe(5);
  });

  it('filters and pages like news', async () => {
    expect(await ids('/pages/events/filter?department=cardiologie')).toEqual([400]);
    expect(await ids('/pages/events/filter?subdepartment=Hartfalenpolikliniek')).toEqual([403]);
    expect(await ids('/pages/events/filter?pageSize=3&page=1')).toEqual([402, 403]);
    expect(await count('/pages/events/count/filter?centrum=Hartcentrum')).toBe(1);
  });
});

describe('pages/newsandevents/filter and count', () => {
  it('mixes news and events by PublicationDate, newest first', async () => {
    expect(await ids('/pages/newsandevents/filter')).toEqual([300, 401, 405, 400, 301, 305, 402, 304, 403]);
    expect(await count('/pages/newsandevents/count/filter')).toBe(9);
    expect(await ids('/pages/newsandevents/filter?department=Cardiologie&pageSize=3')).toEqual([300, 400, 305]);
    expect(await count('/pages/newsandevents/count/filter?shouldContainExcludedTags=true')).toBe(12);
  });
});

describe('pages/news/slugs', () => {
  it('answers the news items that exist, in the order asked, case-insensitively', async () => {
    const entries = await api.parse(
      newsSlugEntrySchema.array(),
      '/pages/news/slugs?slugs=orthopedie-robot&slugs=bestaat-niet&slugs=Nieuwe-Hartkatheterisatiekamer&slugs=geheim-nieuws&slugs=hartdag',
    );
    expect(entries).toEqual([
      {
        Slug: 'orthopedie-robot',
        Title: 'Robot helpt orthopeed',
        AbsolutePath: '/nieuws/orthopedie-robot',
        PublicationDate: '2026-04-02T09:00:00Z',
      },
      {
        Slug: 'nieuwe-hartkatheterisatiekamer',
        Title: 'Nieuwe hartkatheterisatiekamer geopend',
        AbsolutePath: '/nieuws/nieuwe-hartkatheterisatiekamer',
        PublicationDate: '2026-05-20T09:00:00Z',
      },
    ]);
    expect(await api.parse(newsSlugEntrySchema.array(), '/pages/news/slugs')).toEqual([]);
  });
});

describe('phoneNumbers', () => {
  it('answers the numbers that exist, in the order asked', async () => {
    expect(await api.parse(phoneNumberEntrySchema.array(), '/phoneNumbers?ids=9003&ids=1&ids=9001')).toEqual([
      { SharepointId: 9003, PhoneNumber: '023 890 8100' },
      { SharepointId: 9001, PhoneNumber: '023 224 0000' },
    ]);
    expect(await api.parse(phoneNumberEntrySchema.array(), '/phoneNumbers')).toEqual([]);
  });
});
