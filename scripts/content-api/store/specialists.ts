import type { DatabaseSync } from 'node:sqlite';
import { foldKey, lowerKey } from '../text/fold.ts';
import type { World } from '../world/types.ts';
import { facetValues } from './facets.ts';
import type { StoredPage } from './pages.ts';

/**
 * Specialists in list form. One is listed unless its page (Specialist pagina with the same slug) is
 * unpublished; its facets join the list item's titles and those of its page.
 */
export function storeSpecialists(db: DatabaseSync, world: World, pages: readonly StoredPage[]): void {
  const pageBySlug = new Map<string, StoredPage>();
  for (const stored of pages) {
    if (stored.world.page.ContentType !== 'Specialist pagina') continue;
    const slug = lowerKey(stored.world.route.split('/').at(-1) ?? '');
    const known = pageBySlug.get(slug);
    if (!known || (!known.world.published && stored.world.published)) pageBySlug.set(slug, stored);
  }
  const insert = db.prepare(
    'INSERT INTO specialists (slug, sort_surname, sort_name, listed, facets, item) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const { slug, listItem } of world.specialists) {
    const page = pageBySlug.get(lowerKey(slug))?.world;
    const titles = (refs: ReadonlyArray<{ Title: string }>): string[] => refs.map((ref) => ref.Title);
    const facets = {
      department: facetValues([...titles(listItem.departments), ...(page?.page.DepartmentsTitles ?? [])]),
      subdepartment: facetValues([...titles(listItem.subDepartments), ...(page?.page.SubdepartmentsTitles ?? [])]),
      centrum: facetValues([...titles(listItem.centra), ...(page?.page.CentraTitles ?? [])]),
      subcentra: facetValues(page?.page.SubcentraTitles ?? []),
    };
    insert.run(
      lowerKey(slug),
      foldKey(listItem.surName),
      foldKey(`${listItem.name} ${listItem.tussenvoegsel ?? ''}`),
      page === undefined || page.published ? 1 : 0,
      JSON.stringify(facets),
      JSON.stringify(listItem),
    );
  }
}
