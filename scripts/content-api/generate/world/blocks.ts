/**
 * The content builder: Page.Content is rich text mixed with block elements in the contract's format
 *
 *   <section data-block-type="KIND" data-block-id="ID"><script type="application/json">{...}</script></section>
 *
 * One function per block kind returns a typed block; `assembleContent` numbers the blocks of a page
 * and writes the HTML. `rawBlock` writes a block exactly as given (for the deliberately broken ones).
 */
import type { BlockKind, BlockValue, MediaValue } from '@ziekenhuis/site-for-content-api';

export type Block = { [K in BlockKind]: { kind: K; value: BlockValue<K> } }[BlockKind];
/** A block written as is: any kind, any JSON text (valid or not). */
export type RawBlock = { kind: string; raw: string };
/** Rich text (HTML) or a block. */
export type ContentPart = string | Block | RawBlock;

type Image = { url: string; title: string };
type Link = { title: string; url: string };
type Title = string | null;

/** JSON that is safe inside a <script> element: no `<`, `>` or `&` characters. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

export function blockElement(kind: string, id: string, json: string): string {
  return `<section data-block-type="${kind}" data-block-id="${id}"><script type="application/json">${json}</script></section>`;
}

/** The Content HTML of a page; block ids are `{idPrefix}-{n}`, numbered in order. */
export function assembleContent(idPrefix: string | number, parts: readonly ContentPart[]): string {
  let n = 0;
  return parts
    .map((part) => {
      if (typeof part === 'string') return part;
      n += 1;
      const id = `b${idPrefix}-${n}`;
      return 'raw' in part
        ? blockElement(part.kind, id, part.raw)
        : blockElement(part.kind, id, scriptSafeJson(part.value));
    })
    .join('');
}

export function rawBlock(kind: string, raw: string): RawBlock {
  return { kind, raw };
}

export const textBlock = (html: string, title: Title = null): Block => ({ kind: 'text', value: { title, html } });

export const textWithImageBlock = (
  title: Title,
  html: string,
  image: Image,
  imagePosition: 'left' | 'right',
): Block => ({
  kind: 'text_with_image',
  value: { title, html, image, imagePosition },
});

export const featuredContentBlock = (
  title: Title,
  label: string | null,
  intro: string | null,
  image: Image | null,
  link: Link,
): Block => ({
  kind: 'featured_content',
  value: { title, label, intro, image, link },
});

export const ctaBlock = (title: Title, intro: string | null, link: Link): Block => ({
  kind: 'cta',
  value: { title, intro, link },
});

export const ctaWithImageBlock = (title: Title, intro: string | null, link: Link, image: Image): Block => ({
  kind: 'cta_with_image',
  value: { title, intro, link, image },
});

export const linksListBlock = (title: Title, links: Link[]): Block => ({ kind: 'links_list', value: { title, links } });

export const quoteBlock = (quote: string, author: string | null, role: string | null, title: Title = null): Block => ({
  kind: 'quote',
  value: { title, quote, author, role },
});

export const quoteWithImageBlock = (
  quote: string,
  author: string | null,
  role: string | null,
  image: Image,
  title: Title = null,
): Block => ({
  kind: 'quote_with_image',
  value: { title, quote, author, role, image },
});

/** A media value: an image, or a video by URL (YouTube, Vimeo, a direct file, or anything else). */
export function mediaValue(options: {
  title?: Title;
  image?: Image | null;
  videoUrl?: string | null;
  caption?: string | null;
  source?: string | null;
  displayOption?: 'content-width' | 'full';
}): MediaValue {
  return {
    title: options.title ?? null,
    kind: options.videoUrl ? 'video' : 'image',
    caption: options.caption ?? null,
    source: options.source ?? null,
    image: options.image ?? null,
    videoUrl: options.videoUrl ?? null,
    displayOption: options.displayOption ?? 'content-width',
  };
}

export const mediaBlock = (media: MediaValue): Block => ({ kind: 'media', value: media });

export type ExpandItem = BlockValue<'expandable_content_blocks'>['items'][number];

export const expandableBlock = (title: Title, items: ExpandItem[]): Block => ({
  kind: 'expandable_content_blocks',
  value: { title, items },
});

export const expandableWithImageBlock = (title: Title, items: ExpandItem[]): Block => ({
  kind: 'expandable_content_with_image_blocks',
  value: { title, items },
});

export type TeaserCard = BlockValue<'carousel'>['items'][number];
export const carouselBlock = (title: Title, items: TeaserCard[]): Block => ({
  kind: 'carousel',
  value: { title, items },
});

export type GridItem = BlockValue<'grid_blocks_plain'>['items'][number];
export const gridPlainBlock = (title: Title, items: GridItem[]): Block => ({
  kind: 'grid_blocks_plain',
  value: { title, items },
});
export const gridImageBlock = (title: Title, items: GridItem[]): Block => ({
  kind: 'grid_blocks_image',
  value: { title, items },
});
export const gridCentraBlock = (title: Title, items: GridItem[]): Block => ({
  kind: 'grid_blocks_centra',
  value: { title, items },
});

export type OrganisationFilter = { department?: string; subdepartment?: string; centrum?: string; subcentra?: string };
export const specialistBlock = (title: Title, filter: OrganisationFilter): Block => ({
  kind: 'specialist',
  value: { title, ...filter },
});

export const newsTeaserBlock = (title: Title, slugs: string[]): Block => ({
  kind: 'newsTeaser',
  value: { title, slugs },
});

export const phoneLookupBlock = (
  title: Title,
  phoneNumberIds: Array<number | string>,
  descriptions: string[],
): Block => ({
  kind: 'phoneLookup',
  value: { title, phoneNumberIds, descriptions },
});

export const relatedContentBlock = (
  title: Title,
  source: 'department' | 'specialist' | 'tags',
  values: [string, ...string[]],
): Block => ({
  kind: 'relatedContent',
  value: { title, source, values },
});

export type LocationForPage = 'department' | 'subdepartment' | 'centrum' | 'subcentrum';
export const locationBlock = (title: Title, forPage: LocationForPage, slug: string): Block => ({
  kind: 'location',
  value: { title, forPage, slug },
});
export const locationExpandableBlock = (title: Title, forPage: LocationForPage, slug: string): Block => ({
  kind: 'locationExpandable',
  value: { title, forPage, slug },
});

export type Person = BlockValue<'people'>['people'][number];
export const peopleBlock = (title: Title, people: Person[]): Block => ({ kind: 'people', value: { title, people } });

export const bmiBlock = (title: Title, intro: string | null): Block => ({ kind: 'bmi', value: { title, intro } });

export const waitingTimesBlock = (
  title: Title,
  forPage: 'department' | 'centrum',
  pageTitle: string,
  texts: { prefix: string | null; suffix: string | null; general: string | null; department: string | null },
): Block => ({
  kind: 'waitingTimes',
  value: {
    title,
    forPage,
    pageTitle,
    prefix: texts.prefix,
    suffix: texts.suffix,
    emergencyAppointmentTextGeneral: texts.general,
    emergencyAppointmentTextDepartment: texts.department,
  },
});

export const externalFormBlock = (
  title: Title,
  formID: string,
  formTitle: string,
  label: string | null,
  intro: string | null,
): Block => ({
  kind: 'external_form',
  value: { title, formID, formTitle, label, intro },
});

/** The CMS keeps part of the page header as a block; the site ignores it. */
export const headerBlock = (value: { title: string; intro: string | null; image: Image | null }): Block => ({
  kind: 'header',
  value,
});

/** Nested blocks inside expandable items. */
export const nested = {
  text: (html: string) => ({ kind: 'text' as const, html }),
  media: (media: MediaValue) => ({ kind: 'media' as const, media }),
  quote: (quote: string, author: string | null, role: string | null) => ({
    kind: 'quote' as const,
    quote: { title: null, quote, author, role },
  }),
  links: (links: Link[]) => ({ kind: 'links' as const, links }),
};
