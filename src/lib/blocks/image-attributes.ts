/**
 * The attributes of a block image for an island (islands get plain props, not Astro components):
 * the same variant URLs, srcset and box that ResponsiveImage.astro prints. Null for an image
 * without a URL (one the URL policy refused).
 */
import { imageVariantUrl } from '#src/lib/contract/images.ts';
import { widthSrcset } from '#src/lib/images.ts';
import { mediaPath } from '#src/lib/media-path.ts';
import { IMAGE_PRESETS, type ImagePresetName } from '#src/lib/blocks/image-presets.ts';

export type ImageAttributes = {
  src: string;
  srcSet: string;
  sizes: string;
  width: number;
  height: number;
  alt: string;
};

export function imageAttributes(
  image: { url: string; title: string } | null,
  preset: ImagePresetName,
  contentApiUrl: string | undefined,
): ImageAttributes | null {
  if (!image?.url) return null;
  const p = IMAGE_PRESETS[preset];
  const original = mediaPath(image.url, contentApiUrl);
  return {
    src: imageVariantUrl(original, p.fallback),
    srcSet: widthSrcset(original, p.variants),
    sizes: p.sizes,
    width: p.width,
    height: p.height,
    alt: image.title,
  };
}
