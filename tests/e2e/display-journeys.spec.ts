/**
 * Display journeys on the pages of tests/e2e/journeys.ts (one of every page type in every language and one of every
 * island, read from the built site), all three on one page load, each failure named by its check: reflow at 320 CSS
 * px (no horizontal scrolling), text at 200% clipping nothing, and forced colours keeping controls, icons and the
 * focus ring visible.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { describePage, hydrateIslands, JOURNEY_PAGES } from './journeys.ts';

/** Text that an element with hidden overflow cuts off (a carousel's track scrolls its slides on purpose). */
function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll('*')].flatMap((element) => {
      const style = getComputedStyle(element);
      const clips = (value: string) => value === 'hidden' || value === 'clip';
      if (!clips(style.overflowX) && !clips(style.overflowY)) return [];
      if (element.closest('.visually-hidden, .swiper') || element.clientWidth <= 1) return [];
      if (!(element instanceof HTMLElement) || !element.checkVisibility({ visibilityProperty: true })) return [];
      if (!element.innerText.trim()) return [];
      const cutWide = clips(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
      const cutHigh = clips(style.overflowY) && element.scrollHeight > element.clientHeight + 1;
      return cutWide || cutHigh
        ? [`${element.tagName.toLowerCase()}.${element.className} "${element.innerText.slice(0, 40)}"`]
        : [];
    }),
  );
}

/** In forced colours: controls without a boundary or readable label, icons painted in the background's colour. */
function unseenInForcedColours(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>('button, input:not([type="hidden"]), select, textarea');
    for (const control of controls) {
      if (!control.checkVisibility({ visibilityProperty: true })) continue;
      const style = getComputedStyle(control);
      const bordered = ['Top', 'Right', 'Bottom', 'Left'].some(
        (side) => parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0,
      );
      const native = style.appearance !== 'none';
      const labelled = (control.innerText ?? '').trim() !== '' || control.querySelector('svg') !== null;
      if (!bordered && !native && !labelled)
        problems.push(`control without boundary: ${control.outerHTML.slice(0, 80)}`);
    }
    for (const icon of document.querySelectorAll<SVGElement>('svg')) {
      if (
        !icon.checkVisibility({ visibilityProperty: true }) ||
        icon.closest('[aria-hidden="true"] a, .visually-hidden')
      )
        continue;
      const style = getComputedStyle(icon);
      const paint = style.fill !== 'none' ? style.fill : style.stroke;
      if (paint === 'none' || paint === style.backgroundColor)
        problems.push(`icon without paint: ${icon.outerHTML.slice(0, 80)}`);
    }
    return problems;
  });
}

/** In forced colours box shadows are dropped: every focusable control must still show an outline when focused. */
function focusWithoutOutline(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';
    const outlined = (element: Element) => {
      const style = getComputedStyle(element);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    };
    const missing: string[] = [];
    for (const element of [...document.querySelectorAll<HTMLElement>(selector)].slice(0, 120)) {
      if (element.tabIndex < 0 || !element.checkVisibility({ visibilityProperty: true })) continue;
      element.focus();
      let shown = outlined(element);
      for (let ancestor = element.parentElement, depth = 0; !shown && ancestor && depth < 5; depth++) {
        shown = ancestor.matches(':focus-within') && outlined(ancestor);
        ancestor = ancestor.parentElement;
      }
      if (!shown) missing.push(`${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`);
    }
    return missing;
  });
}

for (const journeyPage of JOURNEY_PAGES) {
  test(`display of ${describePage(journeyPage)}: reflow at 320 px, text at 200%, forced colours`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(journeyPage.url);
    await hydrateIslands(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect.soft(overflow, 'reflow at 320 CSS px: horizontal scrolling (px)').toBe(0);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
    expect.soft(await clippedText(page), 'text at 200%: text cut off').toEqual([]);
    await page.evaluate(() => document.documentElement.style.removeProperty('font-size'));

    await page.emulateMedia({ forcedColors: 'active' });
    expect.soft(await unseenInForcedColours(page), 'forced colours: controls or icons unseen').toEqual([]);
    // A keyboard stop first, so the controls focused from the script show their keyboard focus style.
    await page.keyboard.press('Tab');
    expect.soft(await focusWithoutOutline(page), 'forced colours: focus without an outline').toEqual([]);
  });
}
