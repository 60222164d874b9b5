import { Parser } from 'htmlparser2';
import type { Page } from '#src/lib/contract/index.ts';

/** What a page makes the site ask for: links to follow and the calls its blocks make (spec 2.8). */
export type PageRefs = {
  /** Internal routes: links in the text and in blocks, the header link. */
  links: string[];
  phoneIds: Array<number | string>;
  newsSlugs: string[];
  /** `specialist` blocks: the filter of pages/specialists/random. */
  specialistFilters: Array<Record<string, string>>;
  /** `relatedContent` blocks. */
  related: Array<{ source: string; values: string[] }>;
  /** `location` and `locationExpandable` blocks. */
  locations: Array<{ forPage: string; slug: string }>;
  /** `waitingTimes` blocks. */
  waitingTimes: Array<{ forPage: string; title: string }>;
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function walkUrls(value: unknown, out: string[]): void {
  if (Array.isArray(value)) for (const item of value) walkUrls(item, out);
  else if (isRecord(value)) {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'url' && typeof child === 'string' && child.startsWith('/')) out.push(child);
      else if (typeof child === 'string' && child.includes('href=')) out.push(...htmlLinks(child));
      else walkUrls(child, out);
    }
  }
}

function addBlock(kind: string, value: unknown, refs: PageRefs): void {
  walkUrls(value, refs.links);
  if (!isRecord(value)) return;
  switch (kind) {
    case 'phoneLookup':
      if (Array.isArray(value['phoneNumberIds'])) {
        for (const id of value['phoneNumberIds']) if (typeof id === 'number' || typeof id === 'string') refs.phoneIds.push(id);
      }
      break;
    case 'newsTeaser':
      if (Array.isArray(value['slugs'])) for (const slug of value['slugs']) if (typeof slug === 'string') refs.newsSlugs.push(slug);
      break;
    case 'specialist': {
      const filter: Record<string, string> = {};
      for (const name of ['department', 'subdepartment', 'centrum', 'subcentra']) {
        const given = str(value[name]);
        if (given !== null) filter[name] = given;
      }
      refs.specialistFilters.push(filter);
      break;
    }
    case 'relatedContent': {
      const source = str(value['source']);
      const values = Array.isArray(value['values']) ? value['values'].filter((v): v is string => typeof v === 'string') : [];
      if (source !== null) refs.related.push({ source, values });
      break;
    }
    case 'location':
    case 'locationExpandable': {
      const forPage = str(value['forPage']);
      const slug = str(value['slug']);
      if (forPage !== null && slug !== null) refs.locations.push({ forPage, slug });
      break;
    }
    case 'waitingTimes': {
      const forPage = str(value['forPage']);
      const title = str(value['pageTitle']);
      if (forPage !== null && title !== null) refs.waitingTimes.push({ forPage, title });
      break;
    }
  }
}

/** Internal links (`href="/..."`) of an HTML fragment. */
export function htmlLinks(html: string): string[] {
  const links: string[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      const href = attributes['href'];
      if (name === 'a' && href?.startsWith('/') && !href.startsWith('//')) links.push(href);
    },
  });
  parser.write(html);
  parser.end();
  return links;
}

export function pageRefs(page: Page): PageRefs {
  const refs: PageRefs = { links: [], phoneIds: [], newsSlugs: [], specialistFilters: [], related: [], locations: [], waitingTimes: [] };
  if (page.HeaderLink?.Url.startsWith('/')) refs.links.push(page.HeaderLink.Url);
  for (const phone of page.Organisation?.PhoneNumbers ?? []) refs.phoneIds.push(phone.SharepointId);
  if (page.Content === null) return refs;
  let block: { kind: string; json: string[] } | null = null;
  let kind: string | null = null;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'a' && attributes['href']?.startsWith('/') && !attributes['href'].startsWith('//')) refs.links.push(attributes['href']);
      if (name === 'section' && attributes['data-block-type']) kind = attributes['data-block-type'];
      if (name === 'script' && kind !== null) block = { kind, json: [] };
    },
    ontext(text) {
      block?.json.push(text);
    },
    onclosetag(name) {
      if (name === 'script' && block !== null) {
        try {
          addBlock(block.kind, JSON.parse(block.json.join('')), refs);
        } catch {
          // Invalid block JSON: the site reports and skips it; nothing to follow.
        }
        block = null;
      }
      if (name === 'section') kind = null;
    },
  });
  parser.write(page.Content);
  parser.end();
  return refs;
}
