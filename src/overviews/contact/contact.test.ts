import { describe, expect, it } from 'vitest';
import type { SiteNode } from '#src/lib/crawl/graph-types.ts';
import { contactLocations, contactPages, nationalPhone } from '#src/overviews/contact/contact.ts';
import { page } from '@ziekenhuis/content-api/test-support';

const locationNode = (slug: string, title: string, phones: string[]): SiteNode => ({
  route: `/contact/${slug}`,
  locale: 'nl',
  pageType: 'location',
  alternates: { nl: `/contact/${slug}` },
  children: [],
  page: page(`/contact/${slug}`, {
    ContentType: 'Locatie pagina',
    SharepointId: slug.length,
    Title: title,
    HeaderTitle: `Spaarne Gasthuis ${title}`,
    Location: {
      SharepointId: slug.length,
      Title: title,
      Path: `/${slug}`,
      OpeningTimes: null,
      VisitingTimes: null,
      OpeningTimesPolyclinic: null,
      Address: `Straat 1, 1234 AB ${title}`,
      PostalAddress: null,
      Email: null,
      PhoneNumbers: phones.map((PhoneNumber) => ({ PhoneNumber, Description: 'Algemeen nummer' })),
    },
  }),
});

const generalNode = (route: string, title: string): SiteNode => ({
  route,
  locale: 'nl',
  pageType: 'general',
  alternates: { nl: route },
  children: [],
  page: page(route, {
    ContentType: 'Spaarne pagina',
    SharepointId: route,
    Title: title,
    TeaserDescription: `Over ${title}`,
  }),
});

describe('contact overview', () => {
  it('lists the locations with title, address, main phone number and page; main locations first', () => {
    const locations = contactLocations([
      locationNode('alsmeer', 'Alsmeer', ['023 224 6500']),
      locationNode('hoofddorp', 'Hoofddorp', ['023 224 0000', '023 890 8000']),
      locationNode('haarlem-zuid', 'Haarlem Zuid', []),
    ]);
    expect(locations.map((location) => location.title)).toEqual(['Haarlem Zuid', 'Hoofddorp', 'Alsmeer']);
    expect(locations[1]).toEqual({
      title: 'Hoofddorp',
      name: 'Spaarne Gasthuis Hoofddorp',
      address: 'Straat 1, 1234 AB Hoofddorp',
      phone: '023 224 0000',
      href: '/contact/hoofddorp',
    });
    expect(locations[0]?.phone).toBeNull();
  });

  it('links the general pages under /contact, A to Z, and nothing else', () => {
    const pages = contactPages([
      generalNode('/contact/patientenservice', 'Patiëntenservice'),
      generalNode('/contact/contactformulier', 'Contactformulier'),
      generalNode('/over-ons', 'Over ons'),
    ]);
    expect(pages.map((entry) => entry.href)).toEqual(['/contact/contactformulier', '/contact/patientenservice']);
    expect(pages[0]?.intro).toBe('Over Contactformulier');
  });

  it('writes the international number as a Dutch one', () => {
    expect(nationalPhone('+31 23 224 0000')).toBe('023 224 0000');
    expect(nationalPhone('023 224 0000')).toBe('023 224 0000');
  });
});
