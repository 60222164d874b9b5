import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageVariantUrl } from '@ziekenhuis/site-for-content-api';
import { openDatabase } from './db/open.ts';
import { generateDataset } from './generate/index.ts';
import { IMAGE_SIZES, RENDITIONS_ON_UPLOAD, renditionsOnUpload } from './generate/world/images.ts';
import { prepareMedia } from './prepare-media.ts';
import type { RenditionStore } from './media/rendition-store.ts';

/** A store that already holds every rendition except `missing`, and records what is asked and written. */
function storeHoldingAllBut(missing: ReadonlySet<string>) {
  const asked: string[] = [];
  const written = new Map<string, Buffer>();
  const store: RenditionStore = {
    read: async (_request, mediaPath) => {
      asked.push(mediaPath);
      return missing.has(mediaPath) && !written.has(mediaPath) ? null : Buffer.from('kept');
    },
    write: async (_request, mediaPath, body) => {
      written.set(mediaPath, body);
      return true;
    },
  };
  return { store, asked, written };
}

describe('the renditions the CMS makes on upload', () => {
  it('are the sizes of each use; an original of a size no use has gets none', () => {
    expect(renditionsOnUpload(IMAGE_SIZES.portrait)).toEqual(RENDITIONS_ON_UPLOAD.portrait);
    expect(renditionsOnUpload(IMAGE_SIZES.hero)).toContain('2880w');
    expect(renditionsOnUpload({ width: 123, height: 45 })).toEqual([]);
  });

  it('are made for every image of the dataset that the store lacks, and kept there', async () => {
    const db = openDatabase();
    generateDataset(db, { scale: 1, seed: 1 });
    const rows = db.prepare('SELECT path, width, height FROM images').all();
    db.close();
    const expected = rows.flatMap((row) =>
      renditionsOnUpload({ width: Number(row['width']), height: Number(row['height']) }).map((variant) =>
        imageVariantUrl(String(row['path']), variant),
      ),
    );
    expect(expected.length).toBeGreaterThan(1_000);
    const missing = new Set(['/media/home_2880w/hero-ingang_2880w.webp', expected[0] ?? '']);
    const { store, asked, written } = storeHoldingAllBut(missing);

    const prepared = await prepareMedia({ scale: 1, seed: 1, store, concurrency: 2 });

    expect(asked.sort()).toEqual([...expected].sort());
    expect([...written.keys()].sort()).toEqual([...missing].sort());
    expect(prepared).toMatchObject({ made: 2, kept: expected.length - 2 });
    const hero = await sharp(written.get('/media/home_2880w/hero-ingang_2880w.webp')).metadata();
    expect(hero).toMatchObject({ format: 'webp', width: 2880, height: 720 });

    // Once made, nothing is made again.
    expect(await prepareMedia({ scale: 1, seed: 1, store, concurrency: 2 })).toMatchObject({
      made: 0,
      kept: expected.length,
    });
  });

  it('stops drawing and says so when the store cannot keep an image', async () => {
    let drawnAndRefused = 0;
    const store: RenditionStore = {
      read: async () => null,
      write: async () => {
        drawnAndRefused += 1;
        return false;
      },
    };
    await expect(prepareMedia({ scale: 1, seed: 1, store, concurrency: 2 })).rejects.toThrow(
      /^the rendition store cannot keep images \(0 of \d+ kept\)$/,
    );
    // The renditions already being drawn when the first was refused; not the 1,800 others.
    expect(drawnAndRefused).toBeLessThanOrEqual(2);
  });
});
