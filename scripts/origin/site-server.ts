/**
 * The site's HTTP server: a built site (`client/` static files, `server/` the Astro Node adapter's
 * handler for on-demand routes such as the preview) behind the host rules that a CDN would apply
 * (`client/_redirects`): CMS redirects answered with 301, unknown English paths with the English
 * not-found page and status 404 (unknown Dutch paths get the Dutch one, `404.html`), and
 * rewrites (status 200): `/nieuws?page=3` is answered with the static page `/nieuws/pagina/3` at the
 * same address, its query passed along, as a static host does. A search with a query
 * (`/zoeken?query=...`, `/en/search?query=...`) is rendered on demand at its address, from the CMS's
 * search or else the release's own index, which the release's server searches (release-index-search.ts). Requests under /api/v1/search/
 * (search from the browser, the one live call) are passed to the content API, as the CDN's proxy
 * rule does in production; nothing else of the CMS is reached (images and documents are the release's).
 *
 * Which build it serves is asked for every request (`SiteSource.current()`), so the origin can swap
 * releases while it serves: a request is answered wholly from the release it started with. Hashed
 * assets (`/_astro/...`) are answered as immutable, from the current release or else from the
 * releases kept before it, so a page loaded just before a swap still gets its scripts and styles.
 * The release's other files are answered as the adapter answers them (release-static-file.ts): HTML
 * with an ETag and `max-age=0`, so caches revalidate it. An address that is no file and that no
 * route of the release renders on demand (the release says which: scripts/build/on-demand-routes.ts)
 * is answered with its not-found page here, as a static host does; the rest (the preview, a search
 * with a query, any method but GET and HEAD) goes to the release's own server, on a thread of its own
 * that ends once the release is no longer served (release-server.ts).
 * Every answer from a release carries the headers of its `_headers` file (security headers, cache
 * rules: scripts/build/security-headers.ts), the same a CDN sends from that file, one Cache-Control
 * each (revalidate where the file names none, as the static hosts' default is). Text files are
 * sent as the brotli or gzip copy the build made of them, as the browser accepts
 * (scripts/origin/precompressed-file.ts); other text answers (on-demand pages, small files) are
 * compressed as they go, as a CDN does; images are sent as they are.
 */
import compression from 'compression';
import { readFile } from 'node:fs/promises';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { hostRuleTarget, isLiveApiPath, matchHostRule, parseHostRules, type HostRule } from '../build/host-rules.ts';
import { IMMUTABLE, originHeaders, parseHeaderRules, type HeaderRule } from '../build/security-headers.ts';
import { sendPageWithStatus, servePrecompressed } from './precompressed-file.ts';
import { fileStatsOf, freshFileStats, releaseFileStats, type StatsOf } from './release-file-stats.ts';
import { createFeedbackRoute } from './feedback/feedback-route.ts';
import { openFeedbackStore } from './feedback/feedback-store.ts';
import { releaseServer, serverLocalsOf, type ReleaseServer, type ServerLocals } from './release-server.ts';
import { serveStaticFile } from './release-static-file.ts';
import { mayBeOnDemand, readOnDemandRoutes } from '../build/on-demand-routes.ts';
import { servedSearchRoute } from '#src/overviews/search/served-search.ts';

/** A built site: its folder holds `client/` and `server/`. */
export type BuiltSite = { id: string; dir: string };

export type SiteSource = {
  /** The build to answer from now; null when there is none yet (answered 503). */
  current(): Promise<BuiltSite | null>;
  /** Builds kept besides the current one, newest first, whose hashed assets stay reachable. */
  earlier(): Promise<BuiltSite[]>;
};

/** Answers a request itself (true) or leaves it to the site (false). */
export type ExtraRoute = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean>;

/** How long a request passed on to the CMS may take. */
const PROXY_TIMEOUT_MS = 30_000;

/** The methods passed on to the CMS: the search island only reads (src/overviews/search). */
const PROXIED_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD']);

/**
 * Whether a live API path could reach another CMS address than it names: an escaped slash or
 * backslash (`%2F`, `%5C`, also double-escaped), a backslash, or a `.`/`..` segment once decoded.
 */
function escapesLiveApiPath(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  const escapedSlash = /%(2f|5c)/i;
  return (
    escapedSlash.test(pathname) ||
    escapedSlash.test(decoded) ||
    decoded.includes('\\') ||
    decoded.split('/').some((segment) => segment === '.' || segment === '..')
  );
}

type LoadedSite = {
  id: string;
  clientDir: string;
  rules: HostRule[];
  headerRules: HeaderRule[];
  /** The release's own server, on its thread (release-server.ts): its on-demand routes and not-found page. */
  server: ReleaseServer;
  /** Its files' stats, asked once (a release's files never change). */
  statsOf: StatsOf;
  /** Its routes rendered on demand (scripts/build/on-demand-routes.ts); null: it does not say, so its server decides. */
  onDemand: RegExp[] | null;
  /** A file of its `client/` (a not-found page or its compressed copy), read once when first asked for; null when it has none. */
  pageBytes: (file: string) => Promise<Buffer | null>;
};

/**
 * How long a release the origin no longer serves keeps its server once nothing asks it (a request
 * that began just before a swap is answered from the release it began with): its thread ends at the
 * next look, one such time later at most.
 */
const RETIRED_SERVER_MS = 30_000;

const HASHED_ASSET_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};

async function isFile(file: string, statsOf: StatsOf = freshFileStats): Promise<boolean> {
  return (await fileStatsOf(statsOf, file)) !== null;
}

/** The file a site path names inside `clientDir`, kept inside it; null for a path that cannot be decoded. */
function fileUnder(clientDir: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const relative = path
    .normalize(decoded)
    .replace(/^(\.\.[/\\])+/, '')
    .replace(/^[/\\]+/, '');
  return path.join(clientDir, relative);
}

/** Whether the static build has an HTML page at this path (`path/index.html` or `path.html`). */
async function hasStaticPage(clientDir: string, pathname: string): Promise<boolean> {
  const base = fileUnder(clientDir, pathname);
  if (base === null) return false;
  return (await isFile(path.join(base, 'index.html'))) || (await isFile(`${base}.html`));
}

/** Whether the static build has a file for this path (as a file, `path/index.html` or `path.html`). */
async function hasStaticFile(clientDir: string, pathname: string, statsOf: StatsOf): Promise<boolean> {
  const base = fileUnder(clientDir, pathname);
  if (base === null) return false;
  return (
    (await isFile(base, statsOf)) ||
    (await isFile(path.join(base, 'index.html'), statsOf)) ||
    (await isFile(`${base}.html`, statsOf))
  );
}

/** Passes a request to the content API unchanged and streams the answer back. */
async function proxyToContentApi(
  req: IncomingMessage,
  res: ServerResponse,
  contentApiUrl: string,
  url: URL,
): Promise<void> {
  // Only the path and query are taken from the request: its host (`//other.host/...` or an
  // absolute request target) never chooses where the origin sends it.
  const target = new URL(contentApiUrl);
  target.pathname = url.pathname;
  target.search = url.search;
  const headers: Record<string, string> = {};
  for (const name of ['accept', 'content-type', 'if-none-match']) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const answer = await fetch(target, {
    method: req.method ?? 'GET',
    headers,
    signal: AbortSignal.timeout(PROXY_TIMEOUT_MS),
  });
  const out: Record<string, string> = {};
  answer.headers.forEach((value, name) => {
    if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)) out[name] = value;
  });
  res.writeHead(answer.status, out);
  res.end(Buffer.from(await answer.arrayBuffer()));
}

async function loadSite(site: BuiltSite, locals: ServerLocals): Promise<LoadedSite> {
  const clientDir = path.join(site.dir, 'client');
  const server = releaseServer(site.dir, locals);
  const hostRules = await readFile(path.join(clientDir, '_redirects'), 'utf8').catch(() => '');
  // The `/api/v1/search/*` rule passes requests on to the CMS as the build knew it; the origin passes them
  // on itself, to the CMS it is told of at run time (CONTENT_API_URL), before any rule.
  const rules: HostRule[] = parseHostRules(hostRules, { withQuery: true }).filter((rule) => rule.to.startsWith('/'));
  const headerRules = parseHeaderRules(await readFile(path.join(clientDir, '_headers'), 'utf8').catch(() => ''));
  const pages = new Map<string, Promise<Buffer | null>>();
  // A release's files never change: a file is read once, and a file it lacks stays lacking. A read
  // that failed otherwise (too many open files) is not kept: the next request reads again.
  const pageBytes = (file: string): Promise<Buffer | null> => {
    let bytes = pages.get(file);
    if (!bytes) {
      bytes = readFile(path.join(clientDir, file)).catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        pages.delete(file);
        throw error;
      });
      pages.set(file, bytes);
    }
    return bytes;
  };
  return {
    id: site.id,
    clientDir,
    rules,
    headerRules,
    server,
    statsOf: releaseFileStats(),
    onDemand: await readOnDemandRoutes(path.join(site.dir, 'server')),
    pageBytes,
  };
}

/** The release's not-found page, as its server answers an address no route takes. */
const NOT_FOUND_PAGE = '404.html';

/**
 * An address no route of the release can take (GET and HEAD; the release says which routes it renders
 * on demand): answered with the not-found page here, as the release's server would, without its thread.
 */
function isNotFound(site: LoadedSite, method: string | undefined, pathname: string): boolean {
  return (method === 'GET' || method === 'HEAD') && site.onDemand !== null && !mayBeOnDemand(site.onDemand, pathname);
}

/**
 * A hashed asset (`/_astro/...`) of the current build or else of an earlier one, answered as
 * immutable (its name changes when its content does); false when no kept build has it.
 */
async function serveHashedAsset(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  sites: readonly BuiltSite[],
): Promise<boolean> {
  const type = HASHED_ASSET_TYPES[path.extname(pathname)];
  if (!type) return false;
  for (const site of sites) {
    const file = fileUnder(path.join(site.dir, 'client'), pathname);
    if (file === null || !(await isFile(file))) continue;
    res.setHeader('cache-control', IMMUTABLE);
    if (await servePrecompressed(req, res, file)) return true;
    res.writeHead(200, { 'content-type': type });
    res.end(await readFile(file));
    return true;
  }
  return false;
}

/**
 * The file the release has at an address, as the adapter's static handler finds it: the file, or a
 * folder's `index.html`; null for a hidden path it refuses (but `.well-known`) or one outside the
 * folder. The one answer to "which file?" for a file and for its compressed copies.
 */
async function staticFileFor(clientDir: string, pathname: string, statsOf: StatsOf): Promise<string | null> {
  const base = fileUnder(clientDir, pathname);
  if (base === null) return null;
  const segments = path.relative(clientDir, base).split(path.sep);
  if (segments.some((segment, index) => segment.startsWith('.') && !(index === 0 && segment === '.well-known')))
    return null;
  if (await isFile(base, statsOf)) return base;
  const index = path.join(base, 'index.html');
  return (await isFile(index, statsOf)) ? index : null;
}

/**
 * The `compression` middleware on plain node:http, for what has no compressed copy. Its types speak
 * of Express's request and response, which are node's IncomingMessage and ServerResponse with more
 * on them that the middleware does not use, hence the cast. A byte range is sent as it is: a range
 * of the compressed bytes would not be the range the client asked for.
 */
function textCompression(): (req: IncomingMessage, res: ServerResponse, next: () => void) => void {
  return compression({
    filter: (req, res) => req.headers.range === undefined && compression.filter(req, res),
  }) as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
}

export type SiteServerOptions = {
  site: SiteSource;
  port: number;
  host: string;
  /** Where /api/v1/search/* is passed on to; undefined: not passed on. */
  contentApiUrl?: string | undefined;
  /** Routes of the origin itself (the publish webhook), asked before the site. */
  extraRoutes?: ExtraRoute;
  /**
   * POST /api/feedback, the pages' "Is deze pagina nuttig?" answers, kept in this SQLite file; `siteOrigins`: the
   * public addresses whose pages may post besides the request's own host. Unset: not answered here.
   */
  feedback?: { dbFile: string; siteOrigins?: readonly string[]; trustedProxies?: readonly string[] };
  /** How long the server of a release no longer served is kept once idle (tests: shorter). */
  retiredServerMs?: number;
};

export type RunningSiteServer = {
  url: string;
  stop: () => Promise<void>;
  /** The releases whose own server runs now (their ids). */
  releaseServers: () => Promise<string[]>;
};

/** A site source for one build folder that never changes (`npm start`, the end-to-end tests). */
export function fixedSite(distDir: string): SiteSource {
  const site = { id: path.basename(distDir), dir: path.resolve(distDir) };
  return { current: () => Promise.resolve(site), earlier: () => Promise.resolve([]) };
}

export async function startSiteServer(options: SiteServerOptions): Promise<RunningSiteServer> {
  // The CMS this server passes search on to is the one its on-demand pages (the preview) ask: a
  // release built earlier, from an embedded content API on another port, must not ask that one.
  const serverLocals = serverLocalsOf(options.contentApiUrl);

  const loaded = new Map<string, Promise<LoadedSite>>();
  /** When each loaded release was last asked for (ms since the epoch), by folder. */
  const lastUsed = new Map<string, number>();
  const retiredMs = options.retiredServerMs ?? RETIRED_SERVER_MS;

  /**
   * Ends the servers of the releases that are not current, unused for `retiredMs` and with no
   * request under way. Which release is current is asked of the site source, not taken from the
   * order requests came in (one that began just before a swap comes after the swap's first).
   */
  const retireUnused = async (): Promise<void> => {
    // Not knowing which release is live, it ends none.
    const current = await options.site.current();
    for (const [dir, known] of [...loaded]) {
      if (dir === current?.dir || Date.now() - (lastUsed.get(dir) ?? 0) < retiredMs) continue;
      const site = await known.catch(() => null);
      const usedSince = Date.now() - (lastUsed.get(dir) ?? 0) < retiredMs;
      if (usedSince || loaded.get(dir) !== known || (site && site.server.inFlight() > 0)) continue;
      loaded.delete(dir);
      lastUsed.delete(dir);
      await site?.server.close();
    }
  };
  /** The look under way, awaited when the server stops. */
  let retiring: Promise<void> | null = null;
  const lookForUnused = (): void => {
    retiring ??= retireUnused()
      .catch((error: unknown) =>
        console.error(
          `[origin] ending the servers of earlier releases: ${error instanceof Error ? error.message : String(error)}`,
        ),
      )
      .finally(() => (retiring = null));
  };

  const loadedSite = (site: BuiltSite): Promise<LoadedSite> => {
    lastUsed.set(site.dir, Date.now());
    let known = loaded.get(site.dir);
    if (!known) {
      known = loadSite(site, serverLocals);
      loaded.set(site.dir, known);
      known.catch(() => loaded.delete(site.dir));
    }
    return known;
  };

  const feedbackStore = options.feedback ? openFeedbackStore(options.feedback.dbFile) : null;
  const feedbackRoute =
    feedbackStore &&
    createFeedbackRoute({
      store: feedbackStore,
      siteOrigins: options.feedback?.siteOrigins ?? [],
      trustedProxies: options.feedback?.trustedProxies ?? [],
      hasPage: async (pathname) => {
        const current = await options.site.current();
        return current !== null && hasStaticPage(path.join(current.dir, 'client'), pathname);
      },
    });

  async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (options.extraRoutes && (await options.extraRoutes(req, res, url))) return;
    if (feedbackRoute && (await feedbackRoute(req, res, url))) return;
    if (options.contentApiUrl && isLiveApiPath(url.pathname)) {
      if (escapesLiveApiPath(url.pathname)) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Not found.\n');
      } else if (!PROXIED_METHODS.has(req.method ?? 'GET')) {
        res.writeHead(405, { allow: [...PROXIED_METHODS].join(', '), 'content-type': 'text/plain; charset=utf-8' });
        res.end('Only GET and HEAD are passed on to the CMS.\n');
      } else {
        await proxyToContentApi(req, res, options.contentApiUrl, url);
      }
      return;
    }
    const current = await options.site.current();
    if (!current) {
      res.writeHead(503, {
        'content-type': 'text/plain; charset=utf-8',
        'retry-after': '30',
        'cache-control': 'no-store',
      });
      res.end('The site is being built; try again in a minute.\n');
      return;
    }
    const site = await loadedSite(current);
    // The release's `_headers`, as a CDN would send them; an answer's own headers (the preview's
    // private cache and its CSP, an immutable asset) are written after these and win.
    const headers = originHeaders(
      site.headerRules,
      url.pathname,
      await hasStaticFile(site.clientDir, url.pathname, site.statsOf),
    );
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (
      url.pathname.startsWith('/_astro/') &&
      (await serveHashedAsset(req, res, url.pathname, [current, ...(await options.site.earlier())]))
    )
      return;
    // A search with a query, before the rules: a CDN's rule sends it here (host-rules.ts), where it is rendered.
    const searchRoute = servedSearchRoute(url.pathname, url.searchParams);
    if (searchRoute) {
      req.url = `${searchRoute}${url.search}`;
      await site.server.answer(req, res, { servedSearch: true });
      return;
    }
    const rule = matchHostRule(site.rules, url.pathname, url.searchParams);
    if (rule && rule.status >= 300 && rule.status < 400) {
      res.writeHead(rule.status, { location: hostRuleTarget(rule, url.searchParams) });
      res.end();
      return;
    }
    // A rewrite serves its target at the same address (a file at the path shadows it unless forced).
    if (rule?.status === 200 && (rule.force || !(await hasStaticFile(site.clientDir, url.pathname, site.statsOf)))) {
      const target = new URL(hostRuleTarget(rule, url.searchParams), url);
      req.url = `${target.pathname}${target.search || url.search}`;
      const targetFile = await staticFileFor(site.clientDir, target.pathname, site.statsOf);
      if (targetFile === null) await site.server.answer(req, res);
      else serveStaticFile(req, res, site.clientDir, targetFile);
      return;
    }
    if (rule?.status === 404 && !(await hasStaticFile(site.clientDir, url.pathname, site.statsOf))) {
      await sendPageWithStatus(req, res, { file: rule.to.replace(/^\/+/, ''), status: 404 }, site.pageBytes);
      return;
    }
    // The release's file, as its compressed copy when the visitor takes one; else its not-found page, when
    // no route of its server can take the address, or else the release's own server.
    const file = await staticFileFor(site.clientDir, url.pathname, site.statsOf);
    if (file !== null) {
      if (!(await servePrecompressed(req, res, file, site.statsOf))) serveStaticFile(req, res, site.clientDir, file);
    } else if (isNotFound(site, req.method, url.pathname)) {
      await sendPageWithStatus(req, res, { file: NOT_FOUND_PAGE, status: 404 }, site.pageBytes);
    } else await site.server.answer(req, res);
  }

  const compress = textCompression();
  const server = http.createServer((req, res) => {
    compress(req, res, () => {
      answer(req, res).catch((error: unknown) => {
        console.error(error);
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  const retirement = setInterval(lookForUnused, retiredMs);
  retirement.unref();
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://${options.host}:${actualPort}`,
    releaseServers: async () => {
      const sites = await Promise.all([...loaded.values()].map((site) => site.catch(() => null)));
      return sites.flatMap((site) => (site?.server.running() ? [site.id] : [])).sort();
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          feedbackStore?.close();
          clearInterval(retirement);
          // A look under way first ends what it took out of the list; then every release's server ends.
          void (retiring ?? Promise.resolve())
            .then(() =>
              Promise.all(
                [...loaded.values()].map((site) => site.then((known) => known.server.close()).catch(() => {})),
              ),
            )
            .then(() => resolve());
        });
      }),
  };
}
