import type { FooterLink } from '../../../src/lib/api/schemas/footer.ts';
import { integer, text, textOrNull } from '../db/rows.ts';
import { ok } from '../http/reply.ts';
import type { RouteDefinition, RouteHandler } from '../http/router.ts';

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

export const footerRoutes: readonly RouteDefinition[] = [{ method: 'GET', pattern: '/api/v1/footer', handler: getFooter }];
