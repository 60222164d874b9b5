/**
 * Page models of the overview pages (spec 2.1) and the other pages the site makes itself (search,
 * not found): one pure function per page type, from the overview's data (loaded once per build by
 * src/lib/overviews/build/*) and the model context. Each gives the frame's head and the default
 * header, and what the overview lists.
 */
import { homePath, searchPath } from '#src/i18n/locales.ts';
import type { Page } from '#src/lib/contract/index.ts';
import type {
  DepartmentListItem,
  ResearchOverviewData,
  SpecialistsOverviewData,
} from '#src/overviews/shared/az/az-data.ts';
import type { ContactLocation, ContactPageLink } from '#src/overviews/contact/contact.ts';
import type { FolderEntry } from '#src/overviews/folders/folders.ts';
import type { FriendCard } from '#src/overviews/friends/friends.ts';
import { pageOf, staticPageHref, type ListItem, type NewsEventsOverview } from '#src/overviews/news-events/news-events.ts';
import { NEWS_EVENTS_OVERVIEWS, type NewsEventsPageType } from '#src/overviews/news-events/load-news-events.ts';
import type { WaitingTimesData } from '#src/overviews/waiting-times/waiting-times.ts';
import type { WardLocationWithWards } from '#src/overviews/wards/ward-locations.ts';
import { WARDS_PATH, wardsLocationPath } from '#src/overviews/wards/ward-locations.ts';
import type { Crumb } from '#src/lib/models/breadcrumbs.ts';
import type { Alternates } from '#src/lib/models/alternates.ts';
import type { BlockWithData } from '#src/lib/models/block-data.ts';
import { FRIENDS_MENU_BOTTOM, FRIENDS_MENU_TOP } from '#src/lib/models/friends-menu.ts';
import { pageHeader } from '#src/lib/models/content-page.ts';
import { pageHeading, titleSource } from '#src/lib/page-title.ts';
import type { HeaderKind, HeaderModel, MenuLink, ModelContext, PageHead } from '#src/lib/models/page-model.ts';

type OverviewFrame = { head: PageHead; header: HeaderModel };

/**
 * Head and header of a page the site makes itself, directly under home: title, intro, and the
 * breadcrumbs hospital name > `crumb` (the title unless given).
 */
function overviewFrame(
  ctx: ModelContext,
  page: {
    pageType: string;
    title: string;
    intro: string | null;
    alternates: Alternates;
    headerKind?: HeaderKind;
    crumb?: string;
    documentTitle?: string;
  },
): OverviewFrame {
  return {
    head: {
      pageType: page.pageType,
      locale: ctx.locale,
      title: { Title: page.documentTitle ?? page.title },
      description: page.intro,
      alternates: page.alternates,
    },
    header: {
      kind: page.headerKind ?? 'general',
      crumbs: topLevelCrumbs(ctx, page.crumb ?? page.title),
      title: page.title,
      intro: page.intro,
      image: null,
      link: null,
    },
  };
}

/** Breadcrumbs of a page directly under home: the hospital name, then the page. */
function topLevelCrumbs(ctx: ModelContext, label: string): Crumb[] {
  return [{ label: ctx.t('site.name'), href: homePath(ctx.locale) }, { label }];
}

function azFrame(
  ctx: ModelContext,
  pageType: string,
  route: string,
  title: string,
  intro: string,
  headerKind: HeaderKind = 'general',
): OverviewFrame {
  return overviewFrame(ctx, { pageType, title, intro, headerKind, alternates: { nl: route } });
}

export type DepartmentsOverviewModel = OverviewFrame & {
  pageType: 'departmentsOverview';
  entries: DepartmentListItem[];
};
export function departmentsOverviewModel(entries: DepartmentListItem[], ctx: ModelContext): DepartmentsOverviewModel {
  const frame = azFrame(
    ctx,
    'departmentsOverview',
    '/afdelingen-en-centra',
    ctx.t('sections.departmentsAndCentres'),
    ctx.t('azOverviews.departments.intro'),
  );
  return { ...frame, pageType: 'departmentsOverview', entries };
}

export type SpecialistsOverviewModel = OverviewFrame & { pageType: 'specialistsOverview' } & SpecialistsOverviewData;
export function specialistsOverviewModel(
  overview: SpecialistsOverviewData,
  ctx: ModelContext,
): SpecialistsOverviewModel {
  const frame = azFrame(
    ctx,
    'specialistsOverview',
    '/specialisten',
    ctx.t('sections.specialists'),
    ctx.t('azOverviews.specialists.intro'),
  );
  return { ...frame, pageType: 'specialistsOverview', ...overview };
}

export type ResearchOverviewModel = OverviewFrame & { pageType: 'researchOverview' } & ResearchOverviewData;
export function researchOverviewModel(overview: ResearchOverviewData, ctx: ModelContext): ResearchOverviewModel {
  const frame = azFrame(
    ctx,
    'researchOverview',
    '/wetenschappelijke-onderzoeken',
    ctx.t('sections.research'),
    ctx.t('azOverviews.research.intro'),
    'researchOverview',
  );
  return { ...frame, pageType: 'researchOverview', ...overview };
}

export type FoldersOverviewModel = OverviewFrame & { pageType: 'foldersOverview'; entries: FolderEntry[] };
export function foldersOverviewModel(entries: FolderEntry[], ctx: ModelContext): FoldersOverviewModel {
  const frame = azFrame(
    ctx,
    'foldersOverview',
    '/folders',
    ctx.t('azOverviews.folders.title'),
    ctx.t('azOverviews.folders.intro'),
  );
  return { ...frame, pageType: 'foldersOverview', entries };
}

export type WardsOverviewModel = OverviewFrame & {
  pageType: 'wardsOverview';
  /** The location this page shows (null when no location has wards). */
  initial: WardLocationWithWards | null;
  /** Every location with wards (the chooser's options and the links to their pages); the first is the default. */
  locations: WardLocationWithWards[];
  /** The location of this page's own address: null for /verpleegafdelingen itself. */
  slug: string | null;
};
/** /verpleegafdelingen (the default location) or /verpleegafdelingen/{slug}. */
export function wardsOverviewModel(
  locations: WardLocationWithWards[],
  slug: string | null,
  ctx: ModelContext,
): WardsOverviewModel {
  const key = (name: string, values: Record<string, string> = {}) => ctx.t(`serviceOverviews.wards.${name}`, values);
  const initial = (slug ? locations.find((location) => location.slug === slug) : locations[0]) ?? null;
  const title = key('title');
  const frame = overviewFrame(ctx, {
    pageType: 'wardsOverview',
    title,
    intro: key('intro'),
    alternates: { nl: slug ? wardsLocationPath(slug) : WARDS_PATH },
    documentTitle: slug && initial ? key('locationTitle', { location: initial.title }) : title,
  });
  return { ...frame, pageType: 'wardsOverview', initial, locations, slug };
}

export const WAITING_TIMES_ROUTE = '/wachttijden';

export type WaitingTimesOverviewModel = OverviewFrame & {
  pageType: 'waitingTimesOverview';
  blocks: BlockWithData[];
  data: WaitingTimesData;
  blockPageTitle: string;
};
/**
 * /wachttijden: the Wachttijden page's header and blocks from the CMS (when the site has that
 * page), then the tables of every department's waiting times.
 */
export function waitingTimesOverviewModel(
  page: { page: Page; alternates: Alternates; blocks: BlockWithData[] } | null,
  data: WaitingTimesData,
  ctx: ModelContext,
): WaitingTimesOverviewModel {
  const cms = page?.page ?? null;
  const title = cms ? pageHeading(cms) : ctx.t('serviceOverviews.waitingTimes.title');
  const crumbs = topLevelCrumbs(ctx, title);
  return {
    pageType: 'waitingTimesOverview',
    head: {
      pageType: 'waitingTimesOverview',
      locale: ctx.locale,
      title: cms ? titleSource(cms) : { Title: title },
      description: cms?.TeaserDescription ?? cms?.HeaderDescription ?? null,
      alternates: page?.alternates ?? { nl: WAITING_TIMES_ROUTE },
    },
    header: cms
      ? pageHeader(cms, 'general', crumbs)
      : { kind: 'general', crumbs, title, intro: null, image: null, link: null },
    blocks: page?.blocks ?? [],
    data,
    blockPageTitle: title,
  };
}

export type NewsEventsOverviewModel = OverviewFrame & {
  pageType: NewsEventsPageType;
  overview: NewsEventsOverview;
  /** This static page's number (1: the overview itself) and its items. */
  page: number;
  pages: number;
  total: number;
  items: ListItem[];
};

/** One static page of /nieuws, /agenda or /nieuws-en-agenda: 12 items of the list (a page past the end shows the last). */
export function newsEventsOverviewModel(
  overview: NewsEventsOverview,
  shown: readonly ListItem[],
  page: number,
  ctx: ModelContext,
): NewsEventsOverviewModel {
  const { route, pageType } = NEWS_EVENTS_OVERVIEWS[overview];
  const list = pageOf(shown, page);
  const current = list.page;
  const title = ctx.t(`newsEvents.${overview}.title`);
  const frame = overviewFrame(ctx, {
    pageType,
    title,
    intro: ctx.t(`newsEvents.${overview}.intro`),
    alternates: { nl: staticPageHref(route, current) },
    documentTitle: current > 1 ? ctx.t('newsEvents.pageTitle', { title, page: current }) : title,
  });
  return { ...frame, pageType, overview, ...list };
}

export type ContactOverviewModel = OverviewFrame & {
  pageType: 'contactOverview';
  locations: ContactLocation[];
  pages: ContactPageLink[];
};
export function contactOverviewModel(
  locations: ContactLocation[],
  pages: ContactPageLink[],
  ctx: ModelContext,
): ContactOverviewModel {
  const title = ctx.t('serviceOverviews.contact.title');
  const frame = overviewFrame(ctx, {
    pageType: 'contactOverview',
    title,
    intro: ctx.t('serviceOverviews.contact.intro'),
    crumb: ctx.t('sections.contact'),
    alternates: { nl: '/contact' },
  });
  return { ...frame, pageType: 'contactOverview', locations, pages };
}

export type FriendsHomeModel = OverviewFrame & {
  pageType: 'friendsHome';
  cards: FriendCard[];
  menu: { top: MenuLink[]; bottom: MenuLink[] };
};
/** /vrienden: intro, the friends menu (the pages of it that exist), a card per friends page. */
export function friendsHomeModel(
  cards: FriendCard[],
  friendTitles: ReadonlyMap<string, string>,
  ctx: ModelContext,
): FriendsHomeModel {
  const title = ctx.t('serviceOverviews.friends.title');
  const items = (routes: readonly string[]): MenuLink[] =>
    routes.flatMap((route) => {
      const title = friendTitles.get(route);
      return title === undefined ? [] : [{ title, href: route }];
    });
  const frame = overviewFrame(ctx, {
    pageType: 'friendsHome',
    title,
    intro: ctx.t('serviceOverviews.friends.intro'),
    crumb: ctx.t('sections.friends'),
    headerKind: 'friend',
    alternates: { nl: '/vrienden' },
  });
  return {
    ...frame,
    pageType: 'friendsHome',
    cards,
    menu: { top: items(FRIENDS_MENU_TOP), bottom: items(FRIENDS_MENU_BOTTOM) },
  };
}

export type SearchPageModel = OverviewFrame & { pageType: 'search'; suggestions: string[] };
/** /zoeken and /en/search in their empty state (the island searches at run time). */
export function searchPageModel(ctx: ModelContext): SearchPageModel {
  const key = (name: string) => ctx.t(`serviceOverviews.search.${name}`);
  const title = key('title');
  const frame = overviewFrame(ctx, {
    pageType: 'search',
    title,
    intro: key('intro'),
    alternates: { nl: searchPath('nl'), en: searchPath('en') },
  });
  return {
    ...frame,
    pageType: 'search',
    suggestions: ['1', '2', '3'].map((n) => key(`suggestions.${n}`)).filter((text) => text.trim()),
  };
}

export type NotFoundPageModel = { pageType: 'notFound'; head: PageHead; title: string };
/** The not-found page of spec 2.7 (never indexed). */
export function notFoundPageModel(ctx: ModelContext): NotFoundPageModel {
  const title = ctx.t('notFound.title');
  return {
    pageType: 'notFound',
    head: {
      pageType: 'notFound',
      locale: ctx.locale,
      title: { Title: title },
      description: null,
      alternates: {},
      noindex: true,
    },
    title,
  };
}

export type OverviewPageModel =
  | DepartmentsOverviewModel
  | SpecialistsOverviewModel
  | ResearchOverviewModel
  | FoldersOverviewModel
  | WardsOverviewModel
  | WaitingTimesOverviewModel
  | NewsEventsOverviewModel
  | ContactOverviewModel
  | FriendsHomeModel
  | SearchPageModel
  | NotFoundPageModel;
