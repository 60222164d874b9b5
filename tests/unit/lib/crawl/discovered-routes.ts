/**
 * The site's discovery crawl run over a generated World (no server), for the reachability test:
 * the rules of the site's crawl with the site's own UI strings, which the content API does not know.
 */
import type { NavigationEntry, Page, TranslationTree } from '#src/lib/contract/index.ts';
import { BUNDLED_STRINGS, overlayStrings } from '#src/i18n/translator.ts';
import { anchorHrefs, walkPage } from '#src/lib/content/walk.ts';
import { normaliseRedirectSource } from '@ziekenhuis/content-api/generate/world';
import type { OrganisationKind, World, WorldPage } from '@ziekenhuis/content-api/world/types';

/**
 * The site's discovery crawl (DESIGN.md, "Discovery crawl") run over a World, by exactly its rules:
 * it starts from the two home pages (Content, TopTasks, HeaderLink), both menus, the footer links,
 * the crisis banner, the URLs in the translations (header utility links, footer legal links, the
 * pre-footer button; bundled strings with the CMS overlay on top) and every list call (news, events,
 * specialists, research, departments and centres, friends pages, locations, the waiting-times page,
 * folders), and follows each page's published children (`pages/children/{id}`), a centre's listed
 * departments and sub-centres (`pages/centrum-children/{id}`), the links of its HeaderLink and
 * Content (the site's content walker, src/lib/content/walk.ts) and redirects.
 *
 * A link counts when it is a site path (`/...`, not `//...`), with its query and hash removed.
 * Returns every path the crawl discovers: pages it fetched, overviews the site builds itself
 * (SITE_BUILT_ROUTES), folder PDFs and links that lead nowhere. Pure; the World is not changed.
 */
export function discoveredRoutes(w: World): Set<string> {
  const published = new Map<string, WorldPage>();
  const childrenOf = new Map<string, WorldPage[]>();
  for (const entry of w.pages) {
    if (!entry.published) continue;
    published.set(entry.route, entry);
    const parent = entry.page.Parent;
    if (parent) {
      const key = String(parent.SharepointId);
      childrenOf.set(key, [...(childrenOf.get(key) ?? []), entry]);
    }
  }
  const byTypeAndId = new Map(
    w.pages.map((entry) => [`${entry.page.ContentType}|${String(entry.page.SharepointId)}`, entry]),
  );
  const pageOf = (kind: OrganisationKind, id: string | number): WorldPage | undefined =>
    byTypeAndId.get(`${ORGANISATION_CONTENT_TYPE[kind]}|${String(id)}`);
  const centreChildren = (centre: Page): string[] => {
    const unit = w.organisations.find(
      (found) => found.kind === 'centrum' && String(found.entity.SharepointId) === String(centre.SharepointId),
    );
    if (!unit) return [];
    return w.organisations.flatMap((member) => {
      if (member.centrumSlug !== unit.slug || (member.kind !== 'department' && member.kind !== 'subcentrum')) return [];
      const own = pageOf(member.kind, member.entity.SharepointId);
      if (own && !own.published) return [];
      return [own?.route ?? `/afdelingen-en-centra/${unit.slug}/${member.slug}`];
    });
  };
  const redirects = new Map(w.redirects.map((pair) => [normaliseRedirectSource(pair.OriginalSlug), pair.NewSlug]));

  const discovered = new Set<string>();
  const queue: string[] = [];
  const visit = (link: string | null | undefined): void => {
    if (!link || !link.startsWith('/') || link.startsWith('//')) return;
    const path = link.split(/[?#]/)[0] || '/';
    if (discovered.has(path)) return;
    discovered.add(path);
    queue.push(path);
  };
  const visitPage = (page: Page, route: string): void => walkPage(page, route).links.forEach(visit);

  // Starting points.
  for (const language of ['nl', 'en'] as const) {
    const home = w.homePages[language];
    visit(language === 'nl' ? '/' : '/en');
    visitPage(home, language === 'nl' ? '/' : '/en');
    home.TopTasks.forEach((task) => visit(task.Url));
    const menu = (entries: readonly NavigationEntry[]): void =>
      entries.forEach((entry) => {
        visit(entry.NavigationItem.InternalLink);
        menu(entry.Children);
      });
    menu(w.navigation[language]);
    const strings = overlayStrings(BUNDLED_STRINGS[language], w.translations[language]);
    translationUrls(strings).forEach(visit);
  }
  w.footer.forEach((link) => visit(link.Link.Url));
  anchorHrefs(w.crisisBanner ?? '').forEach(visit);
  for (const entry of published.values()) if (LISTED_CONTENT_TYPES.has(entry.page.ContentType)) visit(entry.route);
  w.folders.forEach((folder) => visit(folder.folder.Path));
  w.redirects.forEach((pair) => visit(pair.NewSlug));

  // Follow.
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    visit(redirects.get(next));
    const entry = published.get(next);
    if (!entry) continue;
    visitPage(entry.page, next);
    (childrenOf.get(String(entry.page.SharepointId)) ?? []).forEach((child) => visit(child.route));
    if (entry.page.ContentType === 'Centra pagina') centreChildren(entry.page).forEach(visit);
  }
  return discovered;
}

const ORGANISATION_CONTENT_TYPE: Readonly<Record<OrganisationKind, Page['ContentType']>> = {
  centrum: 'Centra pagina',
  subcentrum: 'Sub-centra pagina',
  department: 'Afdeling pagina',
  subdepartment: 'Sub-afdeling pagina',
};

/** Page types the site finds through a list call. */
const LISTED_CONTENT_TYPES: ReadonlySet<string> = new Set([
  'News pagina',
  'Agenda pagina',
  'Specialist pagina',
  'Onderzoek pagina',
  'Centra pagina',
  'Sub-centra pagina',
  'Afdeling pagina',
  'Sub-afdeling pagina',
  'Vrienden pagina',
  'Locatie pagina',
  'Wachttijden pagina',
]);

/** The URLs in the UI strings: header utility links, footer legal links and the pre-footer button. */
function translationUrls(strings: TranslationTree): string[] {
  const group = (node: unknown): Record<string, unknown> =>
    node && typeof node === 'object' && !Array.isArray(node) ? (node as Record<string, unknown>) : {};
  const urlsIn = (node: unknown): string[] =>
    Object.values(group(node)).flatMap((item) => {
      const url = group(item)['url'];
      return typeof url === 'string' ? [url] : [];
    });
  const footer = group(strings['footer']);
  const button = group(footer['prefooter'])['buttonUrl'];
  return [
    ...urlsIn(group(strings['header'])['utility']),
    ...urlsIn(footer['legal']),
    ...(typeof button === 'string' ? [button] : []),
  ];
}
