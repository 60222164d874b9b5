import type { WorldPage } from '@ziekenhuis/content-api/world/types';
import { generateWorld } from '@ziekenhuis/content-api/generate/world';
import { CONTENT_API_URL } from '../../playwright.config.ts';
import { expect, test } from './fixtures.ts';

/**
 * Review dates at the bottom of content pages, in both languages, only where the CMS gives them; and
 * the preview's banner telling the editor of a lapsed review. A page keeps its review days at every
 * scale, so the pages are picked from the embedded CMS's world of the default seed.
 */
const world = generateWorld({ scale: 0.1, seed: 1, crisisBanner: true });
const published = world.pages.filter((entry) => entry.published);

function pick(description: string, test: (entry: WorldPage) => boolean): WorldPage {
  const found = published.find(test);
  if (!found) throw new Error(`the dataset has no ${description}`);
  return found;
}

const department = pick(
  'department page with review dates',
  (entry) => entry.page.ContentType === 'Afdeling pagina' && entry.page.LastReviewedDate !== null,
);
const english = pick(
  'English page with review dates',
  (entry) => entry.page.Language.Code === 'en' && entry.page.NextReviewDate !== null,
);
const without = pick(
  'department page without review dates',
  (entry) => entry.page.ContentType === 'Afdeling pagina' && entry.page.NextReviewDate === null,
);

test('a Dutch page shows when it was checked and is next due, as dates in Dutch', async ({ page }) => {
  await page.goto(department.route);
  const dates = page.locator('[data-review-dates]');
  await expect(dates).toContainText('Pagina gecontroleerd op');
  await expect(dates).toContainText('Volgende controle:');
  const times = dates.locator('time');
  await expect(times).toHaveCount(2);
  await expect(times.first()).toHaveAttribute('datetime', department.page.LastReviewedDate ?? '');
  await expect(times.last()).toHaveAttribute('datetime', department.page.NextReviewDate ?? '');
  await expect(times.first()).toHaveText(
    /^\d{1,2} (januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december) \d{4}$/,
  );
});

test('an English page says "Page last reviewed" and "Next review due" in English', async ({ page }) => {
  await page.goto(english.route);
  const dates = page.locator('[data-review-dates]');
  await expect(dates).toContainText('Next review due');
  await expect(dates.locator('time').last()).toHaveAttribute('datetime', english.page.NextReviewDate ?? '');
  await expect(dates.locator('time').last()).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
});

test('a page the CMS gives no review dates shows none', async ({ page }) => {
  await page.goto(without.route);
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('[data-review-dates]')).toHaveCount(0);
});

test("the preview of a page past its next review day says so in the banner; another draft's does not", async ({
  page,
  request,
}) => {
  const answer = await request.get(`${CONTENT_API_URL}/__admin/drafts`);
  const drafts = (await answer.json()) as Array<{ title: string; previewPath: string }>;
  const lapsed = drafts.find((draft) => draft.title === 'Nieuwe huisregels');
  const other = drafts.find((draft) => draft.title !== 'Nieuwe huisregels');
  if (!lapsed || !other) throw new Error('the drafts are not the dataset’s');
  await page.goto(lapsed.previewPath);
  const note = page.locator('[data-preview-banner] [data-preview-review-overdue]');
  await expect(note).toContainText('opnieuw gecontroleerd moeten worden');
  await page.goto(other.previewPath);
  await expect(page.locator('[data-preview-banner]')).toBeVisible();
  await expect(page.locator('[data-preview-review-overdue]')).toHaveCount(0);
});
