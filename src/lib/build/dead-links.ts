/**
 * Internal links that lead to no page (found by the discovery crawl): reported at the end of the
 * build, and rendered as plain text rather than as links to a not-found page. The crawl records
 * them here before any page renders; the sanitiser and SmartLink ask.
 */
import { routeOfLink } from '#src/lib/routing/route-of-link.ts';

const deadRoutes = new Set<string>();

export function recordDeadLinks(routes: Iterable<string>): void {
  for (const route of routes) deadRoutes.add(route);
}

/** Whether a link (as written in the CMS) leads to a route the crawl found to be dead. */
export function isDeadLink(href: string): boolean {
  if (deadRoutes.size === 0) return false;
  // No site hosts: callers pass links whose same-host addresses are already site paths (linkBehaviour).
  const route = routeOfLink(href, []);
  return route !== null && deadRoutes.has(route);
}
