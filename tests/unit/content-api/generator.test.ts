import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../scripts/content-api/db/open.ts';
import { dumpTables } from '../../../scripts/content-api/db/dump.ts';
import { generateDataset, type DatasetOptions } from '../../../scripts/content-api/generate/index.ts';
import { createRandom, deriveSeed } from '../../../scripts/content-api/generate/random.ts';
import { TRANSLATION_OVERLAY } from '../../../scripts/content-api/generate/frame/translations.ts';

function dump(options: Partial<DatasetOptions>): string {
  const db = openDatabase();
  try {
    generateDataset(db, options);
    return dumpTables(db);
  } finally {
    db.close();
  }
}

describe('generateDataset', () => {
  it('is deterministic: the same options give byte-identical tables', () => {
    expect(dump({ seed: 7, scale: 1 })).toBe(dump({ seed: 7, scale: 1 }));
    expect(dump({ seed: 1, crisisBanner: false })).toBe(dump({ seed: 1, crisisBanner: false }));
  });

  it('a different seed changes the generated values', () => {
    expect(dump({ seed: 1 })).not.toBe(dump({ seed: 2 }));
  });

  it('regenerating into the same database gives the same tables', () => {
    const db = openDatabase();
    generateDataset(db, { seed: 3 });
    generateDataset(db, { seed: 3 });
    expect(dumpTables(db)).toBe(dump({ seed: 3 }));
    db.close();
  });

  it('can keep the dataset in a file and regenerate into it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-api-'));
    try {
      const file = join(dir, 'dataset.db');
      for (let run = 0; run < 2; run += 1) {
        const db = openDatabase(file);
        generateDataset(db, { seed: 4 });
        db.close();
      }
      const reopened = openDatabase(file);
      expect(dumpTables(reopened)).toBe(dump({ seed: 4 }));
      reopened.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('accepts any positive scale and rejects a bad scale or seed', () => {
    const db = openDatabase();
    expect(generateDataset(db, { scale: 0.25 }).rows['pages']).toBe(2);
    expect(generateDataset(db, { scale: 10 }).rows['footer_links']).toBeGreaterThan(0);
    expect(() => generateDataset(db, { scale: 0 })).toThrow(/scale/);
    expect(() => generateDataset(db, { scale: Number.NaN })).toThrow(/scale/);
    expect(() => generateDataset(db, { seed: 1.5 })).toThrow(/seed/);
    db.close();
  });

  it('registers every image a page refers to', () => {
    const db = openDatabase();
    generateDataset(db);
    const images = db.prepare('SELECT path, width, height FROM images ORDER BY path').all();
    expect(images).toEqual([
      { path: '/media/footer/prefooter-zorgverlener.jpg', width: 1600, height: 1067 },
      { path: '/media/home/hero-ingang.jpg', width: 2880, height: 720 },
    ]);
    db.close();
  });
});

type Tree = { [key: string]: string | Tree };

function leafKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}

describe('translation overlay', () => {
  for (const language of ['nl', 'en'] as const) {
    it(`only overlays keys that exist in src/i18n/${language}.json`, () => {
      const bundled = JSON.parse(readFileSync(new URL(`../../../src/i18n/${language}.json`, import.meta.url), 'utf8')) as Tree;
      const known = new Set(leafKeys(bundled));
      const overlay = Object.keys(TRANSLATION_OVERLAY[language]);
      expect(overlay.filter((key) => !known.has(key))).toEqual([]);
      for (const key of ['home.sellingPoints.1', 'home.sellingPoints.4', 'home.patientPortal.url', 'header.utility.login.url', 'footer.prefooter.text']) {
        expect(overlay).toContain(key);
      }
    });
  }
});

describe('random', () => {
  it('repeats its sequence for a seed and differs between seeds and streams', () => {
    const sequence = (seed: number): number[] => {
      const random = createRandom(seed);
      return Array.from({ length: 5 }, () => random.next());
    };
    expect(sequence(42)).toEqual(sequence(42));
    expect(sequence(42)).not.toEqual(sequence(43));
    expect(deriveSeed(1, 'footer')).not.toBe(deriveSeed(1, 'navigation'));
    for (const value of sequence(9)) expect(value >= 0 && value < 1).toBe(true);
  });

  it('int stays in range and shuffle keeps the elements', () => {
    const random = createRandom(5);
    for (let i = 0; i < 200; i += 1) {
      const value = random.int(3, 7);
      expect(value >= 3 && value <= 7 && Number.isInteger(value)).toBe(true);
    }
    expect(random.shuffle([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
