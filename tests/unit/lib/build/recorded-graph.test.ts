import { describe, expect, it } from 'vitest';
import { createDependencyRecorder, type DependencyLine } from '#src/lib/build/dependencies.ts';
import { recordedGraph } from '#src/lib/build/recorded-graph.ts';
import type { SiteGraph, SiteNode } from '#src/lib/crawl/graph-types.ts';

const node = (route: string, title: string) =>
  ({
    route,
    locale: 'nl',
    pageType: 'general',
    page: { Title: title },
    alternates: {},
    children: [],
  }) as unknown as SiteNode;

describe('the site graph as pages read it', () => {
  it('charges a page with the list when it walks the nodes, and with a node only when it reads its content', async () => {
    const lines: DependencyLine[] = [];
    const recorder = createDependencyRecorder((line) => lines.push(line));
    await recorder.named('node /a', async () => recorder.call('GET a', Promise.resolve(1)));
    await recorder.named('node /b', async () => recorder.call('GET b', Promise.resolve(2)));
    const graph = recordedGraph(
      {
        nodes: new Map([
          ['/a', node('/a', 'A')],
          ['/b', node('/b', 'B')],
        ]),
        deadLinks: [],
        unloaded: [],
        redirects: [],
      } satisfies SiteGraph,
      recorder,
    );
    await recorder.page('list/index.html', async () => {
      const routes = [...graph.nodes.values()].filter((each) => each.route === '/b').map((each) => each.page.Title);
      expect(routes).toEqual(['B']);
    });
    expect(lines).toContainEqual({ file: 'list/index.html', calls: [], routes: ['*'], uses: ['node /b'] });
  });
});
