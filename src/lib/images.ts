/** Responsive images of the site: `srcset`s from the image variants of the contract. */
import { imageVariantUrl, variantBox, type ImageVariant } from '#src/lib/contract/images.ts';

/** `srcset` from width variants (`640w` ...), for images whose displayed width varies. */
export function widthSrcset(originalUrl: string, variants: readonly ImageVariant[]): string {
  return variants
    .map((variant) => {
      const box = variantBox(variant);
      if (!box) throw new Error(`Image variant ${variant} has no width for a srcset`);
      return `${imageVariantUrl(originalUrl, variant)} ${box.width}w`;
    })
    .join(', ');
}
