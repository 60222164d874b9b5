import type { DatabaseSync } from 'node:sqlite';
import type { WorldImage } from '../world/types.ts';

const FORMATS: Readonly<Record<string, 'jpeg' | 'png' | 'webp'>> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
};

/**
 * Registers the image originals (e.g. `/media/home/hero-ingang.jpg`) with their sizes, so the media
 * route can serve them and all their variants. A path listed twice keeps its first size.
 */
export function storeImages(db: DatabaseSync, images: readonly WorldImage[]): void {
  const insert = db.prepare(
    'INSERT OR IGNORE INTO images (path, base, ext, format, width, height) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const { path, width, height } of images) {
    const match = /^(\/media\/(?:[^/]+\/)*[^/]+)\.([A-Za-z0-9]+)$/.exec(path);
    const format = match ? FORMATS[(match[2] ?? '').toLowerCase()] : undefined;
    if (!match || !format) throw new Error(`Not an image path under /media with a known extension: ${path}`);
    if (!Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0) {
      throw new Error(`Bad image size for ${path}: ${width}x${height}`);
    }
    insert.run(path, match[1] ?? '', match[2] ?? '', format, width, height);
  }
}
