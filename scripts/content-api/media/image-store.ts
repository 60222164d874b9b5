import type { DatabaseSync } from 'node:sqlite';
import { parseImageVariantPath, type ImageVariant } from '@ziekenhuis/site-for-content-api';
import { integer, text, type Row } from '../db/rows.ts';

export type ImageFormat = 'jpeg' | 'png' | 'webp';

/** A registered image original (table `images`). */
export type ImageOriginal = { path: string; ext: string; format: ImageFormat; width: number; height: number };

/** What a /media path asks for: one original in one variant (`original` for the original's path). */
export type ImageRequest = { original: ImageOriginal; variant: ImageVariant };

function format(value: string): ImageFormat {
  if (value === 'jpeg' || value === 'png' || value === 'webp') return value;
  throw new Error(`Unknown image format ${value}`);
}

function toOriginal(row: Row): ImageOriginal {
  return {
    path: text(row, 'path'),
    ext: text(row, 'ext'),
    format: format(text(row, 'format')),
    width: integer(row, 'width'),
    height: integer(row, 'height'),
  };
}

/**
 * Resolves a /media path (following src/lib/contract/images.ts): the original's own path, or any variant
 * path of it. Null when the path names no registered image.
 */
export function resolveImagePath(db: DatabaseSync, path: string): ImageRequest | null {
  const exact = db.prepare('SELECT path, ext, format, width, height FROM images WHERE path = ?').get(path);
  if (exact) return { original: toOriginal(exact), variant: 'original' };
  const parsed = parseImageVariantPath(path);
  if (!parsed) return null;
  const row = db.prepare('SELECT path, ext, format, width, height FROM images WHERE base = ?').get(parsed.originalBase);
  if (!row) return null;
  const original = toOriginal(row);
  if (parsed.variant === 'original' && parsed.ext !== original.ext) return null;
  return { original, variant: parsed.variant };
}
