import type { DatabaseSync } from 'node:sqlite';
import { CONTENT_TYPE_OF_KIND } from './kinds.ts';
import { foldKey, lowerKey } from '../text/fold.ts';
import type { World, WorldOrganisation } from '../world/types.ts';
import type { StoredPage } from './pages.ts';

/** The route spec 2.3 builds for an organisation without a page of its own. */
function builtRoute(organisation: WorldOrganisation): string {
  const parts = ['/afdelingen-en-centra'];
  if (organisation.kind !== 'centrum' && organisation.centrumSlug) parts.push(organisation.centrumSlug);
  if (organisation.kind === 'subdepartment' && organisation.departmentSlug) parts.push(organisation.departmentSlug);
  parts.push(organisation.slug);
  return parts.join('/');
}

/** Index of stored pages by content type and SharepointId. */
export function pagesByTypeAndId(pages: readonly StoredPage[]): Map<string, StoredPage> {
  const index = new Map<string, StoredPage>();
  for (const stored of pages) {
    const key = `${stored.world.page.ContentType}|${String(stored.world.page.SharepointId)}`;
    if (!index.has(key)) index.set(key, stored);
  }
  return index;
}

/**
 * Writes centres, sub-centres, departments and sub-departments, each linked to its page (same
 * SharepointId and matching content type). One whose page is unpublished is not listed anywhere.
 */
export function storeOrganisations(db: DatabaseSync, world: World, pages: readonly StoredPage[]): void {
  const byTypeAndId = pagesByTypeAndId(pages);
  const insert = db.prepare(
    `INSERT INTO organisations (kind, slug, sharepoint_id, title, title_key, sort_title, centrum_slug, department_slug, icon,
       page_id, route, listed, entity)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const organisation of world.organisations) {
    const { entity } = organisation;
    const page = byTypeAndId.get(`${CONTENT_TYPE_OF_KIND[organisation.kind]}|${String(entity.SharepointId)}`);
    insert.run(
      organisation.kind,
      lowerKey(organisation.slug),
      String(entity.SharepointId),
      entity.Title,
      lowerKey(entity.Title),
      foldKey(entity.Title),
      organisation.centrumSlug === null ? null : lowerKey(organisation.centrumSlug),
      organisation.departmentSlug === null ? null : lowerKey(organisation.departmentSlug),
      organisation.icon,
      page?.id ?? null,
      page?.world.route ?? builtRoute(organisation),
      page === undefined || page.world.published ? 1 : 0,
      JSON.stringify(entity),
    );
  }
}
