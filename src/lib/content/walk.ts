/**
 * The content walker: what a page leads to (DESIGN.md, "Page models and the build context"). Its
 * links, as written (the header link, `<a href>` in rich text, the links inside block values;
 * images are not links), and the calls its blocks make (spec 2.8, 7): phone numbers, news slugs,
 * random specialists, related news and events, locations and waiting times.
 *
 * It walks the typed blocks of `parseContent` (values checked with the contract's schemas), so a
 * block the site skips (unknown kind, invalid JSON, a value that breaks its schema) leads nowhere,
 * here as on the page. The site's discovery crawl and the content API's contract crawl both use it.
 */
import { Parser } from 'htmlparser2';
import type { BlockValue, NestedBlock, Page } from '#src/lib/contract/index.ts';
import { parseContent, type ContentBlock } from '#src/lib/content/parse-content.ts';
import { makesNoCalls } from '#src/lib/content/block-kinds.ts';

/** The organisation filter of a `specialist` block: pages/specialists/random?count=6&{filter}. */
export type SpecialistFilter = Partial<Record<'department' | 'subdepartment' | 'centrum' | 'subcentra', string>>;

/** What the blocks of a page ask the API for. */
export type BlockCalls = {
  /** `phoneLookup`: phoneNumbers?ids=. */
  phoneIds: Array<BlockValue<'phoneLookup'>['phoneNumberIds'][number]>;
  /** `newsTeaser`: pages/news/slugs?slugs=. */
  newsSlugs: string[];
  /** `specialist`: one filter per block (empty: no filter). */
  specialistFilters: SpecialistFilter[];
  /** `relatedContent`: pages/newsandevents/filter?{source}={value}...&pageSize=3. */
  related: Array<Pick<BlockValue<'relatedContent'>, 'source' | 'values'>>;
  /** `location` and `locationExpandable`: locations/{forPage}/{slug}. */
  locations: Array<Pick<BlockValue<'location'>, 'forPage' | 'slug'>>;
  /** `waitingTimes`: waiting-times?forPage=&title= and waiting-times/consultations/{forPage}/{title}. */
  waitingTimes: Array<{ forPage: BlockValue<'waitingTimes'>['forPage']; title: string }>;
};

export type PageWalk = BlockCalls & {
  /** Every link as written: site paths, same-host and external URLs, mailto: and tel: alike. */
  links: string[];
};

/** The `href` of every `<a>` in an HTML fragment, as written. */
export function anchorHrefs(html: string): string[] {
  const hrefs: string[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'a' && attributes['href']) hrefs.push(attributes['href']);
    },
  });
  parser.write(html);
  parser.end();
  return hrefs;
}

const urls = (links: ReadonlyArray<{ url: string }>): string[] => links.map((link) => link.url);

function nestedBlockLinks(block: NestedBlock): string[] {
  switch (block.kind) {
    case 'text':
      return anchorHrefs(block.html);
    case 'links':
      return urls(block.links);
    case 'media':
    case 'quote':
      return [];
  }
}

/** The links inside one block's value (rich text, link fields, link grids, people). */
export function blockLinks(block: ContentBlock): string[] {
  switch (block.kind) {
    case 'text':
    case 'text_with_image':
      return anchorHrefs(block.value.html);
    case 'featured_content':
    case 'cta':
    case 'cta_with_image':
      return [block.value.link.url];
    case 'links_list':
      return urls(block.value.links);
    case 'expandable_content_blocks':
    case 'expandable_content_with_image_blocks':
      return block.value.items.flatMap((item) => [
        ...anchorHrefs(item.text ?? ''),
        ...item.blocks.flatMap(nestedBlockLinks),
      ]);
    case 'carousel':
    case 'grid_blocks_plain':
    case 'grid_blocks_image':
    case 'grid_blocks_centra':
      return block.value.items.map((item) => item.link.url);
    case 'people':
      return block.value.people.flatMap((person) => (person.url ? [person.url] : []));
    case 'quote':
    case 'quote_with_image':
    case 'media':
    case 'specialist':
    case 'newsTeaser':
    case 'phoneLookup':
    case 'relatedContent':
    case 'location':
    case 'locationExpandable':
    case 'bmi':
    case 'waitingTimes':
    case 'external_form':
      return [];
  }
}

function specialistFilter(value: BlockValue<'specialist'>): SpecialistFilter {
  const filter: SpecialistFilter = {};
  for (const name of ['department', 'subdepartment', 'centrum', 'subcentra'] as const) {
    const given = value[name];
    if (given) filter[name] = given;
  }
  return filter;
}

/** Adds the calls one block makes to `calls`. */
function addBlockCalls(block: ContentBlock, calls: BlockCalls): void {
  if (makesNoCalls(block)) return;
  switch (block.kind) {
    case 'phoneLookup':
      calls.phoneIds.push(...block.value.phoneNumberIds);
      return;
    case 'newsTeaser':
      calls.newsSlugs.push(...block.value.slugs);
      return;
    case 'specialist':
      calls.specialistFilters.push(specialistFilter(block.value));
      return;
    case 'relatedContent':
      calls.related.push({ source: block.value.source, values: [...block.value.values] });
      return;
    case 'location':
    case 'locationExpandable':
      calls.locations.push({ forPage: block.value.forPage, slug: block.value.slug });
      return;
    case 'waitingTimes':
      calls.waitingTimes.push({ forPage: block.value.forPage, title: block.value.pageTitle });
      return;
    default:
      return unhandledKind(block);
  }
}

function unhandledKind(block: never): never {
  throw new Error(`A block kind with calls the content walker does not know: ${JSON.stringify(block)}`);
}

/** The links and calls of a page's blocks. */
export function walkBlocks(blocks: readonly ContentBlock[]): PageWalk {
  const walk: PageWalk = {
    links: [],
    phoneIds: [],
    newsSlugs: [],
    specialistFilters: [],
    related: [],
    locations: [],
    waitingTimes: [],
  };
  for (const block of blocks) {
    walk.links.push(...blockLinks(block));
    addBlockCalls(block, walk);
  }
  return walk;
}

/** The links (header link first) and block calls of a page; `route` names the page in parse problems. */
export function walkPage(page: Pick<Page, 'HeaderLink' | 'Content'>, route: string): PageWalk {
  const walk = walkBlocks(parseContent(page.Content, route).blocks);
  if (page.HeaderLink?.Url) walk.links.unshift(page.HeaderLink.Url);
  return walk;
}
