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
});
