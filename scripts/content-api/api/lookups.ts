import type { RedirectPair } from '@ziekenhuis/site-for-content-api';
import { text } from '../db/rows.ts';
import { ok, okJson } from '../http/reply.ts';
import type { RouteDefinition, RouteHandler } from '../http/router.ts';
import { jsonArray } from './page-rows.ts';
import { textList } from './query.ts';

/** GET phoneNumbers?ids=1&ids=2: the numbers that exist, in the order asked (each id once). */
export const getPhoneNumbers: RouteHandler = (db, _params, query) => {
  const select = db.prepare('SELECT entry FROM phone_numbers WHERE sharepoint_id = ?');
  const entries: string[] = [];
  for (const id of new Set(textList(query, 'ids'))) {
    const row = select.get(id);
    if (row) entries.push(text(row, 'entry'));
  }
  return okJson(jsonArray(entries));
};

/** GET redirects: every (original slug, new slug) pair, in CMS order. */
export const getRedirects: RouteHandler = (db) => {
  const pairs: RedirectPair[] = db
    .prepare('SELECT original_slug, new_slug FROM redirects ORDER BY id')
    .all()
    .map((row) => ({ OriginalSlug: text(row, 'original_slug'), NewSlug: text(row, 'new_slug') }));
  return ok(pairs);
};

export const lookupRoutes: readonly RouteDefinition[] = [
  { method: 'GET', pattern: '/api/v1/phoneNumbers', handler: getPhoneNumbers },
  { method: 'GET', pattern: '/api/v1/redirects', handler: getRedirects },
];
