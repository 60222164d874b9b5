import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { FEEDBACK_DB } from '../../playwright.config.ts';
import { expect, test } from './fixtures.ts';

/**
 * "Is deze pagina nuttig?" without JavaScript: the plain forms post to the origin, which stores the answer and sends
 * the visitor back to the page's thank-you note; the export has the answer; the 31st post of a minute gets 429.
 */
const PAGE = '/afdelingen-en-centra/hartcentrum';

async function exportedCsv(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'feedback-export-'));
  try {
    const out = path.join(dir, 'answers.csv');
    await promisify(execFile)(process.execPath, ['scripts/feedback-export.ts', '--out', out], {
      env: { ...process.env, FEEDBACK_DB },
    });
    return await readFile(out, 'utf8');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

test.describe('page feedback without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('"Nee" with a text shows the thanks on the page and lands in the export', async ({ page }) => {
    await page.goto(PAGE);
    const section = page.getByRole('region', { name: 'Is deze pagina nuttig?' });
    await expect(section.getByText('Bedankt voor uw antwoord', { exact: false })).toBeHidden();
    await section.getByText('Nee', { exact: true }).click();
    await expect(section.getByText('Vul geen persoonlijke gegevens in', { exact: false })).toBeVisible();
    const text = `Parkeren bij de polikliniek ${Date.now()}`;
    await section.getByLabel('Wat miste u op deze pagina? (niet verplicht)').fill(text);
    await section.getByRole('button', { name: 'Verstuur' }).click();
    await expect(page).toHaveURL(`${PAGE}?feedback=thanks#feedback-thanks`);
    await expect(section.getByText('Bedankt voor uw antwoord', { exact: false })).toBeVisible();
    await expect(section.getByRole('button', { name: 'Ja' })).toBeHidden();
    const csv = await exportedCsv();
    expect(csv).toContain(`${PAGE},`);
    expect(csv).toMatch(new RegExp(`${PAGE},[^,]+,no,${text},`));
  });

  test('the 31st post in a minute from one client gets 429, and not the next client', async ({ page }) => {
    // The site is served as if behind a CDN (FEEDBACK_TRUSTED_PROXIES): each test visitor is an address of its own.
    const visitor = '203.0.113.31';
    const post = (from: string) =>
      page.request.post('/api/feedback', {
        form: { path: PAGE, useful: 'yes' },
        headers: { 'x-forwarded-for': from },
        maxRedirects: 0,
      });
    for (let count = 1; count <= 30; count += 1) expect((await post(visitor)).status(), `post ${count}`).toBe(303);
    const refused = await post(visitor);
    expect(refused.status()).toBe(429);
    expect(await refused.text()).toContain('te vaak');
    expect((await post('198.51.100.20')).status()).toBe(303);
  });
});
