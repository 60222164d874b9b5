import { describe, expect, it } from 'vitest';
import { carouselShows, carouselSlides, carouselSwiperSettings } from '#src/blocks/carousel/carousel.ts';

const items = (n: number) => Array.from({ length: n }, (_, i) => `item ${i + 1}`);

describe('carousel slides', () => {
  it('shows nothing with 2 items or fewer', () => {
    for (const n of [0, 1, 2]) {
      expect(carouselShows(items(n))).toBe(false);
      expect(carouselSlides(items(n))).toEqual([]);
    }
  });

  it('doubles the list with 3, 4 or 5 items, marking the second copy', () => {
    for (const n of [3, 4, 5]) {
      const slides = carouselSlides(items(n));
      expect(slides).toHaveLength(n * 2);
      expect(slides.map((slide) => slide.item)).toEqual([...items(n), ...items(n)]);
      expect(slides.filter((slide) => slide.duplicate)).toHaveLength(n);
      expect(slides.slice(0, n).every((slide) => !slide.duplicate)).toBe(true);
      expect(slides.map((slide) => slide.index)).toEqual([...items(n).keys(), ...items(n).keys()]);
    }
  });

  it('keeps 6 or more items as they are', () => {
    for (const n of [6, 8, 12]) {
      const slides = carouselSlides(items(n));
      expect(slides.map((slide) => slide.item)).toEqual(items(n));
      expect(slides.some((slide) => slide.duplicate)).toBe(false);
    }
  });

  it('5 slides in view, scroll 3, speed 500, centred, infinite; 1 slide below 768 px', () => {
    const settings = carouselSwiperSettings();
    expect(settings).toMatchObject({
      speed: 500,
      centeredSlides: true,
      loop: true,
      slidesPerView: 1,
      slidesPerGroup: 1,
    });
    expect(settings.breakpoints).toEqual({ 768: { slidesPerView: 5, slidesPerGroup: 3 } });
  });
});
