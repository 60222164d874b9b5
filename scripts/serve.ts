/**
 * The local production server: the Astro Node adapter's standalone handler (static files from
 * dist/client, on-demand routes such as the preview) behind the host rules that a CDN would apply
 * (`dist/client/_redirects`): CMS redirects answered with 301, and unknown English paths with the
 * English not-found page and status 404 (unknown Dutch paths get the Dutch one from the adapter),
 * and rewrites (status 200): `/nieuws?page=3` is answered with the static page `/nieuws/pagina/3`
 * at the same address, its query passed along, as a static host does.
 * Requests under /api/v1/ (search from the browser, patient-folder downloads) are passed to the
 * content API named by CONTENT_API_URL, as the CDN's proxy rule does in production.
 */
import { readFile, stat } from 'node:fs/promises';
import { readConfig } from '#src/lib/build/config.ts';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { hostRuleTarget, matchHostRule, parseHostRules, type HostRule } from './build/host-rules.ts';

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void;

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** Whether the static build has a file for this path (as a file, `path/index.html` or `path.html`). */
async function hasStaticFile(clientDir: string, pathname: string): Promise<boolean> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  const relative = path
    .normalize(decoded)
    .replace(/^(\.\.[/\\])+/, '')
    .replace(/^[/\\]+/, '');
  const base = path.join(clientDir, relative);
  return (await isFile(base)) || (await isFile(path.join(base, 'index.html'))) || (await isFile(`${base}.html`));
}

/** Passes a request to the content API unchanged and streams the answer back. */
async function proxyToContentApi(req: IncomingMessage, res: ServerResponse, contentApiUrl: string): Promise<void> {
  const target = new URL(req.url ?? '/', contentApiUrl);
  const body =
    req.method === 'GET' || req.method === 'HEAD'
      ? undefined
      : await new Promise<Buffer>((resolve, reject) => {
          const chunks: Buffer[] = [];
          req.on('data', (chunk: Buffer) => chunks.push(chunk));
          req.on('end', () => resolve(Buffer.concat(chunks)));
          req.on('error', reject);
        });
  const headers: Record<string, string> = {};
  for (const name of ['accept', 'content-type', 'if-none-match']) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const answer = await fetch(target, { method: req.method ?? 'GET', headers, ...(body ? { body: new Uint8Array(body) } : {}) });
  const out: Record<string, string> = {};
  answer.headers.forEach((value, name) => {
    if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)) out[name] = value;
  });
  res.writeHead(answer.status, out);
  res.end(Buffer.from(await answer.arrayBuffer()));
}

export async function startSiteServer(options: { distDir?: string; port?: number; host?: string; contentApiUrl?: string } = {}): Promise<{ url: string; stop: () => Promise<void> }> {
  const config = readConfig();
  const contentApiUrl = options.contentApiUrl ?? config.contentApiUrl;
  const distDir = path.resolve(options.distDir ?? 'dist');
  const clientDir = path.join(distDir, 'client');
  process.env['ASTRO_NODE_AUTOSTART'] = 'disabled';
  const entry = (await import(pathToFileURL(path.join(distDir, 'server', 'entry.mjs')).href)) as { handler: NodeHandler };
  let rules: HostRule[] = [];
  try {
    rules = parseHostRules(await readFile(path.join(clientDir, '_redirects'), 'utf8'), { withQuery: true });
  } catch {
    rules = [];
  }

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (contentApiUrl && url.pathname.startsWith('/api/v1/')) {
        await proxyToContentApi(req, res, contentApiUrl);
        return;
      }
      const rule = matchHostRule(rules, url.pathname, url.searchParams);
      if (rule && rule.status >= 300 && rule.status < 400) {
        res.writeHead(rule.status, { location: hostRuleTarget(rule, url.searchParams) });
        res.end();
        return;
      }
      // A rewrite serves its target at the same address (a file at the path shadows it unless forced).
      if (rule?.status === 200 && (rule.force || !(await hasStaticFile(clientDir, url.pathname)))) {
        const target = new URL(hostRuleTarget(rule, url.searchParams), url);
        req.url = `${target.pathname}${target.search || url.search}`;
        entry.handler(req, res);
        return;
      }
      if (rule?.status === 404 && !(await hasStaticFile(clientDir, url.pathname))) {
        const page = await readFile(path.join(clientDir, rule.to));
        res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
        res.end(page);
        return;
      }
      entry.handler(req, res);
    })().catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });

  const port = options.port ?? config.server.port;
  const host = options.host ?? config.server.host ?? 'localhost';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${actualPort}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// `node scripts/serve.ts [distDir]`: serve an existing build.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const server = await startSiteServer({ distDir: process.argv[2] ?? 'dist' });
  console.log(`Serving the built site at ${server.url}`);
}
