import type { ResearchListItem } from '@ziekenhuis/site-for-content-api';
import { ok } from '../http/reply.ts';
import type { RouteDefinition, RouteHandler } from '../http/router.ts';
import type { PageCard } from '../store/page-card.ts';
import { docOr404, param, publishedBySlug, publishedCards } from './page-rows.ts';

function researchItem(card: PageCard): ResearchListItem | null {
  if (card.Research === null) return null;
  return {
    SharepointId: card.SharepointId,
    HeaderTitle: card.HeaderTitle,
    TeaserDescription: card.TeaserDescription,
    Onderwerp: card.Research.Onderwerp,
    Path: card.Path,
    Research: card.Research,
  };
}

/** GET pages/research/patient: Item1 the studies that need patients, Item2 the others; each by title. */
export const getResearchSplit: RouteHandler = (db) => {
  const items = publishedCards(db, `content_type = 'Onderzoek pagina'`, [], 'sort_title, id')
    .map(researchItem)
    .filter((item) => item !== null);
  return ok({
    Item1: items.filter((item) => item.Research.PatientNeeded),
    Item2: items.filter((item) => !item.Research.PatientNeeded),
  });
};

/** GET pages/research/{slug}: one study's page. */
export const getResearchPage: RouteHandler = (db, params) => {
  const slug = param(params, 'slug');
  return docOr404(publishedBySlug(db, ['Onderzoek pagina'], slug), `research study "${slug}"`);
};

export const researchRoutes: readonly RouteDefinition[] = [
  { method: 'GET', pattern: '/api/v1/pages/research/patient', handler: getResearchSplit },
  { method: 'GET', pattern: '/api/v1/pages/research/{slug}', handler: getResearchPage },
];
