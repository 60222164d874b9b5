import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentClient } from '#src/lib/api/content-client.ts';
import { createProblemReport } from '#src/lib/build/report.ts';
import { SECTION_SHELLS, shellPaths, type Shell } from '#src/lib/build/shells.ts';
import { discoverSite } from '#src/lib/crawl/discovery.ts';
import type { SiteGraph } from '#src/lib/crawl/graph-types.ts';
import { startTestApi, type TestApi } from '@ziekenhuis/content-api/test-support';

const SHELLS: Shell[] = ['root', 'en', ...SECTION_SHELLS];

describe("the route shells' static paths", () => {
  let api: TestApi;
  let graph: SiteGraph;

  beforeAll(async () => {
    api = await startTestApi({ scale: 0.1, seed: 1, crisisBanner: true });
    const client = createContentClient({ baseUrl: api.url, retryIntervalMs: 5, cache: false, log: () => {} });
    graph = await discoverSite({
      client,
      report: createProblemReport({ log: () => {} }),
      siteHosts: [new URL(api.url).host],
      redirects: [],
    });
  }, 120_000);
  afterAll(async () => {
    await api?.stop();
  });

  it('every page of the graph is built by exactly one shell; home pages and /wachttijden by their own', () => {
    const builtBy = new Map<string, Shell[]>();
    for (const shell of SHELLS)
      for (const { props } of shellPaths(graph, shell))
        builtBy.set(props.node.route, [...(builtBy.get(props.node.route) ?? []), shell]);
    for (const node of graph.nodes.values()) {
      const shells = builtBy.get(node.route) ?? [];
      expect({ route: node.route, shells: shells.length }).toEqual({
        route: node.route,
        shells: node.pageType === 'home' || node.pageType === 'waitingTimes' ? 0 : 1,
      });
    }
  });

  it("a path is the route without the shell's prefix; English pages go to the English shell", () => {
    const english = shellPaths(graph, 'en');
    expect(english.length).toBeGreaterThan(0);
    for (const { params, props } of english) expect(`/en/${params.path}`).toBe(props.node.route);
    for (const { params, props } of shellPaths(graph, 'afdelingen-en-centra'))
      expect(`/afdelingen-en-centra/${params.path}`).toBe(props.node.route);
    for (const { params, props } of shellPaths(graph, 'root')) {
      expect(`/${params.path}`).toBe(props.node.route);
      expect(props.node.locale).toBe('nl');
    }
  });
});
