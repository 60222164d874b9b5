/**
 * Head and header of the pages the site makes itself (the overviews, search): each overview's model
 * function starts from this frame and adds what the overview lists.
 */
import { homePath } from '#src/i18n/locales.ts';
import type { Alternates } from '#src/lib/models/alternates.ts';
import type { Crumb } from '#src/lib/models/breadcrumbs.ts';
import type { HeaderKind, HeaderModel, ModelContext, PageHead } from '#src/lib/models/page-model.ts';

export type OverviewFrame = { head: PageHead; header: HeaderModel };

/**
 * Head and header of a page the site makes itself, directly under home: title, intro, and the
 * breadcrumbs hospital name > `crumb` (the title unless given).
 */
export function overviewFrame(
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
export function topLevelCrumbs(ctx: ModelContext, label: string): Crumb[] {
  return [{ label: ctx.t('site.name'), href: homePath(ctx.locale) }, { label }];
}

/** The frame of an A to Z overview (Dutch only): its one address is its alternate. */
export function azFrame(
  ctx: ModelContext,
  pageType: string,
  route: string,
  title: string,
  intro: string,
  headerKind: HeaderKind = 'general',
): OverviewFrame {
  return overviewFrame(ctx, { pageType, title, intro, headerKind, alternates: { nl: route } });
}
