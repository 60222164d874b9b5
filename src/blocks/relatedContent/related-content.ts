/**
 * The related-content block: three news items and events for a department, a
 * specialist or tags (newsandevents/filter with pageSize 3). Each shows a title, intro, image and,
 * for events, the event date; its link is built by the route rules of spec 2.3.
 */
import type { Locale } from '#src/i18n/locales.ts';
import type { NewsEventFilters } from '#src/lib/api/news-events.ts';
import type { TeaserItem } from '#src/lib/contract/lists.ts';
import { routeFor } from '#src/lib/routing/routes.ts';

export type RelatedSource = 'department' | 'specialist' | 'tags';

export function relatedFilters(source: RelatedSource, values: readonly string[]): NewsEventFilters {
  const first = values.find((value) => value.trim() !== '') ?? null;
  if (source === 'department') return { department: first };
  if (source === 'specialist') return { specialist: first };
  return { tags: values.filter((value) => value.trim() !== '') };
}

export type RelatedItem = {
  title: string;
  url: string;
  intro: string | null;
  image: { url: string; title: string } | null;
  eventDate: string | null;
};

export function teaserPath(item: TeaserItem, locale: Locale): string {
  return routeFor({
    ContentType: item.ContentType,
    Path: item.Path,
    AbsolutePath: item.AbsolutePath,
    Language: { Code: locale },
  });
}

export function relatedItem(item: TeaserItem, locale: Locale): RelatedItem {
  return {
    title: item.HeaderTitle || item.Title,
    url: teaserPath(item, locale),
    intro: item.TeaserDescription,
    image: item.HeaderImage?.Url ? { url: item.HeaderImage.Url, title: item.HeaderImage.Title } : null,
    eventDate: item.ContentType === 'Agenda pagina' ? item.EventDate : null,
  };
}
