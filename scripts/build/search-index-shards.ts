/**
 * Which pages go into which shard of the release's search index, and what of each page Pagefind
 * reads (scripts/build/search-index.ts writes the shards; src/overviews/search/index-shards.ts reads
 * them). Pure.
 *
 * - A page's **search document** is what Pagefind indexes of it: its `<html lang>`, its `<title>`, the
 *   `<meta>` tags that carry `data-pagefind-meta`, and its `<main data-pagefind-body>`; not the
 *   header, menus and footer every page repeats. A page without `data-pagefind-body` is not indexed.
 * - Pages are grouped by **section**: the first segment of their address (after `/en`), so that the
 *   pages one edit touches (a page, its parent's list of children, its children's breadcrumbs) are
 *   mostly in one shard. Sections of fewer than MIN_SECTION_PAGES pages share one shard of their
 *   language; a section of more than MAX_SHARD_PAGES is cut, in address order, into shards of about
 *   the same size.
 * - A shard's **name** ends in a hash of its pages' files and search documents: a shard whose name
 *   the release before has holds the same pages as that one did, so its index is the same bytes and
 *   is shared instead of written again.
 */
import { createHash } from 'node:crypto';
import { stripLocalePrefix } from '#src/i18n/locales.ts';

/** A section with fewer pages shares its language's shard of small sections. */
export const MIN_SECTION_PAGES = 100;
/** The most pages in one shard: a larger section is cut into several. */
export const MAX_SHARD_PAGES = 1000;

/** One indexed page, as the shards are made of it. */
export type IndexedPage = {
  /** The page's file, relative to the client folder, with `/` (`zoeken/index.html`). */
  file: string;
  /** Its address, as Pagefind derives it from the file (`/zoeken/`). */
  url: string;
  /** Its `<html lang>`, in lower case as Pagefind keys its indexes (`nl-nl`). */
  language: string;
  /** A hash of its search document: the same for the same document. */
  hash: string;
};

/** One page as Pagefind reads it: the page, and the HTML Pagefind is given (the parts of the page it reads). */
export type SearchDocument = IndexedPage & { html: string };

export type IndexShard = { name: string; language: string; pages: IndexedPage[] };

/** The hash of a search document's HTML, as IndexedPage keeps it. */
export function documentHash(html: string): string {
  return createHash('sha256').update(html).digest('hex').slice(0, 32);
}

/** The address Pagefind gives a page file: `a/index.html` -> `/a/`, `404.html` -> `/404.html`. */
export function urlOfPageFile(file: string): string {
  const url = `/${file}`;
  return url.endsWith('/index.html') ? url.slice(0, -'index.html'.length) : url;
}

/** Every `<tag ...>` (start tag) in `html` whose attributes include `marker`. */
function tagsWith(html: string, tag: string, marker: string): string[] {
  const tags: string[] = [];
  for (let at = html.indexOf(marker); at >= 0; at = html.indexOf(marker, at + marker.length)) {
    const start = html.lastIndexOf(`<${tag}`, at);
    const end = html.indexOf('>', at);
    if (start >= 0 && end > at && !html.slice(start, at).includes('>')) tags.push(html.slice(start, end + 1));
  }
  return tags;
}

/**
 * Where the page's `<main>` start tag is and ends: the first after its head (text from the CMS is
 * escaped, so a `<main` in the page is the layout's own), or null when the page has none.
 */
export function mainTagOf(page: string): { start: number; end: number } | null {
  const headEnd = page.indexOf('</head>');
  if (headEnd < 0) return null;
  for (let start = page.indexOf('<main', headEnd); start >= 0; start = page.indexOf('<main', start + 1)) {
    const next = page.charAt(start + '<main'.length);
    if (next !== ' ' && next !== '>') continue;
    const end = page.indexOf('>', start);
    return end < 0 ? null : { start, end: end + 1 };
  }
  return null;
}

/** Whether a `<main ...>` start tag carries the `data-pagefind-body` attribute (not text that merely says it). */
export function marksSearchBody(mainTag: string): boolean {
  return /\sdata-pagefind-body(?=[\s=>/])/.test(mainTag);
}

/**
 * What Pagefind reads of the built page `file` (its HTML), or null when the page is not indexed: its
 * `<main>` does not carry `data-pagefind-body` (the words anywhere else, in a menu or a text from
 * the CMS, do not count).
 */
export function searchDocumentOf(file: string, page: string): SearchDocument | null {
  const mainTag = mainTagOf(page);
  if (!mainTag || !marksSearchBody(page.slice(mainTag.start, mainTag.end))) return null;
  const mainEnd = page.indexOf('</main>', mainTag.end);
  const headEnd = page.indexOf('</head>');
  const language = /^<!doctype html>\s*<html[^>]*\slang="([^"]+)"/i.exec(page)?.[1];
  if (mainEnd < 0 || !language)
    throw new Error(`search index: ${file} has data-pagefind-body but not the page shape the build writes`);
  const head = page.slice(0, headEnd);
  const title = /<title>[^<]*<\/title>/.exec(head)?.[0] ?? '';
  const metas = tagsWith(head, 'meta', 'data-pagefind-meta=').join('');
  const main = page.slice(mainTag.start, mainEnd + '</main>'.length);
  const html = `<!DOCTYPE html><html lang="${language}"><head>${title}${metas}</head><body>${main}</body></html>`;
  return { file, url: urlOfPageFile(file), language: language.toLowerCase(), hash: documentHash(html), html };
}

/** The section of a page: the first segment of its address after the language's prefix (`''` for a home page). */
export function sectionOf(url: string): string {
  return (
    stripLocalePrefix(url)
      .split('/')
      .find((segment) => segment !== '') ?? ''
  );
}

/** A folder name's part made of a section: lower-case letters, digits and hyphens. */
function nameSafe(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'home'
  );
}

function hashOf(pages: readonly IndexedPage[]): string {
  const hash = createHash('sha256');
  for (const page of pages) hash.update(`${page.file}\n${page.hash}\n`);
  return hash.digest('hex').slice(0, 16);
}

/** `items` cut in order into `parts` runs of about the same length. */
function cut<T>(items: readonly T[], parts: number): T[][] {
  const size = Math.ceil(items.length / parts);
  return Array.from({ length: parts }, (_, part) => items.slice(part * size, (part + 1) * size)).filter(
    (run) => run.length > 0,
  );
}

const byFile = (a: IndexedPage, b: IndexedPage): number => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0);

/** The shards of the index: by language, then section (small sections together), in address order, named by content. */
export function indexShards(pages: readonly IndexedPage[]): IndexShard[] {
  const byLanguage = new Map<string, IndexedPage[]>();
  for (const page of [...pages].sort(byFile))
    byLanguage.set(page.language, [...(byLanguage.get(page.language) ?? []), page]);
  const shards: IndexShard[] = [];
  for (const [language, languagePages] of [...byLanguage].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const bySection = new Map<string, IndexedPage[]>();
    for (const page of languagePages) {
      const section = sectionOf(page.url);
      bySection.set(section, [...(bySection.get(section) ?? []), page]);
    }
    const groups = new Map<string, IndexedPage[]>();
    for (const [section, sectionPages] of bySection) {
      const group = sectionPages.length >= MIN_SECTION_PAGES ? `section-${nameSafe(section)}` : 'smaller-sections';
      groups.set(group, [...(groups.get(group) ?? []), ...sectionPages]);
    }
    for (const [group, groupPages] of [...groups].sort(([a], [b]) => (a < b ? -1 : 1))) {
      const sorted = [...groupPages].sort(byFile);
      cut(sorted, Math.ceil(sorted.length / MAX_SHARD_PAGES)).forEach((run, part) =>
        shards.push({ name: `${nameSafe(language)}-${group}-${part + 1}-${hashOf(run)}`, language, pages: run }),
      );
    }
  }
  return shards;
}
