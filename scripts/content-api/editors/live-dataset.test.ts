import { describe, expect, it } from 'vitest';
import { dumpTables } from '../db/dump.ts';
import { openDatabase } from '../db/open.ts';
import { LiveDataset } from './live-dataset.ts';
import { storeWorld } from '../store/index.ts';
import { FIXTURE_REFERENCE_DATE, fixtureWorld } from '../test-support/fixtures/world.ts';

describe('LiveDataset', () => {
  it('stores the World again into a fresh database with the same meta; the same World gives the same bytes', () => {
    const db = openDatabase();
    const world = fixtureWorld();
    storeWorld(db, world, { referenceDate: FIXTURE_REFERENCE_DATE });
    db.prepare('INSERT INTO dataset_meta (key, value) VALUES (?, ?)').run('seed', '7');
    const live = new LiveDataset(db);
    expect(live.db).toBe(db);
    live.replaceWith(world);
    const first = live.db;
    expect(first).not.toBe(db);
    expect(dumpTables(first)).toEqual(dumpTables(db));
    live.replaceWith(world);
    expect(db.isOpen).toBe(true);
    expect(first.isOpen).toBe(true);
    const second = live.db;
    live.replaceWith(world);
    expect(first.isOpen).toBe(false);
    live.close();
    expect(second.isOpen).toBe(false);
    expect(live.db).toBe(db);
    expect(db.isOpen).toBe(true);
    db.close();
  });

  it('answers from a database stored with a later visibleAt only from that time on', () => {
    const db = openDatabase();
    const world = fixtureWorld();
    storeWorld(db, world, { referenceDate: FIXTURE_REFERENCE_DATE });
    let now = 1000;
    const live = new LiveDataset(db, () => now);
    live.replaceWith(world, 4000);
    expect(live.db).toBe(db);
    now = 3999;
    expect(live.db).toBe(db);
    now = 4000;
    const later = live.db;
    expect(later).not.toBe(db);
    expect(dumpTables(later)).toEqual(dumpTables(db));
    live.close();
    expect(later.isOpen).toBe(false);
    db.close();
  });
});
