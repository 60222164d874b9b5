import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Spec 7: clicks on the home page's quick tasks and on the footer's links go to the data layer. */
type DataLayerEntry = { event?: string; category?: string; action?: string; label?: string };

async function clickWithoutLeaving(page: Page, link: import('@playwright/test').Locator): Promise<void> {
  // Keep the page: the event is pushed on click, before the browser would follow the link.
  await page.evaluate(() => window.addEventListener('click', (event) => event.preventDefault(), { capture: true }));
  await link.click();
}

async function linkClicks(page: Page): Promise<DataLayerEntry[]> {
  return page.evaluate(
    () =>
      ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).filter(
        (entry) => !Array.isArray(entry) && (entry as DataLayerEntry).event === 'link_click',
      ) as DataLayerEntry[],
  );
}

test('a quick task click is recorded under "homepage - kunnen wij u helpen"', async ({ page }) => {
  await page.goto('/');
  const task = page.locator('.quick-tasks__link').first();
  const title = ((await task.textContent()) ?? '').replace(/\s+/g, ' ').trim();
  await clickWithoutLeaving(page, task);
  expect(await linkClicks(page)).toEqual([
    { event: 'link_click', category: 'homepage - kunnen wij u helpen', action: 'click', label: title },
  ]);
});

test('footer clicks are recorded under "footer", with the column, the legal links or the language switch as action', async ({
  page,
}) => {
  await page.goto('/');
  const column = page.locator('[data-footer-column]').first();
  const columnName = await column.getAttribute('data-footer-column');
  const columnLink = column.getByRole('link').first();
  await clickWithoutLeaving(page, columnLink);
  await clickWithoutLeaving(page, page.locator('.legal-links a').first());
  await clickWithoutLeaving(page, page.locator('[data-language-switch]'));
  const clicks = await linkClicks(page);
  expect(clicks.map((entry) => [entry.category, entry.action])).toEqual([
    ['footer', columnName],
    ['footer', 'legal'],
    ['footer', 'language'],
  ]);
  expect(clicks[0]?.label).toBe(((await columnLink.textContent()) ?? '').replace(/\s+/g, ' ').trim());
});

test('clicks elsewhere in the frame push no link event', async ({ page }) => {
  await page.goto('/');
  await clickWithoutLeaving(page, page.locator('.site-header__logo'));
  expect(await linkClicks(page)).toEqual([]);
});
