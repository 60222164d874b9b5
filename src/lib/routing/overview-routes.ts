/**
 * The overviews the site builds itself from list calls, in both languages' paths; no
 * page call answers them. The site's discovery crawl does not fetch them as pages, and the
 * embedded content API's generator and crawl use this list for the same reason.
 */
export const OVERVIEW_ROUTES = [
  '/afdelingen-en-centra',
  '/specialisten',
  '/wachttijden',
  '/contact',
  '/nieuws',
  '/agenda',
  '/nieuws-en-agenda',
  '/folders',
  '/verpleegafdelingen',
  '/wetenschappelijke-onderzoeken',
  '/zoeken',
  '/vrienden',
  '/en/search',
] as const;

export type OverviewRoute = (typeof OVERVIEW_ROUTES)[number];

export function isOverviewRoute(route: string): route is OverviewRoute {
  return (OVERVIEW_ROUTES as readonly string[]).includes(route);
}
