/**
 * What each output file of a build read: the CMS calls (by the content client's request key) and the
 * routes whose existence it asked (link rules). A page's render runs in a scope of its own
 * (AsyncLocalStorage, set by src/middleware.ts); a value computed once for several pages (`ctx.once`,
 * a node of the site graph) records its own dependencies under its name and hands them to EVERY
 * page that uses it. The crawl runs in no page's scope, so its calls are charged to no page.
 *
 * The recorder writes one JSON line per answered call and per finished page to its sink; the build
 * gathers them into `dependencies.json` (scripts/build/dependency-record.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';

/**
 * What a scope read: calls, routes (`*`: the whole list of the site's pages), and the
 * named scopes it used (a once value, a node of the graph), kept apart so each is recorded once.
 */
export type DependencyScope = { calls: Set<string>; routes: Set<string>; uses: Set<string> };

/** One line of the recorder's log. */
export type DependencyLine =
  | { call: string; hash: string }
  | { file: string; calls: string[]; routes: string[]; uses: string[] }
  | { scope: string; calls: string[]; routes: string[]; uses: string[] }
  | { graph: { routes: string[]; deadRoutes: string[] } };

/** The routes a page reads when it reads the whole page list of the site graph. */
export const EVERY_ROUTE = '*';

/** The named scopes of the site graph's nodes: `node {route}`. */
export const NODE_SCOPE = 'node ';

/** The named scope of a route's getStaticPaths: its pages read what it read (src/middleware.ts). */
export const pathsScope = (routePattern: string) => `paths ${routePattern}`;

export type DependencyRecorder = {
  /** Runs a page's render in a scope of its own and logs what it read as `file`. */
  page<T>(file: string, render: () => Promise<T>): Promise<T>;
  /** Runs `compute` in the named scope (a once value, a graph node), with no page charged. */
  named<T>(name: string, compute: () => Promise<T>): Promise<T>;
  /** The current scope used what the named scope read. */
  use(name: string): void;
  /** The current scope read the whole list of the site's pages. */
  useRouteList(): void;
  /** A call was made (memo hits too); `answer` is its answer, hashed the first time. */
  call(key: string, answer: Promise<unknown>): void;
  /** The current scope asked whether a route exists or leads nowhere. */
  route(route: string): void;
  /** The site graph's routes and dead routes, once the crawl is done. */
  graph(routes: string[], deadRoutes: string[]): void;
};

/** The hash of an answer as the build saw it (a failed call hashes its error's status). */
export function answerHash(answer: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(answer) ?? 'undefined')
    .digest('hex')
    .slice(0, 32);
}

const emptyScope = (): DependencyScope => ({ calls: new Set(), routes: new Set(), uses: new Set() });

const listed = (scope: DependencyScope) => ({
  calls: [...scope.calls].sort(),
  routes: [...scope.routes].sort(),
  uses: [...scope.uses].sort(),
});

export function createDependencyRecorder(sink: (line: DependencyLine) => void): DependencyRecorder {
  const storage = new AsyncLocalStorage<DependencyScope | null>();
  const named = new Map<string, DependencyScope>();
  const written = new Set<string>();
  const hashed = new Set<string>();
  const current = () => storage.getStore() ?? null;
  /** A named scope is logged when first used: by then what it computes is done. */
  const logScope = (name: string) => {
    const scope = named.get(name);
    if (!scope || written.has(name)) return;
    written.add(name);
    sink({ scope: name, ...listed(scope) });
    for (const used of scope.uses) logScope(used);
  };
  return {
    async page(file, render) {
      const scope = emptyScope();
      const result = await storage.run(scope, render);
      sink({ file, ...listed(scope) });
      return result;
    },
    named(name, compute) {
      let scope = named.get(name);
      if (!scope) {
        scope = emptyScope();
        named.set(name, scope);
      }
      return storage.run(scope, compute);
    },
    use(name) {
      const scope = current();
      if (!scope || !named.has(name)) return;
      scope.uses.add(name);
      logScope(name);
    },
    useRouteList() {
      const scope = current();
      if (!scope) return;
      scope.routes.add(EVERY_ROUTE);
    },
    call(key, answer) {
      current()?.calls.add(key);
      if (hashed.has(key)) return;
      hashed.add(key);
      void answer.then(
        (value) => sink({ call: key, hash: answerHash(value) }),
        () => {},
      );
    },
    route(route) {
      current()?.routes.add(route);
    },
    graph(routes, deadRoutes) {
      sink({ graph: { routes: [...new Set(routes)].sort(), deadRoutes: [...new Set(deadRoutes)].sort() } });
    },
  };
}

/**
 * The file of the client output a request's path is written to (directory format): `/a/b` and
 * `/a/b/` -> `a/b/index.html`, `/` -> `index.html`, `/404` -> `404.html`, a path with an
 * extension (`/sitemap.xml`, `/data/x.json`) -> itself.
 */
export function outputFileOf(pathname: string): string {
  const trimmed = decodeURIComponent(pathname).replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return 'index.html';
  if (trimmed === '404' || trimmed === 'en/404') return `${trimmed}.html`;
  if (/\.[a-z0-9]+$/i.test(trimmed.split('/').at(-1) ?? '')) return trimmed;
  return `${trimmed}/index.html`;
}

/** The route of a request's path: no trailing slash, `/` for the home page. */
export function routeOfPath(pathname: string): string {
  return `/${decodeURIComponent(pathname).replace(/^\/+|\/+$/g, '')}`;
}
