/** robots.txt: everything may be crawled except the on-demand preview of unpublished pages; names the sitemap. Pure. */

export function robotsTxt(site: URL): string {
  return [
    'User-agent: *',
    'Disallow: /preview/',
    'Allow: /',
    '',
    `Sitemap: ${new URL('/sitemap.xml', site).href}`,
    '',
  ].join('\n');
}
