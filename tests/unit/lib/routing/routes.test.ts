import { describe, expect, it } from 'vitest';
import type { Page } from '#src/lib/contract/index.ts';
import {
  agendaRoute,
  departmentRoute,
  foldersRoute,
  generalPageRoute,
  locationRoute,
  newsRoute,
  researchRoute,
  routeFor,
  searchRoute,
  specialistPath,
  specialistsRoute,
  waitingTimesRoute,
  type RouteItem,
} from '#src/lib/routing/routes.ts';
import { pageTypeOf } from '#src/lib/routing/page-types.ts';
import { generateWorld } from '@ziekenhuis/content-api/generate/world';

const ref = (Path: string, Title = 'x') => ({ SharepointId: 1, Title, Path });
const item = (fields: Partial<RouteItem> & Pick<RouteItem, 'ContentType' | 'Path'>): RouteItem => ({
  AbsolutePath: null,
  Language: { Code: 'nl' },
  Parent: null,
  Department: null,
  Subdepartment: null,
  Subcentra: null,
  Centrum: null,
  ...fields,
});

describe('route building', () => {
  it('home pages', () => {
    expect(routeFor(item({ ContentType: 'Homepage', Path: '/' }))).toBe('/');
    expect(routeFor(item({ ContentType: 'Homepage', Path: '/', Language: { Code: 'en' } }))).toBe('/en');
  });

  it('an absolute path wins', () => {
    expect(routeFor(item({ ContentType: 'News pagina', Path: '/x', AbsolutePath: '/over-ons/pers/' }))).toBe(
      '/over-ons/pers',
    );
  });

  it('centres are lower-cased under /afdelingen-en-centra', () => {
    expect(routeFor(item({ ContentType: 'Centra pagina', Path: '/HartCentrum' }))).toBe(
      '/afdelingen-en-centra/hartcentrum',
    );
  });

  it('departments sit under their centre when they have one', () => {
    expect(routeFor(item({ ContentType: 'Afdeling pagina', Path: '/cardiologie', Centrum: ref('/hartcentrum') }))).toBe(
      '/afdelingen-en-centra/hartcentrum/cardiologie',
    );
    expect(routeFor(item({ ContentType: 'Afdeling pagina', Path: '/urologie' }))).toBe(
      '/afdelingen-en-centra/urologie',
    );
  });

  it('sub-departments take the centre from themselves or from their department', () => {
    const department = { ...ref('/cardiologie'), Centrum: ref('/hartcentrum') };
    expect(routeFor(item({ ContentType: 'Sub-afdeling pagina', Path: '/hartfalen', Department: department }))).toBe(
      '/afdelingen-en-centra/hartcentrum/cardiologie/hartfalen',
    );
    expect(
      routeFor(
        item({
          ContentType: 'Sub-afdeling pagina',
          Path: '/hartfalen',
          Department: { ...department, Centrum: null },
          Centrum: ref('/vaatcentrum'),
        }),
      ),
    ).toBe('/afdelingen-en-centra/vaatcentrum/cardiologie/hartfalen');
  });

  it('sub-centres sit under their centre', () => {
    expect(
      routeFor(item({ ContentType: 'Sub-centra pagina', Path: '/borstcentrum', Centrum: ref('/oncologisch-centrum') })),
    ).toBe('/afdelingen-en-centra/oncologisch-centrum/borstcentrum');
  });

  it('section pages', () => {
    expect(routeFor(item({ ContentType: 'Agenda pagina', Path: '/open-dag' }))).toBe('/agenda/open-dag');
    expect(routeFor(item({ ContentType: 'News pagina', Path: '/nieuw' }))).toBe('/nieuws/nieuw');
    expect(routeFor(item({ ContentType: 'Specialist pagina', Path: '/jan-de-vries' }))).toBe(
      '/specialisten/jan-de-vries',
    );
    expect(routeFor(item({ ContentType: 'Locatie pagina', Path: '/hoofddorp' }))).toBe('/contact/hoofddorp');
    expect(routeFor(item({ ContentType: 'Onderzoek pagina', Path: '/studie' }))).toBe(
      '/wetenschappelijke-onderzoeken/studie',
    );
    expect(routeFor(item({ ContentType: 'Vrienden pagina', Path: 'shop' }))).toBe('/vrienden/shop');
    expect(routeFor(item({ ContentType: 'Wachttijden pagina', Path: '/wachttijden' }))).toBe('/wachttijden');
    // Spec 2.3: a generated page at its own path, whatever its parent or language; an absolute path still wins.
    expect(routeFor(item({ ContentType: 'Gegenereerde pagina', Path: '/over-ons/kwaliteitscijfers/' }))).toBe(
      '/over-ons/kwaliteitscijfers',
    );
    expect(
      routeFor(
        item({
          ContentType: 'Gegenereerde pagina',
          Path: 'jaarverslag-2025',
          Parent: { Path: '/over-ons' },
          Language: { Code: 'en' },
        }),
      ),
    ).toBe('/jaarverslag-2025');
    expect(routeFor(item({ ContentType: 'Gegenereerde pagina', Path: '/x', AbsolutePath: '/elders/x' }))).toBe(
      '/elders/x',
    );
  });

  it('list entries known by their path: research and locations', () => {
    expect(researchRoute({ Path: '/hart-studie' })).toBe('/wetenschappelijke-onderzoeken/hart-studie');
    expect(locationRoute({ Path: '/haarlem-zuid/' })).toBe('/contact/haarlem-zuid');
  });

  it('general pages nest under their parents and get /en in English', () => {
    const parent = { ...ref('/opname'), Parent: ref('/patienten-en-bezoekers') };
    expect(routeFor(item({ ContentType: 'Spaarne pagina', Path: '/wat-neemt-u-mee', Parent: parent }))).toBe(
      '/patienten-en-bezoekers/opname/wat-neemt-u-mee',
    );
    expect(
      routeFor(item({ ContentType: 'Spaarne pagina', Path: '/hospital-admission', Language: { Code: 'en' } })),
    ).toBe('/en/hospital-admission');
  });

  it('builds the route of every page in the generated hospital', () => {
    const world = generateWorld({ scale: 1, seed: 1, crisisBanner: true });
    const wrong = world.pages
      .map((entry) => ({ expected: entry.route, built: routeFor(entry.page as Page) }))
      .filter((pair) => pair.expected !== pair.built);
    expect(wrong).toEqual([]);
    expect(routeFor(world.homePages.en)).toBe('/en');
    expect(new Set(world.pages.map((entry) => pageTypeOf(entry.page.ContentType))).size).toBe(12);
  });

  it("takes what a caller has: a list entry's path alone, a department with its centre, a parent page with its own parent", () => {
    expect(routeFor({ ContentType: 'Vrienden pagina', Path: '/shop' })).toBe('/vrienden/shop');
    expect(departmentRoute({ Path: '/cardiologie' }, { Path: '/hartcentrum' })).toBe(
      '/afdelingen-en-centra/hartcentrum/cardiologie',
    );
    expect(departmentRoute({ Path: '/urologie' }, null)).toBe('/afdelingen-en-centra/urologie');
    expect(generalPageRoute({ Path: '/opname', Parent: { Path: '/patienten-en-bezoekers' } }, 'nl')).toBe(
      '/patienten-en-bezoekers/opname',
    );
    expect(generalPageRoute({ Path: '/visiting' }, 'en')).toBe('/en/visiting');
  });

  it('list links carry their query', () => {
    expect(waitingTimesRoute({ department: 'Cardiologie' })).toBe('/wachttijden?department=Cardiologie');
    expect(waitingTimesRoute({ centrum: 'Hart centrum' })).toBe('/wachttijden?centrum=Hart+centrum');
    expect(specialistsRoute('Longgeneeskunde')).toBe('/specialisten?filter=Longgeneeskunde');
    expect(specialistsRoute()).toBe('/specialisten');
    expect(newsRoute({ department: 'Urologie', tags: ['a', 'b'] })).toBe('/nieuws?department=Urologie&tags=a%2Cb');
    expect(agendaRoute({ specialist: 'dr. X' })).toBe('/agenda?specialist=dr.+X');
    expect(foldersRoute({ subDepartment: 'Hartfalen' })).toBe('/folders?subDepartment=Hartfalen');
    expect(searchRoute('hart')).toBe('/zoeken?query=hart');
    expect(searchRoute('heart', 'en')).toBe('/en/search?query=heart');
  });

  it("builds a specialist's page path from the url a specialists answer gives", () => {
    expect(specialistPath('/jan-de-vries')).toBe('/specialisten/jan-de-vries');
    expect(specialistPath('jan-de-vries')).toBe('/specialisten/jan-de-vries');
    expect(specialistPath('/specialisten/jan-de-vries')).toBe('/specialisten/jan-de-vries');
  });
});
