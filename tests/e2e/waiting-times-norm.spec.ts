import { expect, test } from './fixtures.ts';

/**
 * /wachttijden the NZa way: the peildatum, the Treeknorm of each kind of wait, a mark in words on
 * every wait over its norm, the insurer's waiting-list mediation, and the release's waiting-times
 * file, which downloads as CSV with the documented columns.
 */
test.describe('waiting times against the Treeknorm', () => {
  test.use({ javaScriptEnabled: false });

  test('/wachttijden shows the peildatum, the norms, the over-norm marks and the mediation text', async ({ page }) => {
    await page.goto('/wachttijden');
    await expect(page.getByText(/^Peildatum: \d{1,2} \w+ \d{4}\./)).toBeVisible();
    const norms = page.locator('.waiting-overview__norm');
    await expect(norms).toHaveText([
      'Treeknorm: 4 weken (28 dagen)',
      'Treeknorm: 4 weken (28 dagen)',
      'Treeknorm: 7 weken (49 dagen)',
    ]);
    await expect(page.getByText('wachtlijstbemiddeling')).toBeVisible();

    // Every marked cell says so in words and holds more days than its table's norm; no other cell does.
    for (const [index, normDays] of [28, 28, 49].entries()) {
      const table = page.locator('.waiting-overview__group').nth(index).locator('tbody');
      const marked = table.locator('td.waiting-over-norm');
      await expect(marked.first()).toBeVisible();
      for (const cell of await marked.all()) {
        await expect(cell.locator('.waiting-over-norm__mark')).toHaveText('▲ boven de Treeknorm');
        expect(Number.parseInt((await cell.textContent()) ?? '', 10)).toBeGreaterThan(normDays);
      }
      for (const cell of await table.locator('td:not(.waiting-over-norm)').all()) {
        const days = Number.parseInt((await cell.textContent()) ?? '', 10);
        if (!Number.isNaN(days)) expect(days).toBeLessThanOrEqual(normDays);
      }
    }
  });

  test('links a waiting-times file that answers 200 as CSV with the documented columns', async ({ page, request }) => {
    await page.goto('/wachttijden');
    const link = page.getByRole('link', { name: 'Download alle wachttijden (CSV-bestand)' });
    const href = await link.getAttribute('href');
    expect(href).toBe('/wachttijden/wachttijden.csv');
    const answer = await request.get(href ?? '');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^text\/csv/);
    const [header, first] = (await answer.text()).split('\r\n');
    expect(header).toBe(
      'peildatum,instelling,soort_wachttijd,afdeling,locatie,wachttijd_dagen,treeknorm_weken,boven_treeknorm',
    );
    expect(first).toMatch(/^\d{4}-\d{2}-\d{2},Spaarne Gasthuis,(polikliniek|diagnostiek|behandeling),/);
  });
});
