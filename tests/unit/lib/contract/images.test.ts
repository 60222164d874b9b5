import { describe, expect, it } from 'vitest';
import { IMAGE_VARIANTS, imageVariantUrl, parseImageVariantPath, variantBox } from '#src/lib/contract/images.ts';

describe('image variants', () => {
  it('puts the size on the folder and the file and converts to webp', () => {
    expect(imageVariantUrl('/media/home/hero-ingang.jpg', '1920w')).toBe('/media/home_1920w/hero-ingang_1920w.webp');
    expect(imageVariantUrl('/media/specialisten/dr-de-vries.png', '300x300')).toBe(
      '/media/specialisten_300x300/dr-de-vries_300x300.webp',
    );
    expect(imageVariantUrl('/media/a/b.jpeg', 'full')).toBe('/media/a_full/b_full.webp');
  });

  it('keeps the original format when the original is asked for', () => {
    expect(imageVariantUrl('/media/home/hero-ingang.jpg', 'original')).toBe(
      '/media/home_original/hero-ingang_original.jpg',
    );
  });

  it('works on absolute URLs and keeps a query', () => {
    expect(imageVariantUrl('https://cms.example.nl/media/x/y.jpg?v=2', '640w')).toBe(
      'https://cms.example.nl/media/x_640w/y_640w.webp?v=2',
    );
  });

  it('lists every size of spec 3', () => {
    expect(IMAGE_VARIANTS).toHaveLength(23);
    expect(variantBox('640w')).toEqual({ width: 640, height: null });
    expect(variantBox('1500x960')).toEqual({ width: 1500, height: 960 });
    expect(variantBox('full')).toBeNull();
  });

  it('reads a variant path back', () => {
    for (const variant of IMAGE_VARIANTS) {
      const url = imageVariantUrl('/media/nieuws/operatiekamer.jpg', variant);
      expect(parseImageVariantPath(url)).toMatchObject({ originalBase: '/media/nieuws/operatiekamer', variant });
    }
    expect(parseImageVariantPath('/media/home/hero-ingang.jpg')).toBeNull();
    expect(parseImageVariantPath('/media/home_640w/hero_1280w.webp')).toBeNull();
    expect(parseImageVariantPath('/media/home_640w/hero_640w.jpg')).toBeNull();
  });
});
