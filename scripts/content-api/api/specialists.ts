import type { SpecialistBlockItem, SpecialistListItem } from '@ziekenhuis/site-for-content-api';
import { storedJson, text } from '../db/rows.ts';
import { createRandom, hashString } from '../generate/random.ts';
import { ok, okJson } from '../http/reply.ts';
import type { RouteDefinition, RouteHandler } from '../http/router.ts';
import { lowerKey } from '../text/fold.ts';
import { docOr404, jsonArray, param, publishedBySlug } from './page-rows.ts';
import { integerParam, optionalText } from './query.ts';

/** GET pages/specialists: every listed specialist, by surname, then first name. */
export const getSpecialists: RouteHandler = (db) => {
  const rows = db.prepare('SELECT item FROM specialists WHERE listed = 1 ORDER BY sort_surname, sort_name, slug').all();
  return okJson(jsonArray(rows.map((row) => text(row, 'item'))));
};

/** GET pages/specialists/{slug}: the specialist's page. */
export const getSpecialistPage: RouteHandler = (db, params) => {
  const slug = param(params, 'slug');
  return docOr404(publishedBySlug(db, ['Specialist pagina'], slug), `specialist "${slug}"`);
};

const RANDOM_FILTERS = ['department', 'subdepartment', 'centrum', 'subcentra'] as const;

/**
 * GET pages/specialists/random?count=6 [&department=|subdepartment=|centrum=|subcentra=]: at most
 * `count` listed specialists matching every given filter (title, case-insensitive), in an order
 * that looks random but is the same for the same query: the candidates (by slug) are shuffled with
 * a generator seeded from the normalised query, so builds are reproducible.
 */
export const getRandomSpecialists: RouteHandler = (db, _params, query) => {
  const count = integerParam(query, 'count', 6, 0, 1000);
  const clauses = ['listed = 1'];
  const values: string[] = [];
  const seedParts = [`count=${count}`];
  for (const name of RANDOM_FILTERS) {
    const value = optionalText(query, name);
    if (value === null) continue;
    clauses.push(`EXISTS (SELECT 1 FROM json_each(facets, '$.${name}') AS f WHERE f.value = ?)`);
    values.push(lowerKey(value));
    seedParts.push(`${name}=${lowerKey(value)}`);
  }
  const candidates = db
    .prepare(`SELECT item FROM specialists WHERE ${clauses.join(' AND ')} ORDER BY slug`)
    .all(...values)
    .map((row) => storedJson<SpecialistListItem>(row, 'item'));
  const chosen = createRandom(hashString(seedParts.join('&')))
    .shuffle(candidates)
    .slice(0, count);
  const items: SpecialistBlockItem[] = chosen.map((item) => ({
    title: item.title,
    role: item.role,
    url: item.url,
    image: item.image,
  }));
  return ok(items);
};

export const specialistRoutes: readonly RouteDefinition[] = [
  { method: 'GET', pattern: '/api/v1/pages/specialists', handler: getSpecialists },
  { method: 'GET', pattern: '/api/v1/pages/specialists/random', handler: getRandomSpecialists },
  { method: 'GET', pattern: '/api/v1/pages/specialists/{slug}', handler: getSpecialistPage },
];
