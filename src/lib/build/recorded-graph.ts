/**
 * The site graph as pages read it during a build: a page that looks up one node depends on what that
 * node was made from (its page and children calls, recorded under `node {route}` by the crawl); a
 * page that walks the whole list depends on every node and on the list itself (a page added or gone).
 */
import { NODE_SCOPE, type DependencyRecorder } from '#src/lib/build/dependencies.ts';
import type { SiteGraph, SiteNode } from '#src/lib/crawl/graph-types.ts';

class RecordedNodes implements ReadonlyMap<string, SiteNode> {
  private readonly nodes: ReadonlyMap<string, SiteNode>;
  private readonly recorder: DependencyRecorder;

  constructor(nodes: ReadonlyMap<string, SiteNode>, recorder: DependencyRecorder) {
    this.nodes = nodes;
    this.recorder = recorder;
  }

  get size(): number {
    this.recorder.useEveryNode();
    return this.nodes.size;
  }

  get(route: string): SiteNode | undefined {
    this.recorder.use(`${NODE_SCOPE}${route}`);
    this.recorder.route(route);
    return this.nodes.get(route);
  }

  has(route: string): boolean {
    this.recorder.route(route);
    return this.nodes.has(route);
  }

  forEach(each: (node: SiteNode, route: string, map: ReadonlyMap<string, SiteNode>) => void): void {
    for (const [route, node] of this.entries()) each(node, route, this);
  }

  entries(): MapIterator<[string, SiteNode]> {
    this.recorder.useEveryNode();
    return this.nodes.entries();
  }

  keys(): MapIterator<string> {
    this.recorder.useEveryNode();
    return this.nodes.keys();
  }

  values(): MapIterator<SiteNode> {
    this.recorder.useEveryNode();
    return this.nodes.values();
  }

  [Symbol.iterator](): MapIterator<[string, SiteNode]> {
    return this.entries();
  }
}

export function recordedGraph(graph: SiteGraph, recorder: DependencyRecorder): SiteGraph {
  return { ...graph, nodes: new RecordedNodes(graph.nodes, recorder) };
}
