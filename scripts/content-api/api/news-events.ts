import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { ContentType, NewsSlugEntry, TeaserItem } from '@ziekenhuis/site-for-content-api';
import { text } from '../db/rows.ts';
import { ok } from '../http/reply.ts';
import type { RouteDefinition, RouteHandler } from '../http/router.ts';
import type { FacetName } from '../store/facets.ts';
import { readCard, type PageCard } from '../store/page-card.ts';
import { lowerKey } from '../text/fold.ts';
import { booleanParam, integerParam, textList } from './query.ts';
import { referenceMs } from './reference-date.ts';
import { publishedCards, typeIn } from './page-rows.ts';

/** Tags whose items are left out unless shouldContainExcludedTags=true. */
export const EXCLUDED_TAGS: readonly string[] = ['Hoor Floor', 'Inspiratie'];
export const DEFAULT_PAGE_SIZE = 12;
const MAX_PAGE_SIZE = 1000;

type ListKind = 'news' | 'events' | 'newsandevents';

const TYPES: Readonly<Record<ListKind, readonly ContentType[]>> = {
  news: ['News pagina'],
  events: ['Agenda pagina'],
  newsandevents: ['News pagina', 'Agenda pagina'],
};

/** Query parameter -> facet it filters (department, subdepartment, specialist, centrum, subcentra, tags). */
const FILTERS: ReadonlyArray<[string, FacetName]> = [
  ['department', 'department'],
  ['subdepartment', 'subdepartment'],
  ['specialist', 'specialist'],
  ['centrum', 'centrum'],
  ['subcentra', 'subcentra'],
  ['tags', 'tags'],
];

/**
 * The WHERE clause of a list call: the content types, and per filter "has any of these values"
 * (json_each over the lower-cased facets); filters combine with AND. Excluded tags leave an item
 * out unless asked for.
 */
function listWhere(kind: ListKind, query: URLSearchParams): { sql: string; params: SQLInputValue[] } {
  const types = typeIn(TYPES[kind]);
  const clauses = [types.sql];
  const params: SQLInputValue[] = [...types.params];
  for (const [name, facet] of FILTERS) {
    const values = textList(query, name).map(lowerKey);
    if (values.length === 0) continue;
    clauses.push(`id IN ${pagesWithAny}`);
    params.push(facet, JSON.stringify(values));
  }
  if (!booleanParam(query, 'shouldContainExcludedTags', false)) {
    clauses.push(`id NOT IN ${pagesWithAny}`);
    params.push('tags', JSON.stringify(EXCLUDED_TAGS.map(lowerKey)));
  }
  return { sql: clauses.join(' AND '), params };
}

/** The pages with one of the values (bound as a JSON array) in the facet, from page_facets. */
const pagesWithAny = '(SELECT page_id FROM page_facets WHERE facet = ? AND value IN (SELECT value FROM json_each(?)))';

/**
 * News (and the combined list): newest PublicationDate first (an event without one by its
 * EventDate). Events: upcoming ones (on or after the reference date) soonest first, then past ones
 * latest first. Ties keep the World order.
 */
function listOrder(kind: ListKind, db: DatabaseSync): { sql: string; params: SQLInputValue[] } {
  if (kind === 'events') {
    const ref = referenceMs(db);
    return {
      sql: 'coalesce(event_ms < ?, 1), CASE WHEN event_ms >= ? THEN event_ms END, event_ms DESC, id',
      params: [ref, ref],
    };
  }
  return { sql: 'list_ms DESC NULLS LAST, id', params: [] };
}

export function teaserItem(card: PageCard): TeaserItem {
  if (card.ContentType !== 'News pagina' && card.ContentType !== 'Agenda pagina')
    throw new Error(`Not a news item or event: ${card.Route}`);
  return {
    SharepointId: card.SharepointId,
    ContentType: card.ContentType,
    Title: card.Title,
    HeaderTitle: card.HeaderTitle,
    TeaserDescription: card.TeaserDescription,
    HeaderImage: card.HeaderImage,
    Path: card.Path,
    AbsolutePath: card.AbsolutePath ?? card.Route,
    PublicationDate: card.PublicationDate,
    EventDate: card.EventDate,
    Tags: card.Tags,
  };
}

function listHandler(kind: ListKind): RouteHandler {
  return (db, _params, query) => {
    const page = integerParam(query, 'page', 0, 0, Number.MAX_SAFE_INTEGER);
    const pageSize = integerParam(query, 'pageSize', DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE);
    const where = listWhere(kind, query);
    const order = listOrder(kind, db);
    const rows = db
      .prepare(`SELECT card FROM pages WHERE published = 1 AND ${where.sql} ORDER BY ${order.sql} LIMIT ? OFFSET ?`)
      .all(...where.params, ...order.params, pageSize, page * pageSize);
    return ok(rows.map((row) => teaserItem(readCard(text(row, 'card')))));
  };
}

function countHandler(kind: ListKind): RouteHandler {
  return (db, _params, query) => {
    const where = listWhere(kind, query);
    const row = db.prepare(`SELECT count(*) AS n FROM pages WHERE published = 1 AND ${where.sql}`).get(...where.params);
    return ok({ Count: Number(row?.['n'] ?? 0) });
  };
}

/** GET pages/news/slugs?slugs=a&slugs=b: the news items that exist, in the order asked (each once). */
export const getNewsSlugs: RouteHandler = (db, _params, query) => {
  const slugs = [...new Set(textList(query, 'slugs').map(lowerKey))];
  const entries: NewsSlugEntry[] = [];
  for (const slug of slugs) {
    const [card] = publishedCards(db, `content_type = 'News pagina' AND slug = ?`, [slug], 'id LIMIT 1');
    if (card?.PublicationDate) {
      entries.push({
        Slug: slug,
        Title: card.Title,
        AbsolutePath: card.AbsolutePath ?? card.Route,
        PublicationDate: card.PublicationDate,
      });
    }
  }
  return ok(entries);
};

export const newsEventsRoutes: readonly RouteDefinition[] = [
  ...(['events', 'news', 'newsandevents'] as const).flatMap((kind): RouteDefinition[] => [
    { method: 'GET', pattern: `/api/v1/pages/${kind}/filter`, handler: listHandler(kind) },
    { method: 'GET', pattern: `/api/v1/pages/${kind}/count/filter`, handler: countHandler(kind) },
  ]),
  { method: 'GET', pattern: '/api/v1/pages/news/slugs', handler: getNewsSlugs },
];
