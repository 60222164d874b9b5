/** Which pages each route shell under src/pages builds (spec 2.1), so that no two shells build the same route. */
import type { SiteNode } from '#src/lib/crawl/graph-types.ts';
import { staticPathsUnder } from '#src/lib/crawl/graph.ts';
import { sectionOf } from '#src/lib/routing/sections.ts';

/** Sections with a shell of their own (one segment after the prefix, except /afdelingen-en-centra). */
export const SECTION_SHELLS = ['nieuws', 'agenda', 'specialisten', 'contact', 'vrienden', 'wetenschappelijke-onderzoeken', 'afdelingen-en-centra'] as const;

const isContentPage = (node: SiteNode) => node.pageType !== 'home' && node.pageType !== 'waitingTimes';

/** Dutch pages outside every section: general pages one to three levels deep. */
export function rootPaths() {
  return staticPathsUnder('', (node) => node.locale === 'nl' && isContentPage(node) && sectionOf(node.route) === null);
}

/** English pages (general pages under /en). */
export function englishPaths() {
  return staticPathsUnder('/en', (node) => node.locale === 'en' && isContentPage(node));
}

export function sectionPaths(section: (typeof SECTION_SHELLS)[number]) {
  return staticPathsUnder(`/${section}`, (node) => node.locale === 'nl' && isContentPage(node));
}
