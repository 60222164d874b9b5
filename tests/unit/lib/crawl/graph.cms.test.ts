import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createContentClient } from '#src/lib/api/content-client.ts';
import { createProblemReport } from '#src/lib/build/report.ts';
import { discoverSiteGraph, nodesOfType } from '#src/lib/crawl/graph.ts';
import type { SiteGraph } from '#src/lib/crawl/graph-types.ts';
import { startTestApi, type TestApi } from '@ziekenhuis/content-api/test-support';

describe('the site graph of a build', () => {
  let api: TestApi;
  let dir: string;
  let graph: SiteGraph;
  const lines: string[] = [];

  beforeAll(async () => {
    api = await startTestApi({ scale: 0.1, seed: 1, crisisBanner: true });
    dir = await mkdtemp(path.join(tmpdir(), 'graph-'));
    const log = vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    graph = await discoverSiteGraph({
      content: createContentClient({ baseUrl: api.url, retryIntervalMs: 5, cache: false, log: () => {} }),
      report: createProblemReport({ log: () => {} }),
      siteHosts: [new URL(api.url).host],
      redirects: [],
      reportFile: path.join(dir, 'nested', 'site-report.json'),
    });
    log.mockRestore();
    warn.mockRestore();
  }, 120_000);
  afterAll(async () => {
    await api?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('runs the discovery crawl, prints its progress and summary, and leaves the crawl report for the end of the build', async () => {
    expect(graph.nodes.size).toBeGreaterThan(50);
    expect(lines.at(-1)).toMatch(
      new RegExp(
        `^\\[crawl\\] done in [0-9.]+ s: ${graph.nodes.size} pages in the site graph, ${graph.deadLinks.length} links that lead nowhere`,
      ),
    );
    const written = JSON.parse(await readFile(path.join(dir, 'nested', 'site-report.json'), 'utf8')) as {
      pages: number;
      deadLinks: unknown[];
      routes: string[];
      unloaded: string[];
      durationMs: number;
      reviews: Array<{ route: string; department: string | null; nextReview: string }>;
    };
    expect(written).toEqual({
      pages: graph.nodes.size,
      deadLinks: graph.deadLinks,
      routes: [...graph.nodes.keys()].sort(),
      unloaded: graph.unloaded,
      durationMs: expect.any(Number),
      reviews: expect.any(Array),
    });
    expect(written.durationMs).toBeGreaterThan(0);
    // The embedded CMS gives a share of the pages review dates: each is a page of the graph.
    expect(written.reviews.length).toBeGreaterThan(0);
    expect(written.reviews.every((review) => graph.nodes.has(review.route))).toBe(true);
    expect(written.reviews.every((review) => /^\d{4}-\d{2}-\d{2}$/.test(review.nextReview))).toBe(true);
  });

  it('nodesOfType picks the pages of the given types', () => {
    const locations = nodesOfType(graph, 'location');
    expect(locations.length).toBeGreaterThan(0);
    expect(new Set(locations.map((node) => node.pageType))).toEqual(new Set(['location']));
    expect(
      nodesOfType(graph, 'news', 'event').every((node) => node.pageType === 'news' || node.pageType === 'event'),
    ).toBe(true);
  });
});
