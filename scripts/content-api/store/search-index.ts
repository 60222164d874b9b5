import type { DatabaseSync } from 'node:sqlite';
import { htmlToText } from '../text/page-text.ts';
import type { StoredPage } from './pages.ts';

/**
 * Fills the full-text index of each language with its published pages (rowid = page id), then
 * copies the index's vocabulary (fts5vocab) into spelling_terms for the suggestions.
 */
export function storeSearchIndex(db: DatabaseSync, pages: readonly StoredPage[]): void {
  const inserts = {
    nl: db.prepare('INSERT INTO search_nl (rowid, title, header_title, teaser, body) VALUES (?, ?, ?, ?, ?)'),
    en: db.prepare('INSERT INTO search_en (rowid, title, header_title, teaser, body) VALUES (?, ?, ?, ?, ?)'),
  };
  for (const { id, world } of pages) {
    if (!world.published) continue;
    const { page } = world;
    inserts[page.Language.Code].run(
      id,
      page.Title,
      page.HeaderTitle ?? '',
      [page.TeaserDescription, page.HeaderDescription].filter((text) => text !== null).join(' '),
      page.Content === null ? '' : htmlToText(page.Content),
    );
  }
  for (const language of ['nl', 'en'] as const) {
    db.exec(`INSERT INTO search_${language}(search_${language}) VALUES ('optimize')`);
    db.prepare(
      `INSERT INTO spelling_terms (language, term, length, docs)
       SELECT ?, term, length(term), doc FROM search_${language}_vocab WHERE length(term) >= 2`,
    ).run(language);
  }
}
