import sharp from 'sharp';
import { variantBox, type ImageVariant } from '@ziekenhuis/site-for-content-api';
import { illustrationSvg } from './illustration.ts';
import type { ImageFormat, ImageOriginal } from './image-store.ts';

export const CONTENT_TYPES: Readonly<Record<ImageFormat, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/**
 * The version of the drawing and its encoding: a rendition store keeps files under it
 * (rendition-store.ts), so raise it whenever a change here gives other bytes for the same path.
 */
export const RENDERER_VERSION = 2;

export type RenderedImage = { body: Buffer; contentType: string; width: number; height: number };

/**
 * The pixel size of a variant: width variants keep the original's aspect ratio, box variants are
 * exactly their box (cover crop), `full` and `original` are the original's size. Width variants
 * are drawn at the asked width even when it exceeds the original (the drawing is vector art).
 */
export function variantSize(original: ImageOriginal, variant: ImageVariant): { width: number; height: number } {
  const box = variantBox(variant);
  if (!box) return { width: original.width, height: original.height };
  if (box.height === null)
    return { width: box.width, height: Math.max(1, Math.round((box.width * original.height) / original.width)) };
  return { width: box.width, height: box.height };
}

/** The output format: the original's own for `original`, webp for every other variant. */
export function variantFormat(original: ImageOriginal, variant: ImageVariant): ImageFormat {
  return variant === 'original' ? original.format : 'webp';
}

/** Draws the image's illustration at the variant's size and encodes it. */
export async function renderImage(original: ImageOriginal, variant: ImageVariant): Promise<RenderedImage> {
  const { width, height } = variantSize(original, variant);
  const format = variantFormat(original, variant);
  // Draw the whole scene large enough to cover the target box, then crop the centre.
  const scale = Math.max(width / original.width, height / original.height);
  const drawWidth = Math.max(width, Math.ceil(original.width * scale));
  const drawHeight = Math.max(height, Math.ceil(original.height * scale));
  const svg = illustrationSvg(original.path, original.width, original.height, drawWidth, drawHeight);
  let pipeline = sharp(Buffer.from(svg)).resize(width, height, { fit: 'cover', position: 'centre' });
  if (format === 'jpeg') pipeline = pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 82 });
  else if (format === 'png') pipeline = pipeline.png({ compressionLevel: 9 });
  // The scene is opaque (its background fills the box), so the alpha channel is dropped: webp
  // encodes three channels in about two thirds of the time. Effort 0 is libwebp's fastest method;
  // for these soft illustrations its files are about 1.5 times the size of the default's.
  else pipeline = pipeline.removeAlpha().webp({ quality: 80, effort: 0 });
  const body = await pipeline.toBuffer();
  return { body, contentType: CONTENT_TYPES[format], width, height };
}
