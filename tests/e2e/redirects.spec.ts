import { FIXED_REDIRECTS } from '@ziekenhuis/content-api/generate/world/redirects';
import { normaliseRedirectPath, redirectTarget } from '../../scripts/build/redirects.ts';
import { expect, test } from './fixtures.ts';

/** The embedded content API's hand-written pairs (the same at every scale), as the site serves them. */
const PAIRS = FIXED_REDIRECTS.map((pair) => ({
  source: normaliseRedirectPath(pair.OriginalSlug),
  location: redirectTarget({ from: pair.OriginalSlug, to: pair.NewSlug }),
}));

test.describe('CMS redirects', () => {
  test('an original path answers 301 with the new path and redirectUrl holding the original slug', async ({
    request,
  }) => {
    const response = await request.get('/oude-poli-cardiologie', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe(
      '/afdelingen-en-centra/hartcentrum/cardiologie?redirectUrl=oude-poli-cardiologie',
    );
  });

  test('every redirect of the CMS answers 301 with its target, whitespace and capitals as editors typed them', async ({
    request,
  }) => {
    expect(PAIRS.map((pair) => pair.source)).toContain('/Vrienden-doneren');
    for (const { source, location } of PAIRS) {
      const response = await request.get(source, { maxRedirects: 0 });
      expect(response.status(), source).toBe(301);
      expect(response.headers()['location'], source).toBe(location);
      expect(new URL(location, 'http://site').searchParams.get('redirectUrl'), source).toBe(source.slice(1));
    }
  });

  test('a trailing slash on the original path redirects too', async ({ request }) => {
    const response = await request.get('/english/', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/en?redirectUrl=english');
  });

  test('following a redirect lands on the page', async ({ page }) => {
    const response = await page.goto('/oude-poli-cardiologie');
    expect(response?.status()).toBe(200);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/afdelingen-en-centra/hartcentrum/cardiologie');
    expect(url.searchParams.get('redirectUrl')).toBe('oude-poli-cardiologie');
    await expect(page.locator('body')).toHaveAttribute('data-page-type', 'department');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Cardiologie');
  });

  test('following a redirect to the English home page lands on it', async ({ page }) => {
    const response = await page.goto('/english');
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await expect(page.locator('body')).toHaveAttribute('data-page-type', 'home');
  });
});
