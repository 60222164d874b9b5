import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { makePage } from '@ziekenhuis/content-api/generate/world/page';
import type { HomePage, Page } from '#src/lib/contract/index.ts';
import { HOSPITAL } from '#src/lib/seo/hospital.ts';
import { medicalSpecialtyOf, SCHEMA_ORG_MEDICAL_SPECIALTIES } from '#src/lib/seo/medical-specialties.ts';
import {
  breadcrumbListStructuredData,
  nameWithAcademicTitle,
  serializeJsonLd,
  structuredDataFor,
} from '#src/lib/seo/structured-data.ts';
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
// An enumeration value is the member's schema.org URL.
const medicalSpecialty = z.enum(SCHEMA_ORG_MEDICAL_SPECIALTIES.map((member) => `https://schema.org/${member}`));
const physicianSchema = z.object({
  ...context,
  '@type': z.tuple([z.literal('Physician'), z.literal('Person')]),
  name: z.string().min(1),
  medicalSpecialty: z.union([medicalSpecialty, z.array(medicalSpecialty).min(2)]).optional(),
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
  dateModified: z.iso.datetime().optional(),
  author: z.object({ '@type': z.enum(['Person', 'Hospital']), name: z.string().min(1) }),
  image: z.array(absoluteUrl).min(1),
  publisher: hospitalReference.extend({ logo: z.object({ '@type': z.literal('ImageObject'), url: absoluteUrl }) }),
  mainEntityOfPage: absoluteUrl,
});
const eventBase = {
  ...context,
  '@type': z.literal('Event'),
  name: z.string().min(1),
  startDate: z.iso.datetime(),
  endDate: z.iso.datetime().optional(),
  eventStatus: z.literal('https://schema.org/EventScheduled'),
  organizer: hospitalReference,
  description: z.string().min(1),
};
// Offline at a place (with its address when known), or online at a virtual location; never a mix.
const eventSchema = z.discriminatedUnion('eventAttendanceMode', [
  z.object({
    ...eventBase,
    eventAttendanceMode: z.literal('https://schema.org/OfflineEventAttendanceMode'),
    location: z
      .object({ '@type': z.literal('Place'), name: z.string().min(1), address: postalAddress.optional() })
      .strict()
      .optional(),
  }),
  z.object({
    ...eventBase,
    eventAttendanceMode: z.literal('https://schema.org/OnlineEventAttendanceMode'),
    location: z.object({ '@type': z.literal('VirtualLocation'), url: absoluteUrl }).strict(),
  }),
]);
const breadcrumbListSchema = z.object({
  ...context,
  '@type': z.literal('BreadcrumbList'),
  itemListElement: z
    .array(
      z
        .object({
          '@type': z.literal('ListItem'),
          position: z.number().int().positive(),
          name: z.string().min(1),
          item: absoluteUrl.optional(),
        })
        .strict(),
    )
    .min(2)
    // Positions count from 1; every item but the last has its address.
    .refine((items) => items.every((item, index) => item.position === index + 1))
    .refine((items) => items.slice(0, -1).every((item) => item.item !== undefined)),
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
        Departments: [{ SharepointId: 20, Title: 'Dermatologie', Path: '/dermatologie', Centrum: null }],
        Centra: [],
        Subdepartments: [],
      },
    }).page;
    const data = physicianSchema.parse(
      structuredDataFor(node('specialist', page, '/specialisten/helene-bakker'), SITE, OPTIONS),
    );
    expect(data.name).toBe('dr. H.M. Bakker');
    // The specialty from schema.org's enumeration, the Dutch job title as job title.
    expect(data.medicalSpecialty).toBe('https://schema.org/Dermatology');
    expect(data.jobTitle).toBe('Dermatoloog');
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
    expect(data).not.toHaveProperty('dateModified');
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

  it('says when a news item was last changed, where the CMS says so', () => {
    const page = makePage({
      ContentType: 'News pagina',
      SharepointId: 8,
      Title: 'Nieuw',
      Path: '/nieuw',
      route: '/nieuws/nieuw',
      PublicationDate: '2026-11-03T11:45:00Z',
      ModifiedDate: '2026-11-05T08:10:00Z',
      HeaderImage: image('kliniek'),
    }).page;
    const data = newsSchema.parse(structuredDataFor(node('news', page, '/nieuws/nieuw'), SITE, OPTIONS));
    expect(data.dateModified).toBe('2026-11-05T08:10:00Z');
  });

  it('gives a doctor the schema.org specialties of their departments, and none where the enumeration has none', () => {
    const doctor = (departments: string[]) =>
      makePage({
        ContentType: 'Specialist pagina',
        SharepointId: 9,
        Title: 'J. de Vries',
        Path: '/j-de-vries',
        route: '/specialisten/j-de-vries',
        Specialist: {
          Title: 'J. de Vries',
          AcademicTitle: null,
          Name: 'Jan',
          Tussenvoegsel: 'de',
          Surname: 'Vries',
          Role: 'Longarts',
          Doctor: true,
          Study: null,
          AreasOfFocus: [],
          AuxiliaryFunctions: [],
          BIGRegistrationNumber: null,
          Image: { Title: 'Portret', Url: '/media/specialisten/j.jpg' },
          Departments: departments.map((Title, index) => ({
            SharepointId: index,
            Title,
            Path: `/${index}`,
            Centrum: null,
          })),
          Centra: [],
          Subdepartments: [],
        },
      }).page;
    const specialty = (departments: string[]) =>
      physicianSchema.parse(
        structuredDataFor(node('specialist', doctor(departments), '/specialisten/j-de-vries'), SITE, OPTIONS),
      ).medicalSpecialty;
    expect(specialty(['Longgeneeskunde'])).toBe('https://schema.org/Pulmonary');
    expect(specialty(['Longziekten', 'Longgeneeskunde'])).toBe('https://schema.org/Pulmonary');
    expect(specialty(['Cardiologie', 'Interne geneeskunde', 'Keel-, neus- en oorheelkunde (KNO)'])).toEqual([
      'https://schema.org/Cardiovascular',
      'https://schema.org/Otolaryngologic',
    ]);
    expect(specialty(['Interne geneeskunde'])).toBeUndefined();
    expect(specialty([])).toBeUndefined();
  });

  it('maps the specialisms of the CMS to members of the enumeration, accents and abbreviations aside', () => {
    expect(medicalSpecialtyOf('Diëtetiek')).toBe('DietNutrition');
    expect(medicalSpecialtyOf(' cardiologie ')).toBe('Cardiovascular');
    expect(medicalSpecialtyOf('Maag-, darm- en leverziekten')).toBe('Gastroenterologic');
    expect(medicalSpecialtyOf('Oogheelkunde')).toBeNull();
    expect(medicalSpecialtyOf('Longarts')).toBeNull();
  });

  const hoofddorp = {
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
  };
  const event = makePage({
    ContentType: 'Agenda pagina',
    SharepointId: 5,
    Title: 'Infoavond',
    Path: '/infoavond',
    route: '/agenda/infoavond',
    EventDate: '2026-12-01T18:00:00Z',
    EventEndDate: '2026-12-01T20:00:00Z',
    HeaderDescription: 'Een avond over de nieuwe heup.',
    Location: hoofddorp,
  }).page;
  const eventData = (page: Page) => structuredDataFor(node('event', page, '/agenda/infoavond'), SITE, OPTIONS);

  it('describes an agenda item as an offline Event at the place the CMS names, with its start and end', () => {
    const data = eventSchema.parse(eventData(event));
    expect(data.startDate).toBe('2026-12-01T18:00:00Z');
    expect(data.endDate).toBe('2026-12-01T20:00:00Z');
    expect(data.description).toBe('Een avond over de nieuwe heup.');
    expect(data.location).toEqual({
      '@type': 'Place',
      name: 'Spaarne Gasthuis Hoofddorp',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Spaarnepoort 1',
        postalCode: '2134 TM',
        addressLocality: 'Hoofddorp',
        addressCountry: 'NL',
      },
    });
  });

  it('describes an online event as online, at a virtual location: its page', () => {
    const data = eventSchema.parse(eventData({ ...event, EventOnline: true, Location: null }));
    expect(data.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
    expect(data.location).toEqual({
      '@type': 'VirtualLocation',
      url: 'https://www.spaarnegasthuis.nl/agenda/infoavond',
    });
  });

  it('names no place the CMS does not name, no end it does not know or that comes first, no event without a date', () => {
    const unknown = eventSchema.parse(eventData({ ...event, Location: null, EventEndDate: null }));
    expect(unknown).not.toHaveProperty('location');
    expect(unknown).not.toHaveProperty('endDate');
    expect(eventSchema.parse(eventData({ ...event, EventEndDate: '2026-12-01T17:00:00Z' }))).not.toHaveProperty(
      'endDate',
    );
    // A location without a Dutch address in parts: its name only, the text kept as it is.
    const plain = eventData({ ...event, Location: { ...hoofddorp, Address: null } }) as Record<string, unknown>;
    expect(plain['location']).toEqual({ '@type': 'Place', name: 'Spaarne Gasthuis Hoofddorp' });
    expect(eventData({ ...event, EventDate: null })).toBeNull();
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

  it('names the breadcrumbs a page shows as a BreadcrumbList with absolute addresses on the site', () => {
    const data = breadcrumbListStructuredData(
      [
        { label: 'Spaarne Gasthuis', href: '/' },
        { label: 'Afdelingen en centra', href: '/afdelingen-en-centra' },
        { label: 'Hartcentrum', href: '/afdelingen-en-centra/hartcentrum' },
        { label: 'Cardiologie' },
      ],
      SITE,
    );
    expect(breadcrumbListSchema.parse(data).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Spaarne Gasthuis', item: 'https://www.spaarnegasthuis.nl/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Afdelingen en centra',
        item: 'https://www.spaarnegasthuis.nl/afdelingen-en-centra',
      },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Hartcentrum',
        item: 'https://www.spaarnegasthuis.nl/afdelingen-en-centra/hartcentrum',
      },
      { '@type': 'ListItem', position: 4, name: 'Cardiologie' },
    ]);
  });

  it('leaves crumbs shown without a link out of the list, and gives no list of one item', () => {
    const data = breadcrumbListSchema.parse(
      breadcrumbListStructuredData(
        [{ label: 'Spaarne Gasthuis', href: '/en' }, { label: 'Not a page' }, { label: 'Visiting hours' }],
        SITE,
      ),
    );
    expect(data.itemListElement.map((item) => [item.position, item.name, item.item])).toEqual([
      [1, 'Spaarne Gasthuis', 'https://www.spaarnegasthuis.nl/en'],
      [2, 'Visiting hours', undefined],
    ]);
    expect(breadcrumbListStructuredData([{ label: 'Spaarne Gasthuis', href: '/' }], SITE)).toBeNull();
    expect(breadcrumbListStructuredData([], SITE)).toBeNull();
  });

  it('serialises so that no value can end the script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script> & \u2028' });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script> & \u2028' });
  });
});
