import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { WAITING_TIME_KINDS, type WaitingDays, type WaitingTimeGroup } from '@ziekenhuis/site-for-content-api';
import { storedJson, text } from '../db/rows.ts';
import { notFound, ok, okJson, type ApiReply } from '../http/reply.ts';
import type { RouteDefinition, RouteHandler } from '../http/router.ts';
import { foldKey, lowerKey } from '../text/fold.ts';
import { jsonArray, param } from './page-rows.ts';
import { choiceParam, optionalText, requiredText } from './query.ts';

type ForPage = 'department' | 'centrum';
const FOR_PAGES: readonly ForPage[] = ['department', 'centrum'];

/** Whether a department or centre (of `forPage`, or either) has that title. */
function organisationTitled(db: DatabaseSync, forPage: ForPage | null, titleKey: string): boolean {
  const kinds = forPage === null ? FOR_PAGES : [forPage];
  return (
    db
      .prepare(`SELECT 1 FROM organisations WHERE kind IN (${kinds.map(() => '?').join(', ')}) AND title_key = ?`)
      .get(...kinds, titleKey) !== undefined
  );
}

/**
 * The waiting times as groups per heading (Polikliniek, Onderzoek, Behandeling; headings without
 * times left out), each with one entry per department or centre (by title) and its locations (CMS
 * order). A title that names no department or centre and has no times is 404.
 */
function waitingTimeGroups(db: DatabaseSync, forPage: ForPage | null, title: string | null): ApiReply {
  const clauses: string[] = [];
  const params: SQLInputValue[] = [];
  if (forPage !== null) {
    clauses.push('for_page = ?');
    params.push(forPage);
  }
  if (title !== null) {
    clauses.push('title_key = ?');
    params.push(lowerKey(title));
  }
  const rows = db
    .prepare(
      `SELECT kind, title, location, days FROM waiting_times ${clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : ''} ORDER BY sort_title, title, id`,
    )
    .all(...params);
  if (rows.length === 0 && title !== null && !organisationTitled(db, forPage, lowerKey(title)))
    return notFound(`No department or centre "${title}"`);
  const groups: WaitingTimeGroup[] = [];
  for (const kind of WAITING_TIME_KINDS) {
    const byName = new Map<string, WaitingTimeGroup['WaitingTimes'][number]>();
    for (const row of rows) {
      if (text(row, 'kind') !== kind) continue;
      const name = text(row, 'title');
      const entry = byName.get(name) ?? { Name: name, Locations: [] };
      byName.set(name, entry);
      entry.Locations.push({ Location: text(row, 'location'), Days: storedJson<WaitingDays>(row, 'days') });
    }
    if (byName.size > 0) groups.push({ Kind: kind, WaitingTimes: [...byName.values()] });
  }
  return ok(groups);
}

/** GET waiting-times?forPage=&title=: by department or centre; every department when neither is given. */
export const getWaitingTimes: RouteHandler = (db, _params, query) => {
  const forPage = choiceParam(query, 'forPage', FOR_PAGES, null);
  const title = optionalText(query, 'title');
  return waitingTimeGroups(db, forPage === null && title === null ? 'department' : forPage, title);
};

/** GET waiting-times/any?title=&forPage=: the waiting times of the department or centre with that title. */
export const getAnyWaitingTimes: RouteHandler = (db, _params, query) =>
  waitingTimeGroups(db, choiceParam(query, 'forPage', FOR_PAGES, null), requiredText(query, 'title'));

/** GET waiting-times/consultations/locations: every location named in a consultation entry, A-Z. */
export const getConsultationLocations: RouteHandler = (db) => {
  const names = db
    .prepare(
      `SELECT DISTINCT l.value ->> 'Location' AS name FROM consultations AS c, json_each(c.entry, '$.Locations') AS l`,
    )
    .all()
    .map((row) => text(row, 'name'));
  const order = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
  return ok(names.sort((a, b) => order(foldKey(a), foldKey(b)) || order(a, b)));
};

/** GET waiting-times/consultations/{forPage}/{title}: the consultation entries of that department or centre. */
export const getConsultations: RouteHandler = (db, params) => {
  const forPage = param(params, 'forPage') === 'centrum' ? 'centrum' : 'department';
  const title = param(params, 'title');
  const entries = db
    .prepare('SELECT entry FROM consultations WHERE for_page = ? AND title_key = ? ORDER BY id')
    .all(forPage, lowerKey(title));
  if (entries.length === 0 && !organisationTitled(db, forPage, lowerKey(title)))
    return notFound(`No ${forPage} "${title}"`);
  return okJson(jsonArray(entries.map((row) => text(row, 'entry'))));
};

/** GET waiting-times/measurement: the peildatum of the waiting times; 404 when the dataset has none. */
export const getWaitingTimesMeasurement: RouteHandler = (db) => {
  const row = db.prepare('SELECT measured_on FROM waiting_times_measurement').get();
  return row ? ok({ MeasurementDate: text(row, 'measured_on') }) : notFound('No peildatum for the waiting times');
};

export const waitingTimeRoutes: readonly RouteDefinition[] = [
  { method: 'GET', pattern: '/api/v1/waiting-times', handler: getWaitingTimes },
  { method: 'GET', pattern: '/api/v1/waiting-times/any', handler: getAnyWaitingTimes },
  { method: 'GET', pattern: '/api/v1/waiting-times/measurement', handler: getWaitingTimesMeasurement },
  { method: 'GET', pattern: '/api/v1/waiting-times/consultations/locations', handler: getConsultationLocations },
  {
    method: 'GET',
    pattern: '/api/v1/waiting-times/consultations/{forPage:department|centrum}/{title}',
    handler: getConsultations,
  },
];
