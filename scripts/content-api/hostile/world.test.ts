import { describe, expect, it } from 'vitest';
import { generateWorld } from '../generate/world/index.ts';
import { parseContent } from '@ziekenhuis/site-for-content-api';
import { hostileWorld } from './world.ts';

const OPTIONS = { scale: 0.05, seed: 1, crisisBanner: true };

describe('the hostile dataset', () => {
  const world = generateWorld(OPTIONS);
  const before = JSON.stringify(world);
  const hostile = hostileWorld(world);

  it('is the same for the same World, and leaves the World it was made from as it was', () => {
    expect(JSON.stringify(hostileWorld(generateWorld(OPTIONS)))).toBe(JSON.stringify(hostile));
    expect(JSON.stringify(world)).toBe(before);
  });

  it('puts payloads in the texts, HTML and URLs of every kind of answer', () => {
    const xss = /xss:/;
    expect(hostile.navigation.nl.every((entry) => xss.test(entry.NavigationItem.Title))).toBe(true);
    expect(hostile.footer.every((link) => xss.test(link.Title))).toBe(true);
    expect(hostile.footer.some((link) => xss.test(link.Link.Url))).toBe(true);
    expect(hostile.crisisBanner).toMatch(xss);
    expect(JSON.stringify(hostile.translations.nl)).toMatch(xss);
    expect(hostile.pages.every((page) => xss.test(page.page.Title) && xss.test(page.page.Content ?? 'xss:'))).toBe(
      true,
    );
    expect(hostile.specialists.every((specialist) => xss.test(specialist.listItem.title))).toBe(true);
    expect(hostile.folders.every((folder) => xss.test(folder.folder.DocumentTitle))).toBe(true);
    expect(hostile.redirects.some((pair) => xss.test(pair.NewSlug))).toBe(true);
    const urls =
      JSON.stringify(hostile).match(/"(Url|url|InternalLink|videoUrl)":"(javascript|JaVaScRiPt|vbscript|data):/g) ?? [];
    expect(urls.length).toBeGreaterThan(20);
  });

  it('keeps what the site needs to find and build its pages, and block values that parse', () => {
    expect(hostile.pages.map((page) => [page.route, page.page.Path, page.page.SharepointId])).toEqual(
      world.pages.map((page) => [page.route, page.page.Path, page.page.SharepointId]),
    );
    expect(hostile.images).toEqual(world.images);
    const blocks = (pages: typeof world.pages) =>
      pages.reduce((sum, page) => sum + parseContent(page.page.Content, page.route).blocks.length, 0);
    const problems = (pages: typeof world.pages) =>
      pages.reduce((sum, page) => sum + parseContent(page.page.Content, page.route).problems.length, 0);
    expect(problems(hostile.pages)).toBe(problems(world.pages));
    expect(blocks(hostile.pages)).toBeGreaterThanOrEqual(blocks(world.pages));
  });
});
