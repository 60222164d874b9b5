import type { CrisisBanner, FooterLink, NavigationEntry } from '@ziekenhuis/site-for-content-api';
import { integer, integerOrNull, text, textOrNull } from '../db/rows.ts';
import { ok, okJson } from '../http/reply.ts';
import type { RouteDefinition, RouteHandler } from '../http/router.ts';
import { LANGUAGE_PARAM, languageParam } from './language.ts';
import { docOr404, publishedDoc } from './page-rows.ts';

/** GET /api/v1/navigation/{language}: the main menu as a tree (parents are stored before children). */
export const getNavigation: RouteHandler = (db, params) => {
  const rows = db
    .prepare(
      'SELECT id, parent_id, title, internal_link, external_url FROM navigation_items WHERE language = ? ORDER BY id',
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

const COLUMNS: readonly FooterLink['Column'][] = ['Column 1', 'Column 2', 'Column 3'];

function column(value: string): FooterLink['Column'] {
  const known = COLUMNS.find((name) => name === value);
  if (!known) throw new Error(`Unknown footer column ${value}`);
  return known;
}

/** GET /api/v1/footer: the quick links, in stored order (not sorted, as the CMS sends them). */
export const getFooter: RouteHandler = (db) => {
  const links: FooterLink[] = db
    .prepare('SELECT title, url, content_type, column_name, order_in_column FROM footer_links ORDER BY id')
    .all()
    .map((row) => ({
      Title: text(row, 'title'),
      Link: { Url: text(row, 'url'), ContentType: textOrNull(row, 'content_type') },
      Column: column(text(row, 'column_name')),
      OrderInColumn: integer(row, 'order_in_column'),
    }));
  return ok(links);
};

/** GET /api/v1/pages/crisis-banner/: HTML when a notice is on, null when off. */
export const getCrisisBanner: RouteHandler = (db) => {
  const row = db.prepare('SELECT content FROM crisis_banner WHERE id = 1').get();
  const banner: CrisisBanner = { Content: row ? textOrNull(row, 'content') : null };
  return ok(banner);
};

/** GET /api/v1/sharepoint/translations.json: the CMS overlay of the UI strings per language. */
export const getTranslations: RouteHandler = (db) => {
  const trees = db.prepare(`SELECT language, tree FROM translations ORDER BY language = 'nl' DESC`).all();
  return okJson(`{${trees.map((row) => `${JSON.stringify(text(row, 'language'))}:${text(row, 'tree')}`).join(',')}}`);
};

/** GET /api/v1/pages/homepage/{nl|en}: the home page with its quick tasks. */
export const getHomePage: RouteHandler = (db, params) => {
  const language = languageParam(params);
  return docOr404(
    publishedDoc(db, `content_type = 'Homepage' AND language = ?`, [language]),
    `home page for language ${language}`,
  );
};

export const frameRoutes: readonly RouteDefinition[] = [
  { method: 'GET', pattern: `/api/v1/navigation/${LANGUAGE_PARAM}`, handler: getNavigation },
  { method: 'GET', pattern: '/api/v1/footer', handler: getFooter },
  { method: 'GET', pattern: '/api/v1/pages/crisis-banner', handler: getCrisisBanner },
  { method: 'GET', pattern: '/api/v1/sharepoint/translations.json', handler: getTranslations },
  { method: 'GET', pattern: `/api/v1/pages/homepage/${LANGUAGE_PARAM}`, handler: getHomePage },
];
