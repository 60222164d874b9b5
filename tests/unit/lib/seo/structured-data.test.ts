import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { makePage } from '@ziekenhuis/content-api/generate/world/page';
import type { HomePage, Page } from '#src/lib/contract/index.ts';
import { HOSPITAL } from '#src/lib/seo/hospital.ts';
import { nameWithAcademicTitle, serializeJsonLd, structuredDataFor } from '#src/lib/seo/structured-data.ts';
import type { SiteNode } from '#src/lib/crawl/graph-types.ts';
import type { PageType } from '#src/lib/routing/page-types.ts';

const SITE = new URL('https://www.spaarnegasthuis.nl');
const OPTIONS = { contentApiUrl: 'http://127.0.0.1:4400' };

function node(pageType: PageType, page: Page, route: string, locale: 'nl' | 'en' = 'nl'): SiteNode {
  return { route, locale, pageType, page, alternates: { [locale]: route }, children: [] };
}

// The shapes search engines read, as schemas: every required property present with the right kind of value.
const absoluteUrl = z.url().startsWith('https://www.spaarnegasthuis.nl/');
const postalAddress = z.object({
  '@type': z.literal('PostalAddress'),
  streetAddress: z.string().min(1),
  postalCode: z.string().regex(/^\d{4} [A-Z]{2}$/),
  addressLocality: z.string().min(1),
  addressCountry: z.literal('NL'),
});
const hospitalReference = z.object({
  '@type': z.literal('Hospital'),
  '@id': z.literal('https://www.spaarnegasthuis.nl/#hospital'),
  name: z.literal('Spaarne Gasthuis'),
  url: z.literal('https://www.spaarnegasthuis.nl/'),
});
const context = { '@context': z.literal('https://schema.org') };

const hospitalSchema = z.object({
  ...context,
  '@type': z.literal('Hospital'),
  '@id': z.literal('https://www.spaarnegasthuis.nl/#hospital'),
  name: z.literal('Spaarne Gasthuis'),
  url: absoluteUrl,
  logo: z.object({ '@type': z.literal('ImageObject'), url: absoluteUrl }),
  address: postalAddress,
  telephone: z.string().regex(/^\+31 /),
});
const physicianSchema = z.object({
  ...context,
  '@type': z.tuple([z.literal('Physician'), z.literal('Person')]),
  name: z.string().min(1),
  medicalSpecialty: z.string().min(1),
  jobTitle: z.string().min(1),
  worksFor: hospitalReference,
  image: absoluteUrl,
  url: absoluteUrl,
});
const newsSchema = z.object({
  ...context,
  '@type': z.literal('NewsArticle'),
  headline: z.string().min(1),
  datePublished: z.iso.datetime(),
  author: z.object({ '@type': z.enum(['Person', 'Hospital']), name: z.string().min(1) }),
  image: z.array(absoluteUrl).min(1),
  publisher: hospitalReference.extend({ logo: z.object({ '@type': z.literal('ImageObject'), url: absoluteUrl }) }),
  mainEntityOfPage: absoluteUrl,
});
const eventSchema = z.object({
  ...context,
  '@type': z.literal('Event'),
  name: z.string().min(1),
  startDate: z.iso.datetime(),
  location: hospitalReference.extend({ address: postalAddress }),
  eventAttendanceMode: z.literal('https://schema.org/OfflineEventAttendanceMode'),
  description: z.string().min(1),
});
const clinicSchema = z.object({
  ...context,
  '@type': z.literal('MedicalClinic'),
  name: z.string().min(1),
  address: postalAddress,
  telephone: z.string().regex(/^\+31 /),
  description: z.string().min(1),
  parentOrganization: hospitalReference,
});

const image = (name: string) => ({ Title: `Foto ${name}`, Url: `/media/headers/${name}.jpg` });

describe('structured data (schema.org JSON-LD)', () => {
  it('describes the hospital on the home pages, with the home page of that language as url', () => {
    const home = {
      ...makePage({
        ContentType: 'Homepage',
        SharepointId: 1,
        Title: 'Home',
        Path: '/',
        route: '/',
        HeaderImage: image('hero'),
      }).page,
      TopTasks: [],
    } as HomePage;
    const dutch = hospitalSchema.parse(structuredDataFor(node('home', home, '/'), SITE, OPTIONS));
    expect(dutch.url).toBe('https://www.spaarnegasthuis.nl/');
    expect(dutch.address).toEqual({ '@type': 'PostalAddress', ...HOSPITAL.address });
    expect(hospitalSchema.parse(structuredDataFor(node('home', home, '/en', 'en'), SITE, OPTIONS)).url).toBe(
      'https://www.spaarnegasthuis.nl/en',
    );
  });

  it('describes a doctor as a Physician with academic title, specialty, employer and portrait variant', () => {
    const page = makePage({
      ContentType: 'Specialist pagina',
      SharepointId: 2,
      Title: 'dr. H.M. Bakker',
      Path: '/helene-bakker',
      route: '/specialisten/helene-bakker',
      Specialist: {
        Title: 'H.M. Bakker',
        AcademicTitle: 'dr.',
        Name: 'Hélène',
        Tussenvoegsel: null,
        Surname: 'Bakker',
        Role: 'Dermatoloog',
        Doctor: true,
        Study: null,
        AreasOfFocus: ['Eczeem'],
        AuxiliaryFunctions: [],
        BIGRegistrationNumber: null,
        Image: { Title: 'Portret', Url: 'http://127.0.0.1:4400/media/specialisten/helene-bakker.jpg' },
        Departments: [],
        Centra: [],
        Subdepartments: [],
      },
    }).page;
    const data = physicianSchema.parse(
      structuredDataFor(node('specialist', page, '/specialisten/helene-bakker'), SITE, OPTIONS),
    );
    expect(data.name).toBe('dr. H.M. Bakker');
    expect(data.medicalSpecialty).toBe('Dermatoloog');
    // A CMS image URL becomes the site's copy of its 1280w variant.
    expect(data.image).toBe('https://www.spaarnegasthuis.nl/media/specialisten_1280w/helene-bakker_1280w.webp');
    expect(data.url).toBe('https://www.spaarnegasthuis.nl/specialisten/helene-bakker');
  });

  it('does not repeat an academic title the name already carries, and makes other professionals a Person', () => {
    const specialist = {
      Title: 'prof. dr. N. Boon',
      AcademicTitle: 'prof. dr.',
      Name: 'Nadia',
      Tussenvoegsel: null,
      Surname: 'Boon',
    };
    expect(nameWithAcademicTitle(specialist as NonNullable<Page['Specialist']>)).toBe('prof. dr. N. Boon');
    const page = makePage({
      ContentType: 'Specialist pagina',
      SharepointId: 3,
      Title: 'A. Bakker',
      Path: '/ana-bakker',
      route: '/specialisten/ana-bakker',
      Specialist: {
        Title: 'A.N.L. Bakker',
        AcademicTitle: null,
        Name: 'Ana',
        Tussenvoegsel: 'van',
        Surname: 'Bakker',
        Role: 'Physician assistant',
        Doctor: false,
        Study: null,
        AreasOfFocus: [],
        AuxiliaryFunctions: [],
        BIGRegistrationNumber: null,
        Image: null,
        Departments: [],
        Centra: [],
        Subdepartments: [],
      },
    }).page;
    const data = structuredDataFor(node('specialist', page, '/specialisten/ana-bakker'), SITE, OPTIONS) as Record<
      string,
      unknown
    >;
    expect(data['@type']).toBe('Person');
    expect(data['jobTitle']).toBe('Physician assistant');
    expect(data['familyName']).toBe('van Bakker');
    expect(data).not.toHaveProperty('medicalSpecialty');
    expect(data).not.toHaveProperty('image');
    expect(data['worksFor']).toMatchObject({ '@type': 'Hospital' });
  });

  it('describes a news item as a NewsArticle with author, date, image and the hospital as publisher', () => {
    const page = makePage({
      ContentType: 'News pagina',
      SharepointId: 4,
      Title: 'Nieuw',
      Path: '/nieuw',
      route: '/nieuws/nieuw',
      HeaderTitle: 'Nieuwe hartkliniek geopend',
      PublicationDate: '2026-11-03T11:45:00Z',
      HeaderImage: image('kliniek'),
      TeaserDescription: 'De kliniek is open.',
      Author: {
        Title: 'Daniëlle Kartosen',
        Role: 'Contentmarketeer',
        Image: null,
        Link: { Url: 'https://www.linkedin.com/in/dk' },
      },
    }).page;
    const raw = structuredDataFor(node('news', page, '/nieuws/nieuw'), SITE, OPTIONS) as Record<string, unknown>;
    const data = newsSchema.parse(raw);
    expect(data.headline).toBe('Nieuwe hartkliniek geopend');
    expect(raw['author']).toEqual({
      '@type': 'Person',
      name: 'Daniëlle Kartosen',
      jobTitle: 'Contentmarketeer',
      url: 'https://www.linkedin.com/in/dk',
    });
    expect(data.image).toEqual(['https://www.spaarnegasthuis.nl/media/headers_1280w/kliniek_1280w.webp']);
    const anonymous = newsSchema.parse(
      structuredDataFor(node('news', { ...page, Author: null }, '/nieuws/nieuw'), SITE, OPTIONS),
    );
    expect(anonymous.author['@type']).toBe('Hospital');
  });

  it('describes an agenda item as an offline Event at the hospital, and gives nothing without a date', () => {
    const page = makePage({
      ContentType: 'Agenda pagina',
      SharepointId: 5,
      Title: 'Infoavond',
      Path: '/infoavond',
      route: '/agenda/infoavond',
      EventDate: '2026-12-01T19:00:00Z',
      HeaderDescription: 'Een avond over de nieuwe heup.',
    }).page;
    const data = eventSchema.parse(structuredDataFor(node('event', page, '/agenda/infoavond'), SITE, OPTIONS));
    expect(data.startDate).toBe('2026-12-01T19:00:00Z');
    expect(data.description).toBe('Een avond over de nieuwe heup.');
    expect(
      structuredDataFor(node('event', { ...page, EventDate: null }, '/agenda/infoavond'), SITE, OPTIONS),
    ).toBeNull();
    const atHoofddorp = {
      ...page,
      Location: {
        SharepointId: 107,
        Title: 'Hoofddorp',
        Path: '/hoofddorp',
        OpeningTimes: null,
        VisitingTimes: null,
        OpeningTimesPolyclinic: null,
        Address: 'Spaarnepoort 1, 2134 TM Hoofddorp',
        PostalAddress: null,
        Email: null,
        PhoneNumbers: [],
      },
    };
    const there = structuredDataFor(node('event', atHoofddorp, '/agenda/infoavond'), SITE, OPTIONS) as Record<
      string,
      unknown
    >;
    expect(there['location']).toMatchObject({
      '@type': 'MedicalClinic',
      name: 'Spaarne Gasthuis Hoofddorp',
      address: { streetAddress: 'Spaarnepoort 1', addressLocality: 'Hoofddorp' },
    });
  });

  it('describes a location page as a MedicalClinic with address, phone and opening hours', () => {
    const page = makePage({
      ContentType: 'Locatie pagina',
      SharepointId: 6,
      Title: 'Haarlem Zuid',
      Path: '/haarlem-zuid',
      route: '/contact/haarlem-zuid',
      Location: {
        SharepointId: 104,
        Title: 'Haarlem Zuid',
        Path: '/haarlem-zuid',
        OpeningTimes: 'Dag en nacht geopend.',
        VisitingTimes: null,
        OpeningTimesPolyclinic: null,
        Address: 'Boerhaavelaan 22, 2035 RC Haarlem',
        PostalAddress: null,
        Email: 'info@spaarnegasthuis.nl',
        PhoneNumbers: [{ PhoneNumber: '(023) 224 1000', Description: 'Spoedeisende Hulp' }],
      },
    }).page;
    const data = clinicSchema.parse(structuredDataFor(node('location', page, '/contact/haarlem-zuid'), SITE, OPTIONS));
    expect(data.name).toBe('Spaarne Gasthuis Haarlem Zuid');
    expect(data.telephone).toBe('+31 23 224 1000');
    expect(data.description).toBe('Dag en nacht geopend.');
    expect(data.address.streetAddress).toBe('Boerhaavelaan 22');
  });

  it('gives nothing for page types without structured data, or pages without the data their type needs', () => {
    const page = makePage({
      ContentType: 'Spaarne pagina',
      SharepointId: 7,
      Title: 'Over ons',
      Path: '/over-ons',
      route: '/over-ons',
    }).page;
    for (const type of [
      'general',
      'friend',
      'centre',
      'subCentre',
      'department',
      'subDepartment',
      'research',
      'waitingTimes',
    ] as const) {
      expect(structuredDataFor(node(type, page, '/over-ons'), SITE, OPTIONS)).toBeNull();
    }
    expect(structuredDataFor(node('specialist', page, '/specialisten/x'), SITE, OPTIONS)).toBeNull();
    expect(structuredDataFor(node('location', page, '/contact/x'), SITE, OPTIONS)).toBeNull();
  });

  it('serialises so that no value can end the script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script> & \u2028' });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script> & \u2028' });
  });
});
