import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { ContentType } from '@ziekenhuis/site-for-content-api';
import { text } from '../db/rows.ts';
import { notFound, okJson, type ApiReply } from '../http/reply.ts';
import { readCard, type PageCard } from '../store/page-card.ts';
import { lowerKey } from '../text/fold.ts';

/** `content_type IN (?, ?...)` with its parameters. */
export function typeIn(types: readonly ContentType[]): { sql: string; params: string[] } {
  return { sql: `content_type IN (${types.map(() => '?').join(', ')})`, params: [...types] };
}

/**
 * The stored document of the first published page (in `ORDER BY`, default World order) that
 * matches `where`; null when none does.
 */
export function publishedDoc(
  db: DatabaseSync,
  where: string,
  params: readonly SQLInputValue[],
  orderBy = 'id',
): string | null {
  const row = db
    .prepare(
      `SELECT (SELECT doc FROM page_documents WHERE page_id = pages.id) AS doc FROM pages WHERE published = 1 AND (${where}) ORDER BY ${orderBy} LIMIT 1`,
    )
    .get(...params);
  return row ? text(row, 'doc') : null;
}

/** The page document as the answer, or 404 with `what` in the message. */
export function docOr404(doc: string | null, what: string): ApiReply {
  return doc === null ? notFound(`No ${what}`) : okJson(doc);
}

/** The published page of one of `types` whose slug is `slug` (case-insensitive). */
export function publishedBySlug(db: DatabaseSync, types: readonly ContentType[], slug: string): string | null {
  const kinds = typeIn(types);
  return publishedDoc(db, `${kinds.sql} AND slug = ?`, [...kinds.params, lowerKey(slug)]);
}

/** The published page of one of `types` at `route` (case-insensitive). */
export function publishedByRoute(db: DatabaseSync, types: readonly ContentType[], route: string): string | null {
  const kinds = typeIn(types);
  return publishedDoc(db, `${kinds.sql} AND route_key = ?`, [...kinds.params, lowerKey(route)]);
}

/** The cards of the published pages matching `where`, in `orderBy` order. */
export function publishedCards(
  db: DatabaseSync,
  where: string,
  params: readonly SQLInputValue[],
  orderBy: string,
): PageCard[] {
  return db
    .prepare(`SELECT card FROM pages WHERE published = 1 AND (${where}) ORDER BY ${orderBy}`)
    .all(...params)
    .map((row) => readCard(text(row, 'card')));
}

/** Joins stored JSON documents into a JSON array without parsing them. */
export function jsonArray(docs: readonly string[]): string {
  return `[${docs.join(',')}]`;
}

/** A route parameter the router guarantees (a `{name}` segment of the pattern). */
export function param(params: Readonly<Record<string, string>>, name: string): string {
  const value = params[name];
  if (value === undefined) throw new Error(`Route parameter "${name}" is missing`);
  return value;
}
