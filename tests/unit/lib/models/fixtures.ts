/** Shared fixtures of the page-model tests: a model context with the bundled strings, and pages. */
import type { Locale } from '#src/i18n/locales.ts';
import { BUNDLED_STRINGS, createTranslator } from '#src/i18n/translator.ts';
import type { ChildPage, LocationDetails, Page, SpecialistDetails } from '#src/lib/contract/index.ts';
import type { ContentPageInput } from '#src/lib/models/content-page.ts';
import type { ModelContext } from '#src/lib/models/page-model.ts';
import { pageTypeOf } from '#src/lib/routing/page-types.ts';

export async function testModelContext(
  locale: Locale = 'nl',
  exists: (route: string) => boolean = () => true,
): Promise<ModelContext> {
  return {
    locale,
    t: await createTranslator(locale, BUNDLED_STRINGS[locale]),
    routeExists: exists,
    site: new URL('https://www.example.nl'),
    contentApiUrl: 'https://cms.example.nl',
  };
}

/** A page with every field empty but what a test gives. */
export function testPage(fields: Partial<Page> & Pick<Page, 'ContentType' | 'Title' | 'Path'>): Page {
  return {
    SharepointId: 1,
    Language: { Code: 'nl' },
    AbsolutePath: null,
    Url: null,
    Parent: null,
    MetaTitle: null,
    HeaderTitle: null,
    HeaderDescription: null,
    HeaderImage: null,
    HeaderLink: null,
    TeaserDescription: null,
    Content: null,
    ShowSidemenu: false,
    HideWaitingTimes: false,
    EventDate: null,
    EventEndDate: null,
    EventOnline: false,
    PublicationDate: null,
    ModifiedDate: null,
    LastReviewedDate: null,
    NextReviewDate: null,
    Author: null,
    Tags: [],
    DepartmentsTitles: [],
    SubdepartmentsTitles: [],
    SpecialistsTitles: [],
    CentraTitles: [],
    SubcentraTitles: [],
    Centrum: null,
    Subcentra: null,
    Department: null,
    Subdepartment: null,
    Organisation: null,
    Location: null,
    Specialist: null,
    Research: null,
    Translation: null,
    ...fields,
  };
}

export function child(title: string, url: string): ChildPage {
  return { SharepointId: url, HeaderTitle: title, Url: url };
}

/** The input of a content page model with nothing known of its relatives. */
export function testInput(page: Page, route: string, extra: Partial<ContentPageInput> = {}): ContentPageInput {
  const pageType = pageTypeOf(page.ContentType);
  if (pageType === 'home') throw new Error('home pages have their own model');
  return {
    route,
    pageType,
    page,
    alternates: { [page.Language.Code]: route },
    children: [],
    centreChildren: [],
    parent: null,
    friendTitles: new Map(),
    blocks: [],
    ...extra,
  };
}

/** A location's details (Hoofddorp) with nothing but what a test gives. */
export function testLocation(fields: Partial<LocationDetails> = {}): LocationDetails {
  return {
    SharepointId: 3,
    Title: 'Hoofddorp',
    Path: '/hoofddorp',
    OpeningTimes: null,
    VisitingTimes: null,
    OpeningTimesPolyclinic: null,
    Address: null,
    PostalAddress: null,
    Email: null,
    PhoneNumbers: [],
    ...fields,
  };
}

/** A specialist (Anna de Vries, cardiologist) with nothing but what a test gives. */
export function testSpecialist(fields: Partial<SpecialistDetails> = {}): SpecialistDetails {
  return {
    Title: 'Dr. A. de Vries',
    AcademicTitle: null,
    Name: 'Anna',
    Tussenvoegsel: 'de',
    Surname: 'Vries',
    Role: 'Cardioloog',
    Doctor: true,
    Study: null,
    AreasOfFocus: [],
    AuxiliaryFunctions: [],
    BIGRegistrationNumber: null,
    Image: null,
    Departments: [],
    Centra: [],
    Subdepartments: [],
    ...fields,
  };
}
