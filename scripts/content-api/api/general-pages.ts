import type { FriendPageEntry } from '@ziekenhuis/site-for-content-api';
import { BadRequestError } from '../http/request-body.ts';
import { ok } from '../http/reply.ts';
import type { RouteDefinition, RouteHandler } from '../http/router.ts';
import { docOr404, param, publishedByRoute, publishedBySlug, publishedCards, publishedDoc } from './page-rows.ts';
import { choiceParam, optionalText, requiredText } from './query.ts';

/**
 * GET pages/spaarne?languageCode=&grandParentSlug=&parentSlug=&slug=: the general page at
 * /{grandParentSlug}/{parentSlug}/{slug} (parents optional), under /en for languageCode=en: a
 * general page, or a generated page whose own path that is.
 */
export const getGeneralPage: RouteHandler = (db, _params, query) => {
  const language = choiceParam(query, 'languageCode', ['nl', 'en'] as const, 'nl');
  const grandParent = optionalText(query, 'grandParentSlug');
  const parent = optionalText(query, 'parentSlug');
  const slug = requiredText(query, 'slug');
  if (grandParent !== null && parent === null)
    throw new BadRequestError('Query parameter "grandParentSlug" needs "parentSlug"');
  const route = `${language === 'en' ? '/en' : ''}/${[grandParent, parent, slug].filter((part) => part !== null).join('/')}`;
  return docOr404(publishedByRoute(db, ['Spaarne pagina', 'Gegenereerde pagina'], route), `page at ${route}`);
};

/** GET pages/friend-page: the friends section's pages, by title. */
export const getFriendPages: RouteHandler = (db) => {
  const entries: FriendPageEntry[] = publishedCards(db, `content_type = 'Vrienden pagina'`, [], 'sort_title, id').map(
    (card) => ({
      SharepointId: card.SharepointId,
      Title: card.Title,
      HeaderTitle: card.HeaderTitle,
      TeaserDescription: card.TeaserDescription,
      HeaderImage: card.HeaderImage,
      Path: card.Path,
    }),
  );
  return ok(entries);
};

function bySlug(type: 'Vrienden pagina' | 'Agenda pagina' | 'News pagina', what: string): RouteHandler {
  return (db, params) => {
    const slug = param(params, 'slug');
    return docOr404(publishedBySlug(db, [type], slug), `${what} "${slug}"`);
  };
}

/** GET pages/locationOrSpaarne/{slug}: the location page with that slug, else the general page /contact/{slug}. */
export const getLocationOrGeneralPage: RouteHandler = (db, params) => {
  const slug = param(params, 'slug');
  const doc =
    publishedBySlug(db, ['Locatie pagina'], slug) ?? publishedByRoute(db, ['Spaarne pagina'], `/contact/${slug}`);
  return docOr404(doc, `location or page "${slug}"`);
};

/** GET pages/waiting-times: the Wachttijden page. */
export const getWaitingTimesPage: RouteHandler = (db) =>
  docOr404(
    publishedDoc(db, `content_type = 'Wachttijden pagina'`, [], `language = 'nl' DESC, id`),
    'waiting times page',
  );

export const generalPageRoutes: readonly RouteDefinition[] = [
  { method: 'GET', pattern: '/api/v1/pages/spaarne', handler: getGeneralPage },
  { method: 'GET', pattern: '/api/v1/pages/friend-page', handler: getFriendPages },
  { method: 'GET', pattern: '/api/v1/pages/friend-page/{slug}', handler: bySlug('Vrienden pagina', 'friends page') },
  { method: 'GET', pattern: '/api/v1/pages/events/{slug}', handler: bySlug('Agenda pagina', 'event') },
  { method: 'GET', pattern: '/api/v1/pages/news/{slug}', handler: bySlug('News pagina', 'news item') },
  { method: 'GET', pattern: '/api/v1/pages/locationOrSpaarne/{slug}', handler: getLocationOrGeneralPage },
  { method: 'GET', pattern: '/api/v1/pages/waiting-times', handler: getWaitingTimesPage },
];
