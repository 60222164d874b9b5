import { timingSafeEqual } from 'node:crypto';
import { text, textOrNull } from '../db/rows.ts';
import { notFound, okJson, unauthorized } from '../http/reply.ts';
import type { RouteDefinition, RouteHandler } from '../http/router.ts';
import { lowerKey } from '../text/fold.ts';
import { param } from './page-rows.ts';
import { optionalText } from './query.ts';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.byteLength === b.byteLength && timingSafeEqual(a, b);
}

/**
 * GET sharepoint/preview/{slug}?token=: the page with that slug whose preview token is `token`
 * (unpublished pages; the only call that shows them). 401 without a token or with a wrong one;
 * 404 when no page with that slug has a preview.
 */
export const getPreview: RouteHandler = (db, params, query) => {
  const slug = param(params, 'slug');
  const token = optionalText(query, 'token');
  if (token === null) return unauthorized('A preview needs a token');
  const candidates = db
    .prepare('SELECT p.preview_token, d.doc FROM pages AS p JOIN page_documents AS d ON d.page_id = p.id WHERE p.slug = ? AND p.preview_token IS NOT NULL ORDER BY p.id')
    .all(lowerKey(slug));
  if (candidates.length === 0) return notFound(`No preview of "${slug}"`);
  const match = candidates.find((row) => sameToken(token, textOrNull(row, 'preview_token') ?? ''));
  return match ? okJson(text(match, 'doc')) : unauthorized(`The token does not open the preview of "${slug}"`);
};

export const previewRoutes: readonly RouteDefinition[] = [{ method: 'GET', pattern: '/api/v1/sharepoint/preview/{slug}', handler: getPreview }];
