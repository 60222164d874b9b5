/**
 * The route shells under src/pages and which pages of the site graph each builds, so
 * that no two shells build the same route. Each path carries the page's node (the fetched page and
 * what the crawl knows of it); the shell turns it into a page model.
 */
import type { SiteGraph, SiteNode } from '#src/lib/crawl/graph-types.ts';
import { sectionOf } from '#src/lib/routing/sections.ts';

/** Sections with a shell of their own (one segment after the prefix, except /afdelingen-en-centra). */
export const SECTION_SHELLS = [
  'nieuws',
  'agenda',
  'specialisten',
  'contact',
  'vrienden',
  'wetenschappelijke-onderzoeken',
  'afdelingen-en-centra',
] as const;

/** A shell: Dutch pages outside every section (`root`), English pages (`en`), or a section's. */
export type Shell = 'root' | 'en' | (typeof SECTION_SHELLS)[number];

/** Home pages and /wachttijden have shells of their own. */
const isContentPage = (node: SiteNode) => node.pageType !== 'home' && node.pageType !== 'waitingTimes';

/** The paths one shell builds: the graph's pages it takes, with the rest of the route as `path`. */
export function shellPaths(graph: SiteGraph, shell: Shell) {
  const prefix = shell === 'root' ? '' : `/${shell}`;
  const accept = (node: SiteNode) =>
    isContentPage(node) &&
    (shell === 'en'
      ? node.locale === 'en'
      : node.locale === 'nl' && (shell !== 'root' || sectionOf(node.route) === null));
  return [...graph.nodes.values()]
    .filter((node) => node.route.startsWith(`${prefix}/`) && accept(node))
    .map((node) => ({ params: { path: node.route.slice(prefix.length + 1) }, props: { node } }));
}
