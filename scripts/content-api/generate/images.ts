import type { DatabaseSync } from 'node:sqlite';

/** Size of an image original when the dataset does not say otherwise (a 3:2 photo). */
export const DEFAULT_IMAGE_SIZE = { width: 1600, height: 1067 } as const;

const FORMATS: Readonly<Record<string, 'jpeg' | 'png' | 'webp'>> = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', webp: 'webp' };

/**
 * Registers an image original (e.g. `/media/home/hero-ingang.jpg`) with its size, so the media
 * route can serve it and all its variants. Registering the same path twice keeps the first size.
 * Returns the path, so callers can write `HeaderImage: registerImage(db, '/media/...')`.
 */
export function registerImage(
  db: DatabaseSync,
  path: string,
  size: { width: number; height: number } = DEFAULT_IMAGE_SIZE,
): string {
  const match = /^(\/media\/(?:[^/]+\/)*[^/]+)\.([A-Za-z0-9]+)$/.exec(path);
  const format = match ? FORMATS[(match[2] ?? '').toLowerCase()] : undefined;
  if (!match || !format) throw new Error(`Not an image path under /media with a known extension: ${path}`);
  if (!Number.isInteger(size.width) || !Number.isInteger(size.height) || size.width <= 0 || size.height <= 0) {
    throw new Error(`Bad image size for ${path}: ${size.width}x${size.height}`);
  }
  db.prepare('INSERT OR IGNORE INTO images (path, base, ext, format, width, height) VALUES (?, ?, ?, ?, ?, ?)').run(
    path,
    match[1] ?? '',
    match[2] ?? '',
    format,
    size.width,
    size.height,
  );
  return path;
}
