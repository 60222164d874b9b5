import { z } from 'zod';
import { cmsUrlSchema, optionalCmsUrlSchema } from '#src/lib/contract/common.ts';

/**
 * The parts that the values of several block kinds share (docs/api-contract.md, "Content blocks").
 * Every block may have a `title` (the anchor menu lists titled blocks).
 */

export const blockImageSchema = z.object({ url: cmsUrlSchema, title: z.string() });
export const blockLinkSchema = z.object({ title: z.string().min(1), url: cmsUrlSchema });
export const blockTitleSchema = z.string().nullable().optional();
export const blockHtmlSchema = z.string();

/** A media item: an image, or a video from a known host or a direct file. */
export const mediaValueSchema = z.object({
  title: blockTitleSchema,
  kind: z.enum(['image', 'video']),
  caption: z.string().nullable(),
  /** Credit line, e.g. the photographer. */
  source: z.string().nullable(),
  image: blockImageSchema.nullable(),
  videoUrl: optionalCmsUrlSchema,
  displayOption: z.enum(['content-width', 'full']),
});

export const quoteValueSchema = z.object({
  title: blockTitleSchema,
  quote: z.string().min(1),
  author: z.string().nullable(),
  role: z.string().nullable(),
});

/** Blocks nested inside expandable items (nested text, media, quote, links). */
export const nestedBlockSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), html: blockHtmlSchema }),
  z.object({ kind: z.literal('media'), media: mediaValueSchema }),
  z.object({ kind: z.literal('quote'), quote: quoteValueSchema }),
  z.object({ kind: z.literal('links'), links: z.array(blockLinkSchema) }),
]);

/** An expand item: title, subtitle, icon, HTML text, nested blocks. */
export const expandItemSchema = z.object({
  title: z.string().min(1),
  subtitle: z.string().nullable(),
  icon: z.string().nullable(),
  text: z.string().nullable(),
  image: blockImageSchema.nullable().optional(),
  blocks: z.array(nestedBlockSchema),
});

/** A link-grid item: link (title, url), title, label, intro, image. */
export const linkGridItemSchema = z.object({
  link: blockLinkSchema,
  title: z.string().min(1),
  label: z.string().nullable(),
  intro: z.string().nullable(),
  image: blockImageSchema.nullable(),
});

/** The organisation a block is filtered by: one of department, sub-department, centre or sub-centre (by title). */
export const organisationFilterShape = {
  department: z.string().nullable().optional(),
  subdepartment: z.string().nullable().optional(),
  centrum: z.string().nullable().optional(),
  subcentra: z.string().nullable().optional(),
};

/** Which kind of organisation page a location block is for: locations/{forPage}/{slug}. */
export const locationForPageSchema = z.enum(['department', 'subdepartment', 'centrum', 'subcentrum']);

export type MediaValue = z.infer<typeof mediaValueSchema>;
export type ExpandItem = z.infer<typeof expandItemSchema>;
export type LinkGridItem = z.infer<typeof linkGridItemSchema>;
export type NestedBlock = z.infer<typeof nestedBlockSchema>;

/** The CMS's page-header block, which the site ignores. */
export const headerValueSchema = z.unknown();
