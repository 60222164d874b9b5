import type { NavigationEntry } from '../../../src/lib/api/schemas/navigation.ts';
import { integer, integerOrNull, text, textOrNull } from '../db/rows.ts';
import { ok } from '../http/reply.ts';
import type { RouteDefinition, RouteHandler } from '../http/router.ts';
import { LANGUAGE_PARAM, languageParam } from './language.ts';

/** GET /api/v1/navigation/{language}: the main menu, two levels. */
export const getNavigation: RouteHandler = (db, params) => {
  const rows = db
    .prepare(
      `SELECT id, parent_id, title, internal_link, external_url FROM navigation_items
       WHERE language = ? ORDER BY parent_id IS NOT NULL, parent_id, position`,
    )
    .all(languageParam(params));
  const entries = new Map<number, NavigationEntry>();
  const top: NavigationEntry[] = [];
  for (const row of rows) {
    const externalUrl = textOrNull(row, 'external_url');
    const entry: NavigationEntry = {
      NavigationItem: {
        Title: text(row, 'title'),
        InternalLink: textOrNull(row, 'internal_link'),
        ExternalLink: externalUrl === null ? null : { Url: externalUrl },
      },
      Children: [],
    };
    entries.set(integer(row, 'id'), entry);
    const parentId = integerOrNull(row, 'parent_id');
    if (parentId === null) top.push(entry);
    else entries.get(parentId)?.Children.push(entry);
  }
  return ok(top);
};

export const navigationRoutes: readonly RouteDefinition[] = [
  { method: 'GET', pattern: `/api/v1/navigation/${LANGUAGE_PARAM}`, handler: getNavigation },
];
