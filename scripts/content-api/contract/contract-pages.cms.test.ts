import { describe, expect, it } from 'vitest';
import {
  centrumChildSchema,
  childPageSchema,
  departmentNavigationItemSchema,
  departmentOrCentrumEntrySchema,
  friendPageEntrySchema,
  organisationEntitySchema,
  pageSchema,
  redirectPairSchema,
  researchListItemSchema,
  specialistBlockItemSchema,
  specialistListItemSchema,
  type DepartmentNavigationItem,
} from '@ziekenhuis/site-for-content-api';
import { z } from 'zod';
import { useFixtureApi } from '../test-support/fixtures/client.ts';
import { previewTokenOf } from '../test-support/helpers.ts';

const api = useFixtureApi();

async function page(path: string): Promise<z.infer<typeof pageSchema>> {
  return api.parse(pageSchema, path);
}

describe('specialists', () => {
  it('pages/specialists lists the published ones by surname, then first name', async () => {
    const list = await api.parse(specialistListItemSchema.array(), '/pages/specialists');
    expect(list.map((item) => item.url)).toEqual([
      '/anna-bakker',
      '/karin-bakker',
      '/pieter-van-den-berg',
      '/emile-celik',
      '/jan-de-vries',
    ]);
  });

  it('pages/specialists/{slug} answers the page, case-insensitively; 404 for a draft or unknown slug', async () => {
    expect((await page('/pages/specialists/jan-de-vries')).ContentType).toBe('Specialist pagina');
    expect((await page('/pages/specialists/JAN-DE-VRIES')).Title).toBe('dr. J. de Vries');
    await api.expectError('/pages/specialists/nieuwe-arts', 404);
    await api.expectError('/pages/specialists/onbekend', 404);
  });

  it('pages/specialists/random answers at most count block items, the same for the same query', async () => {
    const schema = specialistBlockItemSchema.array();
    const all = await api.parse(schema, '/pages/specialists/random?count=6');
    expect(all).toHaveLength(5);
    expect(await api.parse(schema, '/pages/specialists/random?count=6')).toEqual(all);
    expect(await api.parse(schema, '/pages/specialists/random')).toEqual(all);
    expect(new Set(all.map((item) => item.url)).size).toBe(5);
    expect(await api.parse(schema, '/pages/specialists/random?count=2')).toHaveLength(2);
    const urls = async (query: string): Promise<string[]> =>
      (await api.parse(schema, `/pages/specialists/random?count=6&${query}`)).map((item) => item.url).sort();
    expect(await urls('department=cardiologie')).toEqual(['/emile-celik', '/jan-de-vries']);
    expect(await urls('centrum=Hartcentrum')).toEqual(['/jan-de-vries', '/pieter-van-den-berg']);
    expect(await urls('subcentra=vaatcentrum')).toEqual(['/pieter-van-den-berg']);
    expect(await urls('subdepartment=Hartfalenpolikliniek')).toEqual(['/emile-celik']);
    expect(await urls('department=Cardiologie&centrum=Hartcentrum')).toEqual(['/jan-de-vries']);
    expect(await urls('department=Onbekend')).toEqual([]);
    await api.expectError('/pages/specialists/random?count=abc', 400);
    await api.expectError('/pages/specialists/random?count=-1', 400);
  });
});

describe('children and centrum-children', () => {
  it('pages/children/{id} lists the published children in CMS order', async () => {
    const schema = childPageSchema.array();
    expect(await api.parse(schema, '/pages/children/200')).toEqual([
      { SharepointId: 201, HeaderTitle: 'Organisatie', Url: '/over-ons/organisatie' },
      { SharepointId: 212, HeaderTitle: 'Kwaliteit en veiligheid', Url: '/over-ons/kwaliteit' },
    ]);
    expect(await api.parse(schema, '/pages/children/201')).toEqual([
      { SharepointId: 202, HeaderTitle: 'Raad van bestuur', Url: '/over-ons/organisatie/raad-van-bestuur' },
    ]);
    expect(await api.parse(schema, '/pages/children/202')).toEqual([]);
    expect((await api.parse(schema, '/pages/children/800')).map((child) => child.Url)).toEqual([
      '/vrienden/donatie',
      '/vrienden/projecten',
    ]);
    await api.expectError('/pages/children/999999', 404);
    await api.expectError('/pages/children/207', 404);
  });

  it('pages/centrum-children/{id} lists the departments and sub-centres of a centre by title', async () => {
    expect(await api.parse(centrumChildSchema.array(), '/pages/centrum-children/100')).toEqual([
      { SharepointId: 110, Title: 'Cardiologie', Url: '/afdelingen-en-centra/hartcentrum/cardiologie' },
      { SharepointId: 101, Title: 'Vaatcentrum', Url: '/afdelingen-en-centra/hartcentrum/vaatcentrum' },
      { SharepointId: 160, Title: 'Vaatchirurgie', Url: '/afdelingen-en-centra/hartcentrum/vaatchirurgie' },
    ]);
    await api.expectError('/pages/centrum-children/110', 404);
    await api.expectError('/pages/centrum-children/1', 404);
  });
});

describe('research', () => {
  it('pages/research/patient splits the published studies by PatientNeeded', async () => {
    const { body } = await api.get('/pages/research/patient');
    const split = z
      .object({ Item1: researchListItemSchema.array(), Item2: researchListItemSchema.array() })
      .parse(body);
    expect(split.Item1.map((item) => item.HeaderTitle)).toEqual(['Hartritme studie', 'Knie studie']);
    expect(split.Item2.map((item) => item.HeaderTitle)).toEqual(['Geheugen studie']);
    expect(split.Item1[0]).toMatchObject({
      SharepointId: 700,
      Onderwerp: 'Cardiologie',
      Path: '/hartritme-studie',
      TeaserDescription: 'Over hartritme studie',
    });
  });

  it('pages/research/{slug} answers the study; 404 for a draft', async () => {
    expect((await page('/pages/research/knie-studie')).Research?.PatientNeeded).toBe(true);
    await api.expectError('/pages/research/geheime-studie', 404);
  });
});

describe('departments and centres', () => {
  it('pages/department-or-centrum lists the department and centre pages by title', async () => {
    const { body } = await api.get('/pages/department-or-centrum');
    const lists = z
      .object({
        DepartmentPages: departmentOrCentrumEntrySchema.array(),
        CentrumPages: departmentOrCentrumEntrySchema.array(),
      })
      .parse(body);
    expect(lists.DepartmentPages.map((entry) => entry.HeaderTitle)).toEqual([
      'Cardiologie',
      'Geriatrie',
      'Orthopedie',
      'Vaatchirurgie',
    ]);
    expect(lists.CentrumPages).toEqual([
      {
        SharepointId: 100,
        HeaderTitle: 'Hartcentrum',
        TeaserDescription: 'Alle zorg voor uw hart en bloedvaten op één plek.',
        HeaderDescription: null,
        Url: '/afdelingen-en-centra/hartcentrum',
      },
    ]);
    expect(lists.DepartmentPages.find((entry) => entry.HeaderTitle === 'Orthopedie')).toMatchObject({
      TeaserDescription: null,
      HeaderDescription: 'Klachten aan botten, spieren en gewrichten.',
    });
  });

  it('pages/department-or-centrum/{slug} answers the centre or department page', async () => {
    expect((await page('/pages/department-or-centrum/hartcentrum')).ContentType).toBe('Centra pagina');
    expect((await page('/pages/department-or-centrum/Orthopedie')).ContentType).toBe('Afdeling pagina');
    expect((await page('/pages/department-or-centrum/cardiologie')).SharepointId).toBe(110);
    await api.expectError('/pages/department-or-centrum/oogheelkunde', 404);
    await api.expectError('/pages/department-or-centrum/vaatcentrum', 404);
  });

  it('the second-level call answers a department, sub-centre or general page under a centre', async () => {
    const path = (a: string, b: string): string =>
      `/pages/subdepartment-or-department-or-subcentra-or-spaarne?departmentOrCentrumSlug=${a}&slug=${b}`;
    expect((await page(path('hartcentrum', 'cardiologie'))).ContentType).toBe('Afdeling pagina');
    expect((await page(path('hartcentrum', 'vaatcentrum'))).ContentType).toBe('Sub-centra pagina');
    expect((await page(path('Hartcentrum', 'Hartrevalidatie'))).ContentType).toBe('Spaarne pagina');
    await api.expectError(path('hartcentrum', 'orthopedie'), 404);
    await api.expectError(
      '/pages/subdepartment-or-department-or-subcentra-or-spaarne?departmentOrCentrumSlug=hartcentrum',
      400,
    );
  });

  it('the third-level call answers a sub-department or general page', async () => {
    const path = (a: string, b: string, c: string): string =>
      `/pages/subdepartment-or-spaarne?centrumSlug=${a}&departmentOrSpaarneSlug=${b}&slug=${c}`;
    expect((await page(path('hartcentrum', 'cardiologie', 'hartfalen'))).ContentType).toBe('Sub-afdeling pagina');
    expect((await page(path('hartcentrum', 'cardiologie', 'voorlichting'))).ContentType).toBe('Spaarne pagina');
    await api.expectError(path('hartcentrum', 'cardiologie', 'onbekend'), 404);
    await api.expectError('/pages/subdepartment-or-spaarne?centrumSlug=hartcentrum&slug=hartfalen', 400);
  });

  it('pages/centra/{slug} and pages/departments/{slug} answer the organisation; 404 when unknown or the parent centre is missing', async () => {
    const centre = await api.parse(organisationEntitySchema, '/pages/centra/hartcentrum');
    expect(centre).toMatchObject({ SharepointId: 100, ContentType: 'Centra pagina', Parent: null });
    expect(centre.PhoneNumbers).toEqual([
      { SharepointId: 9004, PhoneNumber: '(023) 224 0200', Description: 'Secretariaat' },
    ]);
    expect((await api.parse(organisationEntitySchema, '/pages/centra/vaatcentrum')).ContentType).toBe(
      'Sub-centra pagina',
    );
    expect(await api.parse(organisationEntitySchema, '/pages/departments/CARDIOLOGIE')).toMatchObject({
      Title: 'Cardiologie',
      Parent: { SharepointId: 100, Title: 'Hartcentrum', Path: '/hartcentrum' },
    });
    expect((await api.parse(organisationEntitySchema, '/pages/departments/orthopedie')).Parent).toBeNull();
    expect((await api.parse(organisationEntitySchema, '/pages/departments/hartfalen')).ContentType).toBe(
      'Sub-afdeling pagina',
    );
    await api.expectError('/pages/departments/geriatrie', 404);
    await api.expectError('/pages/departments/oogheelkunde', 404);
    await api.expectError('/pages/departments/onbekend', 404);
    await api.expectError('/pages/centra/cardiologie', 404);
  });

  it('departments/navigation nests centres, sub-centres, departments and sub-departments, by title', async () => {
    const tree = await api.parse(departmentNavigationItemSchema.array(), '/departments/navigation');
    const shape = (items: DepartmentNavigationItem[]): unknown[] =>
      items.map((item) => (item.Children.length > 0 ? { [item.Title]: shape(item.Children) } : item.Title));
    expect(shape(tree)).toEqual([
      'Geriatrie',
      { Hartcentrum: [{ Cardiologie: ['Hartfalenpolikliniek'] }, 'Vaatcentrum', 'Vaatchirurgie'] },
      'Orthopedie',
    ]);
    expect(tree[1]).toMatchObject({
      SharepointId: 100,
      Url: '/afdelingen-en-centra/hartcentrum',
      ContentType: 'Centra pagina',
    });
  });
});

describe('general, friends, news, event and location pages', () => {
  it('pages/spaarne answers the general page at its route, in either language', async () => {
    expect((await page('/pages/spaarne?languageCode=nl&slug=over-ons')).SharepointId).toBe(200);
    expect((await page('/pages/spaarne?slug=Over-Ons')).SharepointId).toBe(200);
    expect((await page('/pages/spaarne?languageCode=nl&parentSlug=over-ons&slug=organisatie')).SharepointId).toBe(201);
    expect(
      (
        await page(
          '/pages/spaarne?languageCode=nl&grandParentSlug=over-ons&parentSlug=organisatie&slug=raad-van-bestuur',
        )
      ).SharepointId,
    ).toBe(202);
    const english = await page('/pages/spaarne?languageCode=en&slug=hospital-admission');
    expect(english.Language.Code).toBe('en');
    expect((await page('/pages/spaarne?languageCode=en&parentSlug=about-us&slug=organisation')).SharepointId).toBe(252);
    await api.expectError('/pages/spaarne?languageCode=nl&slug=hospital-admission', 404);
    await api.expectError('/pages/spaarne?languageCode=nl&parentSlug=over-ons&slug=nieuw-beleid', 404);
    await api.expectError('/pages/spaarne?languageCode=nl&slug=organisatie', 404);
    await api.expectError('/pages/spaarne?languageCode=de&slug=over-ons', 400);
    await api.expectError('/pages/spaarne?languageCode=nl', 400);
    await api.expectError('/pages/spaarne?grandParentSlug=over-ons&slug=organisatie', 400);
  });

  it('pages/friend-page lists the friends pages by title; pages/friend-page/{slug} answers one', async () => {
    const list = await api.parse(friendPageEntrySchema.array(), '/pages/friend-page');
    expect(list.map((entry) => entry.Path)).toEqual(['/donatie', '/projecten', '/vrienden']);
    expect(list[1]?.HeaderImage).toEqual({ Title: 'Een project', Url: '/media/afdelingen/hartcentrum.jpg' });
    expect((await page('/pages/friend-page/donatie')).ContentType).toBe('Vrienden pagina');
    expect((await page('/pages/friend-page/vrienden')).SharepointId).toBe(800);
    await api.expectError('/pages/friend-page/geheim-project', 404);
  });

  it('answers news items, events, locations and general pages under /contact by slug', async () => {
    expect((await page('/pages/news/orthopedie-robot')).ContentType).toBe('News pagina');
    expect((await page('/pages/events/hartdag')).EventDate).toBe('2026-06-15T10:00:00Z');
    await api.expectError('/pages/events/orthopedie-robot', 404);
    await api.expectError('/pages/news/geheim-nieuws', 404);
    expect((await page('/pages/locationOrSpaarne/haarlem-zuid')).Location?.Title).toBe('Haarlem Zuid');
    expect((await page('/pages/locationOrSpaarne/parkeren')).ContentType).toBe('Spaarne pagina');
    await api.expectError('/pages/locationOrSpaarne/over-ons', 404);
    expect((await page('/pages/waiting-times')).ContentType).toBe('Wachttijden pagina');
  });

  it('stored page documents are sent with an ETag and revalidate with 304', async () => {
    const first = await fetch(`${api.url}/pages/news/orthopedie-robot`);
    const etag = first.headers.get('etag');
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await fetch(`${api.url}/pages/news/orthopedie-robot`, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    const head = await fetch(`${api.url}/pages/news/orthopedie-robot`, { method: 'HEAD' });
    expect(head.headers.get('content-length')).toBe(first.headers.get('content-length'));
    expect(await head.text()).toBe('');
  });

  it('redirects answers the pairs', async () => {
    expect(await api.parse(redirectPairSchema.array(), '/redirects')).toEqual([
      { OriginalSlug: 'oude-pagina', NewSlug: '/over-ons' },
      { OriginalSlug: 'hart centrum', NewSlug: '/afdelingen-en-centra/hartcentrum' },
    ]);
  });
});

describe('sharepoint/preview', () => {
  const token = (slug: string): Promise<string> => previewTokenOf(api.url.replace(/\/api\/v1$/, ''), slug);

  it('answers an unpublished page with a token the server issued', async () => {
    const draft = await page(`/sharepoint/preview/nieuw-beleid?token=${await token('nieuw-beleid')}`);
    expect(draft.SharepointId).toBe(207);
    expect((await page(`/sharepoint/preview/Oogheelkunde?token=${await token('oogheelkunde')}`)).ContentType).toBe(
      'Afdeling pagina',
    );
    expect((await page(`/sharepoint/preview/geheim-nieuws?token=${await token('geheim-nieuws')}`)).ContentType).toBe(
      'News pagina',
    );
  });

  it('is 401 without a token or with a wrong one, 404 for a slug without a preview', async () => {
    await api.expectError('/sharepoint/preview/nieuw-beleid', 401);
    await api.expectError('/sharepoint/preview/nieuw-beleid?token=', 401);
    await api.expectError(`/sharepoint/preview/nieuw-beleid?token=${await token('oogheelkunde')}`, 401);
    await api.expectError('/sharepoint/preview/nieuw-beleid?token=beleid-token', 401);
    await api.expectError('/sharepoint/preview/onbekend?token=x', 404);
    await api.expectError('/sharepoint/preview/over-ons?token=x', 404);
  });
});
