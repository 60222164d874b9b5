/**
 * The hospital the embedded content API serves, as plain data: the generator (generate/) builds a
 * World from a seed and a scale; the store (db/) writes it to SQLite; the endpoints (api/) answer
 * from the tables. Entities are kept in the contract's own shapes (src/lib/contract) plus the
 * facts the API needs to find and filter them.
 */
import type {
  Clinic,
  ConsultationEntry,
  FooterLink,
  HomePage,
  LocationDetails,
  NavigationEntry,
  OrganisationEntity,
  Page,
  PatientFolder,
  PhoneNumberEntry,
  RedirectPair,
  SpecialistListItem,
  TranslationTree,
  WaitingDays,
} from '@ziekenhuis/site-for-content-api';

export type Language = 'nl' | 'en';

/** A content page with where it lives on the site and whether it is published. */
export type WorldPage = {
  page: Page;
  /** The page's full site route as the site builds it, e.g. `/afdelingen-en-centra/cardiologie`. */
  route: string;
  /** Unpublished pages are served only by the preview call, with their token. */
  published: boolean;
  previewToken: string | null;
};

export type OrganisationKind = 'centrum' | 'subcentrum' | 'department' | 'subdepartment';

/** A centre, sub-centre, department or sub-department (its page is in `pages`, with the same SharepointId). */
export type WorldOrganisation = {
  kind: OrganisationKind;
  /** Lower-case slug, unique per kind, e.g. `cardiologie`. */
  slug: string;
  entity: OrganisationEntity;
  /** The slug of the centre it belongs to (departments, sub-centres, sub-departments), if any. */
  centrumSlug: string | null;
  /** The slug of the department a sub-department belongs to. */
  departmentSlug: string | null;
  /** Icon name from the site's set, shown on ward tiles and search results. */
  icon: string;
};

/** A specialist in the list form (their page is in `pages` with ContentType 'Specialist pagina'). */
export type WorldSpecialist = { slug: string; listItem: SpecialistListItem };

/** A clinic or ward at a location and which part of the hospital runs it. */
export type WorldClinic = {
  clinic: Clinic;
  /** The organisation it belongs to; null for a ward without a department (shown as 'Anesthesiologie'). */
  organisation: { kind: OrganisationKind; slug: string; title: string; icon: string } | null;
};

export type WorldLocation = {
  /** Numeric id (locations/getId answers it; the ward overview filters by it). */
  id: number;
  slug: string;
  details: LocationDetails;
  clinics: WorldClinic[];
};

/** A patient folder with the PDF served at its Path. */
export type WorldFolder = { folder: PatientFolder; pdfTitle: string; pdfText: string };

/** One waiting time: a heading kind, a department or centre, a location and days. */
export type WorldWaitingTime = {
  kind: 'Polikliniek' | 'Onderzoek' | 'Behandeling';
  forPage: 'department' | 'centrum';
  title: string;
  location: string;
  days: WaitingDays;
};

export type WorldConsultation = { forPage: 'department' | 'centrum'; title: string; entry: ConsultationEntry };

export type WorldImage = { path: string; width: number; height: number };

export type World = {
  navigation: Record<Language, NavigationEntry[]>;
  footer: FooterLink[];
  crisisBanner: string | null;
  translations: Record<Language, TranslationTree>;
  homePages: Record<Language, HomePage>;
  /**
   * Every other page: general, friends, organisation, news, events, specialists, locations, research, waiting times.
   */
  pages: WorldPage[];
  organisations: WorldOrganisation[];
  specialists: WorldSpecialist[];
  locations: WorldLocation[];
  folders: WorldFolder[];
  waitingTimes: WorldWaitingTime[];
  /** The peildatum of every waiting time (YYYY-MM-DD). */
  waitingTimesMeasuredOn: string;
  consultations: WorldConsultation[];
  phoneNumbers: PhoneNumberEntry[];
  redirects: RedirectPair[];
  images: WorldImage[];
};
