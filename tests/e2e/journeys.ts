import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { readE2eConfig } from '#src/lib/build/config.ts';
import { pagePathOf, pageStructureOf } from '../../scripts/build/a11y-sample.ts';
import { htmlFilesUnder } from '../../scripts/build/html-files.ts';
import { journeyPagesOf, type JourneyPage } from '../../scripts/build/journey-pages.ts';

/**
 * The pages the keyboard and display journeys visit, read from the built site at JOURNEYS_SITE (default dist) while
 * the spec loads: one per language and page type and one per island and language (scripts/build/journey-pages.ts).
 */
function journeyPagesIn(siteDir: string): JourneyPage[] {
  const clientDir = path.resolve(siteDir, 'client');
  const files = existsSync(clientDir) ? htmlFilesUnder(clientDir) : [];
  if (files.length === 0) throw new Error(`No built pages in ${clientDir}: build the site first (npm run build).`);
  return journeyPagesOf(
    files.map((file) => ({
      path: pagePathOf(path.relative(clientDir, file)),
      structure: pageStructureOf(readFileSync(file, 'utf8')),
    })),
  );
}

export const JOURNEY_PAGES: readonly JourneyPage[] = journeyPagesIn(readE2eConfig().journeysSite);

/** What a test title says of a page: its address and why it is visited. */
export const describePage = (page: JourneyPage): string => `${page.url} (${page.reasons.join(', ')})`;

/** The first page of a page type in each language, in path order. */
export const pagesOfType = (pageType: string): JourneyPage[] =>
  JOURNEY_PAGES.filter((page) => page.reasons.includes(`${page.lang} ${pageType}`));

/** The first page with an island (by its component's name), whichever its language. */
export const pageWithIsland = (island: string): JourneyPage | undefined =>
  JOURNEY_PAGES.find((page) => page.islands.includes(island));

export type FocusStop = {
  /** The element's place in the walk's own numbering: the same element keeps its number. */
  id: number;
  name: string;
  /** The focused element comes after the previous stop in the document. */
  afterPrevious: boolean;
  /** An outline (on it or, through :focus-within, on an ancestor) or a box shadow marks it. */
  ringShown: boolean;
  /** At least part of it is inside the viewport and it is bigger than a pixel. */
  inView: boolean;
  /** The share of its box under a fixed or sticky element it is not part of (0 to 1), and which. */
  covered: number;
  coveredBy: string;
};

/** Reads the focused element in the page: what a sighted keyboard user sees of it. */
export function readFocus(page: Page): Promise<FocusStop | null> {
  return page.evaluate(async () => {
    type Walk = { ids: WeakMap<Element, number>; next: number; last: Element | null; pinned: Element[] };
    const holder = window as unknown as { journeyWalk?: Walk };
    // What stays put while the page scrolls is found once: the walk does not change the page's layout.
    const walk: Walk = (holder.journeyWalk ??= {
      ids: new WeakMap(),
      next: 0,
      last: null,
      pinned: [...document.body.querySelectorAll('*')].filter((element) =>
        ['fixed', 'sticky'].includes(getComputedStyle(element).position),
      ),
    });
    const focused = document.activeElement;
    if (!focused || focused === document.body || focused === document.documentElement) return null;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
        element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''
      } "${(element.textContent ?? element.getAttribute('aria-label') ?? '').trim().slice(0, 40)}"`;
    const afterPrevious =
      !walk.last || Boolean(walk.last.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING);
    let id = walk.ids.get(focused);
    // Focus coming round again ends the walk: the last stop stays the walk's last new one.
    if (id === undefined) {
      id = walk.next++;
      walk.ids.set(focused, id);
      walk.last = focused;
    }

    // A transparent outline (kept for forced-colours mode) shows nothing in normal colours.
    const transparent = (color: string) => color === 'transparent' || /rgba\([^)]*,\s*0(\.0+)?\)$/.test(color);
    const outlined = (element: Element) => {
      const style = getComputedStyle(element);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 && !transparent(style.outlineColor);
    };
    const ownStyle = getComputedStyle(focused);
    // A box shadow counts as a ring when one of its layers is one: no offset, a spread of 2 px or more
    // and a visible colour (a card's soft drop shadow does not).
    const ringShadow = [
      ...ownStyle.boxShadow.matchAll(
        /(rgba?\([^)]*\)|transparent)\s+(-?[\d.]+)px\s+(-?[\d.]+)px\s+[\d.]+px\s+(-?[\d.]+)px/g,
      ),
    ].some(
      ([, color = '', x = '', y = '', spread = '']) =>
        Number(x) === 0 && Number(y) === 0 && Number(spread) >= 2 && !transparent(color),
    );
    let ringShown = outlined(focused) || ringShadow;
    for (let ancestor = focused.parentElement, depth = 0; !ringShown && ancestor && depth < 5; depth++) {
      ringShown = ancestor.matches(':focus-within') && outlined(ancestor);
      ancestor = ancestor.parentElement;
    }

    const inViewport = (box: DOMRect) =>
      box.width > 1 &&
      box.height > 1 &&
      box.bottom > 0 &&
      box.right > 0 &&
      box.top < window.innerHeight &&
      box.left < window.innerWidth;
    // What brings focus into view by moving (a carousel sliding a focused card in) is measured once it has moved.
    if (!inViewport(focused.getBoundingClientRect())) {
      await new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled)));
      const ending = document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime ?? Infinity)));
      await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    }
    const box = focused.getBoundingClientRect();
    const inView = inViewport(box);

    let covered = 0;
    let coveredBy = '';
    for (const element of walk.pinned) {
      if (element.contains(focused) || focused.contains(element)) continue;
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      const over = element.getBoundingClientRect();
      const width = Math.min(box.right, over.right) - Math.max(box.left, over.left);
      const height = Math.min(box.bottom, over.bottom) - Math.max(box.top, over.top);
      if (width <= 0 || height <= 0) continue;
      const share = (width * height) / Math.max(1, box.width * box.height);
      if (share > covered) {
        covered = share;
        coveredBy = describe(element);
      }
    }
    return { id, name: describe(focused), afterPrevious, ringShown, inView, covered, coveredBy };
  });
}

/**
 * The controls a keyboard user should be able to reach: rendered, enabled, in the tab order; up to the walk's last
 * stop when the walk was cut short.
 */
export function unreachedControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const walk = (window as unknown as { journeyWalk?: { ids: WeakMap<Element, number>; last: Element | null } })
      .journeyWalk;
    const selector =
      'a[href], button, input, select, textarea, summary, iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';
    const reached = (element: Element) => walk?.ids.has(element) ?? false;
    const missing: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element.tabIndex < 0 || element.closest('[inert]')) continue;
      const last = walk?.last;
      if (last && last.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING && !last.contains(element))
        continue;
      if ((element as HTMLButtonElement).disabled) continue;
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      if (element instanceof HTMLInputElement && element.type === 'radio' && element.name) {
        const group = document.querySelectorAll(`input[type="radio"][name="${CSS.escape(element.name)}"]`);
        if ([...group].some(reached)) continue;
      }
      if (!reached(element))
        missing.push(`${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`);
    }
    return missing;
  });
}

/**
 * Hydrates every island, so the walk meets the controls a visitor meets: each is scrolled into view (which
 * wakes a `client:visible` one), and one that waits to be reached (`client:reached`) is reached as the
 * keyboard reaches it, by the focus moving into it (without a pointer over it, which would leave
 * hover styles on).
 */
export async function hydrateIslands(page: Page): Promise<void> {
  for (const island of await page.locator('astro-island').all()) {
    await island.scrollIntoViewIfNeeded();
    if ((await island.getAttribute('client')) === 'reached') await island.dispatchEvent('focusin');
    await expect(island).not.toHaveAttribute('ssr');
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Tabs from the top of the page through every stop until focus leaves the page or comes round again; long lists of
 * results are cut at `maxStops` (the same controls repeat there), which keeps a walk within a test's time.
 */
export async function tabThroughPage(page: Page, maxStops = 150): Promise<FocusStop[]> {
  await hydrateIslands(page);
  const stops: FocusStop[] = [];
  const seen = new Set<number>();
  for (let count = 0; count < maxStops; count++) {
    await page.keyboard.press('Tab');
    const stop = await readFocus(page);
    if (!stop || seen.has(stop.id)) break;
    seen.add(stop.id);
    stops.push(stop);
  }
  return stops;
}
