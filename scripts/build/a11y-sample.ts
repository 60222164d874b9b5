/**
 * Which pages the structure-sampled accessibility check visits: one page of every distinct page
 * structure. A structure is what a page is made of as the built HTML says it: its language, its
 * page type (`<body data-page-type>`), the block kinds it shows (`data-block`) and the islands it
 * hydrates (the component of each `<astro-island>`). Pages alike in all four render from the same
 * templates, so axe finds the same problems on each.
 */

export type PageStructure = {
  lang: string;
  pageType: string;
  blocks: readonly string[];
  islands: readonly string[];
};

const attributeValues = (html: string, pattern: RegExp): string[] =>
  [...html.matchAll(pattern)].map((match) => match[1] ?? '').filter((value) => value !== '');

const sortedUnique = (values: readonly string[]): string[] => [...new Set(values)].sort();

/** The structure of one built page, read from its HTML. */
export function pageStructureOf(html: string): PageStructure {
  return {
    lang: /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1] ?? '',
    pageType: /<body[^>]*\sdata-page-type="([^"]*)"/.exec(html)?.[1] ?? '',
    blocks: sortedUnique(attributeValues(html, /\sdata-block="([^"]*)"/g)),
    // The component's file name without its content hash: /_astro/Carousel.DkJ4GjLz.js -> Carousel.
    islands: sortedUnique(attributeValues(html, /<astro-island[^>]*\scomponent-url="[^"]*\/([^/."]+)[^"]*"/g)),
  };
}

/** One key per distinct structure. */
export function structureKey(structure: PageStructure): string {
  return [structure.lang, structure.pageType, structure.blocks.join(','), structure.islands.join(',')].join(' | ');
}

export type SampledPage = { path: string; structure: PageStructure };

/**
 * One page per structure: the first by path (so the same build gives the same sample), in path
 * order.
 */
export function sampleByStructure(pages: readonly SampledPage[]): SampledPage[] {
  const chosen = new Map<string, SampledPage>();
  for (const page of [...pages].sort((a, b) => a.path.localeCompare(b.path))) {
    const key = structureKey(page.structure);
    if (!chosen.has(key)) chosen.set(key, page);
  }
  return [...chosen.values()];
}

/** The address path of a built HTML file under the client folder: `a/b/index.html` -> `/a/b/`. */
export function pagePathOf(relativeFile: string): string {
  const posix = relativeFile.split('\\').join('/');
  if (posix === 'index.html') return '/';
  if (posix.endsWith('/index.html')) return `/${posix.slice(0, -'index.html'.length)}`;
  return `/${posix}`;
}
