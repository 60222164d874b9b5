import type { DatabaseSync } from 'node:sqlite';
import type { Page } from '@ziekenhuis/site-for-content-api';
import { foldKey, lowerKey, routeSlug } from '../text/fold.ts';
import type { World, WorldPage } from '../world/types.ts';
import { pageFacets } from './facets.ts';
import { pageCard } from './page-card.ts';

/** A page as stored: its row id and what the later store steps need to know of it. */
export type StoredPage = { id: number; world: WorldPage };

function epochMs(value: string | null): number | null {
  if (value === null) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/** The home pages as WorldPages (always published, at / and /en). */
function homeWorldPages(world: World): WorldPage[] {
  return (['nl', 'en'] as const).map((language) => ({
    page: world.homePages[language],
    route: language === 'nl' ? '/' : '/en',
    published: true,
    previewToken: null,
  }));
}

/** Writes every page (home pages first, then World order); returns them with their row ids. */
export function storePages(db: DatabaseSync, world: World): StoredPage[] {
  const insert = db.prepare(
    `INSERT INTO pages (id, sharepoint_id, language, content_type, slug, route, route_key, parent_id, published,
       preview_token, sort_title, publication_ms, event_ms, list_ms, facets, card)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertDoc = db.prepare('INSERT INTO page_documents (page_id, doc) VALUES (?, ?)');
  const stored: StoredPage[] = [];
  for (const worldPage of [...homeWorldPages(world), ...world.pages]) {
    const page: Page = worldPage.page;
    const id = stored.length + 1;
    const card = pageCard(page, worldPage.route);
    insert.run(
      id,
      String(page.SharepointId),
      page.Language.Code,
      page.ContentType,
      routeSlug(worldPage.route),
      worldPage.route,
      lowerKey(worldPage.route),
      page.Parent === null ? null : String(page.Parent.SharepointId),
      worldPage.published ? 1 : 0,
      worldPage.previewToken,
      foldKey(card.HeaderTitle),
      epochMs(page.PublicationDate),
      epochMs(page.EventDate),
      epochMs(page.PublicationDate) ?? epochMs(page.EventDate),
      JSON.stringify(pageFacets(page)),
      JSON.stringify(card),
    );
    insertDoc.run(id, JSON.stringify(page));
    stored.push({ id, world: worldPage });
  }
  db.exec(
    `INSERT OR IGNORE INTO page_facets (facet, value, page_id)
     SELECT facet.key, value.value, pages.id FROM pages, json_each(pages.facets) AS facet, json_each(facet.value) AS value
     WHERE pages.published = 1`,
  );
  return stored;
}
