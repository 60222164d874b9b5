/**
 * Putting general pages ('Spaarne pagina') together: Path is the last segment, Parent the general
 * page one level up (with its own parent for three-level pages), or the centre's or department's
 * page for a page directly under it, so that its children call lists the page (the site finds
 * general pages only by crawling: DESIGN.md, "Discovery crawl"). AbsolutePath when the route does
 * not follow from Path and Parent (pages under a centre, a department or /contact) or when an
 * editor set it anyway, and the organisation refs the route needs.
 */
import type { CmsImage, CmsLink, Page } from '@ziekenhuis/site-for-content-api';
import type { WorldPage } from '../../world/types.ts';
import { assembleContent, type ContentPart } from './blocks.ts';
import { GENERAL_CONTENT_TYPE } from './constants.ts';
import { departmentRefOf, refOfUnit, type OrgUnit } from './organisation.ts';
import { lastSegment, makePage } from './page.ts';

export type GeneralPageInput = {
  route: string;
  sharepointId: number;
  title: string;
  intro: string | null;
  content: readonly ContentPart[];
  headerImage: CmsImage | null;
  sidemenu?: boolean;
  /** Set AbsolutePath even where the route follows from Path and Parent. */
  absolute?: boolean;
  metaTitle?: string | null;
  headerLink?: CmsLink | null;
  /** The centre or department the page sits under (its route starts with theirs). */
  organisation?: OrgUnit | null;
  contentType?: Page['ContentType'];
};

/** General pages by route, so children find their parent. */
export type GeneralRegistry = Map<string, Page>;

export function parentRoute(route: string): string {
  return route.slice(0, route.lastIndexOf('/'));
}

export function generalPage(registry: GeneralRegistry, input: GeneralPageInput): WorldPage {
  const language = input.route === '/en' || input.route.startsWith('/en/') ? 'en' : 'nl';
  const parent = registry.get(parentRoute(input.route)) ?? null;
  const grandParent = parent?.Parent ?? null;
  const derived = `${parent ? derivedRoute(registry, parentRoute(input.route)) : language === 'en' ? '/en' : ''}${lastSegment(input.route)}`;
  const organisation = input.organisation ?? null;
  // Directly under its centre or department: that page is the parent (its page has the unit's id).
  const organisationParent =
    !parent && organisation && organisation.route === parentRoute(input.route)
      ? { ...refOfUnit(organisation), Parent: null }
      : null;
  const centre = organisation?.kind === 'centrum' ? organisation : (organisation?.centre ?? null);
  const world = makePage({
    route: input.route,
    ContentType: input.contentType ?? GENERAL_CONTENT_TYPE,
    SharepointId: input.sharepointId,
    Language: { Code: language },
    Title: input.title,
    Path: lastSegment(input.route),
    AbsolutePath:
      input.absolute || organisation !== null || parent?.AbsolutePath || derived !== input.route ? input.route : null,
    Parent: parent
      ? {
          SharepointId: parent.SharepointId,
          Title: parent.Title,
          Path: parent.Path,
          Parent: grandParent && {
            SharepointId: grandParent.SharepointId,
            Title: grandParent.Title,
            Path: grandParent.Path,
          },
        }
      : organisationParent,
    MetaTitle: input.metaTitle ?? null,
    HeaderDescription: input.intro,
    HeaderImage: input.headerImage,
    HeaderLink: input.headerLink ?? null,
    TeaserDescription: input.intro,
    ShowSidemenu: input.sidemenu ?? false,
    Centrum: centre && refOfUnit(centre),
    Department: organisation?.kind === 'department' ? departmentRefOf(organisation) : null,
    Content: assembleContent(input.sharepointId, input.content),
  });
  registry.set(input.route, world.page);
  return world;
}

/** The route a page would get from its Path and Parent chain alone. */
function derivedRoute(registry: GeneralRegistry, route: string): string {
  const page = registry.get(route);
  if (!page) return route;
  if (page.AbsolutePath) return page.AbsolutePath;
  const parent = registry.get(parentRoute(route));
  const prefix = parent ? derivedRoute(registry, parentRoute(route)) : page.Language.Code === 'en' ? '/en' : '';
  return `${prefix}${page.Path}`;
}
