import type { Clinic, LocationDetails, LocationEntry, WardEntry } from '@ziekenhuis/site-for-content-api';
import { integer, storedJson, textOrNull } from '../db/rows.ts';
import { BadRequestError } from '../http/request-body.ts';
import { notFound, ok } from '../http/reply.ts';
import type { RouteDefinition, RouteHandler } from '../http/router.ts';
import { foldKey, lowerKey } from '../text/fold.ts';
import { param } from './page-rows.ts';
import { requiredText } from './query.ts';

const FOR_PAGES = 'department|subdepartment|centrum|subcentrum';

/**
 * GET locations/{forPage}/{slug}: the locations where that department, sub-department, centre or
 * sub-centre has clinics (its own, not those of the parts under it), each with those clinics; by
 * location id, clinics in CMS order. 404 when no such organisation exists.
 */
export const getOrganisationLocations: RouteHandler = (db, params) => {
  const forPage = param(params, 'forPage');
  const slug = lowerKey(param(params, 'slug'));
  if (!db.prepare('SELECT 1 FROM organisations WHERE kind = ? AND slug = ? AND listed = 1').get(forPage, slug)) {
    return notFound(`No ${forPage} "${slug}"`);
  }
  const rows = db
    .prepare(
      `SELECT l.id, l.details, c.clinic FROM clinics AS c JOIN locations AS l ON l.id = c.location_id
       WHERE c.org_kind = ? AND c.org_slug = ? ORDER BY l.id, c.id`,
    )
    .all(forPage, slug);
  const byLocation = new Map<number, LocationEntry>();
  for (const row of rows) {
    const id = integer(row, 'id');
    let entry = byLocation.get(id);
    if (entry === undefined) {
      const details = storedJson<LocationDetails>(row, 'details');
      entry = {
        Location: { SharepointId: details.SharepointId, Title: details.Title, Path: details.Path },
        Clinics: [],
      };
      byLocation.set(id, entry);
    }
    entry.Clinics.push(storedJson<Clinic>(row, 'clinic'));
  }
  const entries = [...byLocation.values()];
  return ok(entries);
};

/**
 * GET locations/getId/{location}: a location's id from its title or slug (case and accents ignored), or its id itself.
 */
export const getLocationId: RouteHandler = (db, params) => {
  const name = param(params, 'location');
  const key = foldKey(name);
  const row = db
    .prepare(
      'SELECT id FROM locations WHERE title_key = ? OR slug_key = ? OR slug_key = ? OR CAST(id AS TEXT) = ? ORDER BY id LIMIT 1',
    )
    .get(key, key, key.replace(/\s+/g, '-'), name.trim());
  return row ? ok({ Id: integer(row, 'id') }) : notFound(`No location "${name}"`);
};

/** GET locations/departments?locationId=N: the wards at that location, in CMS order. */
export const getLocationWards: RouteHandler = (db, _params, query) => {
  const raw = requiredText(query, 'locationId');
  if (!/^\d+$/.test(raw)) throw new BadRequestError(`Query parameter "locationId" must be a numeric id, got "${raw}"`);
  const id = Number(raw);
  if (!db.prepare('SELECT 1 FROM locations WHERE id = ?').get(id)) return notFound(`No location with id ${id}`);
  const wards: WardEntry[] = db
    .prepare(
      `SELECT clinic, org_title, org_icon FROM clinics WHERE location_id = ? AND kind = 'Verpleegafdeling' ORDER BY id`,
    )
    .all(id)
    .map((row) => {
      const clinic = storedJson<Clinic>(row, 'clinic');
      const title = textOrNull(row, 'org_title');
      return {
        Clinic: {
          Title: clinic.Title,
          PhoneNumber: clinic.PhoneNumber,
          VisitTime: clinic.VisitTime,
          Route: clinic.Route,
        },
        Department: title === null ? null : { Title: title, Icon: textOrNull(row, 'org_icon') },
      };
    });
  return ok(wards);
};

export const locationRoutes: readonly RouteDefinition[] = [
  { method: 'GET', pattern: '/api/v1/locations/getId/{location}', handler: getLocationId },
  { method: 'GET', pattern: '/api/v1/locations/departments', handler: getLocationWards },
  { method: 'GET', pattern: `/api/v1/locations/{forPage:${FOR_PAGES}}/{slug}`, handler: getOrganisationLocations },
];
