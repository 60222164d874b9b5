import { describe, expect, it } from 'vitest';

describe('island image attributes', () => {
  it('match the variant scheme of spec 3', async () => {
    const { imageAttributes } = await import('#src/lib/blocks/image-attributes.ts');
    expect(imageAttributes({ url: '/media/cards/koffie.jpg', title: 'Koffie' }, 'card', undefined)).toEqual({
      src: '/media/cards_640x360/koffie_640x360.webp',
      srcSet: '/media/cards_640x360/koffie_640x360.webp 640w, /media/cards_1280x720/koffie_1280x720.webp 1280w',
      sizes: '(min-width: 48em) 392px, 100vw',
      width: 392,
      height: 196,
      alt: 'Koffie',
    });
    expect(
      imageAttributes(
        { url: 'https://cms.example.nl/media/cards/koffie.jpg', title: '' },
        'beside',
        'https://cms.example.nl',
      )?.src,
    ).toBe('/media/cards_600x400/koffie_600x400.webp');
  });
  it('gives no attributes for an image without a URL (one the URL policy refused)', async () => {
    const { imageAttributes } = await import('#src/lib/blocks/image-attributes.ts');
    expect(imageAttributes({ url: '', title: 'Koffie' }, 'card', undefined)).toBeNull();
    expect(imageAttributes(null, 'card', undefined)).toBeNull();
  });
});
