/**
 * Breadcrumbs of spec 2.6: the hospital name (home), then the section, then the page's ancestors,
 * then the page itself (no link). Built from the route with the /en prefix stripped, and from the
 * page's own references for the ancestors' titles.
 */
import { homePath, stripLocalePrefix, type Locale } from '#src/i18n/locales.ts';
import type { Page } from '#src/lib/contract/index.ts';
import { SECTIONS, sectionOf } from '#src/lib/routing/sections.ts';
import { slugOf } from '#src/lib/routing/routes.ts';
import { pageHeading } from '#src/lib/page-title.ts';

export type Crumb = { label: string; href?: string };

type Labels = { siteName: string; section: (key: (typeof SECTIONS)[keyof typeof SECTIONS]) => string };

/** Whether a route is a page of the site; ancestors that are not are shown without a link. */
export type RouteExists = (route: string) => boolean;

type CrumbPage = Pick<
  Page,
  'Title' | 'HeaderTitle' | 'Parent' | 'Centrum' | 'Department' | 'Subcentra' | 'ContentType'
>;

/** Ancestors of a page under /afdelingen-en-centra: its centre, sub-centre or department, as far as the route goes. */
function organisationAncestors(page: CrumbPage, segments: string[]): Crumb[] {
  const crumbs: Crumb[] = [];
  const base = '/afdelingen-en-centra';
  const titles = new Map<string, string>();
  for (const ref of [
    page.Centrum,
    page.Subcentra,
    page.Department,
    page.Department?.Centrum,
    page.Parent,
    page.Parent?.Parent,
  ]) {
    if (ref) titles.set(slugOf(ref), ref.Title);
  }
  let route = base;
  for (const segment of segments.slice(1, -1)) {
    route = `${route}/${segment}`;
    crumbs.push({ label: titles.get(segment) ?? segment, href: route });
  }
  return crumbs;
}

/** Ancestors of a general page from its Parent chain. */
function generalAncestors(page: CrumbPage, locale: Locale, sectionSegments: number): Crumb[] {
  const chain = [page.Parent?.Parent, page.Parent].filter((ref): ref is NonNullable<typeof ref> => Boolean(ref));
  const prefix = locale === 'en' ? '/en' : '';
  let route = prefix;
  const crumbs: Crumb[] = [];
  chain.forEach((ref, index) => {
    route = `${route}/${slugOf(ref)}`;
    if (index >= sectionSegments) crumbs.push({ label: ref.Title, href: route });
  });
  return crumbs;
}

export function breadcrumbsFor(
  page: CrumbPage,
  route: string,
  locale: Locale,
  labels: Labels,
  exists: RouteExists = () => true,
): Crumb[] {
  const crumbs: Crumb[] = [{ label: labels.siteName, href: homePath(locale) }];
  const section = sectionOf(route);
  const segments = stripLocalePrefix(route).split('/').filter(Boolean);
  if (section) {
    const sectionRoute = `/${section}`;
    if (segments.length > 1) crumbs.push({ label: labels.section(SECTIONS[section]), href: sectionRoute });
    if (section === 'afdelingen-en-centra') crumbs.push(...organisationAncestors(page, segments));
    else if (segments.length > 2) crumbs.push(...generalAncestors(page, locale, 1));
  } else {
    crumbs.push(...generalAncestors(page, locale, 0));
  }
  crumbs.push({ label: pageHeading(page) });
  return crumbs.map((crumb, index) =>
    index > 0 && crumb.href && !exists(crumb.href) ? { label: crumb.label } : crumb,
  );
}
