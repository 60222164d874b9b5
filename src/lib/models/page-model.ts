/**
 * Page models: what each view shows, one typed value per page, keyed on the page type.
 * Built by pure functions (content-page.ts, home-page.ts, the overview models) from the fetched
 * page and the model context; views and components take models and plain props. The loaders
 * (load-page.ts) do the fetching.
 */
import type { StatementFacts } from '#src/accessibility/statement.ts';
import type { Locale } from '#src/i18n/locales.ts';
import type { Translate } from '#src/i18n/translator.ts';
import type { JsonLd } from '#src/lib/seo/structured-data.ts';
import type { TitleSource } from '#src/lib/page-title.ts';
import type { PageType } from '#src/lib/routing/page-types.ts';
import type { Alternates } from '#src/lib/models/alternates.ts';
import type { Anchor } from '#src/lib/models/anchor-menu.ts';
import type { Crumb } from '#src/lib/models/breadcrumbs.ts';
import type { BlockWithData } from '#src/lib/models/block-data.ts';
import type { OverviewPageModel } from '#src/overviews/shared/overview-page-model.ts';
import type { ReviewDates } from '#src/review-dates/review-dates.ts';
import type { EditorialFinding } from '#src/lib/content/editorial-checks.ts';

/** What a pure model function needs besides the page: the language's strings and what the build knows. */
export type ModelContext = {
  locale: Locale;
  t: Translate;
  /** Whether a route is a page of the site (ancestors that are not are shown without a link). */
  routeExists: (route: string) => boolean;
  /** The site's public address (structured data). */
  site: URL;
  /** The CMS root, for image addresses in structured data. */
  contentApiUrl: string | undefined;
};

/** What the page frame (head, language switch, body type) needs of every page. */
export type PageHead = {
  /** The page type of spec 2.6 or an overview's name: on `<body>` for styling, tests and the bench. */
  pageType: string;
  locale: Locale;
  title: TitleSource;
  description: string | null;
  /** The page's route in each language it exists in (canonical, hreflang, language switch). */
  alternates: Alternates;
  /** Pages that must not be indexed (404, preview). */
  noindex?: boolean;
  /** An editor's preview of an unpublished page: a banner at the top of the main content says so. */
  preview?: boolean;
  /** On a preview of a page past its next review day: that day (the banner tells the editor). */
  reviewOverdueSince?: string;
  /** A preview's content checks (src/lib/content/editorial-checks.ts): the banner lists them for the editor. */
  contentChecks?: readonly EditorialFinding[];
  /** When the CMS last changed the page (ISO): the origin checks a rebuild carries the version a publish named. */
  modified?: string | null;
};

/** The header kinds of spec 2.6. */
export type HeaderKind =
  | 'general'
  | 'centra'
  | 'specialistDetail'
  | 'locationDetail'
  | 'researchOverview'
  | 'researchDetail'
  | 'newsDetail'
  | 'eventDetail'
  | 'friend'
  | '404';

/** The default page header: breadcrumbs, title, intro, optional image and call-to-action link. */
export type HeaderModel = {
  kind: HeaderKind;
  crumbs: Crumb[];
  title: string;
  intro: string | null;
  image: ImageModel | null;
  link: { title: string; url: string } | null;
};

export type MenuLink = { title: string; href: string };

/** A quick task on the home page: its title, address and icon name. */
export type QuickTask = { title: string; href: string; icon: string };

/** An image as a view shows it: the CMS address (ResponsiveImage makes the variants) and its alt text. */
export type ImageModel = { url: string; alt: string };

/** A phone number with what it is for (the number itself when the CMS gives no description), and its tel: link. */
export type PhoneLine = { label: string; number: string; href: string };

/** A centre's or department's box beside its header: logo, phone numbers, appointment and waiting-times links. */
export type OrganisationContactModel = {
  logo: ImageModel | null;
  phones: PhoneLine[];
  appointmentUrl: string | null;
  waitingTimesHref: string | null;
};

/**
 * A location's details (`/contact/{slug}`): labelled texts (times, addresses: CMS text, may hold simple HTML), e-mail,
 * phones.
 */
export type LocationDetailsModel = {
  title: string;
  rows: Array<{ label: string; text: string }>;
  email: string | null;
  phones: PhoneLine[];
};

/** A specialist's profile and the buttons to the filtered overview. */
export type SpecialistDetailsModel = {
  title: string;
  role: string;
  organisations: string[];
  study: string | null;
  bigNumber: string | null;
  lists: Array<{ label: string; items: string[] }>;
  /** 'All specialists with {department}' for each department and sub-department, else 'all specialists'. */
  overviewLinks: MenuLink[];
};

/** A study's topic, whether it needs participants, its departments and researchers. */
export type ResearchDetailsModel = {
  patientNeeded: boolean;
  topic: string | null;
  departments: string[];
  researchers: string[];
};

/** A news item's author: name, job, image and optional link. */
export type AuthorModel = { name: string; role: string | null; image: ImageModel | null; href: string | null };

export type SideMenuModel = { parent: MenuLink | null; items: MenuLink[]; hideOnMobile: boolean };

/** The fields of every content page (every page type but home). */
type ContentPageBase = {
  head: PageHead;
  route: string;
  header: HeaderModel;
  /** The 'go quickly to' menu. */
  anchors: Anchor[];
  blocks: BlockWithData[];
  structuredData: JsonLd | null;
  /** When the page was last checked and is next due (at its bottom); null when the CMS gives neither. */
  reviewDates: ReviewDates | null;
};

export type GeneralPageModel = ContentPageBase & {
  pageType: 'general';
  sideMenu: SideMenuModel | null;
  /** Its child pages, listed after its content when it shows no side menu (so every child has a link to it). */
  subPages: MenuLink[];
  /** On the accessibility statement's page: the release date, automated results and register entry. */
  statement: StatementFacts | null;
};
export type FriendPageModel = ContentPageBase & {
  pageType: 'friend';
  friendsMenu: { top: MenuLink[]; bottom: MenuLink[] };
};
export type OrganisationPageModel = ContentPageBase & {
  pageType: 'centre' | 'subCentre' | 'department' | 'subDepartment';
  organisation: OrganisationContactModel | null;
  /** A sub-department's 'return to {department}' link. */
  returnTo: MenuLink | null;
  /** Its sub-pages, and a centre's departments and sub-centres; null when it has none. */
  sideMenu: SideMenuModel | null;
};
export type NewsPageModel = ContentPageBase & {
  pageType: 'news';
  publicationDate: string | null;
  author: AuthorModel | null;
};
export type EventPageModel = ContentPageBase & { pageType: 'event'; eventDate: string | null };
export type LocationPageModel = ContentPageBase & { pageType: 'location'; location: LocationDetailsModel | null };
export type SpecialistPageModel = ContentPageBase & {
  pageType: 'specialist';
  specialist: SpecialistDetailsModel | null;
  portrait: ImageModel | null;
};
export type ResearchPageModel = ContentPageBase & { pageType: 'research'; research: ResearchDetailsModel | null };
export type WaitingTimesPageModel = ContentPageBase & { pageType: 'waitingTimes' };

export type ContentPageModel =
  | GeneralPageModel
  | FriendPageModel
  | OrganisationPageModel
  | NewsPageModel
  | EventPageModel
  | LocationPageModel
  | SpecialistPageModel
  | ResearchPageModel
  | WaitingTimesPageModel;

export type HomePageModel = {
  pageType: 'home';
  head: PageHead;
  hero: { title: string; intro: string | null; image: ImageModel };
  /** The six quick tasks: none unless the CMS gives exactly six. */
  quickTasks: QuickTask[];
  sellingPoints: string[];
  patientPortal: { title: string; text: string; label: string; url: string };
  /** The home page's own content, sanitised. */
  contentHtml: string;
  structuredData: JsonLd;
};

/** Every page the site builds from one fetched CMS page (what the preview can show). */
export type CmsPageModel = HomePageModel | ContentPageModel;

/** Every page the site builds: from a CMS page, or an overview and the other pages the site makes itself. */
export type PageModel = CmsPageModel | OverviewPageModel;

export type ContentPageType = Exclude<PageType, 'home'>;
