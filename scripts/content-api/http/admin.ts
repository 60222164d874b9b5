import { ok } from './reply.ts';
import type { RouteDefinition } from './router.ts';
import type { RequestStats } from './stats.ts';

/** /__admin endpoints (not counted in the stats): read and reset the request counters. */
export function adminRoutes(stats: RequestStats): RouteDefinition[] {
  return [
    { method: 'GET', pattern: '/__admin/stats', handler: () => ok(stats.snapshot()) },
    {
      method: 'POST',
      pattern: '/__admin/stats/reset',
      handler: () => {
        stats.reset();
        return ok(stats.snapshot());
      },
    },
  ];
}
