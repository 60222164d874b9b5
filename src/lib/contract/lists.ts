import { z } from 'zod';
import {
  cmsImageSchema,
  cmsUrlSchema,
  entityRefSchema,
  isoDateTimeSchema,
  sharepointIdSchema,
  tagSchema,
} from '#src/lib/contract/common.ts';
import { contentTypeSchema, organisationDetailsSchema } from '#src/lib/contract/page.ts';

/**
 * One news item or event in a list (spec 3, "Teaser item"): GET pages/{news|events|newsandevents}/filter.
 * `Path` and `AbsolutePath` build its route; the department/specialist titles let the combined
 * overview show what it is about.
 */
export const teaserItemSchema = z.object({
  SharepointId: sharepointIdSchema,
  ContentType: z.enum(['News pagina', 'Agenda pagina']),
  Title: z.string().min(1),
  HeaderTitle: z.string().min(1),
  TeaserDescription: z.string().nullable(),
  HeaderImage: cmsImageSchema.nullable(),
  Path: z.string().min(1),
  AbsolutePath: z.string().nullable(),
  PublicationDate: isoDateTimeSchema.nullable(),
  EventDate: isoDateTimeSchema.nullable(),
  Tags: z.array(tagSchema),
});

/** GET pages/news/slugs?slugs=a&slugs=b: where each news item lives and when it was published. */
export const newsSlugEntrySchema = z.object({
  Slug: z.string().min(1),
  Title: z.string().min(1),
  AbsolutePath: z.string().min(1),
  PublicationDate: isoDateTimeSchema,
});

/** GET phoneNumbers?ids=1&ids=2 (spec 3, "Phone number"). */
export const phoneNumberEntrySchema = z.object({
  SharepointId: sharepointIdSchema,
  PhoneNumber: z.string().min(1),
});

/** GET pages/children/{id}: the child pages of a page (for the side menu). */
export const childPageSchema = z.object({
  SharepointId: sharepointIdSchema,
  HeaderTitle: z.string().min(1),
  Url: cmsUrlSchema,
});

/** GET pages/centrum-children/{id}: the departments and sub-centres of a centre. */
export const centrumChildSchema = z.object({
  SharepointId: sharepointIdSchema,
  Title: z.string().min(1),
  Url: cmsUrlSchema,
});

/** One entry of GET pages/department-or-centrum. */
export const departmentOrCentrumEntrySchema = z.object({
  SharepointId: sharepointIdSchema,
  HeaderTitle: z.string().min(1),
  TeaserDescription: z.string().nullable(),
  HeaderDescription: z.string().nullable(),
  Url: cmsUrlSchema,
});

export const departmentOrCentrumListSchema = z.object({
  DepartmentPages: z.array(z.unknown()),
  CentrumPages: z.array(z.unknown()),
});

/** GET departments/navigation (our contract; the spec does not show it): centres and departments as a tree. */
export type DepartmentNavigationItem = {
  SharepointId: number | string;
  Title: string;
  Url: string;
  ContentType: 'Centra pagina' | 'Sub-centra pagina' | 'Afdeling pagina' | 'Sub-afdeling pagina';
  Children: DepartmentNavigationItem[];
};
export const departmentNavigationItemSchema: z.ZodType<DepartmentNavigationItem> = z.lazy(() =>
  z.object({
    SharepointId: sharepointIdSchema,
    Title: z.string().min(1),
    Url: cmsUrlSchema,
    ContentType: z.enum(['Centra pagina', 'Sub-centra pagina', 'Afdeling pagina', 'Sub-afdeling pagina']),
    Children: z.array(departmentNavigationItemSchema),
  }),
);

/**
 * GET pages/centra/{slug} and pages/departments/{slug}: the centre or department itself (404 when the
 * slug names none, or a department's parent centre cannot be found).
 */
export const organisationEntitySchema = organisationDetailsSchema.extend({
  ContentType: contentTypeSchema,
  /** The centre a department belongs to, or the department a sub-department belongs to. */
  Parent: entityRefSchema.nullable(),
});

/** GET pages/friend-page: the friends section's pages. */
export const friendPageEntrySchema = z.object({
  SharepointId: sharepointIdSchema,
  Title: z.string().min(1),
  HeaderTitle: z.string().min(1),
  TeaserDescription: z.string().nullable(),
  HeaderImage: cmsImageSchema.nullable(),
  Path: z.string().min(1),
});

/** GET redirects (our contract: spec 2.2 says the server supplies the pairs, not how). */
export const redirectPairSchema = z.object({
  OriginalSlug: z.string().min(1),
  NewSlug: z.string().min(1),
});

export type TeaserItem = z.infer<typeof teaserItemSchema>;
export type NewsSlugEntry = z.infer<typeof newsSlugEntrySchema>;
export type PhoneNumberEntry = z.infer<typeof phoneNumberEntrySchema>;
export type ChildPage = z.infer<typeof childPageSchema>;
export type CentrumChild = z.infer<typeof centrumChildSchema>;
export type DepartmentOrCentrumEntry = z.infer<typeof departmentOrCentrumEntrySchema>;
export type OrganisationEntity = z.infer<typeof organisationEntitySchema>;
export type FriendPageEntry = z.infer<typeof friendPageEntrySchema>;
export type RedirectPair = z.infer<typeof redirectPairSchema>;
