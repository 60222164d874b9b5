/**
 * Axe on a page as a visitor sees it once scrolled there. Parts styled `content-visibility: auto`
 * (the A to Z groups) are not laid out while far from the viewport, and axe reads colours and
 * boxes from the layout, so it reports contrast failures that are not there (axe-core issue
 * #2768, open). Before axe runs, every such part is laid out (an inline `content-visibility:
 * visible`, set through the CSS object model, which the pages' CSP allows), so that axe checks
 * every element with its real colours and boxes, not fewer of them. Only `auto` is changed, never
 * `hidden` (content hidden from everyone stays so); the inline style stays for the rest of the page's
 * visit, and frames and shadow roots are not reached (the site's pages have neither in these lists).
 */
import type { Page } from '@playwright/test';

/** Lays out every part of the page that waits for the viewport; returns how many there were. */
export async function layOutWholePage(page: Page): Promise<number> {
  return page.evaluate(() => {
    let laidOut = 0;
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).contentVisibility === 'auto') {
        element.style.contentVisibility = 'visible';
        laidOut += 1;
      }
    }
    return laidOut;
  });
}
