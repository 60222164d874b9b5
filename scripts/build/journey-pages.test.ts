import { describe, expect, it } from 'vitest';
import type { PageStructure } from './a11y-sample.ts';
import { journeyPagesOf } from './journey-pages.ts';

const structure = (lang: string, pageType: string, islands: string[] = []): PageStructure => ({
  lang,
  pageType,
  blocks: [],
  islands,
});

describe('journeyPagesOf', () => {
  it('takes the first page by path of every language and page type, each page once', () => {
    const pages = journeyPagesOf([
      { path: '/nieuws/b/', structure: structure('nl-NL', 'news') },
      { path: '/nieuws/a/', structure: structure('nl-NL', 'news') },
      { path: '/en/news/a/', structure: structure('en-GB', 'news') },
      { path: '/', structure: structure('nl-NL', 'home') },
    ]);
    expect(pages.map((page) => [page.url, page.reasons])).toEqual([
      ['/', ['nl-NL home']],
      ['/en/news/a/', ['en-GB news']],
      ['/nieuws/a/', ['nl-NL news']],
    ]);
  });

  it('adds the first page of every island per language, and counts a page chosen for its type once', () => {
    const pages = journeyPagesOf([
      { path: '/a/', structure: structure('nl-NL', 'general') },
      { path: '/b/', structure: structure('nl-NL', 'general', ['VideoPlayer']) },
      { path: '/c/', structure: structure('nl-NL', 'general', ['VideoPlayer', 'Carousel']) },
      { path: '/en/a/', structure: structure('en-GB', 'general', ['VideoPlayer']) },
      { path: '/specialisten/', structure: structure('nl-NL', 'specialistsOverview', ['SpecialistsOverview']) },
    ]);
    expect(pages.map((page) => [page.url, page.reasons])).toEqual([
      ['/a/', ['nl-NL general']],
      ['/b/', ['nl-NL VideoPlayer']],
      ['/c/', ['nl-NL Carousel']],
      ['/en/a/', ['en-GB general', 'en-GB VideoPlayer']],
      ['/specialisten/', ['nl-NL specialistsOverview', 'nl-NL SpecialistsOverview']],
    ]);
    expect(pages[2]).toMatchObject({ lang: 'nl-NL', pageType: 'general', islands: ['VideoPlayer', 'Carousel'] });
  });

  it('opens a search page with a query in its language and the not-found page at an unknown address', () => {
    const pages = journeyPagesOf([
      { path: '/', structure: structure('nl-NL', 'home') },
      { path: '/en/', structure: structure('en-GB', 'home') },
      { path: '/404.html', structure: structure('nl-NL', 'notFound') },
      { path: '/en/404/', structure: structure('en-GB', 'notFound') },
      { path: '/zoeken/', structure: structure('nl-NL', 'search', ['SiteSearch']) },
      { path: '/en/search/', structure: structure('en-GB', 'search', ['SiteSearch']) },
    ]);
    expect(pages.map((page) => page.url)).toEqual([
      '/',
      '/journeys-page-that-does-not-exist',
      '/en/',
      '/en/journeys-page-that-does-not-exist',
      '/en/search/?query=heart',
      '/zoeken/?query=hart',
    ]);
  });

  it('leaves out pages without a page type', () => {
    expect(journeyPagesOf([{ path: '/oud/', structure: structure('', '') }])).toEqual([]);
  });
});
