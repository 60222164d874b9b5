/**
 * The site graph: every page the build renders, found by the discovery crawl (discovery.ts), with
 * its route, language, page type and data. Route shells read it in getStaticPaths.
 */
import type { Locale } from '#src/i18n/locales.ts';
import type { ChildPage, Page } from '#src/lib/contract/index.ts';
import type { Alternates } from '#src/lib/models/alternates.ts';
import type { PageType } from '#src/lib/routing/page-types.ts';

export type SiteNode = {
  /** The page's route, e.g. `/afdelingen-en-centra/hartcentrum/cardiologie`. */
  route: string;
  locale: Locale;
  pageType: PageType;
  /** The fetched page (a home page's extra fields are read through its own call). */
  page: Page;
  /** The page's route in each language it exists in (for hreflang and the language switch). */
  alternates: Alternates;
  /** Published child pages (side menu). */
  children: ChildPage[];
};

export type DeadLink = { page: string; link: string };

export type SiteGraph = {
  nodes: ReadonlyMap<string, SiteNode>;
  /** Internal links that lead to no page, overview or redirect (reported at the end of the build). */
  deadLinks: readonly DeadLink[];
  /**
   * Routes the crawl found whose page the CMS did not deliver (an answer other than the page or 404): the build fails
   * on them.
   */
  unloaded: readonly string[];
  /** CMS redirects, as the build writes them. */
  redirects: ReadonlyArray<{ from: string; to: string }>;
};
