import { describe, expect, it } from 'vitest';
import { breadcrumbsFor } from '#src/lib/models/breadcrumbs.ts';
import { anchorMenu, DEPARTMENT_ANCHOR_TITLES } from '#src/lib/models/anchor-menu.ts';
import { sectionOf } from '#src/lib/routing/sections.ts';
import { eventDateParts, formatLongDate } from '#src/lib/dates.ts';
import { isDeadLink, NO_DEAD_LINKS, type LinkRules } from '#src/lib/content/link-rules.ts';
import { sanitizeRichText } from '#src/lib/content/sanitize.ts';
import { isPartnerPage, PARTNER_PAGES } from '#src/lib/models/partner-pages.ts';
import { FRIENDS_MENU_BOTTOM, FRIENDS_MENU_TOP } from '#src/lib/models/friends-menu.ts';
import { telHref } from '#src/lib/phone.ts';
import type { ContentBlock } from '#src/lib/content/parse-content.ts';

const labels = { siteName: 'Spaarne Gasthuis', section: (key: string) => ({ 'sections.departmentsAndCentres': 'Afdelingen en Centra', 'sections.news': 'Nieuws' })[key] ?? key };
const ref = (Path: string, Title: string) => ({ SharepointId: 1, Title, Path });
const base = { Title: 'x', HeaderTitle: null, Parent: null, Centrum: null, Department: null, Subcentra: null, ContentType: 'Spaarne pagina' as const };

describe('breadcrumbs (spec 2.6)', () => {
  it('start with the hospital name, then the section, then the page', () => {
    expect(breadcrumbsFor({ ...base, Title: 'Nieuw gebouw', ContentType: 'News pagina' }, '/nieuws/nieuw-gebouw', 'nl', labels)).toEqual([
      { label: 'Spaarne Gasthuis', href: '/' },
      { label: 'Nieuws', href: '/nieuws' },
      { label: 'Nieuw gebouw' },
    ]);
  });

  it('go through centre and department for organisation pages, and link only to pages that exist', () => {
    const page = { ...base, Title: 'Hartrevalidatie', ContentType: 'Sub-afdeling pagina' as const, Centrum: ref('/hartcentrum', 'Hartcentrum'), Department: { ...ref('/cardiologie', 'Cardiologie'), Centrum: ref('/hartcentrum', 'Hartcentrum') } };
    const route = '/afdelingen-en-centra/hartcentrum/cardiologie/hartrevalidatie';
    expect(breadcrumbsFor(page, route, 'nl', labels).map((crumb) => crumb.label)).toEqual(['Spaarne Gasthuis', 'Afdelingen en Centra', 'Hartcentrum', 'Cardiologie', 'Hartrevalidatie']);
    const withoutCentre = breadcrumbsFor(page, route, 'nl', labels, (r) => r !== '/afdelingen-en-centra/hartcentrum');
    expect(withoutCentre[2]).toEqual({ label: 'Hartcentrum' });
    expect(withoutCentre[3]).toEqual({ label: 'Cardiologie', href: '/afdelingen-en-centra/hartcentrum/cardiologie' });
  });

  it('follow the parent chain of general pages and strip /en for the section', () => {
    const page = { ...base, Title: 'Wat neemt u mee', Parent: { ...ref('/opname', 'Opname'), Parent: ref('/patienten', 'Patiënten') } };
    expect(breadcrumbsFor(page, '/patienten/opname/wat-neemt-u-mee', 'nl', labels)).toEqual([
      { label: 'Spaarne Gasthuis', href: '/' },
      { label: 'Patiënten', href: '/patienten' },
      { label: 'Opname', href: '/patienten/opname' },
      { label: 'Wat neemt u mee' },
    ]);
    const english = breadcrumbsFor({ ...base, Title: 'What to bring', Parent: { ...ref('/hospital-admission', 'Hospital admission'), Parent: null } }, '/en/hospital-admission/what-to-bring', 'en', labels);
    expect(english).toEqual([{ label: 'Spaarne Gasthuis', href: '/en' }, { label: 'Hospital admission', href: '/en/hospital-admission' }, { label: 'What to bring' }]);
    expect(sectionOf('/en/nieuws/x')).toBe('nieuws');
    expect(sectionOf('/over-ons')).toBeNull();
  });
});

describe('the "go quickly to" menu (spec 2.8)', () => {
  const block = (kind: ContentBlock['kind'], title: string | null, id: string = kind): ContentBlock =>
    ({ kind, id, value: { title, html: '<p>x</p>', links: [{ title: 'a', url: '/a' }], items: [1, 2, 3], people: [{ name: 'A' }] } }) as unknown as ContentBlock;

  it('lists titled blocks except phone, quote, related content, location and BMI blocks', () => {
    const blocks = [block('text', 'Inleiding'), block('cta', ''), block('phoneLookup', 'Bellen'), block('quote', 'Citaat'), block('relatedContent', 'Nieuws'), block('location', 'Locaties'), block('locationExpandable', 'Waar'), block('bmi', 'BMI'), block('links_list', 'Links')];
    expect(anchorMenu(blocks, 'general')).toEqual([{ id: 'text', title: 'Inleiding' }, { id: 'links_list', title: 'Links' }]);
  });

  it('on department pages keeps only the configured titles', () => {
    const blocks = [block('text', 'Inleiding', 'a'), block('text', 'afspraak maken', 'b'), block('links_list', 'Patiëntenfolders', 'c')];
    expect(anchorMenu(blocks, 'department').map((anchor) => anchor.id)).toEqual(['b', 'c']);
    expect(anchorMenu(blocks, 'subDepartment').map((anchor) => anchor.id)).toEqual(['b', 'c']);
    expect(DEPARTMENT_ANCHOR_TITLES.length).toBeGreaterThan(5);
  });
});

describe('dates (spec 9)', () => {
  it('long month in the page language', () => {
    expect(formatLongDate('2026-03-14T09:00:00Z', 'nl')).toBe('14 maart 2026');
    expect(formatLongDate('2026-03-14T09:00:00Z', 'en')).toBe('14 March 2026');
  });
  it('events: a two-digit day and a short month, in Dutch', () => {
    expect(eventDateParts('2026-03-04T18:00:00Z', 'nl')).toEqual({ day: '04', month: 'mrt' });
  });
  it('in Amsterdam time whatever the machine says', () => {
    expect(formatLongDate('2026-12-31T23:30:00Z', 'nl')).toBe('1 januari 2027');
  });
});

describe('links that lead nowhere', () => {
  it('are shown as text in CMS HTML; other links stay', () => {
    const dead = new Set(['/over-ons/jaarverslag-2019']);
    const rules: LinkRules = { siteHosts: ['www.spaarnegasthuis.nl'], isDeadRoute: (route) => dead.has(route) };
    expect(isDeadLink('/over-ons/jaarverslag-2019/', rules)).toBe(true);
    expect(isDeadLink('/over-ons/jaarverslag-2019?x=1', rules)).toBe(true);
    expect(isDeadLink('/over-ons', rules)).toBe(false);
    expect(sanitizeRichText('<p><a href="/over-ons/jaarverslag-2019">Jaarverslag</a> en <a href="/over-ons">over ons</a></p>', rules)).toBe('<p><span>Jaarverslag</span> en <a href="/over-ons">over ons</a></p>');
  });
});

describe('fixed lists of spec 2.1 and 2.6', () => {
  it('friends menu: five on top, two below; twelve partner pages', () => {
    expect(FRIENDS_MENU_TOP).toHaveLength(5);
    expect(FRIENDS_MENU_BOTTOM).toHaveLength(2);
    expect(PARTNER_PAGES.size).toBe(12);
    expect(isPartnerPage('/huisartsen-en-verwijzers')).toBe(true);
  });
  it('tel: links without spaces and parentheses', () => {
    expect(telHref('(023) 224 92 03')).toBe('tel:0232249203');
    expect(telHref('+31 23 224 0000')).toBe('tel:+31232240000');
  });
});

describe('links in CMS HTML (spec 2.4)', () => {
  it('external links, documents and folder downloads open in a new tab with the hint; internal ones stay', () => {
    const html = '<p><a href="https://www.rijksoverheid.nl" target="_self">extern</a> <a href="/media/folder.pdf">pdf</a> <a href="/api/v1/patient-folders/1/a.pdf">folder</a> <a href="/contact" target="_blank" rel="opener">contact</a> <a href="https://www.spaarnegasthuis.nl/nieuws">nieuws</a></p>';
    expect(sanitizeRichText(html, NO_DEAD_LINKS(['www.spaarnegasthuis.nl']))).toBe(
      '<p><a href="https://www.rijksoverheid.nl" target="_blank" rel="noopener" aria-describedby="opens-in-new-tab">extern</a> ' +
        '<a href="/media/folder.pdf" target="_blank" rel="noopener" aria-describedby="opens-in-new-tab">pdf</a> ' +
        '<a href="/api/v1/patient-folders/1/a.pdf" target="_blank" rel="noopener" aria-describedby="opens-in-new-tab">folder</a> ' +
        '<a href="/contact">contact</a> <a href="/nieuws">nieuws</a></p>',
    );
  });
});
