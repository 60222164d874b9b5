import type { CmsImage, Page, ResearchDetails } from '@ziekenhuis/site-for-content-api';

/**
 * The few fields of a page that list answers are made of (teasers, children, A-Z entries, search
 * hits...), stored beside the full document so lists need not parse whole pages.
 */
export type PageCard = {
  SharepointId: number | string;
  ContentType: Page['ContentType'];
  Title: string;
  /** HeaderTitle, else Title: list entries always have a heading. */
  HeaderTitle: string;
  TeaserDescription: string | null;
  HeaderDescription: string | null;
  HeaderImage: CmsImage | null;
  Path: string;
  AbsolutePath: string | null;
  /** The page's full site route. */
  Route: string;
  PublicationDate: string | null;
  EventDate: string | null;
  Tags: Array<{ Title: string }>;
  DepartmentsTitles: string[];
  Research: ResearchDetails | null;
};

export function pageCard(page: Page, route: string): PageCard {
  return {
    SharepointId: page.SharepointId,
    ContentType: page.ContentType,
    Title: page.Title,
    HeaderTitle: page.HeaderTitle !== null && page.HeaderTitle.trim() !== '' ? page.HeaderTitle : page.Title,
    TeaserDescription: page.TeaserDescription,
    HeaderDescription: page.HeaderDescription,
    HeaderImage: page.HeaderImage,
    Path: page.Path,
    AbsolutePath: page.AbsolutePath,
    Route: route,
    PublicationDate: page.PublicationDate,
    EventDate: page.EventDate,
    Tags: page.Tags,
    DepartmentsTitles: page.DepartmentsTitles,
    Research: page.Research,
  };
}

/** Parses a stored card (written by pageCard from a typed Page, so read back as a PageCard). */
export function readCard(json: string): PageCard {
  return JSON.parse(json) as PageCard;
}
