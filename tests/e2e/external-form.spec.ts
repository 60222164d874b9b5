/**
 * The external form service is functional: it loads once the cookie bar has been answered, whatever the answer.
 * Before that the block shows a placeholder with the form's direct address and a button that opens the bar, and
 * nothing is asked of the form service.
 */
import type { Page } from '@playwright/test';
import { AWKWARD_CASES } from '@ziekenhuis/content-api/generate/world';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

test.use({ cookieChoiceMade: false });

const FORM_SERVICE = /^https:\/\/form\.jotform\.com\//;
const DIRECT = 'https://form.jotform.com/klachten-2026';

/** Answers the form service with a small stand-in and records what the page asks of it. */
async function answerFormService(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route(FORM_SERVICE, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Formulier</title><form></form>' });
  });
  return requests;
}

for (const answer of ['Alles weigeren', 'Alles accepteren'] as const) {
  test(`no request to the form service before the bar is answered; after "${answer}" the form loads`, async ({
    page,
  }) => {
    const requests = await answerFormService(page);
    await page.goto(`${AWKWARD_CASES.externalForm}?afdeling=Cardiologie`);
    const placeholder = page.locator('[data-form-placeholder]');
    await expect(placeholder).toBeVisible();
    await expect(placeholder.getByRole('link', { name: DIRECT })).toHaveAttribute('href', DIRECT);
    await expect(page.locator('iframe[data-form-frame]')).toBeHidden();
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);

    // The placeholder's button opens the bar's first layer, focused on its title.
    await page.getByRole('dialog').getByRole('button', { name: 'Alles weigeren' }).waitFor();
    await placeholder.getByRole('button', { name: 'Cookiekeuze maken' }).click();
    const bar = page.getByRole('dialog', { name: 'Cookies op onze website' });
    await expect(bar.getByRole('heading', { name: 'Cookies op onze website' })).toBeFocused();
    await expect(bar.getByRole('button', { name: 'Instellingen', exact: true })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    const reloaded = page.waitForEvent('load');
    await bar.getByRole('button', { name: answer }).click();
    await reloaded;

    const frame = page.locator('iframe[data-form-frame]');
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute('src', `${DIRECT}?afdeling=Cardiologie&isIframeEmbed=1`);
    await expect(placeholder).toBeHidden();
    await expect.poll(() => requests).toEqual([`${DIRECT}?afdeling=Cardiologie&isIframeEmbed=1`]);
  });
}

test('the placeholder has no axe violations, in Dutch and with the bar open', async ({ page }) => {
  await answerFormService(page);
  await page.goto(AWKWARD_CASES.externalForm);
  await expect(page.locator('[data-form-placeholder]')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('without JavaScript the placeholder gives the direct address and nothing loads from the form service', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const requests = await answerFormService(page);
  await page.goto(AWKWARD_CASES.externalForm);
  await expect(page.locator('[data-form-placeholder]').getByRole('link', { name: DIRECT })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cookiekeuze maken' })).toBeHidden();
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
  await context.close();
});
