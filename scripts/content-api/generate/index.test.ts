import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLED_UI_STRINGS, translationTreeSchema } from '@ziekenhuis/site-for-content-api';
import { openDatabase } from '../db/open.ts';
import { dumpTables } from '../db/dump.ts';
import { text } from '../db/rows.ts';
import { generateDataset, type DatasetOptions } from './index.ts';

/** Small enough to generate several times in a test, large enough to hold every kind of item. */
const SMALL = 0.2;

function dump(options: Partial<DatasetOptions>): string {
  const db = openDatabase();
  try {
    generateDataset(db, { scale: SMALL, ...options });
    return dumpTables(db);
  } finally {
    db.close();
  }
}

describe('generateDataset', () => {
  it('is deterministic: the same options give byte-identical tables', () => {
    expect(dump({ seed: 7 })).toBe(dump({ seed: 7 }));
    expect(dump({ seed: 1, crisisBanner: false })).toBe(dump({ seed: 1, crisisBanner: false }));
  });

  it('a different seed changes the generated values', () => {
    expect(dump({ seed: 1 })).not.toBe(dump({ seed: 2 }));
  });

  it('regenerating into the same database gives the same tables', () => {
    const db = openDatabase();
    generateDataset(db, { seed: 3, scale: SMALL });
    generateDataset(db, { seed: 3, scale: SMALL });
    expect(dumpTables(db)).toBe(dump({ seed: 3 }));
    db.close();
  });

  it('can keep the dataset in a file and regenerate into it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-api-'));
    try {
      const file = join(dir, 'dataset.db');
      for (let run = 0; run < 2; run += 1) {
        const db = openDatabase(file);
        generateDataset(db, { seed: 4, scale: SMALL });
        db.close();
      }
      const reopened = openDatabase(file);
      expect(dumpTables(reopened)).toBe(dump({ seed: 4 }));
      reopened.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('accepts any positive scale, grows with it, and rejects a bad scale or seed', () => {
    const db = openDatabase();
    const small = generateDataset(db, { scale: 0.05 }).rows;
    expect(small['pages']).toBeGreaterThan(2);
    expect(small['footer_links']).toBeGreaterThan(0);
    const larger = generateDataset(db, { scale: SMALL }).rows;
    expect(larger['pages']).toBeGreaterThan(small['pages'] ?? 0);
    expect(() => generateDataset(db, { scale: 0 })).toThrow(/scale/);
    expect(() => generateDataset(db, { scale: Number.NaN })).toThrow(/scale/);
    expect(() => generateDataset(db, { seed: 1.5 })).toThrow(/seed/);
    db.close();
  });

  it('records the options and the reference date', () => {
    const db = openDatabase();
    generateDataset(db, { scale: SMALL, seed: 9, crisisBanner: false });
    const meta = Object.fromEntries(
      db
        .prepare('SELECT key, value FROM dataset_meta')
        .all()
        .map((row) => [text(row, 'key'), text(row, 'value')]),
    );
    expect(meta).toEqual({
      scale: String(SMALL),
      seed: '9',
      crisisBanner: 'off',
      referenceDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    db.close();
  });

  it('registers every image a page, organisation or specialist refers to', () => {
    const db = openDatabase();
    generateDataset(db, { scale: SMALL });
    const missing = db
      .prepare(
        `SELECT DISTINCT url FROM (
           SELECT json_extract(doc, '$.HeaderImage.Url') AS url FROM page_documents
           UNION ALL SELECT json_extract(doc, '$.Author.Image.Url') FROM page_documents
           UNION ALL SELECT json_extract(entity, '$.Logo.Url') FROM organisations
           UNION ALL SELECT json_extract(item, '$.image.url') FROM specialists
         ) WHERE url IS NOT NULL AND url LIKE '/media/%' AND url NOT IN (SELECT path FROM images)`,
      )
      .all();
    expect(missing).toEqual([]);
    db.close();
  });
});

type Tree = { [key: string]: string | Tree };

function leafKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}

describe('translation overlay of the generated dataset', () => {
  for (const language of ['nl', 'en'] as const) {
    it(`only overlays keys that exist in src/i18n/${language}.json`, () => {
      const db = openDatabase();
      generateDataset(db, { scale: 0.05 });
      const row = db.prepare('SELECT tree FROM translations WHERE language = ?').get(language);
      db.close();
      const overlay = leafKeys(translationTreeSchema.parse(JSON.parse(row ? text(row, 'tree') : '{}')));
      const bundled = BUNDLED_UI_STRINGS[language] as Tree;
      const known = new Set(leafKeys(bundled));
      expect(overlay.filter((key) => !known.has(key))).toEqual([]);
      for (const key of [
        'home.sellingPoints.1',
        'home.sellingPoints.4',
        'home.patientPortal.url',
        'header.utility.login.url',
        'footer.prefooter.text',
      ]) {
        expect(overlay).toContain(key);
      }
    });
  }
});
