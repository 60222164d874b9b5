/**
 * The one place a Page is put together: every field of pageSchema, with nulls and empty arrays
 * where a page type does not use a field, and the route the site will build for it.
 */
import type { Page } from '@ziekenhuis/site-for-content-api';
import type { WorldPage } from '../../world/types.ts';

/** The fields a caller must give; everything else defaults to null, false or []. */
export type PageInput = Pick<Page, 'ContentType' | 'SharepointId' | 'Title' | 'Path'> &
  Partial<Page> & { route: string };

export function makePage(input: PageInput): WorldPage {
  const { route, ...fields } = input;
  const page: Page = {
    ContentType: fields.ContentType,
    SharepointId: fields.SharepointId,
    Language: fields.Language ?? { Code: route === '/en' || route.startsWith('/en/') ? 'en' : 'nl' },
    Title: fields.Title,
    Path: fields.Path,
    AbsolutePath: fields.AbsolutePath ?? null,
    Url: fields.Url ?? route,
    Parent: fields.Parent ?? null,
    MetaTitle: fields.MetaTitle ?? null,
    HeaderTitle: fields.HeaderTitle ?? fields.Title,
    HeaderDescription: fields.HeaderDescription ?? null,
    HeaderImage: fields.HeaderImage ?? null,
    HeaderLink: fields.HeaderLink ?? null,
    TeaserDescription: fields.TeaserDescription ?? null,
    Content: fields.Content ?? null,
    ShowSidemenu: fields.ShowSidemenu ?? false,
    HideWaitingTimes: fields.HideWaitingTimes ?? false,
    EventDate: fields.EventDate ?? null,
    EventEndDate: fields.EventEndDate ?? null,
    EventOnline: fields.EventOnline ?? false,
    PublicationDate: fields.PublicationDate ?? null,
    ModifiedDate: fields.ModifiedDate ?? null,
    LastReviewedDate: fields.LastReviewedDate ?? null,
    NextReviewDate: fields.NextReviewDate ?? null,
    Author: fields.Author ?? null,
    Tags: fields.Tags ?? [],
    DepartmentsTitles: fields.DepartmentsTitles ?? [],
    SubdepartmentsTitles: fields.SubdepartmentsTitles ?? [],
    SpecialistsTitles: fields.SpecialistsTitles ?? [],
    CentraTitles: fields.CentraTitles ?? [],
    SubcentraTitles: fields.SubcentraTitles ?? [],
    Centrum: fields.Centrum ?? null,
    Subcentra: fields.Subcentra ?? null,
    Department: fields.Department ?? null,
    Subdepartment: fields.Subdepartment ?? null,
    Organisation: fields.Organisation ?? null,
    Location: fields.Location ?? null,
    Specialist: fields.Specialist ?? null,
    Research: fields.Research ?? null,
    Translation: fields.Translation ?? null,
  };
  return { page, route, published: true, previewToken: null };
}

/** The last segment of a route as a Path: `/a/b/c` -> `/c`. */
export function lastSegment(route: string): string {
  return route.slice(route.lastIndexOf('/'));
}
