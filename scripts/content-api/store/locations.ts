import type { DatabaseSync } from 'node:sqlite';
import { foldKey, lowerKey } from '../text/fold.ts';
import type { World } from '../world/types.ts';

/** Locations with their clinics and wards. */
export function storeLocations(db: DatabaseSync, world: World): void {
  const location = db.prepare(
    'INSERT INTO locations (id, slug, title, title_key, slug_key, details) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const clinic = db.prepare(
    'INSERT INTO clinics (location_id, kind, org_kind, org_slug, org_title, org_icon, clinic) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  for (const { id, slug, details, clinics } of world.locations) {
    location.run(id, lowerKey(slug), details.Title, foldKey(details.Title), foldKey(slug), JSON.stringify(details));
    for (const entry of clinics) {
      const org = entry.organisation;
      clinic.run(
        id,
        entry.clinic.Kind,
        org?.kind ?? null,
        org === null ? null : lowerKey(org.slug),
        org?.title ?? null,
        org?.icon ?? null,
        JSON.stringify(entry.clinic),
      );
    }
  }
}
