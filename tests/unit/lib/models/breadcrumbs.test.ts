import { describe, expect, it } from 'vitest';
import { breadcrumbsFor } from '#src/lib/models/breadcrumbs.ts';
import { sectionOf } from '#src/lib/routing/sections.ts';

const labels = {
  siteName: 'Spaarne Gasthuis',
  section: (key: string) =>
    ({ 'sections.departmentsAndCentres': 'Afdelingen en Centra', 'sections.news': 'Nieuws' })[key] ?? key,
};
const ref = (Path: string, Title: string) => ({ SharepointId: 1, Title, Path });
const base = {
  Title: 'x',
  HeaderTitle: null,
  Parent: null,
  Centrum: null,
  Department: null,
  Subcentra: null,
  ContentType: 'Spaarne pagina' as const,
};

describe('breadcrumbs', () => {
  it('start with the hospital name, then the section, then the page', () => {
    expect(
      breadcrumbsFor(
        { ...base, Title: 'Nieuw gebouw', ContentType: 'News pagina' },
        '/nieuws/nieuw-gebouw',
        'nl',
        labels,
      ),
    ).toEqual([
      { label: 'Spaarne Gasthuis', href: '/' },
      { label: 'Nieuws', href: '/nieuws' },
      { label: 'Nieuw gebouw' },
    ]);
  });

  it('go through centre and department for organisation pages, and link only to pages that exist', () => {
    const page = {
      ...base,
      Title: 'Hartrevalidatie',
      ContentType: 'Sub-afdeling pagina' as const,
      Centrum: ref('/hartcentrum', 'Hartcentrum'),
      Department: { ...ref('/cardiologie', 'Cardiologie'), Centrum: ref('/hartcentrum', 'Hartcentrum') },
    };
    const route = '/afdelingen-en-centra/hartcentrum/cardiologie/hartrevalidatie';
    expect(breadcrumbsFor(page, route, 'nl', labels).map((crumb) => crumb.label)).toEqual([
      'Spaarne Gasthuis',
      'Afdelingen en Centra',
      'Hartcentrum',
      'Cardiologie',
      'Hartrevalidatie',
    ]);
    const withoutCentre = breadcrumbsFor(page, route, 'nl', labels, (r) => r !== '/afdelingen-en-centra/hartcentrum');
    expect(withoutCentre[2]).toEqual({ label: 'Hartcentrum' });
    expect(withoutCentre[3]).toEqual({ label: 'Cardiologie', href: '/afdelingen-en-centra/hartcentrum/cardiologie' });
  });

  it('follow the parent chain of general pages and strip /en for the section', () => {
    const page = {
      ...base,
      Title: 'Wat neemt u mee',
      Parent: { ...ref('/opname', 'Opname'), Parent: ref('/patienten', 'Patiënten') },
    };
    expect(breadcrumbsFor(page, '/patienten/opname/wat-neemt-u-mee', 'nl', labels)).toEqual([
      { label: 'Spaarne Gasthuis', href: '/' },
      { label: 'Patiënten', href: '/patienten' },
      { label: 'Opname', href: '/patienten/opname' },
      { label: 'Wat neemt u mee' },
    ]);
    const english = breadcrumbsFor(
      {
        ...base,
        Title: 'What to bring',
        Parent: { ...ref('/hospital-admission', 'Hospital admission'), Parent: null },
      },
      '/en/hospital-admission/what-to-bring',
      'en',
      labels,
    );
    expect(english).toEqual([
      { label: 'Spaarne Gasthuis', href: '/en' },
      { label: 'Hospital admission', href: '/en/hospital-admission' },
      { label: 'What to bring' },
    ]);
    expect(sectionOf('/en/nieuws/x')).toBe('nieuws');
    expect(sectionOf('/over-ons')).toBeNull();
  });
});
