import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { finishedPage } from '#src/lib/finished-page.ts';

/** The page as the middleware finishes it, as text (it works on the bytes). */
const siteStylesheetBeforeMain = (html: string): string =>
  Buffer.from(finishedPage(new TextEncoder().encode(html))).toString('utf8');

const page = (head: string, body: string): string =>
  `<!DOCTYPE html><html lang="nl"><head><title>t</title>${head}</head><body>${body}</body></html>`;
const critical = '<style>.site-header{display:block}</style>';
const site = '<link rel="stylesheet" href="/_astro/site-styles.Ab12Cd.css">';
const frame = '<header class="site-header">h</header>';

describe('siteStylesheetBeforeMain', () => {
  it('moves the site stylesheet from the head to just before the main content, after the frame', () => {
    expect(
      siteStylesheetBeforeMain(page(`${critical}${site}`, `${frame}<main id="main-content"><h1>x</h1></main>`)),
    ).toBe(page(critical, `${frame}${site}<main id="main-content"><h1>x</h1></main>`));
  });

  it('keeps the order of more than one stylesheet', () => {
    const other = '<link rel="stylesheet" href="/_astro/other.Ef34.css">';
    expect(siteStylesheetBeforeMain(page(`${site}${other}`, '<main>x</main>'))).toBe(
      page('', `${site}${other}<main>x</main>`),
    );
  });

  it('leaves a stylesheet of another host, and other links, in the head', () => {
    const external =
      '<link rel="stylesheet" href="https://cdn.example.org/read.css"><link rel="icon" href="/favicon.svg">';
    expect(siteStylesheetBeforeMain(page(`${external}${site}`, '<main>x</main>'))).toBe(
      page(external, `${site}<main>x</main>`),
    );
  });

  it('leaves a page without the stylesheet, without a main or without a head end as it is', () => {
    const plain = page(critical, '<main>x</main>');
    expect(siteStylesheetBeforeMain(plain)).toBe(plain);
    const noMain = page(site, '<p>x</p>');
    expect(siteStylesheetBeforeMain(noMain)).toBe(noMain);
    const fragment = `${site}<main>x</main>`;
    expect(siteStylesheetBeforeMain(fragment)).toBe(fragment);
  });

  it('does not take an element whose name starts with main for main', () => {
    const custom = page(site, '<main-menu>m</main-menu><main>x</main>');
    expect(siteStylesheetBeforeMain(custom)).toBe(page('', `<main-menu>m</main-menu>${site}<main>x</main>`));
  });
});
