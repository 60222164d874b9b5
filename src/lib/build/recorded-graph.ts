/**
 * The site graph as pages read it during a build: a page that reads a node's page, children or
 * alternates depends on what that node was made from (its calls, recorded under `node {route}` by
 * the crawl); a page that walks the whole list depends on the list itself (a page added or gone), and
 * only on the nodes whose content it reads (its route, type and language are the list's).
 */
import { NODE_SCOPE, type DependencyRecorder } from '#src/lib/build/dependencies.ts';
import type { SiteGraph, SiteNode } from '#src/lib/crawl/graph-types.ts';

/** What a node holds that its list does not say: reading one of these reads the node's calls. */
const NODE_CONTENT: ReadonlySet<PropertyKey> = new Set(['page', 'children', 'alternates']);

function recordedNode(node: SiteNode, recorder: DependencyRecorder): SiteNode {
  return new Proxy(node, {
    get(target, property, receiver) {
      if (NODE_CONTENT.has(property)) recorder.use(`${NODE_SCOPE}${target.route}`);
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

class RecordedNodes implements ReadonlyMap<string, SiteNode> {
  private readonly nodes: ReadonlyMap<string, SiteNode>;
  private readonly recorder: DependencyRecorder;

  constructor(nodes: ReadonlyMap<string, SiteNode>, recorder: DependencyRecorder) {
    this.recorder = recorder;
    this.nodes = new Map([...nodes].map(([route, node]) => [route, recordedNode(node, recorder)]));
  }

  get size(): number {
    this.recorder.useRouteList();
    return this.nodes.size;
  }

  get(route: string): SiteNode | undefined {
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
    this.recorder.useRouteList();
    return this.nodes.entries();
  }

  keys(): MapIterator<string> {
    this.recorder.useRouteList();
    return this.nodes.keys();
  }

  values(): MapIterator<SiteNode> {
    this.recorder.useRouteList();
    return this.nodes.values();
  }

  [Symbol.iterator](): MapIterator<[string, SiteNode]> {
    return this.entries();
  }
}

export function recordedGraph(graph: SiteGraph, recorder: DependencyRecorder): SiteGraph {
  return { ...graph, nodes: new RecordedNodes(graph.nodes, recorder) };
}
