import type { DatabaseSync } from 'node:sqlite';
import { inTransaction, resetSchema } from '../db/open.ts';
import type { World } from '../world/types.ts';
import { storeFrame } from './frame.ts';
import { storeImages } from './images.ts';
import { storeOrganisations } from './organisations.ts';
import { storePages } from './pages.ts';
import { storeFolders } from './folders.ts';
import { storeLocations } from './locations.ts';
import { storeLookups } from './lookups.ts';
import { storeSpecialists } from './specialists.ts';
import { storeWaitingTimes } from './waiting-times.ts';
import { storeSearchIndex } from './search-index.ts';

export type StoreOptions = {
  /**
   * The dataset's "today" (ISO date-time): events on or after it are upcoming. Default: the latest
   * PublicationDate of a published page (the day the newest news item came out).
   */
  referenceDate?: string;
};

function latestPublication(world: World): string {
  let latest: number | null = null;
  for (const { page, published } of world.pages) {
    const ms = page.PublicationDate === null ? Number.NaN : Date.parse(page.PublicationDate);
    if (published && !Number.isNaN(ms) && (latest === null || ms > latest)) latest = ms;
  }
  return new Date(latest ?? 0).toISOString();
}

/**
 * Writes a World into `db`: (re)creates the schema, then stores every entity and builds the search
 * index, all in one transaction. Same World, same bytes.
 */
export function storeWorld(db: DatabaseSync, world: World, options: StoreOptions = {}): void {
  const referenceDate = options.referenceDate ?? latestPublication(world);
  if (Number.isNaN(Date.parse(referenceDate)))
    throw new RangeError(`referenceDate must be an ISO date, got ${referenceDate}`);
  resetSchema(db);
  inTransaction(db, () => {
    storeImages(db, world.images);
    storeFrame(db, world);
    const pages = storePages(db, world);
    storeOrganisations(db, world, pages);
    storeSpecialists(db, world, pages);
    storeLocations(db, world);
    storeFolders(db, world);
    storeWaitingTimes(db, world);
    storeLookups(db, world);
    storeSearchIndex(db, pages);
    db.prepare('INSERT INTO dataset_meta (key, value) VALUES (?, ?)').run(
      'referenceDate',
      new Date(Date.parse(referenceDate)).toISOString(),
    );
  });
}
