import { describe, expect, it } from 'vitest';
import { widthSrcset } from '#src/lib/images.ts';

describe('image variants', () => {
  it('builds a srcset of width variants and refuses box variants', () => {
    expect(widthSrcset('/media/home/h.jpg', ['640w', '1280w'])).toBe(
      '/media/home_640w/h_640w.webp 640w, /media/home_1280w/h_1280w.webp 1280w',
    );
    expect(() => widthSrcset('/media/home/h.jpg', ['full'])).toThrow(/no width/);
  });
});
