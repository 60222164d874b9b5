import { describe, expect, it } from 'vitest';
import { OVERVIEW_ROUTES } from '#src/lib/routing/overview-routes.ts';
import { lastSegment, PAGE_CALLS, pageCallFor, routeSegments } from '#src/lib/routing/page-calls.ts';
import { routeFor } from '#src/lib/routing/routes.ts';
import { DEFAULT_WORLD_OPTIONS, generateWorld } from '@ziekenhuis/content-api/generate/world';

describe('the route table: which call answers a page', () => {
  it.each([
    ['/over-ons', '/pages/spaarne?languageCode=nl&slug=over-ons'],
    ['/over-ons/organisatie', '/pages/spaarne?languageCode=nl&parentSlug=over-ons&slug=organisatie'],
    [
      '/over-ons/organisatie/raad-van-bestuur',
      '/pages/spaarne?languageCode=nl&grandParentSlug=over-ons&parentSlug=organisatie&slug=raad-van-bestuur',
    ],
    ['/en/patients', '/pages/spaarne?languageCode=en&slug=patients'],
    ['/en/patients/visiting', '/pages/spaarne?languageCode=en&parentSlug=patients&slug=visiting'],
    [
      '/en/patients/visiting/hours',
      '/pages/spaarne?languageCode=en&grandParentSlug=patients&parentSlug=visiting&slug=hours',
    ],
    ['/agenda/open-dag', '/pages/events/open-dag'],
    ['/nieuws/nieuw-gebouw', '/pages/news/nieuw-gebouw'],
    ['/afdelingen-en-centra/hartcentrum', '/pages/department-or-centrum/hartcentrum'],
    [
      '/afdelingen-en-centra/hartcentrum/cardiologie',
      '/pages/subdepartment-or-department-or-subcentra-or-spaarne?departmentOrCentrumSlug=hartcentrum&slug=cardiologie',
    ],
    [
      '/afdelingen-en-centra/hartcentrum/cardiologie/hartfalen',
      '/pages/subdepartment-or-spaarne?centrumSlug=hartcentrum&departmentOrSpaarneSlug=cardiologie&slug=hartfalen',
    ],
    ['/vrienden/shop', '/pages/friend-page/shop'],
    ['/contact/haarlem-zuid', '/pages/locationOrSpaarne/haarlem-zuid'],
    ['/specialisten/jan-de-vries', '/pages/specialists/jan-de-vries'],
    ['/wetenschappelijke-onderzoeken/hartritme-studie', '/pages/research/hartritme-studie'],
    [
      '/ik-wil-op-bezoek-komen/bezoektijden',
      '/pages/spaarne?languageCode=nl&parentSlug=ik-wil-op-bezoek-komen&slug=bezoektijden',
    ],
    ['/alles-over-uw-afspraak', '/pages/spaarne?languageCode=nl&slug=alles-over-uw-afspraak'],
  ])('%s -> %s', (route, call) => {
    expect(pageCallFor(route)).toBe(call);
  });

  it('the waiting-times overview is also a CMS page; its filter query does not matter', () => {
    expect(pageCallFor('/wachttijden')).toBe('/pages/waiting-times');
    expect(pageCallFor('/wachttijden?department=Cardiologie')).toBe('/pages/waiting-times');
    expect(pageCallFor('/wachttijden/x')).toBeNull();
  });

  it('home pages, the other overviews, the preview and routes of no known shape have no page call', () => {
    for (const route of [
      '/',
      '/en',
      '/en/',
      '/preview',
      '/preview/concept',
      '/a/b/c/d',
      '/en/a/b/c/d',
      '/nieuws/a/b',
      '/afdelingen-en-centra/a/b/c/d',
      '/vrienden/a/b',
    ]) {
      expect(pageCallFor(route), route).toBeNull();
    }
    for (const route of OVERVIEW_ROUTES.filter((route) => route !== '/wachttijden'))
      expect(pageCallFor(route), route).toBeNull();
  });

  it('files and what is not a site path have no page call', () => {
    for (const route of [
      '/media/home/hero.jpg',
      '/api/v1/patient-folders/123/folder.pdf',
      '/downloads/jaarverslag.pdf',
      'https://example.org/x',
      '//example.org/x',
      'over-ons',
      '/%E0%A4%A',
    ]) {
      expect(pageCallFor(route), route).toBeNull();
    }
  });

  it('reads a route as a browser does: lower-cased, decoded, without query, fragment and trailing slash', () => {
    expect(pageCallFor('/Nieuws/Nieuw-Gebouw/?x=1#top')).toBe('/pages/news/nieuw-gebouw');
    expect(pageCallFor('/Over-Ons/Organisatie')).toBe(
      '/pages/spaarne?languageCode=nl&parentSlug=over-ons&slug=organisatie',
    );
    expect(pageCallFor('/specialisten/ay%C5%9Fe-%C3%B6zdemir')).toBe('/pages/specialists/ay%C5%9Fe-%C3%B6zdemir');
    expect(pageCallFor('/en/caf%C3%A9%20menu')).toBe('/pages/spaarne?languageCode=en&slug=caf%C3%A9+menu');
    expect(routeSegments('/A/%20b%20/c?x#y')).toEqual(['a', 'b', 'c']);
    expect(routeSegments('/a/%20/c')).toBeNull();
    expect(lastSegment('/nieuws/Open-Dag')).toBe('open-dag');
    expect(lastSegment('/')).toBe('');
  });

  it('names every page call of spec 7 once, with lower-cased slugs', () => {
    expect(PAGE_CALLS.homePage('en')).toBe('/pages/homepage/en');
    expect(PAGE_CALLS.generalPage('nl', 'Hours', 'Visiting', 'Patients')).toBe(
      '/pages/spaarne?languageCode=nl&grandParentSlug=patients&parentSlug=visiting&slug=hours',
    );
    expect(PAGE_CALLS.locationOrGeneral('Haarlem Zuid')).toBe('/pages/locationOrSpaarne/haarlem%20zuid');
    expect(PAGE_CALLS.preview('Concept', 'a b')).toBe('/sharepoint/preview/concept?token=a+b');
    expect(PAGE_CALLS.preview('concept', '')).toBe('/sharepoint/preview/concept');
  });

  it('answers the route of every page of the generated hospital, and the route building of spec 2.3 agrees', () => {
    const world = generateWorld(DEFAULT_WORLD_OPTIONS);
    for (const { page, route } of world.pages) {
      expect(routeFor(page), route).toBe(route);
      expect(pageCallFor(route), route).not.toBeNull();
    }
  });
});

describe('links as routes', () => {
  it('knows which call answers a route', () => {
    for (const route of [
      '/nieuws/a',
      '/agenda/a',
      '/specialisten/a',
      '/contact/a',
      '/vrienden/a',
      '/wetenschappelijke-onderzoeken/a',
      '/a',
      '/a/b/c',
      '/en/a',
      '/afdelingen-en-centra/a/b/c',
      '/wachttijden',
    ]) {
      expect(pageCallFor(route), route).not.toBeNull();
    }
    for (const route of ['/', '/en', '/nieuws', '/afdelingen-en-centra', '/a/b/c/d', '/nieuws/a/b'])
      expect(pageCallFor(route), route).toBeNull();
  });
});
