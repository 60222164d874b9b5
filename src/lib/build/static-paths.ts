/**
 * getStaticPaths of the route shells under src/pages (spec 2.1): which pages of the site graph each
 * shell builds, so that no two shells build the same route. Each path carries the page's node
 * (the fetched page and what the crawl knows of it); the shell turns it into a page model.
 */
import { buildContext } from '#src/lib/build/context.ts';
import type { SiteNode } from '#src/lib/crawl/graph-types.ts';
import { sectionOf } from '#src/lib/routing/sections.ts';

/** Sections with a shell of their own (one segment after the prefix, except /afdelingen-en-centra). */
export const SECTION_SHELLS = ['nieuws', 'agenda', 'specialisten', 'contact', 'vrienden', 'wetenschappelijke-onderzoeken', 'afdelingen-en-centra'] as const;

const isContentPage = (node: SiteNode) => node.pageType !== 'home' && node.pageType !== 'waitingTimes';

/** The nodes under `prefix` that `accept` takes, with the rest of the route as `path`. */
async function staticPathsUnder(prefix: string, accept: (node: SiteNode) => boolean) {
  const graph = await buildContext().siteGraph();
  return [...(graph?.nodes.values() ?? [])]
    .filter((node) => node.route.startsWith(`${prefix}/`) && accept(node))
    .map((node) => ({ params: { path: node.route.slice(prefix.length + 1) }, props: { node } }));
}

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
