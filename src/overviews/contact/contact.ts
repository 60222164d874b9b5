/**
 * The contact overview (`/contact`): the hospital's general contact details, every
 * location (title, address, main phone number, link to its page) and the general contact pages
 * under /contact, all from the site graph. Pure.
 */
import type { SiteNode } from '#src/lib/crawl/graph-types.ts';
import { sortByLocationOrder } from '#src/overviews/shared/location-order.ts';

export type ContactLocation = {
  title: string;
  /** The page's full title, e.g. 'Spaarne Gasthuis Hoofddorp'. */
  name: string;
  address: string | null;
  /** The location's first phone number: its main number. */
  phone: string | null;
  href: string;
};

export type ContactPageLink = { title: string; intro: string | null; href: string };

/** Location pages (Dutch) as contact entries: main locations first (spec 9's order), then A to Z. */
export function contactLocations(nodes: readonly SiteNode[]): ContactLocation[] {
  const entries = nodes
    .filter((node) => node.pageType === 'location' && node.locale === 'nl')
    .flatMap((node) => {
      const page = node.page;
      const location = page.Location;
      if (!location) return [];
      return [
        {
          title: location.Title,
          name: page.HeaderTitle?.trim() || location.Title,
          address: location.Address?.trim() || null,
          phone: location.PhoneNumbers[0]?.PhoneNumber.trim() || null,
          href: node.route,
        },
      ];
    });
  return sortByLocationOrder(entries, (entry) => entry.title);
}

/** The general pages under /contact (patient service, contact form, ...), A to Z. */
export function contactPages(nodes: readonly SiteNode[]): ContactPageLink[] {
  return nodes
    .filter((node) => node.locale === 'nl' && node.pageType === 'general' && node.route.startsWith('/contact/'))
    .map((node) => {
      const page = node.page;
      return {
        title: page.HeaderTitle?.trim() || page.Title,
        intro: page.TeaserDescription?.trim() || page.HeaderDescription?.trim() || null,
        href: node.route,
      };
    })
    .sort((a, b) => a.title.localeCompare(b.title, 'nl'));
}

/** An international Dutch number as it is written in the Netherlands: '+31 23 224 0000' -> '023 224 0000'. */
export function nationalPhone(number: string): string {
  const trimmed = number.trim();
  return trimmed.startsWith('+31 ') ? `0${trimmed.slice(4)}` : trimmed;
}
