import type { SearchHit, SearchResults } from '@ziekenhuis/site-for-content-api';
import { ok } from '../http/reply.ts';
import type { RouteDefinition, RouteHandler } from '../http/router.ts';
import { countMatches, rankedMatches } from '../search/index-queries.ts';
import { searchLabel } from '../search/labels.ts';
import { queryTerms } from '../search/query.ts';
import { suggestQueries } from '../search/suggest.ts';
import type { PageCard } from '../store/page-card.ts';
import type { Language } from '../world/types.ts';
import { choiceParam, integerParam, optionalText } from './query.ts';

export const SEARCH_PAGE_SIZE = 12;

function searchHit(card: PageCard, language: Language): SearchHit {
  return {
    label: searchLabel(card.ContentType, language),
    title: card.HeaderTitle,
    description: card.TeaserDescription ?? card.HeaderDescription,
    image: card.HeaderImage === null ? null : { url: card.HeaderImage.Url, title: card.HeaderImage.Title },
    url: card.Route,
    publishingDate: card.ContentType === 'News pagina' ? card.PublicationDate : null,
    eventDate: card.ContentType === 'Agenda pagina' ? card.EventDate : null,
    departmentTitle: card.DepartmentsTitles[0] ?? null,
  };
}

function searchInput(query: URLSearchParams): { language: Language; terms: ReturnType<typeof queryTerms> } {
  const language = choiceParam(query, 'lang', ['nl', 'en'] as const, 'nl');
  return { language, terms: queryTerms(optionalText(query, 'query') ?? '') };
}

/**
 * GET search/pages?query=&page=&lang=: 12 hits a page (page zero-based), best first, with spelling
 * suggestions. Every word matches as a prefix, accents and case ignored. An empty query finds nothing.
 */
export const getSearchPages: RouteHandler = (db, _params, query) => {
  const { language, terms } = searchInput(query);
  const page = integerParam(query, 'page', 0, 0, Number.MAX_SAFE_INTEGER);
  const cards = rankedMatches(db, language, terms.folded, page * SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZE);
  const results: SearchResults = {
    Rows: cards.map((card) => searchHit(card, language)),
    Suggestions: terms.folded.length === 0 ? [] : suggestQueries(db, language, terms),
  };
  return ok(results);
};

/** GET search/count/pages?query=&lang=: how many pages the query finds. */
export const getSearchCount: RouteHandler = (db, _params, query) => {
  const { language, terms } = searchInput(query);
  return ok({ Count: countMatches(db, language, terms.folded) });
};

export const searchRoutes: readonly RouteDefinition[] = [
  { method: 'GET', pattern: '/api/v1/search/pages', handler: getSearchPages },
  { method: 'GET', pattern: '/api/v1/search/count/pages', handler: getSearchCount },
];
