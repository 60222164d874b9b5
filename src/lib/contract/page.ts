import { z } from 'zod';
import {
  cmsImageSchema,
  cmsLinkSchema,
  cmsUrlSchema,
  entityRefSchema,
  optionalCmsUrlSchema,
  isoDateTimeSchema,
  languageSchema,
  sharepointIdSchema,
  tagSchema,
} from '#src/lib/contract/common.ts';

/**
 * The content types of spec 3; `Spaarne pagina` is the hospital-specific general page type;
 * `Gegenereerde pagina` a page the CMS generates (routed at its own path, shown as a
 * general page).
 */
export const CONTENT_TYPES = [
  'Homepage',
  'Spaarne pagina',
  'Vrienden pagina',
  'Centra pagina',
  'Sub-centra pagina',
  'Afdeling pagina',
  'Sub-afdeling pagina',
  'Agenda pagina',
  'News pagina',
  'Locatie pagina',
  'Specialist pagina',
  'Onderzoek pagina',
  'Wachttijden pagina',
  'Gegenereerde pagina',
] as const;
export const contentTypeSchema = z.enum(CONTENT_TYPES);
export type ContentType = z.infer<typeof contentTypeSchema>;

/** The author of a news item (Author (Title, Role, Image, Link.Url)). */
export const authorSchema = z.object({
  Title: z.string().min(1),
  Role: z.string().nullable(),
  Image: cmsImageSchema.nullable(),
  Link: z.object({ Url: cmsUrlSchema }).nullable(),
});

/** A page's parent, for nesting general pages and the side menu. */
export const parentRefSchema = z.object({
  SharepointId: sharepointIdSchema,
  Title: z.string().min(1),
  Path: z.string().min(1),
  /** The parent's own parent, for three-level pages. */
  Parent: z.object({ SharepointId: sharepointIdSchema, Title: z.string().min(1), Path: z.string().min(1) }).nullable(),
});

/** A department reference that also names its centre (the sub-department route needs it). */
export const departmentRefSchema = entityRefSchema.extend({ Centrum: entityRefSchema.nullable() });

/** A specialist as embedded in a specialist page (spec 3, "Specialist"). */
export const specialistDetailsSchema = z.object({
  Title: z.string().min(1),
  AcademicTitle: z.string().nullable(),
  Name: z.string().min(1),
  Tussenvoegsel: z.string().nullable(),
  Surname: z.string().min(1),
  Role: z.string().min(1),
  Doctor: z.boolean(),
  Study: z.string().nullable(),
  AreasOfFocus: z.array(z.string()),
  AuxiliaryFunctions: z.array(z.string()),
  BIGRegistrationNumber: z.string().nullable(),
  Image: cmsImageSchema.nullable(),
  Departments: z.array(departmentRefSchema),
  Centra: z.array(entityRefSchema),
  Subdepartments: z.array(departmentRefSchema),
});

/** A research study as embedded in a research page and in the research list. */
export const researchDetailsSchema = z.object({
  PatientNeeded: z.boolean(),
  Onderwerp: z.string().nullable(),
  Departments: z.array(z.object({ Title: z.string().min(1) })),
  Specialists: z.array(
    z.object({
      Name: z.string().min(1),
      Role: z.string().nullable(),
      Surname: z.string().min(1),
      Tussenvoegsel: z.string().nullable(),
    }),
  ),
});

/** Opening and visiting times and contact details of a location (spec 3, "Location"). */
export const locationDetailsSchema = z.object({
  SharepointId: sharepointIdSchema,
  Title: z.string().min(1),
  Path: z.string().min(1),
  OpeningTimes: z.string().nullable(),
  VisitingTimes: z.string().nullable(),
  OpeningTimesPolyclinic: z.string().nullable(),
  Address: z.string().nullable(),
  PostalAddress: z.string().nullable(),
  Email: z.string().nullable(),
  PhoneNumbers: z.array(z.object({ PhoneNumber: z.string().min(1), Description: z.string() })),
});

/** A centre's or department's own data on its page (spec 3, "Centre, department, sub-department"). */
export const organisationDetailsSchema = z.object({
  SharepointId: sharepointIdSchema,
  Title: z.string().min(1),
  Path: z.string().min(1),
  AppointmentURL: optionalCmsUrlSchema,
  /** Up to 3 for departments and sub-departments, up to 4 for centres. */
  PhoneNumbers: z.array(
    z.object({ SharepointId: sharepointIdSchema, PhoneNumber: z.string().min(1), Description: z.string() }),
  ),
  Logo: cmsImageSchema.nullable(),
  HideWaiting: z.boolean(),
});

/** Every field a page of spec 3 may carry; fields a page type does not use are null or empty. */
export const pageSchema = z.object({
  ContentType: contentTypeSchema,
  SharepointId: sharepointIdSchema,
  Language: z.object({ Code: languageSchema }),
  Title: z.string().min(1),
  /** The page's own path segment(s), e.g. `/bezoektijden` (spec 2.3 builds the full route from it). */
  Path: z.string().min(1),
  /** When set, the page's full route; wins over building. */
  AbsolutePath: z.string().nullable(),
  /** The page's full route as the CMS knows it (informational; the site builds its own). */
  Url: optionalCmsUrlSchema,
  Parent: parentRefSchema.nullable(),
  MetaTitle: z.string().nullable(),
  HeaderTitle: z.string().nullable(),
  HeaderDescription: z.string().nullable(),
  HeaderImage: cmsImageSchema.nullable(),
  HeaderLink: cmsLinkSchema.nullable(),
  TeaserDescription: z.string().nullable(),
  /** HTML with embedded block JSON (docs/api-contract.md, "Content blocks"). */
  Content: z.string().nullable(),
  ShowSidemenu: z.boolean(),
  HideWaitingTimes: z.boolean(),
  /** When the event starts: a UTC instant of the local (Europe/Amsterdam) time the editor typed. */
  EventDate: isoDateTimeSchema.nullable(),
  /** When the event ends (our contract: the spec names only EventDate); null or absent when not known. */
  EventEndDate: isoDateTimeSchema.nullable().default(null),
  /** Whether the event takes place online (our contract; absent: not online); an online event has no Location. */
  EventOnline: z.boolean().default(false),
  PublicationDate: isoDateTimeSchema.nullable(),
  /** When an editor last changed the page (our contract); null or absent when the CMS does not say. */
  ModifiedDate: isoDateTimeSchema.nullable().default(null),
  /**
   * When the page's content was last checked, and when it is next due to be (our contract): an ISO date or date-time,
   * read as the day it falls on in Europe/Amsterdam; null or absent when the CMS does not say.
   */
  LastReviewedDate: isoDateTimeSchema.nullable().default(null),
  NextReviewDate: isoDateTimeSchema.nullable().default(null),
  Author: authorSchema.nullable(),
  Tags: z.array(tagSchema),
  DepartmentsTitles: z.array(z.string()),
  SubdepartmentsTitles: z.array(z.string()),
  SpecialistsTitles: z.array(z.string()),
  CentraTitles: z.array(z.string()),
  SubcentraTitles: z.array(z.string()),
  Centrum: entityRefSchema.nullable(),
  Subcentra: entityRefSchema.nullable(),
  Department: departmentRefSchema.nullable(),
  Subdepartment: departmentRefSchema.nullable(),
  /** The centre or department this page itself is (centre, sub-centre, department, sub-department pages). */
  Organisation: organisationDetailsSchema.nullable(),
  /** A location page's own location; on an event, where it takes place. */
  Location: locationDetailsSchema.nullable(),
  Specialist: specialistDetailsSchema.nullable(),
  Research: researchDetailsSchema.nullable(),
  /**
   * The same page in the other language, when it exists (our contract: the spec does not say how the
   * CMS pairs translations). The site uses it for hreflang and the language switch.
   */
  Translation: z.object({ Code: languageSchema, Url: cmsUrlSchema }).nullable(),
});

/** One of the six quick tasks on a home page (our contract; the spec does not show the shape). */
export const topTaskSchema = z.object({
  Title: z.string().min(1),
  Url: cmsUrlSchema,
  /** Icon name from the site's icon set, e.g. `calendar`, `stethoscope`. */
  Icon: z.string().min(1),
});

/** GET /api/v1/pages/homepage/{nl|en}. */
export const homePageSchema = pageSchema.extend({
  ContentType: z.literal('Homepage'),
  HeaderImage: cmsImageSchema,
  TopTasks: z.array(topTaskSchema),
});

export type Page = z.infer<typeof pageSchema>;
export type HomePage = z.infer<typeof homePageSchema>;

export type Author = z.infer<typeof authorSchema>;
export type SpecialistDetails = z.infer<typeof specialistDetailsSchema>;
export type ResearchDetails = z.infer<typeof researchDetailsSchema>;
export type LocationDetails = z.infer<typeof locationDetailsSchema>;
export type OrganisationDetails = z.infer<typeof organisationDetailsSchema>;
