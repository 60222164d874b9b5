import type { DatabaseSync } from 'node:sqlite';
import type { World } from '../world/types.ts';

/** Phone numbers by id (the first of a repeated id wins) and redirect pairs. */
export function storeLookups(db: DatabaseSync, world: World): void {
  const phone = db.prepare('INSERT OR IGNORE INTO phone_numbers (sharepoint_id, entry) VALUES (?, ?)');
  for (const entry of world.phoneNumbers) phone.run(String(entry.SharepointId), JSON.stringify(entry));
  const redirect = db.prepare('INSERT INTO redirects (original_slug, new_slug) VALUES (?, ?)');
  for (const pair of world.redirects) redirect.run(pair.OriginalSlug, pair.NewSlug);
}
