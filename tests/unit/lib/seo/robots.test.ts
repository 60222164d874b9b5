import { describe, expect, it } from 'vitest';
import { robotsTxt } from '#src/lib/seo/robots.ts';

const SITE = new URL('https://www.spaarnegasthuis.nl');

describe('robots.txt', () => {
  it('allows everything but the preview and names the sitemap', () => {
    expect(robotsTxt(SITE)).toBe(
      'User-agent: *\nDisallow: /preview/\nAllow: /\n\nSitemap: https://www.spaarnegasthuis.nl/sitemap.xml\n',
    );
  });
});
