/**
 * The nursing-ward overview (`/verpleegafdelingen`, spec 3 "Ward", spec 5), the
 * part the browser needs: the tiles' shape, the `location` query (a numeric id or a location name;
 * names are resolved with a map the build made from `locations/getId/{location}`, so the browser
 * needs no call) and the addresses of the overview and its per-location pages. Pure, and free of
 * the build-time API client so the island can import it.
 */
import { stripAccents } from '#src/overviews/shared/text-match.ts';

/** The overview's path; each location with wards also has a static page under it. */
export const WARDS_PATH = '/verpleegafdelingen';

/** Where a ward's visiting-times link goes when its location page has no visiting times. */
export const GENERAL_VISITING_TIMES_PATH = '/ik-wil-op-bezoek-komen/bezoektijden';

export type WardPhone = { number: string; description: string | null };

export type WardTile = {
  /** The department's title, or 'Anesthesiologie'. */
  title: string;
  /** The ward's own name, e.g. 'Verpleegafdeling Cardiologie (D1)'. */
  clinic: string;
  /** The department's icon name; the island and the page fall back to a bed. */
  icon: string | null;
  phones: WardPhone[];
  route: string | null;
  /** The visiting-times link, when the ward has visiting times. */
  visitingTimesHref: string | null;
};

export type WardLocation = { id: number; title: string; slug: string };

export type WardLocationWithWards = WardLocation & { wards: WardTile[] };

/** The static JSON the island reads when the query names another location (`/data/wards.json`). */
export type WardsData = {
  /** Every location, in chooser order (locations without wards too: the query may name them). */
  locations: WardLocationWithWards[];
  /** Normalised name (title, slug, full name) -> location id. */
  names: Record<string, number>;
};

/** The icon a tile shows when the department has none. */
export const FALLBACK_WARD_ICON = 'bed';

/**
 * A location name as a lookup key: accents and case ignored, runs of spaces, hyphens and
 * underscores as one hyphen ('Haarlem Zuid', 'haarlem-zuid' and 'HAARLEM  zuid' are the same).
 */
export function locationKey(name: string): string {
  return stripAccents(name)
    .toLowerCase()
    .trim()
    .replace(/[\s_-]+/g, '-');
}

/** The name map of the static JSON: each location's title, slug and other names (e.g. its full page title). */
export function locationNames(
  entries: ReadonlyArray<{ id: number; names: readonly string[] }>,
): Record<string, number> {
  const map: Record<string, number> = {};
  for (const entry of entries) {
    for (const name of entry.names) {
      const key = locationKey(name);
      if (key && !(key in map)) map[key] = entry.id;
    }
  }
  return map;
}

/**
 * Spec 5: the `location` query as a location id: a whole number is an id (when that location
 * exists), anything else a name looked up in the map. Null when it names no known location (the
 * overview then falls back to its default).
 */
export function resolveLocation(
  value: string | null | undefined,
  data: Pick<WardsData, 'locations' | 'names'>,
): number | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^\d+$/.test(text)) {
    const id = Number(text);
    return data.locations.some((location) => location.id === id) ? id : null;
  }
  return data.names[locationKey(text)] ?? null;
}

/** The static page of a location: `/verpleegafdelingen/{slug}`. */
export function wardsLocationPath(slug: string): string {
  return `${WARDS_PATH}/${slug}`;
}

/**
 * The location slug in a path under the overview (`/verpleegafdelingen/hoofddorp` -> 'hoofddorp'), null for the
 * overview itself.
 */
export function slugFromWardsPath(pathname: string): string | null {
  const rest = pathname.replace(/\/+$/, '').slice(WARDS_PATH.length);
  const slug = rest.startsWith('/') ? decodeURIComponent(rest.slice(1)) : '';
  return slug && !slug.includes('/') ? slug : null;
}

/**
 * The locations the chooser offers and that get a static page: those with wards, in the order
 * given (main locations first); every location when none has wards. The first is the default.
 */
export function chooserLocations<T extends { wards: readonly unknown[] }>(locations: readonly T[]): T[] {
  const withWards = locations.filter((location) => location.wards.length > 0);
  return withWards.length > 0 ? withWards : [...locations];
}
