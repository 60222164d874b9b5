import { z } from 'zod';
import { cmsImageSchema, cmsLinkSchema } from './common.ts';

/** The fields every page of spec 3 may carry. Later issues extend this per page type. */
export const pageBaseSchema = z.object({
  ContentType: z.string().min(1),
  Title: z.string().min(1),
  Url: z.string().nullable(),
  Path: z.string().nullable(),
  SharepointId: z.union([z.string(), z.number()]).nullable(),
  MetaTitle: z.string().nullable(),
  HeaderTitle: z.string().nullable(),
  HeaderDescription: z.string().nullable(),
  HeaderImage: cmsImageSchema.nullable(),
  HeaderLink: cmsLinkSchema.nullable(),
  TeaserDescription: z.string().nullable(),
  /** HTML with embedded block JSON (docs/api-contract.md, "Content blocks"). */
  Content: z.string().nullable(),
});

/** One of the six quick tasks on a home page (our contract; the spec does not show the shape). */
export const topTaskSchema = z.object({
  Title: z.string().min(1),
  Url: z.string().min(1),
  /** Icon name from the site's icon set, e.g. `calendar`, `stethoscope`. */
  Icon: z.string().min(1),
});

/** GET /api/v1/pages/homepage/{nl|en}. */
export const homePageSchema = pageBaseSchema.extend({
  ContentType: z.literal('Homepage'),
  HeaderImage: cmsImageSchema,
  TopTasks: z.array(topTaskSchema),
});

export type PageBase = z.infer<typeof pageBaseSchema>;
export type HomePage = z.infer<typeof homePageSchema>;
export type TopTask = z.infer<typeof topTaskSchema>;
