import { describe, expect, it } from 'vitest';
import { linkBehaviour, linkBehaviourOnce } from '#src/lib/content/links.ts';

const SITE = ['www.spaarnegasthuis.nl'];

describe('link rules', () => {
  it('internal paths stay in the site', () => {
    expect(linkBehaviour('/contact', SITE)).toEqual({ href: '/contact', newTab: false, external: false });
  });
  it('same-host absolute URLs become plain site paths', () => {
    expect(linkBehaviour('https://www.spaarnegasthuis.nl/nieuws?page=2#top', SITE)).toEqual({
      href: '/nieuws?page=2#top',
      newTab: false,
      external: false,
    });
  });
  it('external URLs open in a new tab', () => {
    expect(linkBehaviour('https://mijn.spaarnegasthuis.nl', SITE)).toMatchObject({ newTab: true, external: true });
  });
  it('office documents and patient-folder downloads open in a new tab', () => {
    for (const url of ['/media/folder.pdf', '/docs/a.DOCX', '/x/slides.pptx', '/x/tabel.xls']) {
      expect(linkBehaviour(url, SITE)?.newTab, url).toBe(true);
    }
    expect(linkBehaviour('https://www.spaarnegasthuis.nl/media/a.pdf', SITE)).toMatchObject({
      href: '/media/a.pdf',
      newTab: true,
      external: false,
    });
  });
  it('a patient-folder download, also on the CMS host, links to the release copy in a new tab', () => {
    const hosts = [...SITE, 'cms.spaarnegasthuis.nl'];
    for (const url of [
      '/api/v1/patient-folders/123/allergie.pdf',
      'https://cms.spaarnegasthuis.nl/api/v1/patient-folders/123/allergie.pdf',
    ])
      expect(linkBehaviour(url, hosts), url).toEqual({
        href: '/documenten/folders/123/allergie.pdf',
        newTab: true,
        external: false,
      });
    expect(linkBehaviour('/api/v1/patient-folders/123/allergie.pdf#page=2', hosts)?.href).toBe(
      '/documenten/folders/123/allergie.pdf#page=2',
    );
  });
  it('a patient-folder file that is no document type gets no release copy: the link check reports it as a CMS link', () => {
    for (const file of ['a.html', 'a.svg', 'a.js', 'download'])
      expect(linkBehaviour(`/api/v1/patient-folders/123/${file}`, SITE)?.href, file).toBe(
        `/api/v1/patient-folders/123/${file}`,
      );
  });
  it('mail, phone and anchors are left alone', () => {
    expect(linkBehaviour('tel:0232240000', SITE)?.newTab).toBe(false);
    expect(linkBehaviour('mailto:info@example.nl', SITE)?.newTab).toBe(false);
    expect(linkBehaviour('#inhoud', SITE)?.newTab).toBe(false);
  });
  it('gives no link for a URL the URL policy refuses, or an empty one', () => {
    for (const url of [
      '',
      '   ',
      'javascript:alert(1)',
      'jav&#x09;ascript:alert(1)',
      ' \u0001vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
    ]) {
      expect(linkBehaviour(url, SITE), url).toBeNull();
    }
  });
  it('takes an address that leaves the site by a backslash as the external address it is', () => {
    expect(linkBehaviour('/\\evil.example/x', SITE)).toEqual({
      href: 'https://evil.example/x',
      newTab: true,
      external: true,
    });
  });
});

describe('linkBehaviourOnce', () => {
  it('answers as linkBehaviour with its hosts, a refused URL included, and the same answer for the same URL', () => {
    const linkOf = linkBehaviourOnce(SITE);
    for (const url of [
      'https://www.spaarnegasthuis.nl/nieuws',
      'https://mijn.spaarnegasthuis.nl',
      'javascript:x',
      '#top',
    ])
      expect(linkOf(url), url).toEqual(linkBehaviour(url, SITE));
    expect(linkOf('/contact')).toBe(linkOf('/contact'));
    expect(linkOf('javascript:x')).toBeNull();
  });
});
