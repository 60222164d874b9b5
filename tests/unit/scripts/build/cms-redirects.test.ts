import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  checkRedirectPairs,
  formatRedirectsFile,
  isReservedPath,
  prepareCmsRedirects,
  withoutShadowedPages,
  writeRedirectsFile,
} from '../../../../scripts/build/cms-redirects.ts';
import { astroRedirects, readRedirectPairs } from '../../../../scripts/build/redirects.ts';
import { hostRulesFor } from '../../../../scripts/build/host-rules.ts';
import { createContentClient } from '#src/lib/api/content-client.ts';
import { makePage } from '@ziekenhuis/content-api/generate/world/page';

const pair = (OriginalSlug: string, NewSlug: string) => ({ OriginalSlug, NewSlug });

describe('checking the CMS pairs', () => {
  it('keeps good pairs normalised, in CMS order', () => {
    const { pairs, skipped } = checkRedirectPairs([
      pair('oude poli cardiologie', '/afdelingen-en-centra/hartcentrum/cardiologie'),
      pair('/english', '/en'),
      pair('/werken', 'https://werkenbij.spaarnegasthuis.nl'),
    ]);
    expect(skipped).toEqual([]);
    expect(pairs.map(({ from, to }) => ({ from, to }))).toEqual([
      { from: '/oude-poli-cardiologie', to: '/afdelingen-en-centra/hartcentrum/cardiologie' },
      { from: '/english', to: '/en' },
      { from: '/werken', to: 'https://werkenbij.spaarnegasthuis.nl' },
    ]);
  });

  it('reports bad values by name and skips them', () => {
    const { pairs, skipped } = checkRedirectPairs([
      pair('   ', '/a'),
      pair('https://oud.example.nl/x', '/a'),
      pair('/oud?id=3', '/a'),
      pair('/café', '/a'),
      pair('/a/../b', '/a'),
      pair('/oud', '   '),
      pair('/oud2', 'javascript:alert(1)'),
      pair('/oud3', '/a"><script>'),
      pair('/zelf', '/zelf?x=1'),
      pair('/goed', '/nieuws'),
      pair('/goed/', '/agenda'),
    ]);
    expect(pairs.map((item) => item.from)).toEqual(['/goed']);
    expect(skipped.map((item) => item.name)).toEqual([
      '#0 "   "',
      '#1 "https://oud.example.nl/x"',
      '#2 "/oud?id=3"',
      '#3 "/café"',
      '#4 "/a/../b"',
      '#5 "/oud"',
      '#6 "/oud2"',
      '#7 "/oud3"',
      '#8 "/zelf"',
      '#10 "/goed/"',
    ]);
    expect(skipped[0]?.reason).toMatch(/empty/);
    expect(skipped[3]?.reason).toMatch(/characters a host rule cannot match/);
    expect(skipped[8]?.reason).toMatch(/leads to itself/);
    expect(skipped[9]?.reason).toBe('#9 "/goed" already redirects /goed');
  });

  it('skips pairs that lead into a loop', () => {
    const { pairs, skipped } = checkRedirectPairs([
      pair('/a', '/b'),
      pair('/b', '/a'),
      pair('/c', '/a'),
      pair('/d', '/e'),
    ]);
    expect(pairs.map((item) => item.from)).toEqual(['/d']);
    expect(skipped.map((item) => item.name)).toEqual(['#0 "/a"', '#1 "/b"', '#2 "/c"']);
  });

  it('never lets a redirect shadow the home pages, overviews or the files the build writes', () => {
    for (const path of [
      '/',
      '/en',
      '/nieuws',
      '/en/search',
      '/wachttijden',
      '/sitemap.xml',
      '/robots.txt',
      '/preview/x',
      '/media/a.jpg',
      '/api/v1/x',
      '/_astro/a.js',
    ]) {
      expect(isReservedPath(path), path).toBe(true);
    }
    expect(isReservedPath('/nieuwsberichten/x')).toBe(false);
    const { pairs, skipped } = checkRedirectPairs([pair('/nieuws', '/agenda'), pair('english ', '/en')]);
    expect(pairs).toHaveLength(1);
    expect(skipped[0]?.reason).toMatch(/must not shadow/);
  });

  it('moves pairs whose source is a content page to the skipped list', async () => {
    const checked = checkRedirectPairs([pair('/over-ons', '/a'), pair('/oud', '/b')]);
    const result = await withoutShadowedPages(checked, async (path) => path === '/over-ons');
    expect(result.pairs.map((item) => item.from)).toEqual(['/oud']);
    expect(result.skipped).toEqual([
      { name: '#0 "/over-ons"', reason: '/over-ons is a page of the site; a redirect must not shadow it' },
    ]);
  });
});

describe('redirects.generated.json', () => {
  it('is the same text for the same pairs in any order: sorted by source, one pair a line', () => {
    const a = { from: '/b', to: '/x' };
    const b = { from: '/a', to: '/y' };
    expect(formatRedirectsFile([a, b])).toBe('[\n  {"from":"/a","to":"/y"},\n  {"from":"/b","to":"/x"}\n]\n');
    expect(formatRedirectsFile([b, a])).toBe(formatRedirectsFile([a, b]));
    expect(formatRedirectsFile([])).toBe('[]\n');
    expect(JSON.parse(formatRedirectsFile([a, b]))).toEqual([b, a]);
  });

  it('gives the same Astro redirects and host rules as the pairs it was written from', () => {
    const { pairs } = checkRedirectPairs([
      pair('oude poli cardiologie', 'afdelingen-en-centra/hartcentrum/cardiologie'),
    ]);
    const read = JSON.parse(formatRedirectsFile(pairs)) as Array<{ from: string; to: string }>;
    expect(astroRedirects(read)).toEqual({
      '/oude-poli-cardiologie': {
        status: 301,
        destination: '/afdelingen-en-centra/hartcentrum/cardiologie?redirectUrl=oude-poli-cardiologie',
      },
    });
    expect(hostRulesFor(read)[0]).toEqual({
      from: '/oude-poli-cardiologie',
      to: '/afdelingen-en-centra/hartcentrum/cardiologie?redirectUrl=oude-poli-cardiologie',
      status: 301,
      force: true,
    });
  });
});

describe('the redirects step of the build', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = undefined;
  });

  /** A content client over a fake CMS: the redirects, one content page (/over-ons), 404 for every other page call. */
  function fakeCms(redirects: unknown, status = 200) {
    const overOns = makePage({
      ContentType: 'Spaarne pagina',
      SharepointId: 9,
      Title: 'Over ons',
      Path: '/over-ons',
      route: '/over-ons',
    }).page;
    const calls: string[] = [];
    const fetch = vi.fn(async (input: string | URL | Request) => {
      const url = new URL(String(input));
      calls.push(`${url.pathname}${url.search}`);
      if (url.pathname === '/api/v1/redirects') return new Response(JSON.stringify(redirects), { status });
      if (
        url.pathname === '/api/v1/pages/spaarne' &&
        url.searchParams.get('slug') === 'over-ons' &&
        !url.searchParams.get('parentSlug')
      )
        return Response.json(overOns);
      return new Response('{}', { status: 404 });
    });
    const client = createContentClient({
      baseUrl: 'http://cms.test',
      cache: false,
      maxRetries: 0,
      retryIntervalMs: 1,
      fetch: fetch as typeof globalThis.fetch,
    });
    return { client, calls };
  }

  it('writes the pairs that can be served, skips bad ones and pages, and reports each by name', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'redirects-'));
    const file = path.join(dir, 'redirects.generated.json');
    const { client } = fakeCms([
      pair('/over-ons', '/over-ons/organisatie'),
      pair('oude poli', '/contact'),
      pair('/kapot', '   '),
      { OriginalSlug: 3 },
    ]);
    const warnings: string[] = [];
    const result = await prepareCmsRedirects({
      client,
      file,
      warn: (message) => warnings.push(message),
      info: () => {},
    });
    expect(result.loaded).toBe(true);
    expect(await readFile(file, 'utf8')).toBe('[\n  {"from":"/oude-poli","to":"/contact"}\n]\n');
    // What the config and the crawl read back: only the pairs the build serves.
    expect(readRedirectPairs(file)).toEqual([{ from: '/oude-poli', to: '/contact' }]);
    expect(warnings).toEqual([
      '[content] redirect skipped: #2 "/kapot": the new slug is empty',
      '[content] redirect skipped: #0 "/over-ons": /over-ons is a page of the site; a redirect must not shadow it',
    ]);
  });

  it('leaves an unchanged file alone', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'redirects-'));
    const file = path.join(dir, 'redirects.generated.json');
    expect(await writeRedirectsFile(file, [{ from: '/a', to: '/b' }])).toBe(true);
    const before = (await stat(file)).mtimeMs;
    expect(await writeRedirectsFile(file, [{ from: '/a', to: '/b' }])).toBe(false);
    expect((await stat(file)).mtimeMs).toBe(before);
  });

  it('goes on without redirects when the CMS cannot deliver them', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'redirects-'));
    const file = path.join(dir, 'redirects.generated.json');
    await writeFile(file, '[\n  {"from":"/oud","to":"/nieuw"}\n]\n');
    const { client } = fakeCms([], 503);
    const warnings: string[] = [];
    const result = await prepareCmsRedirects({
      client,
      file,
      warn: (message) => warnings.push(message),
      info: () => {},
    });
    expect(result.loaded).toBe(false);
    expect(await readFile(file, 'utf8')).toBe('[]\n');
    expect(warnings[0]).toMatch(/could not be loaded.*no CMS redirects/);
  });
});
