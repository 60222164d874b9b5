import type { HomePage, TopTask } from '../../../src/lib/api/schemas/page.ts';
import { integer, text } from '../db/rows.ts';
import { notFound, ok } from '../http/reply.ts';
import type { RouteDefinition, RouteHandler } from '../http/router.ts';
import { LANGUAGE_PARAM, languageParam } from './language.ts';
import { PAGE_BASE_COLUMNS, pageBase } from './pages.ts';

/** GET /api/v1/pages/homepage/{nl|en}. */
export const getHomePage: RouteHandler = (db, params) => {
  const language = languageParam(params);
  const row = db
    .prepare(`SELECT ${PAGE_BASE_COLUMNS} FROM pages WHERE content_type = 'Homepage' AND language = ? ORDER BY id LIMIT 1`)
    .get(language);
  if (!row) return notFound(`No home page for language ${language}`);
  const base = pageBase(row);
  if (!base.HeaderImage) throw new Error(`The ${language} home page has no header image`);
  const topTasks: TopTask[] = db
    .prepare('SELECT title, url, icon FROM page_top_tasks WHERE page_id = ? ORDER BY position')
    .all(integer(row, 'id'))
    .map((task) => ({ Title: text(task, 'title'), Url: text(task, 'url'), Icon: text(task, 'icon') }));
  const page: HomePage = { ...base, ContentType: 'Homepage', HeaderImage: base.HeaderImage, TopTasks: topTasks };
  return ok(page);
};

export const homePageRoutes: readonly RouteDefinition[] = [
  { method: 'GET', pattern: `/api/v1/pages/homepage/${LANGUAGE_PARAM}`, handler: getHomePage },
];
