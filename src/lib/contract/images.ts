/**
 * Image variants of spec 3: the CMS stores one original per image; every size is a sibling file
 * with the size as suffix on both its folder and its file name, converted to webp unless the
 * original is asked for.
 *
 *   original  /media/home/hero-ingang.jpg
 *   1920w     /media/home_1920w/hero-ingang_1920w.webp
 *   300x300   /media/home_300x300/hero-ingang_300x300.webp
 *   original  /media/home_original/hero-ingang_original.jpg
 *
 * Part of the contract: the site builds these URLs (src/lib/images.ts adds its srcsets) and the
 * CMS, or the embedded content API, serves them.
 */

export const IMAGE_VARIANTS = [
  '640w',
  '1280w',
  '1920w',
  '2880w',
  '400w',
  '800w',
  '1600w',
  '300x300',
  '600x600',
  '400x400',
  '800x800',
  '300x200',
  '600x400',
  '1200x800',
  '375x240',
  '750x480',
  '1500x960',
  '640x360',
  '1280x720',
  '400x500',
  '800x1000',
  'full',
  'original',
] as const;

export type ImageVariant = (typeof IMAGE_VARIANTS)[number];

const variantSet: ReadonlySet<string> = new Set(IMAGE_VARIANTS);

export function isImageVariant(value: string): value is ImageVariant {
  return variantSet.has(value);
}

/** The box a variant is scaled into: a width only (`640w`), a fixed box (`300x200`), or none. */
export type VariantBox = { width: number; height: number | null } | null;

export function variantBox(variant: ImageVariant): VariantBox {
  const widthOnly = /^(\d+)w$/.exec(variant);
  if (widthOnly) return { width: Number(widthOnly[1]), height: null };
  const box = /^(\d+)x(\d+)$/.exec(variant);
  if (box) return { width: Number(box[1]), height: Number(box[2]) };
  return null;
}

function splitUrl(url: string): { prefix: string; folder: string; base: string; ext: string; suffix: string } {
  const suffixStart = url.search(/[?#]/);
  const path = suffixStart === -1 ? url : url.slice(0, suffixStart);
  const suffix = suffixStart === -1 ? '' : url.slice(suffixStart);
  const slash = path.lastIndexOf('/');
  const dir = path.slice(0, slash);
  const file = path.slice(slash + 1);
  const dot = file.lastIndexOf('.');
  const base = dot > 0 ? file.slice(0, dot) : file;
  const ext = dot > 0 ? file.slice(dot + 1) : '';
  const dirSlash = dir.lastIndexOf('/');
  return { prefix: dir.slice(0, dirSlash + 1), folder: dir.slice(dirSlash + 1), base, ext, suffix };
}

/** The URL of one variant of an original image URL (absolute or site-relative). */
export function imageVariantUrl(originalUrl: string, variant: ImageVariant): string {
  const { prefix, folder, base, ext, suffix } = splitUrl(originalUrl);
  const extension = variant === 'original' ? ext : 'webp';
  const file = `${base}_${variant}${extension ? `.${extension}` : ''}`;
  return `${prefix}${folder}_${variant}/${file}${suffix}`;
}

/**
 * Reads a variant URL back: the original's path and the variant, or null when the path does not
 * follow the scheme. The embedded content API uses this to serve variants.
 */
export function parseImageVariantPath(
  path: string,
): { originalBase: string; folder: string; variant: ImageVariant; ext: string } | null {
  const match = /^(.*\/)?([^/]+)_([0-9a-z]+)\/([^/]+)_([0-9a-z]+)\.([a-z0-9]+)$/i.exec(path);
  if (!match) return null;
  const [, prefix = '', folder = '', folderVariant = '', base = '', fileVariant = '', ext = ''] = match;
  if (folderVariant !== fileVariant || !isImageVariant(fileVariant)) return null;
  if (fileVariant !== 'original' && ext !== 'webp') return null;
  return { originalBase: `${prefix}${folder}/${base}`, folder: `${prefix}${folder}`, variant: fileVariant, ext };
}
