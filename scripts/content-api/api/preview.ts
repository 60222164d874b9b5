import { text } from '../db/rows.ts';
import { notFound, okJson, unauthorized } from '../http/reply.ts';
import type { RouteDefinition, RouteHandler } from '../http/router.ts';
import { lowerKey } from '../text/fold.ts';
import { param } from './page-rows.ts';
import { optionalText } from './query.ts';

/**
 * GET sharepoint/preview/{slug}?token=: the page with that slug, published or not, for a token the
 * server issued for that slug and that has not expired (editors/preview-tokens.ts; `GET
 * /__admin/drafts` hands them out). 401 without a token, with a wrong one (tampered, or issued for
 * another slug) or an expired one; 404 when no page with that slug has a preview.
 */
export const getPreview: RouteHandler = (db, params, query, _body, context) => {
  const slug = param(params, 'slug');
  const token = optionalText(query, 'token');
  if (token === null) return unauthorized('A preview needs a token');
  const row = db
    .prepare(
      'SELECT d.doc FROM pages AS p JOIN page_documents AS d ON d.page_id = p.id WHERE p.slug = ? AND p.preview_token IS NOT NULL ORDER BY p.id LIMIT 1',
    )
    .get(lowerKey(slug));
  if (!row) return notFound(`No preview of "${slug}"`);
  switch (context.previewTokens.check(slug, token)) {
    case 'valid':
      return okJson(text(row, 'doc'));
    case 'expired':
      return unauthorized(`The preview token of "${slug}" has expired`);
    case 'missing':
      return unauthorized('A preview needs a token');
    case 'wrong':
      return unauthorized(`The token does not open the preview of "${slug}"`);
  }
};

export const previewRoutes: readonly RouteDefinition[] = [
  { method: 'GET', pattern: '/api/v1/sharepoint/preview/{slug}', handler: getPreview },
];
