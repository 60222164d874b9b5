/**
 * Headings stay in order (WCAG 1.3.1): a block's title is an h2 and its items are h3 under it; a
 * block without a title has no h2, so its items are h2 themselves (an h3 straight after the page's
 * h1 would skip a level).
 */
export type ItemHeadingLevel = 2 | 3;

export function itemHeadingLevel(value: { title?: string | null }): ItemHeadingLevel {
  return value.title?.trim() ? 3 : 2;
}

/** The tag one level below (clinics under a location, for example). */
export function headingTag(level: number): 'h2' | 'h3' | 'h4' | 'h5' {
  const clamped = Math.min(Math.max(level, 2), 5);
  return `h${clamped}` as 'h2' | 'h3' | 'h4' | 'h5';
}
