import type { CentrumChild, ChildPage, OrganisationEntity } from '@ziekenhuis/site-for-content-api';
import { storedJson, text } from '../db/rows.ts';
import { notFound, ok } from '../http/reply.ts';
import type { RouteDefinition, RouteHandler } from '../http/router.ts';
import { param, publishedCards } from './page-rows.ts';

/** GET pages/children/{id}: the published child pages of the published page with that SharepointId, in CMS order. */
export const getChildren: RouteHandler = (db, params) => {
  const id = param(params, 'id');
  const parent = db.prepare('SELECT 1 FROM pages WHERE sharepoint_id = ? AND published = 1').get(id);
  if (!parent) return notFound(`No page with id ${id}`);
  const children: ChildPage[] = publishedCards(db, 'parent_id = ?', [id], 'id').map((card) => ({
    SharepointId: card.SharepointId,
    HeaderTitle: card.HeaderTitle,
    Url: card.Route,
  }));
  return ok(children);
};

/** GET pages/centrum-children/{id}: the listed departments and sub-centres of the centre with that id, by title. */
export const getCentrumChildren: RouteHandler = (db, params) => {
  const id = param(params, 'id');
  const centre = db
    .prepare(`SELECT slug FROM organisations WHERE kind = 'centrum' AND sharepoint_id = ? AND listed = 1`)
    .get(id);
  if (!centre) return notFound(`No centre with id ${id}`);
  const children: CentrumChild[] = db
    .prepare(
      `SELECT entity, route FROM organisations
       WHERE centrum_slug = ? AND kind IN ('department', 'subcentrum') AND listed = 1
       ORDER BY sort_title, id`,
    )
    .all(text(centre, 'slug'))
    .map((row) => {
      const entity = storedJson<OrganisationEntity>(row, 'entity');
      return { SharepointId: entity.SharepointId, Title: entity.Title, Url: text(row, 'route') };
    });
  return ok(children);
};

export const pageTreeRoutes: readonly RouteDefinition[] = [
  { method: 'GET', pattern: '/api/v1/pages/children/{id}', handler: getChildren },
  { method: 'GET', pattern: '/api/v1/pages/centrum-children/{id}', handler: getCentrumChildren },
];
