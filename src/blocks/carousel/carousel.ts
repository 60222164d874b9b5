/**
 * The carousel block of spec 2.8 and 9: nothing with 2 items or fewer; with 5 or fewer the list is
 * doubled (so the loop has enough slides to turn round); 5 slides in view, scrolling 3 at a time,
 * speed 500 ms, the active slide centred, looping without end; below 768 px width one slide.
 */

export const CAROUSEL_MIN_ITEMS = 3;
export const CAROUSEL_DOUBLE_UP_TO = 5;
export const CAROUSEL_SLIDES_PER_VIEW = 5;
export const CAROUSEL_SLIDES_PER_SCROLL = 3;
export const CAROUSEL_SPEED_MS = 500;
const CAROUSEL_MOBILE_BREAKPOINT = 768;
export const CAROUSEL_MOBILE_SLIDES_PER_VIEW = 1;

/** One slide: the item, its position in the CMS list, and whether it is the second copy of a doubled list. */
export type CarouselSlide<T> = { item: T; index: number; duplicate: boolean };

/** Whether the carousel shows at all. */
export function carouselShows(items: readonly unknown[]): boolean {
  return items.length >= CAROUSEL_MIN_ITEMS;
}

/** The slides the carousel turns through: none, the items, or the items twice. */
export function carouselSlides<T>(items: readonly T[]): Array<CarouselSlide<T>> {
  if (!carouselShows(items)) return [];
  const slides = items.map((item, index) => ({ item, index, duplicate: false }));
  if (items.length > CAROUSEL_DOUBLE_UP_TO) return slides;
  return [...slides, ...items.map((item, index) => ({ item, index, duplicate: true }))];
}

/**
 * Swiper's settings for the rules above. Swiper's breakpoints are min-widths, so the mobile view is
 * the base and the desktop view starts at 768 px. `loopAddBlankSlides` is off: blank filler slides
 * would show as empty cards.
 */
export function carouselSwiperSettings() {
  return {
    slidesPerView: CAROUSEL_MOBILE_SLIDES_PER_VIEW,
    slidesPerGroup: CAROUSEL_MOBILE_SLIDES_PER_VIEW,
    speed: CAROUSEL_SPEED_MS,
    centeredSlides: true,
    loop: true,
    loopAddBlankSlides: false,
    breakpoints: {
      [CAROUSEL_MOBILE_BREAKPOINT]: {
        slidesPerView: CAROUSEL_SLIDES_PER_VIEW,
        slidesPerGroup: CAROUSEL_SLIDES_PER_SCROLL,
      },
    },
  } as const;
}
