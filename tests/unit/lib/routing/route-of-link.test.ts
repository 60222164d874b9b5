import { describe, expect, it } from 'vitest';
import { routeOfLink } from '#src/lib/routing/route-of-link.ts';

describe('links as routes', () => {
  const hosts = ['www.spaarnegasthuis.nl'];
  it('keeps site paths, drops query, hash and trailing slash, and ignores other hosts and schemes', () => {
    expect(routeOfLink('/nieuws/x?page=2#top', hosts)).toBe('/nieuws/x');
    expect(routeOfLink('/over-ons/', hosts)).toBe('/over-ons');
    expect(routeOfLink('/', hosts)).toBe('/');
    expect(routeOfLink('https://www.spaarnegasthuis.nl/contact', hosts)).toBe('/contact');
    expect(routeOfLink('https://mijn.spaarnegasthuis.nl/', hosts)).toBeNull();
    expect(routeOfLink('mailto:a@b.nl', hosts)).toBeNull();
    expect(routeOfLink('tel:0232240000', hosts)).toBeNull();
    expect(routeOfLink('#inhoud', hosts)).toBeNull();
  });
});
