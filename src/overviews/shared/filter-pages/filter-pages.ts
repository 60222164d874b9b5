/**
 * Filtered overviews in the first HTML answer (issue 12): every single-filter state a visitor
 * reaches by a link or a filter form (`/specialisten?filter=Cardiologie`,
 * `/wetenschappelijke-onderzoeken?filter2=…`, `/wachttijden?department=…`) is also a static page at
 * `{overview}/{parameter}/{slug}`, rendered with that filter applied. The host rules serve it at the
 * filtered address (`/specialisten filter=Cardiologie /specialisten/filter/cardiologie 200!`), so the
 * answer is the filtered list, with JavaScript off and with no flash of the whole list when it is on.
 *
 * One place decides which pages exist: the route pages' `getStaticPaths` and the build's
 * `/data/filter-pages.json` (read by the host rules) both come from `filterPagesFor`. Pure.
 */
import { caseKey, compareText, stripAccents } from '#src/overviews/shared/text-match.ts';

/** One static page for one filter value. */
export type FilterPage = {
  /** The overview's address (`/specialisten`). */
  overview: string;
  /** The query parameter (`filter`). */
  param: string;
  /** The value as the dropdown offers it and links write it (`Cardiologie`). */
  value: string;
  /** Its page's path segment (`cardiologie`). */
  slug: string;
};

/** The overviews and parameters that get a page per value. */
export const FILTER_PAGE_PARAMS = {
  '/specialisten': ['filter'],
  '/wetenschappelijke-onderzoeken': ['filter', 'filter2'],
  '/wachttijden': ['department', 'centrum'],
} as const satisfies Record<string, readonly string[]>;

export type FilterOverview = keyof typeof FILTER_PAGE_PARAMS;

/** A value as a path segment: lower case, accents dropped, anything but letters and digits a single hyphen. */
export function filterSlug(value: string): string {
  const slug = stripAccents(value)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'waarde';
}

/**
 * The pages of one parameter: each value once (case-insensitive), in Dutch sort order, so the same
 * values always give the same slugs; two values with the same slug get `-2`, `-3` on the later ones.
 */
export function filterPages(overview: string, param: string, values: Iterable<string>): FilterPage[] {
  const distinct = new Map<string, string>();
  for (const value of values) {
    const clean = value.replace(/\s+/g, ' ').trim();
    if (clean && !distinct.has(caseKey(clean))) distinct.set(caseKey(clean), clean);
  }
  const taken = new Set<string>();
  return [...distinct.values()].sort(compareText).map((value) => {
    const base = filterSlug(value);
    let slug = base;
    for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
    taken.add(slug);
    return { overview, param, value, slug };
  });
}

/** Where a filter page is built: `/specialisten/filter/cardiologie`. */
export function filterPagePath(page: Pick<FilterPage, 'overview' | 'param' | 'slug'>): string {
  return `${page.overview}/${page.param}/${page.slug}`;
}

/** The address a filter page answers for: `/specialisten?filter=Cardiologie`. */
export function filterPageAddress(page: Pick<FilterPage, 'overview' | 'param' | 'value'>): string {
  return `${page.overview}?${new URLSearchParams({ [page.param]: page.value }).toString()}`;
}

/** `/data/filter-pages.json`: every filter page of the build. */
export type FilterPagesJson = { pages: FilterPage[] };

/** Reads `/data/filter-pages.json` as the host rules get it: entries that are not filter pages are left out. */
export function readFilterPagesJson(json: unknown): FilterPage[] {
  const pages = (json as { pages?: unknown } | null)?.pages;
  if (!Array.isArray(pages)) return [];
  return pages.flatMap((entry: unknown): FilterPage[] => {
    const { overview, param, value, slug } = (entry ?? {}) as Record<string, unknown>;
    if (
      typeof overview !== 'string' ||
      typeof param !== 'string' ||
      typeof value !== 'string' ||
      typeof slug !== 'string'
    )
      return [];
    const params: readonly string[] | undefined = (FILTER_PAGE_PARAMS as Record<string, readonly string[]>)[overview];
    if (!params?.includes(param) || !/^[a-z0-9-]+$/.test(slug) || !value.trim()) return [];
    return [{ overview, param, value, slug }];
  });
}
