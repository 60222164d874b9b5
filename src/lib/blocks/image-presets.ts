/**
 * Which image variants each block image uses, by the displayed sizes of spec 9: cards
 * 392x196 (grid cards 392x220), square images 251/253 (portraits 300x300), 600x400 for images beside
 * text, and width variants for media across the content or the full width. Box variants are cropped
 * to their box; `width` and `height` are the displayed box, so the page keeps its space while the
 * image loads.
 */
import type { ImageVariant } from '#src/lib/contract/images.ts';

export type ImagePreset = {
  variants: readonly ImageVariant[];
  fallback: ImageVariant;
  width: number;
  height: number;
  sizes: string;
};

export const IMAGE_PRESETS = {
  /** Carousel, related content and news cards (card 392x196). */
  card: {
    variants: ['640x360', '1280x720'],
    fallback: '640x360',
    width: 392,
    height: 196,
    sizes: '(min-width: 48em) 392px, 100vw',
  },
  /** Link-grid cards (grid 392x220). */
  gridCard: {
    variants: ['640x360', '1280x720'],
    fallback: '640x360',
    width: 392,
    height: 220,
    sizes: '(min-width: 64em) 392px, (min-width: 48em) 50vw, 100vw',
  },
  /** Images beside text: text with image, featured content, call to action, expandable items (600x400). */
  beside: {
    variants: ['600x400', '1200x800'],
    fallback: '600x400',
    width: 600,
    height: 400,
    sizes: '(min-width: 76.5rem) 600px, (min-width: 48em) 50vw, 100vw',
  },
  /** Portraits and quote images (251/253 square, 300x300). */
  square: { variants: ['300x300', '600x600'], fallback: '300x300', width: 251, height: 251, sizes: '251px' },
  /** A media image as wide as the text column. */
  mediaContent: {
    variants: ['640w', '1280w', '1920w'],
    fallback: '1280w',
    width: 1224,
    height: 816,
    sizes: '(min-width: 76.5rem) 1224px, 100vw',
  },
  /** A media image across the full width of the page. */
  mediaFull: { variants: ['1280w', '1920w', '2880w'], fallback: '1920w', width: 1920, height: 1280, sizes: '100vw' },
} as const satisfies Record<string, ImagePreset>;

export type ImagePresetName = keyof typeof IMAGE_PRESETS;
