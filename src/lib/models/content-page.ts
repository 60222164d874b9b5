/**
 * The page models of content pages: one pure function per page type, each building what
 * its view shows from the fetched page, what is known of its relatives (children, parent, friends
 * pages), its blocks with their data, and the model context. No I/O: the loader (load-page.ts)
 * fetches everything first.
 */
import type { StatementFacts } from '#src/accessibility/statement.ts';
import type { CentrumChild, ChildPage, Page } from '#src/lib/contract/index.ts';
import { structuredDataFor } from '#src/lib/seo/structured-data.ts';
import type { ContentPageType } from '#src/lib/models/page-model.ts';
import { anchorMenu } from '#src/lib/models/anchor-menu.ts';
import { breadcrumbsFor, type Crumb } from '#src/lib/models/breadcrumbs.ts';
import { FRIENDS_MENU_BOTTOM, FRIENDS_MENU_TOP } from '#src/lib/models/friends-menu.ts';
import { isPartnerPage } from '#src/lib/models/partner-pages.ts';
import { departmentRoute } from '#src/lib/routing/routes.ts';
import { pageHeading, titleSource } from '#src/lib/page-title.ts';
import type { Alternates } from '#src/lib/models/alternates.ts';
import type { BlockWithData } from '#src/lib/models/block-data.ts';
import { reviewDatesOf } from '#src/review-dates/review-dates.ts';
import {
  authorModel,
  imageModel,
  locationDetails,
  organisationContact,
  researchDetails,
  specialistDetails,
} from '#src/lib/models/page-details.ts';
import type {
  ContentPageModel,
  EventPageModel,
  FriendPageModel,
  GeneralPageModel,
  HeaderKind,
  HeaderModel,
  LocationPageModel,
  MenuLink,
  ModelContext,
  NewsPageModel,
  OrganisationPageModel,
  ResearchPageModel,
  SideMenuModel,
  SpecialistPageModel,
  WaitingTimesPageModel,
} from '#src/lib/models/page-model.ts';

/** A page as the model functions get it: fetched, with its relatives and its blocks' data. */
export type ContentPageInput = {
  route: string;
  pageType: ContentPageType;
  page: Page;
  alternates: Alternates;
  /** Published child pages (side menu). */
  children: readonly ChildPage[];
  /** A centre's departments and sub-centres (its side menu, after its child pages). */
  centreChildren: readonly CentrumChild[];
  /** The parent page of a general page, when it is a page of the site: its title, route and children. */
  parent: { title: string; route: string; children: readonly ChildPage[] } | null;
  /** Titles of the friends section's pages by route (friends menu). */
  friendTitles: ReadonlyMap<string, string>;
  blocks: BlockWithData[];
  /** What the accessibility statement's page states of itself (only that page has them). */
  statement?: StatementFacts | null;
};

/** The header kind of spec 2.6 for each page type. */
const HEADER_KINDS: Record<ContentPageType, HeaderKind> = {
  general: 'general',
  waitingTimes: 'general',
  department: 'centra',
  subDepartment: 'centra',
  centre: 'centra',
  subCentre: 'centra',
  specialist: 'specialistDetail',
  location: 'locationDetail',
  research: 'researchDetail',
  news: 'newsDetail',
  event: 'eventDetail',
  friend: 'friend',
};

/** The default header of a CMS page: its heading, intro, image and call-to-action link, with the given breadcrumbs. */
export function pageHeader(
  page: Page,
  kind: HeaderKind,
  crumbs: Crumb[],
  options: { showImage: boolean } = { showImage: true },
): HeaderModel {
  const title = pageHeading(page);
  return {
    kind,
    crumbs,
    title,
    intro: page.HeaderDescription,
    image: options.showImage && page.HeaderImage?.Url ? imageModel(page.HeaderImage) : null,
    link: page.HeaderLink?.Url ? { title: page.HeaderLink.Title || title, url: page.HeaderLink.Url } : null,
  };
}

/** What every content page shows: head, header with breadcrumbs, anchors, blocks, structured data. */
function contentPageBase(input: ContentPageInput, ctx: ModelContext) {
  const { page, route, pageType } = input;
  const crumbs = breadcrumbsFor(
    page,
    route,
    ctx.locale,
    { siteName: ctx.t('site.name'), section: (key) => ctx.t(key) },
    ctx.routeExists,
  );
  return {
    head: {
      pageType,
      locale: ctx.locale,
      title: titleSource(page),
      description: page.TeaserDescription ?? page.HeaderDescription,
      alternates: input.alternates,
      modified: page.ModifiedDate,
    },
    route,
    // A specialist's page shows the portrait beside the header instead of an image.
    header: pageHeader(page, HEADER_KINDS[pageType], crumbs, { showImage: pageType !== 'specialist' }),
    anchors: anchorMenu(input.blocks, pageType),
    blocks: input.blocks,
    structuredData: structuredDataFor({ route, locale: ctx.locale, pageType, page }, ctx.site, {
      contentApiUrl: ctx.contentApiUrl,
    }),
    reviewDates: reviewDatesOf(page),
  };
}

/** A general page; with ShowSidemenu, a side menu of its children, or of its parent's when it has none. */
export function generalPageModel(input: ContentPageInput, ctx: ModelContext): GeneralPageModel {
  const { page, parent, children } = input;
  const own = children.length > 0 || !parent;
  const items = (own ? children : (parent?.children ?? [])).map((child) => ({
    title: child.HeaderTitle,
    href: child.Url,
  }));
  const sideMenu = page.ShowSidemenu
    ? {
        parent: own || !parent ? null : { title: parent.title, href: parent.route },
        items,
        hideOnMobile: isPartnerPage(input.route),
      }
    : null;
  return {
    ...contentPageBase(input, ctx),
    pageType: 'general',
    sideMenu,
    subPages: sideMenu ? [] : children.map((child) => ({ title: child.HeaderTitle, href: child.Url })),
    statement: input.statement ?? null,
  };
}

/** A friends page, with the friends menu of spec 2.1 (titles from the friends pages, else the route). */
export function friendPageModel(input: ContentPageInput, ctx: ModelContext): FriendPageModel {
  const item = (route: string): MenuLink => ({ title: input.friendTitles.get(route) ?? route, href: route });
  return {
    ...contentPageBase(input, ctx),
    pageType: 'friend',
    friendsMenu: { top: FRIENDS_MENU_TOP.map(item), bottom: FRIENDS_MENU_BOTTOM.map(item) },
  };
}

/** A centre, sub-centre, department or sub-department page: its contact box and, for a sub-department, the way back. */
export function organisationPageModel(input: ContentPageInput, ctx: ModelContext): OrganisationPageModel {
  const { page } = input;
  const pageType = input.pageType as OrganisationPageModel['pageType'];
  const isCentre = pageType === 'centre' || pageType === 'subCentre';
  const department = pageType === 'subDepartment' ? page.Department : null;
  return {
    ...contentPageBase(input, ctx),
    pageType,
    organisation: page.Organisation
      ? organisationContact(page.Organisation, { isCentre, hideWaitingTimes: page.HideWaitingTimes })
      : null,
    returnTo: department
      ? { title: department.Title, href: departmentRoute(department, department.Centrum ?? page.Centrum) }
      : null,
    sideMenu: organisationMenu(input),
  };
}

/** The menu of an organisation page: its own pages, then a centre's departments and sub-centres, each link once. */
function organisationMenu({ children, centreChildren, route }: ContentPageInput): SideMenuModel | null {
  const links = [
    ...children.map((child) => ({ title: child.HeaderTitle, href: child.Url })),
    ...centreChildren.map((child) => ({ title: child.Title, href: child.Url })),
  ];
  // A link the URL policy refused has no address: each such entry stays, under its own title.
  const items = links.filter((link, at) => !link.href || links.findIndex((other) => other.href === link.href) === at);
  return items.length > 0 ? { parent: null, items, hideOnMobile: isPartnerPage(route) } : null;
}

export function newsPageModel(input: ContentPageInput, ctx: ModelContext): NewsPageModel {
  return {
    ...contentPageBase(input, ctx),
    pageType: 'news',
    publicationDate: input.page.PublicationDate,
    author: input.page.Author ? authorModel(input.page.Author) : null,
  };
}

export function eventPageModel(input: ContentPageInput, ctx: ModelContext): EventPageModel {
  return { ...contentPageBase(input, ctx), pageType: 'event', eventDate: input.page.EventDate };
}

export function locationPageModel(input: ContentPageInput, ctx: ModelContext): LocationPageModel {
  return {
    ...contentPageBase(input, ctx),
    pageType: 'location',
    location: input.page.Location ? locationDetails(input.page.Location, ctx.t) : null,
  };
}

export function specialistPageModel(input: ContentPageInput, ctx: ModelContext): SpecialistPageModel {
  const specialist = input.page.Specialist;
  return {
    ...contentPageBase(input, ctx),
    pageType: 'specialist',
    specialist: specialist ? specialistDetails(specialist, ctx.t) : null,
    portrait: specialist?.Image ? imageModel(specialist.Image) : null,
  };
}

export function researchPageModel(input: ContentPageInput, ctx: ModelContext): ResearchPageModel {
  return {
    ...contentPageBase(input, ctx),
    pageType: 'research',
    research: input.page.Research ? researchDetails(input.page.Research) : null,
  };
}

/** The Wachttijden page itself (its header and blocks; /wachttijden adds the tables). */
export function waitingTimesPageModel(input: ContentPageInput, ctx: ModelContext): WaitingTimesPageModel {
  return { ...contentPageBase(input, ctx), pageType: 'waitingTimes' };
}

const MODEL_FUNCTIONS: Record<ContentPageType, (input: ContentPageInput, ctx: ModelContext) => ContentPageModel> = {
  general: generalPageModel,
  friend: friendPageModel,
  centre: organisationPageModel,
  subCentre: organisationPageModel,
  department: organisationPageModel,
  subDepartment: organisationPageModel,
  news: newsPageModel,
  event: eventPageModel,
  location: locationPageModel,
  specialist: specialistPageModel,
  research: researchPageModel,
  waitingTimes: waitingTimesPageModel,
};

/** The model of any content page, by its page type. */
export function contentPageModel(input: ContentPageInput, ctx: ModelContext): ContentPageModel {
  return MODEL_FUNCTIONS[input.pageType](input, ctx);
}
