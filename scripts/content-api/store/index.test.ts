import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  homePageSchema,
  organisationEntitySchema,
  pageSchema,
  patientFolderSchema,
  phoneNumberEntrySchema,
  specialistListItemSchema,
} from '@ziekenhuis/site-for-content-api';
import { dumpTables } from '../db/dump.ts';
import { openDatabase } from '../db/open.ts';
import { storeWorld } from './index.ts';
import { FIXTURE_REFERENCE_DATE, fixtureWorld } from '../test-support/fixtures/world.ts';

function stored(referenceDate?: string): string {
  const db = openDatabase();
  try {
    storeWorld(db, fixtureWorld(), referenceDate === undefined ? {} : { referenceDate });
    return dumpTables(db);
  } finally {
    db.close();
  }
}

describe('the fixture World', () => {
  it("is in the contract's shapes", () => {
    const world = fixtureWorld();
    for (const { page, route } of world.pages) expect(() => pageSchema.parse(page), route).not.toThrow();
    for (const language of ['nl', 'en'] as const) homePageSchema.parse(world.homePages[language]);
    for (const { entity } of world.organisations) organisationEntitySchema.parse(entity);
    for (const { listItem } of world.specialists) specialistListItemSchema.parse(listItem);
    for (const { folder } of world.folders) patientFolderSchema.parse(folder);
    phoneNumberEntrySchema.array().parse(world.phoneNumbers);
  });
});

describe('storeWorld', () => {
  it('is deterministic, also when storing again into the same database', () => {
    const once = stored(FIXTURE_REFERENCE_DATE);
    expect(stored(FIXTURE_REFERENCE_DATE)).toBe(once);
    const db = openDatabase();
    storeWorld(db, fixtureWorld(), { referenceDate: FIXTURE_REFERENCE_DATE });
    storeWorld(db, fixtureWorld(), { referenceDate: FIXTURE_REFERENCE_DATE });
    expect(dumpTables(db)).toBe(once);
    db.close();
  });

  it('can store into a file and again into the same file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-api-store-'));
    try {
      const file = join(dir, 'world.db');
      for (let run = 0; run < 2; run += 1) {
        const db = openDatabase(file);
        storeWorld(db, fixtureWorld(), { referenceDate: FIXTURE_REFERENCE_DATE });
        db.close();
      }
      const db = openDatabase(file);
      expect(dumpTables(db)).toBe(stored(FIXTURE_REFERENCE_DATE));
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('writes one row per entity, home pages included, and indexes only published pages', () => {
    const db = openDatabase();
    const world = fixtureWorld();
    storeWorld(db, world);
    const n = (sql: string): number => Number(db.prepare(sql).get()?.['n']);
    expect(n('SELECT count(*) AS n FROM pages')).toBe(world.pages.length + 2);
    expect(n('SELECT count(*) AS n FROM organisations')).toBe(world.organisations.length);
    expect(n('SELECT count(*) AS n FROM clinics')).toBe(
      world.locations.reduce((sum, location) => sum + location.clinics.length, 0),
    );
    const published = world.pages.filter((page) => page.published);
    expect(n('SELECT count(*) AS n FROM search_nl') + n('SELECT count(*) AS n FROM search_en')).toBe(
      published.length + 2,
    );
    expect(n(`SELECT count(*) AS n FROM spelling_terms WHERE language = 'nl' AND term = 'cardiologie'`)).toBe(1);
    expect(n(`SELECT count(*) AS n FROM spelling_terms WHERE term = 'geheimzinnig'`)).toBe(0);
    // Without a reference date, the newest PublicationDate of a published page is "today" (the draft's later one is
    // not).
    expect(db.prepare(`SELECT value FROM dataset_meta WHERE key = 'referenceDate'`).get()?.['value']).toBe(
      '2026-05-25T09:00:00.000Z',
    );
    db.close();
  });

  it('rejects an image outside /media or a bad reference date', () => {
    const db = openDatabase();
    const world = fixtureWorld();
    expect(() => storeWorld(db, { ...world, images: [{ path: '/elders/foto.gif', width: 1, height: 1 }] })).toThrow(
      /Not an image path/,
    );
    expect(() => storeWorld(db, world, { referenceDate: 'gisteren' })).toThrow(/referenceDate/);
    db.close();
  });
});
