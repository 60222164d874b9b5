import type { CrisisBanner } from '../../../src/lib/api/schemas/crisis-banner.ts';
import { textOrNull } from '../db/rows.ts';
import { ok } from '../http/reply.ts';
import type { RouteDefinition, RouteHandler } from '../http/router.ts';

/** GET /api/v1/pages/crisis-banner/: HTML when a notice is on, null when off. */
export const getCrisisBanner: RouteHandler = (db) => {
  const row = db.prepare('SELECT content FROM crisis_banner WHERE id = 1').get();
  const banner: CrisisBanner = { Content: row ? textOrNull(row, 'content') : null };
  return ok(banner);
};

export const crisisBannerRoutes: readonly RouteDefinition[] = [
  { method: 'GET', pattern: '/api/v1/pages/crisis-banner', handler: getCrisisBanner },
];
