import { z } from 'zod';
import { cmsUrlSchema, optionalCmsUrlSchema, sharepointIdSchema } from '#src/lib/contract/common.ts';

/**
 * Content blocks (spec 2.8) as they travel inside `Page.Content` (docs/api-contract.md, "Content
 * blocks"): `<section data-block-type="KIND" data-block-id="ID">` whose only child is
 * `<script type="application/json">` holding the block's value. The schemas below are those values,
 * one per kind. Every block may have a `title` (the anchor menu lists titled blocks, spec 2.8).
 */

export const blockImageSchema = z.object({ url: cmsUrlSchema, title: z.string() });
export const blockLinkSchema = z.object({ title: z.string().min(1), url: cmsUrlSchema });
const title = z.string().nullable().optional();
const html = z.string();

/** A media item (spec 3): an image, or a video from a known host or a direct file. */
export const mediaValueSchema = z.object({
  title,
  kind: z.enum(['image', 'video']),
  caption: z.string().nullable(),
  /** Credit line, e.g. the photographer. */
  source: z.string().nullable(),
  image: blockImageSchema.nullable(),
  videoUrl: optionalCmsUrlSchema,
  displayOption: z.enum(['content-width', 'full']),
});

const quoteValueSchema = z.object({
  title,
  quote: z.string().min(1),
  author: z.string().nullable(),
  role: z.string().nullable(),
});

/** Blocks nested inside expandable items (spec 2.8: nested text, media, quote, links). */
export const nestedBlockSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), html }),
  z.object({ kind: z.literal('media'), media: mediaValueSchema }),
  z.object({ kind: z.literal('quote'), quote: quoteValueSchema }),
  z.object({ kind: z.literal('links'), links: z.array(blockLinkSchema) }),
]);

/** An expand item (spec 3): title, subtitle, icon, HTML text, nested blocks. */
export const expandItemSchema = z.object({
  title: z.string().min(1),
  subtitle: z.string().nullable(),
  icon: z.string().nullable(),
  text: z.string().nullable(),
  image: blockImageSchema.nullable().optional(),
  blocks: z.array(nestedBlockSchema),
});

/** A link-grid item (spec 3): link (title, url), title, label, intro, image. */
export const linkGridItemSchema = z.object({
  link: blockLinkSchema,
  title: z.string().min(1),
  label: z.string().nullable(),
  intro: z.string().nullable(),
  image: blockImageSchema.nullable(),
});

const teaserCardSchema = z.object({
  title: z.string().min(1),
  intro: z.string().nullable(),
  image: blockImageSchema.nullable(),
  link: blockLinkSchema,
});

/** The organisation a block is filtered by: one of department, sub-department, centre or sub-centre (by title). */
const organisationFilter = {
  department: z.string().nullable().optional(),
  subdepartment: z.string().nullable().optional(),
  centrum: z.string().nullable().optional(),
  subcentra: z.string().nullable().optional(),
};

export const BLOCK_VALUE_SCHEMAS = {
  text: z.object({ title, html }),
  text_with_image: z.object({ title, html, image: blockImageSchema, imagePosition: z.enum(['left', 'right']) }),
  featured_content: z.object({
    title,
    label: z.string().nullable(),
    intro: z.string().nullable(),
    image: blockImageSchema.nullable(),
    link: blockLinkSchema,
  }),
  cta: z.object({ title, intro: z.string().nullable(), link: blockLinkSchema }),
  cta_with_image: z.object({ title, intro: z.string().nullable(), link: blockLinkSchema, image: blockImageSchema }),
  links_list: z.object({ title, links: z.array(blockLinkSchema) }),
  quote: quoteValueSchema,
  quote_with_image: quoteValueSchema.extend({ image: blockImageSchema }),
  media: mediaValueSchema,
  expandable_content_blocks: z.object({ title, items: z.array(expandItemSchema) }),
  expandable_content_with_image_blocks: z.object({ title, items: z.array(expandItemSchema) }),
  carousel: z.object({ title, items: z.array(teaserCardSchema) }),
  grid_blocks_plain: z.object({ title, items: z.array(linkGridItemSchema) }),
  grid_blocks_image: z.object({ title, items: z.array(linkGridItemSchema) }),
  /** Renders only with exactly 3 items (spec 2.8). */
  grid_blocks_centra: z.object({ title, items: z.array(linkGridItemSchema) }),
  /** The site asks pages/specialists/random?count=6 with this filter; it shows 5, and a link to all when 6 come back. */
  specialist: z.object({ title, ...organisationFilter }),
  /** News items by slug; the site asks pages/news/slugs for their paths and dates. */
  newsTeaser: z.object({ title, slugs: z.array(z.string().min(1)) }),
  /** Renders only when the phone numbers fetched for the ids match the descriptions in count (spec 2.8). */
  phoneLookup: z.object({ title, phoneNumberIds: z.array(sharepointIdSchema), descriptions: z.array(z.string()) }),
  /** Three related news items and events (pageSize 3) by department, specialist or tags. */
  relatedContent: z.object({
    title,
    source: z.enum(['department', 'specialist', 'tags']),
    values: z.array(z.string().min(1)).min(1),
  }),
  /** Where this part of the hospital is: locations/{forPage}/{slug}. */
  location: z.object({
    title,
    forPage: z.enum(['department', 'subdepartment', 'centrum', 'subcentrum']),
    slug: z.string().min(1),
  }),
  locationExpandable: z.object({
    title,
    forPage: z.enum(['department', 'subdepartment', 'centrum', 'subcentrum']),
    slug: z.string().min(1),
  }),
  people: z.object({
    title,
    people: z.array(
      z.object({
        name: z.string().min(1),
        email: z.string().nullable(),
        phoneNumber: z.string().nullable(),
        url: optionalCmsUrlSchema,
        image: blockImageSchema.nullable(),
      }),
    ),
  }),
  bmi: z.object({ title, intro: z.string().nullable() }),
  /** Waiting times for one department or centre, with the texts around them (spec 2.8). */
  waitingTimes: z.object({
    title,
    forPage: z.enum(['department', 'centrum']),
    pageTitle: z.string().min(1),
    prefix: z.string().nullable(),
    suffix: z.string().nullable(),
    emergencyAppointmentTextGeneral: z.string().nullable(),
    emergencyAppointmentTextDepartment: z.string().nullable(),
  }),
  /** An external form in a frame (spec 2.8). */
  external_form: z.object({
    title,
    formID: z.string().min(1),
    formTitle: z.string().min(1),
    label: z.string().nullable(),
    intro: z.string().nullable(),
  }),
  /** Part of the page header in the CMS; the site ignores it. */
  header: z.unknown(),
} as const;

export type BlockKind = keyof typeof BLOCK_VALUE_SCHEMAS;
export const BLOCK_KINDS = Object.keys(BLOCK_VALUE_SCHEMAS) as BlockKind[];
export type BlockValue<K extends BlockKind> = z.infer<(typeof BLOCK_VALUE_SCHEMAS)[K]>;

export function isBlockKind(kind: string): kind is BlockKind {
  return Object.hasOwn(BLOCK_VALUE_SCHEMAS, kind);
}

export type MediaValue = z.infer<typeof mediaValueSchema>;
export type ExpandItem = z.infer<typeof expandItemSchema>;
export type LinkGridItem = z.infer<typeof linkGridItemSchema>;
export type NestedBlock = z.infer<typeof nestedBlockSchema>;
