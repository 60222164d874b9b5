/**
 * Which call answers the page at a route (spec 2.1 and 7), for the discovery crawl: the section
 * prefix decides, and under /afdelingen-en-centra and for general pages the depth does.
 */
import type { ContentClient } from '#src/lib/api/content-client.ts';
import type { LoadResult } from '#src/lib/api/load-state.ts';
import {
  fetchDepartmentOrCentrumPage,
  fetchEventPage,
  fetchFriendPage,
  fetchGeneralPage,
  fetchLocationOrGeneralPage,
  fetchNewsPage,
  fetchResearchPage,
  fetchSecondLevelOrganisationPage,
  fetchSpecialistPage,
  fetchThirdLevelOrganisationPage,
  fetchWaitingTimesPage,
} from '#src/lib/api/pages.ts';
import type { Page } from '#src/lib/contract/index.ts';
import { isOverviewRoute } from '#src/lib/routing/overview-routes.ts';

export type PageCall = (client: ContentClient) => Promise<LoadResult<Page>>;

function segmentsOf(route: string): string[] {
  return route.split('/').filter(Boolean).map((segment) => decodeURIComponent(segment));
}

function generalPage(language: 'nl' | 'en', segments: string[]): PageCall | null {
  if (segments.length < 1 || segments.length > 3) return null;
  const [first, second, third] = segments;
  const address =
    segments.length === 1
      ? { language, slug: first ?? '' }
      : segments.length === 2
        ? { language, parentSlug: first, slug: second ?? '' }
        : { language, grandParentSlug: first, parentSlug: second, slug: third ?? '' };
  return (client) => fetchGeneralPage(address, client);
}

const SINGLE_ITEM_SECTIONS: Record<string, (slug: string, client: ContentClient) => Promise<LoadResult<Page>>> = {
  nieuws: fetchNewsPage,
  agenda: fetchEventPage,
  specialisten: fetchSpecialistPage,
  'wetenschappelijke-onderzoeken': fetchResearchPage,
  vrienden: fetchFriendPage,
  contact: fetchLocationOrGeneralPage,
};

/** The call for a content page's route; null for the home pages, overviews and routes no call answers. */
export function pageCallFor(route: string): PageCall | null {
  if (route === '/' || route === '/en' || isOverviewRoute(route)) return route === '/wachttijden' ? (client) => fetchWaitingTimesPage(client) : null;
  const segments = segmentsOf(route);
  const [section, ...rest] = segments;
  if (!section) return null;
  if (section === 'en') return generalPage('en', rest);
  if (section === 'afdelingen-en-centra') {
    const [a, b, c] = rest;
    if (rest.length === 1 && a) return (client) => fetchDepartmentOrCentrumPage(a, client);
    if (rest.length === 2 && a && b) return (client) => fetchSecondLevelOrganisationPage(a, b, client);
    if (rest.length === 3 && a && b && c) return (client) => fetchThirdLevelOrganisationPage(a, b, c, client);
    return null;
  }
  const single = SINGLE_ITEM_SECTIONS[section];
  if (single) {
    const [slug] = rest;
    return rest.length === 1 && slug ? (client) => single(slug, client) : null;
  }
  return generalPage('nl', segments);
}
