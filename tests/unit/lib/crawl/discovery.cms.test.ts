import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createContentClient, type ContentClient } from '#src/lib/api/content-client.ts';
import type { RedirectPair as CmsRedirectPair } from '#src/lib/contract/index.ts';
import { discoverSite } from '#src/lib/crawl/discovery.ts';
import { createProblemReport } from '#src/lib/build/report.ts';
import { readRedirectPairs } from '#src/lib/routing/redirects.ts';
import { prepareCmsRedirects, type PreparedRedirects } from '../../../../scripts/build/cms-redirects.ts';
import type { SiteGraph } from '#src/lib/crawl/graph-types.ts';
import { BROKEN_LINKS, generateWorld } from '@ziekenhuis/content-api/generate/world';
import { startTestApi, type TestApi } from '@ziekenhuis/content-api/test-support';

/** The client with one more pair in the CMS's redirects list. */
function withCmsRedirect(client: ContentClient, extra: CmsRedirectPair): ContentClient {
  return {
    ...client,
    async getList(endpoint, itemSchema, nameOf) {
      const result = await client.getList(endpoint, itemSchema, nameOf);
      return endpoint === 'redirects' && result.state === 'loaded'
        ? { ...result, data: [...result.data, itemSchema.parse(extra)] }
        : result;
    },
  };
}

describe('discovery crawl over the embedded hospital (scale 1)', () => {
  let api: TestApi;
  let graph: SiteGraph;
  let prepared: PreparedRedirects;
  let dir: string;
  const world = generateWorld({ scale: 1, seed: 1, crisisBanner: true });
  /** A real page that the CMS also lists as a redirect source: the redirects step drops that pair. */
  const shadowed = { OriginalSlug: '/patienten-en-bezoekers/opname-in-het-ziekenhuis', NewSlug: '/nieuws' };

  beforeAll(async () => {
    api = await startTestApi({ scale: 1, seed: 1, crisisBanner: true });
    dir = await mkdtemp(path.join(tmpdir(), 'discovery-'));
    const file = path.join(dir, 'redirects.generated.json');
    const client = withCmsRedirect(
      createContentClient({ baseUrl: api.url, retryIntervalMs: 5, log: () => {} }),
      shadowed,
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // As in the build: the redirects step writes the checked pairs, the crawl reads them back.
    prepared = await prepareCmsRedirects({ client, file, warn: () => {}, info: () => {} });
    graph = await discoverSite({
      client,
      report: createProblemReport({ log: () => {} }),
      siteHosts: [new URL(api.url).host, 'www.spaarnegasthuis.nl'],
      redirects: readRedirectPairs(file),
    });
    warn.mockRestore();
  }, 120_000);
  afterAll(async () => {
    await api.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('finds every published page, once, at its route', () => {
    const expected = [...world.pages.filter((page) => page.published).map((page) => page.route), '/', '/en'].sort();
    expect([...graph.nodes.keys()].sort()).toEqual(expected);
  });

  it('never finds an unpublished page', () => {
    for (const draft of world.pages.filter((page) => !page.published)) expect(graph.nodes.has(draft.route)).toBe(false);
  });

  it('reports exactly the links that lead nowhere', () => {
    expect(graph.deadLinks.map((dead) => dead.link).sort()).toEqual(
      [...BROKEN_LINKS.map((link) => link.to ?? link)].sort(),
    );
  });

  it('follows the redirects the build serves, and not a pair the redirects step dropped', () => {
    expect(prepared.pairs.length).toBeGreaterThan(0);
    const byFrom = (pairs: ReadonlyArray<{ from: string; to: string }>) =>
      pairs.map(({ from, to }) => ({ from, to })).sort((a, b) => a.from.localeCompare(b.from));
    expect(byFrom(graph.redirects)).toEqual(byFrom(prepared.pairs));
    expect(prepared.skipped).toContainEqual({
      name: expect.stringContaining(shadowed.OriginalSlug),
      reason: expect.stringMatching(/is a page of the site/),
    });
    expect(graph.redirects.some((pair) => pair.from === shadowed.OriginalSlug)).toBe(false);
    expect(graph.nodes.get(shadowed.OriginalSlug)?.pageType).toBe('general');
  });

  it('pairs the Dutch and English versions of a page', () => {
    expect(graph.nodes.get('/patienten-en-bezoekers/opname-in-het-ziekenhuis')?.alternates).toEqual({
      nl: '/patienten-en-bezoekers/opname-in-het-ziekenhuis',
      en: '/en/hospital-admission',
    });
    expect(graph.nodes.get('/en/hospital-admission')?.alternates).toEqual({
      nl: '/patienten-en-bezoekers/opname-in-het-ziekenhuis',
      en: '/en/hospital-admission',
    });
    expect(
      graph.nodes.get('/nieuws/' + [...graph.nodes.keys()].find((r) => r.startsWith('/nieuws/'))?.slice(8))?.alternates,
    ).toEqual({ nl: expect.stringMatching(/^\/nieuws\//) });
  });

  it('gives each page its type and language', () => {
    expect(graph.nodes.get('/')?.pageType).toBe('home');
    expect(graph.nodes.get('/en/hospital-admission')).toMatchObject({ locale: 'en', pageType: 'general' });
    expect(graph.nodes.get('/afdelingen-en-centra/hartcentrum')?.pageType).toBe('centre');
    expect(graph.nodes.get('/wachttijden')?.pageType).toBe('waitingTimes');
  });
});
