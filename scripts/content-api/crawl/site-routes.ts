/**
 * Which API call answers the page at a site route (spec 2.1 and 2.3), for the crawl's discovery of
 * pages through links, menus and children.
 */

import { OVERVIEW_ROUTES as SITE_OVERVIEW_ROUTES } from '#src/lib/routing/overview-routes.ts';

/** The waiting-times overview has a page call of its own (pages/waiting-times); the preview is on demand. */
export const OVERVIEW_ROUTES: ReadonlySet<string> = new Set([...SITE_OVERVIEW_ROUTES.filter((route) => route !== '/wachttijden'), '/preview']);

const q = encodeURIComponent;

/** `/a/b?x#y` -> ['a', 'b'] (decoded, lower-case); null for a route that is not a site path. */
export function routeSegments(route: string): string[] | null {
  if (!route.startsWith('/') || route.startsWith('//')) return null;
  const path = route.split(/[?#]/)[0] ?? '';
  try {
    return path
      .split('/')
      .filter((segment) => segment !== '')
      .map((segment) => decodeURIComponent(segment).toLowerCase());
  } catch {
    return null;
  }
}

/** The API path (under /api/v1) of the page at `route`; null for home pages, overviews and non-pages. */
export function pageCallFor(route: string): string | null {
  const segments = routeSegments(route);
  if (segments === null || segments.length === 0) return null;
  // Files: images under /media, folder PDFs under /api, anything with a file extension.
  if (segments[0] === 'media' || segments[0] === 'api' || /\.[a-z0-9]{2,4}$/.test(segments.at(-1) ?? '')) return null;
  const normalised = `/${segments.join('/')}`;
  if (OVERVIEW_ROUTES.has(normalised) || normalised === '/en') return null;
  const [first = '', ...rest] = segments;
  if (first === 'en') {
    if (rest.length > 3) return null;
    const [a, b, c] = rest.length === 3 ? rest : rest.length === 2 ? [null, rest[0], rest[1]] : [null, null, rest[0]];
    return `/pages/spaarne?languageCode=en${a ? `&grandParentSlug=${q(a)}` : ''}${b ? `&parentSlug=${q(b)}` : ''}&slug=${q(c ?? '')}`;
  }
  const one = rest.length === 1 ? q(rest[0] ?? '') : null;
  switch (first) {
    case 'afdelingen-en-centra':
      if (rest.length === 1) return `/pages/department-or-centrum/${q(rest[0] ?? '')}`;
      if (rest.length === 2) return `/pages/subdepartment-or-department-or-subcentra-or-spaarne?departmentOrCentrumSlug=${q(rest[0] ?? '')}&slug=${q(rest[1] ?? '')}`;
      if (rest.length === 3) {
        return `/pages/subdepartment-or-spaarne?centrumSlug=${q(rest[0] ?? '')}&departmentOrSpaarneSlug=${q(rest[1] ?? '')}&slug=${q(rest[2] ?? '')}`;
      }
      return null;
    case 'nieuws':
      return one && `/pages/news/${one}`;
    case 'agenda':
      return one && `/pages/events/${one}`;
    case 'specialisten':
      return one && `/pages/specialists/${one}`;
    case 'wetenschappelijke-onderzoeken':
      return one && `/pages/research/${one}`;
    case 'vrienden':
      return one && `/pages/friend-page/${one}`;
    case 'contact':
      return one && `/pages/locationOrSpaarne/${one}`;
    case 'wachttijden':
      return rest.length === 0 ? '/pages/waiting-times' : null;
    default: {
      if (segments.length > 3) return null;
      const [a, b, c] = segments.length === 3 ? segments : segments.length === 2 ? [null, segments[0], segments[1]] : [null, null, segments[0]];
      return `/pages/spaarne?languageCode=nl${a ? `&grandParentSlug=${q(a)}` : ''}${b ? `&parentSlug=${q(b)}` : ''}&slug=${q(c ?? '')}`;
    }
  }
}

/** The last segment of a route or path, as a slug for a `{slug}` call. */
export function lastSegment(route: string): string {
  return routeSegments(route)?.at(-1) ?? '';
}
