import { describe, expect, it } from 'vitest';
import { pagePathOf, pageStructureOf, sampleByStructure, structureKey } from './a11y-sample.ts';

const page = (lang: string, type: string, body: string): string =>
  `<!doctype html><html lang="${lang}"><head></head><body data-page-type="${type}">${body}</body></html>`;

describe('pageStructureOf', () => {
  it('reads the language, page type, block kinds and islands, each once and sorted', () => {
    const html = page(
      'en',
      'general',
      '<div data-block="text"></div><div data-block="media"></div><div data-block="text"></div>' +
        '<astro-island uid="a" component-url="/_astro/VideoPlayer.BeX5jx8B.js"></astro-island>' +
        '<astro-island uid="b" component-url="/_astro/Carousel.DkJ4GjLz.js"></astro-island>',
    );
    expect(pageStructureOf(html)).toEqual({
      lang: 'en',
      pageType: 'general',
      blocks: ['media', 'text'],
      islands: ['Carousel', 'VideoPlayer'],
    });
  });

  it('does not take a block event attribute for a block kind', () => {
    expect(pageStructureOf(page('nl', 'news', '<div data-block="text" data-block-event="txt"></div>')).blocks).toEqual([
      'text',
    ]);
  });
});

describe('sampleByStructure', () => {
  const text = pageStructureOf(page('nl', 'general', '<div data-block="text"></div>'));
  const textEn = pageStructureOf(page('en', 'general', '<div data-block="text"></div>'));
  const news = pageStructureOf(page('nl', 'news', '<div data-block="text"></div>'));

  it('keeps the first page by path of every structure, in path order', () => {
    const sample = sampleByStructure([
      { path: '/b/', structure: text },
      { path: '/en/a/', structure: textEn },
      { path: '/a/', structure: text },
      { path: '/nieuws/x/', structure: news },
    ]);
    expect(sample.map((chosen) => chosen.path)).toEqual(['/a/', '/en/a/', '/nieuws/x/']);
  });

  it('tells structures apart by language, page type, block kinds and islands', () => {
    const keys = new Set(
      [text, textEn, news, { ...text, islands: ['Carousel'] }, { ...text, blocks: ['media', 'text'] }].map(
        structureKey,
      ),
    );
    expect(keys.size).toBe(5);
  });
});

describe('pagePathOf', () => {
  it('gives a folder page its address with a trailing slash', () => {
    expect(pagePathOf('index.html')).toBe('/');
    expect(pagePathOf('en/accessibility/index.html')).toBe('/en/accessibility/');
    expect(pagePathOf('404.html')).toBe('/404.html');
  });
});
