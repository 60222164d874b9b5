/**
 * Route building of spec 2.3: the site path of a content item from its content type, its own path
 * and the items it hangs under; an absolute path, when given, wins. Pure.
 */
import type { EntityRef, Page, ResearchListItem } from '#src/lib/contract/index.ts';
import { queryString } from '#src/lib/api/query.ts';
import type { Locale } from '#src/i18n/locales.ts';

/**
 * What a route is built from: the content type and the item's own path; the rest as far as the
 * caller knows it (a list entry knows only its path; the language is Dutch unless given).
 */
type PathRef = Pick<EntityRef, 'Path'>;
export type RouteItem = Pick<Page, 'ContentType' | 'Path'> & {
  AbsolutePath?: string | null;
  Language?: { Code: Locale };
  Parent?: (PathRef & { Parent?: PathRef | null }) | null;
  Department?: (PathRef & { Centrum?: PathRef | null }) | null;
  Subdepartment?: (PathRef & { Centrum?: PathRef | null }) | null;
  Subcentra?: PathRef | null;
  Centrum?: PathRef | null;
};

const ORGANISATIONS = '/afdelingen-en-centra';

/** `/x`, `x` or `x/` as `/x`; the root stays `/`. */
export function normalisePath(path: string): string {
  const trimmed = path.trim();
  if (trimmed === '' || trimmed === '/') return '';
  const withSlash = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  return withSlash.replace(/\/+$/, '');
}

/** An item's slug from its reference: `/cardiologie` -> `cardiologie`. */
export function slugOf(ref: Pick<EntityRef, 'Path'>): string {
  return normalisePath(ref.Path).split('/').filter(Boolean).at(-1) ?? '';
}

function under(prefix: string, ...segments: Array<string | null | undefined>): string {
  return (
    [prefix, ...segments.filter((segment): segment is string => Boolean(segment)).map(normalisePath)].join('') || '/'
  );
}

export function routeFor(item: RouteItem): string {
  if (item.AbsolutePath && item.AbsolutePath.trim()) return normalisePath(item.AbsolutePath) || '/';
  const english = item.Language?.Code === 'en';
  const path = item.Path;
  switch (item.ContentType) {
    case 'Homepage':
      return english ? '/en' : '/';
    case 'Centra pagina':
      return under(ORGANISATIONS, path).toLowerCase();
    case 'Afdeling pagina':
      return under(ORGANISATIONS, item.Centrum ? slugOf(item.Centrum) : null, path);
    case 'Sub-afdeling pagina': {
      const centre = item.Centrum ?? item.Subdepartment?.Centrum ?? item.Department?.Centrum ?? null;
      return under(
        ORGANISATIONS,
        centre ? slugOf(centre) : null,
        item.Department ? slugOf(item.Department) : null,
        path,
      );
    }
    case 'Sub-centra pagina':
      return under(ORGANISATIONS, item.Centrum ? slugOf(item.Centrum) : null, path);
    case 'Agenda pagina':
      return under('/agenda', path);
    case 'News pagina':
      return under('/nieuws', path);
    case 'Specialist pagina':
      return under('/specialisten', path);
    case 'Locatie pagina':
      return under('/contact', path);
    case 'Onderzoek pagina':
      return under('/wetenschappelijke-onderzoeken', path);
    case 'Vrienden pagina':
      return under('/vrienden', path);
    case 'Wachttijden pagina':
      return '/wachttijden';
    case 'Gegenereerde pagina':
      // Spec 2.3: its own path, as given (not under a section, a parent or /en).
      return normalisePath(path) || '/';
    case 'Spaarne pagina':
      return under(english ? '/en' : '', item.Parent?.Parent?.Path, item.Parent?.Path, path);
  }
}

/** A research list entry's route (`/wetenschappelijke-onderzoeken/{path}`). */
export function researchRoute(item: Pick<ResearchListItem, 'Path'>): string {
  return routeFor({ ContentType: 'Onderzoek pagina', Path: item.Path });
}

/** A location's route from a list's reference to it (`/contact/{path}`). */
export function locationRoute(location: Pick<EntityRef, 'Path'>): string {
  return routeFor({ ContentType: 'Locatie pagina', Path: location.Path });
}

/** A department's route from a reference to it and its centre, if any. */
export function departmentRoute(
  department: Pick<EntityRef, 'Path'>,
  centre: Pick<EntityRef, 'Path'> | null | undefined,
): string {
  return routeFor({ ContentType: 'Afdeling pagina', Path: department.Path, Centrum: centre });
}

/** A general page's route from a reference to it and its own parent. */
export function generalPageRoute(
  ref: Pick<EntityRef, 'Path'> & { Parent?: Pick<EntityRef, 'Path'> | null },
  language: Locale,
): string {
  return routeFor({
    ContentType: 'Spaarne pagina',
    Path: ref.Path,
    Parent: ref.Parent ? { Path: ref.Parent.Path } : null,
    Language: { Code: language },
  });
}

/** Spec 2.3, list links: the overviews that accept a filter in their query. */
export function waitingTimesRoute(filter: { department: string } | { centrum: string }): string {
  return `/wachttijden${queryString(filter)}`;
}

export function specialistsRoute(filter?: string | null): string {
  return `/specialisten${queryString({ filter })}`;
}

/**
 * A specialist's page from the `url` a specialists answer gives (their path segment: /specialisten{path}); the
 * specialists block, the specialists overview and the discovery crawl link it alike.
 */
export function specialistPath(url: string): string {
  if (/^(https?:)?\/\//i.test(url) || url.startsWith('/specialisten/')) return url;
  return `/specialisten${normalisePath(url)}`;
}

export function newsRoute(
  filter: { department?: string | null; specialist?: string | null; tags?: readonly string[] } = {},
): string {
  return `/nieuws${queryString({ department: filter.department, specialist: filter.specialist, tags: filter.tags?.join(',') })}`;
}

export function agendaRoute(
  filter: { department?: string | null; specialist?: string | null; tags?: readonly string[] } = {},
): string {
  return `/agenda${queryString({ department: filter.department, specialist: filter.specialist, tags: filter.tags?.join(',') })}`;
}

export function foldersRoute(
  filter: {
    department?: string | null;
    subDepartment?: string | null;
    centrum?: string | null;
    subcentrum?: string | null;
  } = {},
): string {
  return `/folders${queryString(filter)}`;
}

export function searchRoute(text: string, language: 'nl' | 'en' = 'nl'): string {
  return `${language === 'en' ? '/en/search' : '/zoeken'}${queryString({ query: text })}`;
}
