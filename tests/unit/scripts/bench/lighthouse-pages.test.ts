import { describe, expect, it } from 'vitest';
import { choosePages, median, pagePath, summarize } from '../../../../scripts/bench/lighthouse-pages.ts';

describe('pagePath', () => {
  it('gives the address a built file is served at', () => {
    expect(pagePath('index.html')).toBe('/');
    expect(pagePath('over-ons/index.html')).toBe('/over-ons');
    expect(pagePath('en/index.html')).toBe('/en');
    expect(pagePath('404.html')).toBe('/404');
    expect(pagePath('en/404.html')).toBe('/en/404');
  });
});

describe('choosePages', () => {
  it('takes one page per page type and language: the shortest address, then the first', () => {
    const chosen = choosePages([
      { path: '/specialisten/filter/cardiologie', pageType: 'specialistsOverview' },
      { path: '/specialisten', pageType: 'specialistsOverview' },
      { path: '/nieuws/b-bericht', pageType: 'news' },
      { path: '/nieuws/a-bericht', pageType: 'news' },
      { path: '/en/news/a-story', pageType: 'news' },
      { path: '/en', pageType: 'home' },
      { path: '/', pageType: 'home' },
    ]);
    expect(chosen).toEqual([
      { path: '/', pageType: 'home', language: 'nl' },
      { path: '/en', pageType: 'home', language: 'en' },
      { path: '/nieuws/a-bericht', pageType: 'news', language: 'nl' },
      { path: '/en/news/a-story', pageType: 'news', language: 'en' },
      { path: '/specialisten', pageType: 'specialistsOverview', language: 'nl' },
    ]);
  });

  it('knows English pages by their /en prefix only', () => {
    const languages = choosePages([
      { path: '/energie', pageType: 'general' },
      { path: '/en/contact', pageType: 'general' },
    ]).map((page) => page.language);
    expect(languages).toEqual(['nl', 'en']);
  });
});

describe('median and summarize', () => {
  it('take the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('report the median of each figure and the range of the score', () => {
    const run = (score: number, fcpMs: number) => ({
      score,
      fcpMs,
      lcpMs: fcpMs + 300,
      tbtMs: 10,
      cls: 0.01,
      scriptBytes: 4000,
    });
    expect(summarize([run(100, 900), run(97, 1200), run(99, 1000), run(100, 950), run(100, 1100)])).toEqual({
      runs: 5,
      score: 100,
      minScore: 97,
      maxScore: 100,
      fcpMs: 1000,
      lcpMs: 1300,
      tbtMs: 10,
      cls: 0.01,
      scriptBytes: 4000,
    });
  });
});
