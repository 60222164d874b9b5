/**
 * A Netlify-style static host for the tests: it serves a built `client/` folder by the `_redirects`
 * and `_headers` files the build wrote, read with Netlify's own parsers (@netlify/redirect-parser,
 * @netlify/headers-parser), and answers them the way Netlify documents:
 * - rules are tried in file order, the first that matches wins; `*` at the end is `:splat`,
 *   `:name` segments and query conditions (`page=2`, `location=:slug`) fill the target; a
 *   condition's value is percent-encoded in the file (`filter=Maag-%2C%20darm-`) and compared
 *   with the request's decoded value (`?filter=Maag-%2C+darm-`);
 * - shadowing: where a file exists at the path, only forced rules (`301!`, `200!`) apply;
 * - 301/302 redirect, 200 rewrites (a site path is served at the same address; an absolute
 *   target is proxied, the request's query passed along), 404 serves the target with status 404;
 * - `_headers` rules apply to what the host serves itself (not to proxied answers), every matching
 *   rule in order, a later value of a header winning; where none sets `Cache-Control`, Netlify's
 *   default applies (`public, max-age=0, must-revalidate`).
 * The build's compressed copies (`.br`, `.gz`) are not served: this host does no content negotiation.
 * It shares no code with the Node origin (scripts/origin/site-server.ts): it is the independent check
 * that the generated files work on a CDN.
 *
 * `proxyOrigin` stands in for the address a deployment gives PUBLIC_CONTENT_API_URL: the build in
 * `npm test` starts its own embedded content API, gone once the build is done, so the proxied
 * requests go to this origin instead (path and query as the rule says).
 */
import { readFile, stat } from 'node:fs/promises';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';

/** What Netlify sends for a file no `_headers` rule gives a Cache-Control. */
const NETLIFY_DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

type Redirect = {
  from: string;
  query: Record<string, string>;
  to: string;
  status: number;
  force: boolean;
  proxy: boolean;
};
type HeaderRule = { forRegExp: RegExp; values: Record<string, string> };

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  // The release's copies of the CMS's documents (patient folders).
  '.pdf': 'application/pdf',
};

/** The build's compressed copies of its text files (`page/index.html.br`, `style.css.gz`). */
const COMPRESSED_COPY = /\.(br|gz)$/;

async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (info) => info.isFile(),
    () => false,
  );
}

/** The file a path serves (`/a` -> a, a/index.html or a.html), kept inside the folder; null when none. */
async function fileFor(clientDir: string, pathname: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const base = path.join(clientDir, path.normalize(decoded).replace(/^(\.\.[/\\])+/, ''));
  if (!base.startsWith(clientDir)) return null;
  for (const candidate of [base, path.join(base, 'index.html'), `${base}.html`])
    if (!COMPRESSED_COPY.test(candidate) && (await isFile(candidate))) return candidate;
  return null;
}

/** The placeholders a rule's path binds for a request path, or null when it does not match. */
function matchPath(from: string, pathname: string): Record<string, string> | null {
  const clean = (value: string) => (value.length > 1 ? value.replace(/\/+$/, '') : value);
  const pattern = clean(from).split('/');
  const parts = clean(pathname).split('/');
  const bound: Record<string, string> = {};
  for (let index = 0; index < pattern.length; index += 1) {
    const segment = pattern[index] ?? '';
    if (segment === '*') {
      bound['splat'] = parts.slice(index).join('/');
      return bound;
    }
    const part = parts[index];
    if (part === undefined) return null;
    if (segment.startsWith(':')) bound[segment.slice(1)] = part;
    else if (segment !== part) return null;
  }
  return pattern.length === parts.length ? bound : null;
}

function matchRule(rule: Redirect, url: URL): Record<string, string> | null {
  const bound = matchPath(rule.from, url.pathname);
  if (!bound) return null;
  for (const [key, value] of Object.entries(rule.query)) {
    const given = url.searchParams.get(key);
    if (given === null) return null;
    if (value.startsWith(':')) bound[value.slice(1)] = given;
    else if (given !== decodeURIComponent(value)) return null;
  }
  return bound;
}

function fill(target: string, bound: Record<string, string>): string {
  return target.replace(/:([a-z]+)/gi, (whole, name: string) => bound[name] ?? whole);
}

export type StaticHostOptions = { clientDir: string; port: number; host?: string; proxyOrigin?: string };
export type RunningStaticHost = { url: string; stop: () => Promise<void> };

export async function startStaticHost(options: StaticHostOptions): Promise<RunningStaticHost> {
  const clientDir = path.resolve(options.clientDir);
  const parsedRedirects = await parseAllRedirects({
    redirectsFiles: [path.join(clientDir, '_redirects')],
    configRedirects: [],
    minimal: false,
  });
  const parsedHeaders = await parseAllHeaders({
    headersFiles: [path.join(clientDir, '_headers')],
    configHeaders: [],
    minimal: false,
  });
  const errors = [...parsedRedirects.errors, ...parsedHeaders.errors];
  if (errors.length > 0)
    throw new Error(`the host files do not parse the way Netlify reads them: ${errors.map(String).join('; ')}`);
  const redirects = parsedRedirects.redirects as Redirect[];
  const headerRules = parsedHeaders.headers as HeaderRule[];

  const headersFor = (pathname: string) =>
    Object.assign(
      { 'Cache-Control': NETLIFY_DEFAULT_CACHE_CONTROL },
      ...headerRules.filter((rule) => rule.forRegExp.test(pathname)).map((rule) => rule.values),
    ) as Record<string, string>;

  async function serveFile(res: ServerResponse, file: string, pathname: string, status = 200): Promise<void> {
    // A Content-Type from `_headers` wins over the one the host picks by the file's extension, as on Netlify.
    const fromRules = headersFor(pathname);
    const typeFromRules = Object.keys(fromRules).some((name) => name.toLowerCase() === 'content-type');
    res.writeHead(status, {
      ...fromRules,
      ...(typeFromRules ? {} : { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' }),
    });
    res.end(await readFile(file));
  }

  async function proxy(req: IncomingMessage, res: ServerResponse, target: URL): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers: Record<string, string> = {};
    for (const name of ['accept', 'content-type'])
      if (typeof req.headers[name] === 'string') headers[name] = req.headers[name];
    const body = chunks.length > 0 ? new Uint8Array(Buffer.concat(chunks)) : undefined;
    const answer = await fetch(target, { method: req.method ?? 'GET', headers, ...(body ? { body } : {}) });
    const out: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)) out[name] = value;
    });
    res.writeHead(answer.status, out);
    res.end(Buffer.from(await answer.arrayBuffer()));
  }

  async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://static.host');
    const file = await fileFor(clientDir, url.pathname);
    for (const rule of redirects) {
      if (file && !rule.force) continue;
      const bound = matchRule(rule, url);
      if (!bound) continue;
      const to = fill(rule.to, bound);
      if (rule.status === 301 || rule.status === 302) {
        res.writeHead(rule.status, { ...headersFor(url.pathname), location: to });
        res.end();
        return;
      }
      if (rule.proxy) {
        const target = new URL(to);
        if (options.proxyOrigin) {
          const origin = new URL(options.proxyOrigin);
          target.protocol = origin.protocol;
          target.host = origin.host;
        }
        if (!target.search) target.search = url.search;
        await proxy(req, res, target);
        return;
      }
      const targetFile = await fileFor(clientDir, new URL(to, url).pathname);
      if (targetFile) {
        await serveFile(res, targetFile, url.pathname, rule.status === 404 ? 404 : 200);
        return;
      }
    }
    if (file) {
      await serveFile(res, file, url.pathname);
      return;
    }
    const notFound = path.join(clientDir, '404.html');
    if (await isFile(notFound)) await serveFile(res, notFound, url.pathname, 404);
    else {
      res.writeHead(404);
      res.end();
    }
  }

  const server = http.createServer((req, res) => {
    answer(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(502);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port, options.host ?? '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
