import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ON_DEMAND_ROUTES_FILE } from '../../../../scripts/build/on-demand-routes.ts';
import { precompressDir } from '../../../../scripts/build/precompress.ts';
import {
  fixedSite,
  startSiteServer,
  type BuiltSite,
  type RunningSiteServer,
} from '../../../../scripts/origin/site-server.ts';

let root: string;
let server: RunningSiteServer | undefined;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'site-server-'));
});
afterEach(async () => {
  await server?.stop();
  server = undefined;
  await rm(root, { recursive: true, force: true });
});

/**
 * A built site: `client/` with an asset and host rules, and `server/entry.mjs` standing in for the
 * Astro Node adapter's handler (it answers with the build's name, so a test sees which build answered).
 */
async function builtSite(name: string, asset: string): Promise<BuiltSite> {
  const dir = path.join(root, name);
  await mkdir(path.join(dir, 'client', '_astro'), { recursive: true });
  await mkdir(path.join(dir, 'server'), { recursive: true });
  await writeFile(path.join(dir, 'client', '_astro', asset), `/* ${name} */`);
  await writeFile(path.join(dir, 'client', '_redirects'), '/oud /nieuw 301\n');
  await writeFile(
    path.join(dir, 'server', 'entry.mjs'),
    `export const handler = (req, res) => { res.writeHead(200, { 'content-type': 'text/plain' }); res.end('${name} ' + req.url); };\n`,
  );
  return { id: name, dir };
}

/** One request with node:http, which (unlike fetch) leaves the body as it came. */
function request(
  pathname: string,
  headers: Record<string, string>,
  method = 'GET',
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .request(`${server?.url ?? ''}${pathname}`, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject)
      .end();
  });
}

describe('the site server', () => {
  it('answers each request from the build that is current when it arrives, and applies its host rules', async () => {
    const first = await builtSite('first', 'a.js');
    const second = await builtSite('second', 'b.js');
    let current: BuiltSite | null = null;
    server = await startSiteServer({
      site: { current: async () => current, earlier: async () => (current === second ? [first] : []) },
      port: 0,
      host: '127.0.0.1',
    });
    const before = await fetch(`${server.url}/`);
    expect(before.status).toBe(503);
    expect(before.headers.get('cache-control')).toBe('no-store');
    current = first;
    expect(await (await fetch(`${server.url}/zorg`)).text()).toBe('first /zorg');
    const redirect = await fetch(`${server.url}/oud`, { redirect: 'manual' });
    expect([redirect.status, redirect.headers.get('location')]).toEqual([301, '/nieuw']);
    current = second;
    expect(await (await fetch(`${server.url}/zorg`)).text()).toBe('second /zorg');
  });

  it("serves hashed assets as immutable, an earlier build's too when the current build lacks it", async () => {
    const first = await builtSite('first', 'a.js');
    const second = await builtSite('second', 'b.js');
    server = await startSiteServer({
      site: { current: async () => second, earlier: async () => [first] },
      port: 0,
      host: '127.0.0.1',
    });
    const old = await fetch(`${server.url}/_astro/a.js`);
    expect(old.status).toBe(200);
    expect(old.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await old.text()).toBe('/* first */');
    const current = await fetch(`${server.url}/_astro/b.js`);
    expect([current.status, current.headers.get('cache-control'), current.headers.get('content-type')]).toEqual([
      200,
      'public, max-age=31536000, immutable',
      'text/javascript; charset=utf-8',
    ]);
    expect(await current.text()).toBe('/* second */');
    // Not an earlier asset: left to the current build's handler.
    expect(await (await fetch(`${server.url}/_astro/c.js`)).text()).toBe('second /_astro/c.js');
    expect(await (await fetch(`${server.url}/_astro/..%2f..%2fserver%2fentry.mjs`)).text()).toMatch(/^second /);
  });

  it('compresses text answers as the browser accepts, and sends images as they are', async () => {
    const site = await builtSite('site', 'big.js');
    const page = `<!DOCTYPE html><html><body>${'<p>Welkom in het Spaarne Gasthuis.</p>'.repeat(200)}</body></html>`;
    await writeFile(
      path.join(site.dir, 'server', 'entry.mjs'),
      `export const handler = (req, res) => { const image = req.url.endsWith('.webp'); res.writeHead(200, { 'content-type': image ? 'image/webp' : 'text/html; charset=utf-8' }); res.end(${JSON.stringify(page)}); };\n`,
    );
    server = await startSiteServer({
      site: { current: async () => site, earlier: async () => [] },
      port: 0,
      host: '127.0.0.1',
    });
    const get = (pathname: string, acceptEncoding: string) =>
      new Promise<{ encoding: string | undefined; vary: string | undefined; bytes: number }>((resolve, reject) => {
        http
          .get(`${server?.url ?? ''}${pathname}`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
            let bytes = 0;
            response.on('data', (chunk: Buffer) => (bytes += chunk.length));
            response.on('end', () =>
              resolve({ encoding: response.headers['content-encoding'], vary: response.headers.vary, bytes }),
            );
          })
          .on('error', reject);
      });
    const brotli = await get('/over-ons', 'br, gzip');
    expect(brotli.encoding).toBe('br');
    expect(brotli.vary).toMatch(/accept-encoding/i);
    expect(brotli.bytes).toBeLessThan(page.length / 10);
    expect((await get('/over-ons', 'gzip')).encoding).toBe('gzip');
    const plain = await get('/over-ons', 'identity');
    expect([plain.encoding, plain.bytes]).toEqual([undefined, Buffer.byteLength(page)]);
    expect((await get('/media/foto_640w/foto_640w.webp', 'br, gzip')).encoding).toBeUndefined();
  });

  it("sends the build's brotli or gzip copy of a page and a stylesheet, with the file's headers", async () => {
    const site = await builtSite('site', 'a.js');
    const client = path.join(site.dir, 'client');
    const page = `<!DOCTYPE html><html><body>${'<p>Welkom bij cardiologie.</p>'.repeat(300)}</body></html>`;
    const css = `${'.card { color: #123456; margin: 0 auto; }\n'.repeat(200)}`;
    await mkdir(path.join(client, 'zorg', 'cardiologie'), { recursive: true });
    await writeFile(path.join(client, 'zorg', 'cardiologie', 'index.html'), page);
    await writeFile(path.join(client, '_astro', 'site.Ab12.css'), css);
    await writeFile(path.join(client, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n');
    await precompressDir(client);
    server = await startSiteServer({
      site: { current: async () => site, earlier: async () => [] },
      port: 0,
      host: '127.0.0.1',
    });

    const pageBrotli = await request('/zorg/cardiologie', { 'accept-encoding': 'gzip, deflate, br' });
    expect(pageBrotli.status).toBe(200);
    expect(pageBrotli.headers['content-encoding']).toBe('br');
    expect(pageBrotli.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(pageBrotli.headers.vary).toMatch(/accept-encoding/i);
    expect(pageBrotli.headers['x-content-type-options']).toBe('nosniff');
    expect(pageBrotli.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(Number(pageBrotli.headers['content-length'])).toBe(pageBrotli.body.length);
    expect(brotliDecompressSync(pageBrotli.body).toString()).toBe(page);
    expect(pageBrotli.body.length).toBeLessThan(page.length / 10);

    const pageGzip = await request('/zorg/cardiologie/', { 'accept-encoding': 'gzip;q=1, br;q=0.5' });
    expect(pageGzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(pageGzip.body).toString()).toBe(page);
    expect(pageGzip.headers.etag).not.toBe(pageBrotli.headers.etag);

    // As it is: left to the adapter (here the stand-in handler), still marked as varying.
    const pagePlain = await request('/zorg/cardiologie', { 'accept-encoding': 'identity' });
    expect(pagePlain.headers['content-encoding']).toBeUndefined();
    expect(pagePlain.headers.vary).toMatch(/accept-encoding/i);

    const head = await request('/zorg/cardiologie', { 'accept-encoding': 'br' }, 'HEAD');
    expect([head.status, head.headers['content-encoding'], head.headers['content-length'], head.body.length]).toEqual([
      200,
      'br',
      pageBrotli.headers['content-length'],
      0,
    ]);
    const revalidated = await request('/zorg/cardiologie', {
      'accept-encoding': 'br',
      'if-none-match': pageBrotli.headers.etag ?? '',
    });
    expect([revalidated.status, revalidated.body.length, revalidated.headers.etag]).toEqual([
      304,
      0,
      pageBrotli.headers.etag,
    ]);
    // The gzip answer's tag does not validate the brotli answer.
    const otherTag = await request('/zorg/cardiologie', {
      'accept-encoding': 'br',
      'if-none-match': pageGzip.headers.etag ?? '',
    });
    expect(otherTag.status).toBe(200);
    // A range is not cut from compressed bytes.
    const range = await request('/zorg/cardiologie', { 'accept-encoding': 'br', range: 'bytes=0-9' });
    expect(range.headers['content-encoding']).toBeUndefined();

    const cssBrotli = await request('/_astro/site.Ab12.css', { 'accept-encoding': 'br, gzip' });
    expect([cssBrotli.status, cssBrotli.headers['content-encoding'], cssBrotli.headers['content-type']]).toEqual([
      200,
      'br',
      'text/css; charset=utf-8',
    ]);
    expect(cssBrotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(cssBrotli.body).toString()).toBe(css);
    const cssGzip = await request('/_astro/site.Ab12.css', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(cssGzip.body).toString()).toBe(css);
    const cssPlain = await request('/_astro/site.Ab12.css', {});
    expect([cssPlain.headers['content-encoding'], cssPlain.body.toString()]).toEqual([undefined, css]);
  });

  it("answers an address no route of the release renders on demand with its not-found page, without the release's server", async () => {
    const site = await builtSite('site', 'a.js');
    const page = '<!DOCTYPE html><title>Pagina niet gevonden</title>';
    await writeFile(path.join(site.dir, 'client', '404.html'), page);
    await writeFile(path.join(site.dir, 'client', '404.html.br'), brotliCompressSync(page));
    await writeFile(
      path.join(site.dir, 'server', ON_DEMAND_ROUTES_FILE),
      JSON.stringify({ routes: [{ pattern: '/preview/[slug]', regex: '^\\/preview\\/([^/]+?)\\/?$', flags: '' }] }),
    );
    const bare = await builtSite('bare', 'b.js');
    let current = site;
    server = await startSiteServer({
      site: { current: async () => current, earlier: async () => [] },
      port: 0,
      host: '127.0.0.1',
    });
    const missing = await fetch(`${server.url}/bestaat-niet`);
    expect([missing.status, missing.headers.get('content-type')]).toEqual([404, 'text/html; charset=utf-8']);
    expect(await missing.text()).toBe(page);
    expect((await fetch(`${server.url}/bestaat-niet`, { method: 'HEAD' })).status).toBe(404);
    // Its compressed copy, made by the build, as the visitor takes it; else the page as it is.
    const copy = await request('/nog-een-adres', { 'accept-encoding': 'gzip, br' });
    expect([copy.status, copy.headers['content-encoding'], copy.headers.vary]).toEqual([404, 'br', 'Accept-Encoding']);
    expect(Number(copy.headers['content-length'])).toBe(copy.body.length);
    expect(brotliDecompressSync(copy.body).toString()).toBe(page);
    const plain = await request('/nog-een-adres', { 'accept-encoding': 'identity' });
    expect([plain.status, plain.headers['content-encoding'], plain.body.toString()]).toEqual([404, undefined, page]);
    // A route rendered on demand (also written encoded), another method, and a release that does not say: its server.
    expect(await (await fetch(`${server.url}/preview/over-ons`)).text()).toBe('site /preview/over-ons');
    expect(await (await fetch(`${server.url}/%70review/over-ons`)).text()).toBe('site /%70review/over-ons');
    expect(await (await fetch(`${server.url}/bestaat-niet`, { method: 'POST' })).text()).toBe('site /bestaat-niet');
    current = bare;
    expect(await (await fetch(`${server.url}/bestaat-niet`)).text()).toBe('bare /bestaat-niet');
  });

  it('lets the origin answer its own routes first', async () => {
    const first = await builtSite('first', 'a.js');
    server = await startSiteServer({
      site: { current: async () => first, earlier: async () => [] },
      port: 0,
      host: '127.0.0.1',
      extraRoutes: async (_req, res, url) => {
        if (url.pathname !== '/api/publish') return false;
        res.writeHead(202);
        res.end();
        return true;
      },
    });
    expect((await fetch(`${server.url}/api/publish`, { method: 'POST' })).status).toBe(202);
    expect(await (await fetch(`${server.url}/`)).text()).toBe('first /');
  });
});

describe("a release's own server", () => {
  it('runs on a thread of its own, which ends once the release is no longer served; the origin keeps nothing of it', async () => {
    // Each release's entry adds a process-wide listener when imported, as the Astro Node adapter's does.
    const releases = await Promise.all(
      ['one', 'two', 'three'].map(async (name) => {
        const release = await builtSite(name, `${name}.js`);
        await writeFile(
          path.join(release.dir, 'server', 'entry.mjs'),
          // It also ticks into a file while its thread runs, so the test sees the thread end.
          `import { appendFileSync } from 'node:fs';
          import { isMainThread } from 'node:worker_threads';
          process.on('unhandledRejection', () => {});
          setInterval(() => appendFileSync(${JSON.stringify(path.join(root, 'ticks-'))} + '${name}', '.'), 10);
          export const handler = (req, res) => { res.writeHead(200); res.end('${name} ' + (isMainThread ? 'main' : 'thread')); };\n`,
        );
        return release;
      }),
    );
    const listeners = process.listenerCount('unhandledRejection');
    const socketFolders = async () => (await readdir(os.tmpdir())).filter((name) => name.startsWith('release-server-'));
    const foldersBefore = await socketFolders();
    let current = releases[0] as BuiltSite;
    server = await startSiteServer({
      site: { current: async () => current, earlier: async () => [] },
      port: 0,
      host: '127.0.0.1',
      retiredServerMs: 50,
    });
    for (const release of releases) {
      current = release;
      expect(await (await fetch(`${server.url}/zorg`)).text()).toBe(`${release.id} thread`);
      // A file of the release is the origin's own answer.
      expect(await (await fetch(`${server.url}/_astro/${release.id}.js`)).text()).toBe(`/* ${release.id} */`);
    }
    expect(process.listenerCount('unhandledRejection')).toBe(listeners);
    // On Linux the servers listen on abstract sockets: an origin stopped without closing them leaves no file.
    if (process.platform === 'linux') expect(await socketFolders()).toEqual(foldersBefore);
    await vi.waitFor(async () => expect(await server?.releaseServers()).toEqual(['three']), { timeout: 5_000 });
    // The threads of the releases no longer served have ended: they tick no more; the live one does.
    const ticks = async (name: string) => (await readFile(path.join(root, `ticks-${name}`), 'utf8')).length;
    const before = await Promise.all(['one', 'two', 'three'].map(ticks));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = await Promise.all(['one', 'two', 'three'].map(ticks));
    expect([after[0] === before[0], after[1] === before[1], (after[2] ?? 0) > (before[2] ?? 0)]).toEqual([
      true,
      true,
      true,
    ]);
    // A release served again (a rollback) gets a server of its own again.
    current = releases[0] as BuiltSite;
    expect(await (await fetch(`${server.url}/zorg`)).text()).toBe('one thread');
    await vi.waitFor(async () => expect(await server?.releaseServers()).toEqual(['one']), { timeout: 5_000 });
  });

  it('is passed no served-search mark a visitor sends, and no body beyond the one the request frames', async () => {
    const release = await builtSite('release', 'a.js');
    await writeFile(
      path.join(release.dir, 'server', 'entry.mjs'),
      `const seen = [];
      export const handler = (req, res) => {
        seen.push(req.method + ' ' + req.url);
        const search = globalThis[Symbol.for('ziekenhuis.release-index-search')]?.getStore();
        let body = '';
        req.on('data', (chunk) => (body += chunk));
        req.on('end', () => { res.writeHead(200); res.end(JSON.stringify({ seen, search: typeof search, body })); });
      };\n`,
    );
    server = await startSiteServer({ site: fixedSite(release.dir), port: 0, host: '127.0.0.1' });
    const marked = await fetch(`${server.url}/zorg`, { headers: { 'x-origin-served-search': '1' } });
    expect(await marked.json()).toEqual({ seen: ['GET /zorg'], search: 'undefined', body: '' });
    // A GET whose chunked body holds a second request: the body is not passed on as a request of its own.
    const smuggled = 'GET /smuggled HTTP/1.1\r\nHost: x\r\n\r\n';
    const { port } = new URL(server.url);
    await new Promise<void>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `GET /first HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n` +
            `${smuggled.length.toString(16)}\r\n${smuggled}\r\n0\r\n\r\n`,
        );
      });
      socket.on('data', () => {});
      socket.on('close', () => resolve());
      socket.on('error', reject);
    });
    const seen = (await (await fetch(`${server.url}/last`)).json()) as { seen: string[] };
    expect(seen.seen).toEqual(['GET /zorg', 'GET /first', 'GET /last']);
    // A POST's body is passed on as it came.
    const posted = await fetch(`${server.url}/form`, { method: 'POST', body: 'a=1' });
    expect(((await posted.json()) as { body: string }).body).toBe('a=1');
  });

  it('starts its thread again after it stopped', async () => {
    const release = await builtSite('release', 'a.js');
    await writeFile(
      path.join(release.dir, 'server', 'entry.mjs'),
      `export const handler = (req, res) => {
        if (req.url === '/crash') setTimeout(() => { throw new Error('the page threw'); });
        res.writeHead(200);
        res.end('answered ' + req.url);
      };\n`,
    );
    server = await startSiteServer({ site: fixedSite(release.dir), port: 0, host: '127.0.0.1' });
    // The page's code throws after answering: its thread ends, and the next request starts another.
    expect(await (await fetch(`${server.url}/crash`)).text()).toBe('answered /crash');
    await vi.waitFor(async () => expect(await server?.releaseServers()).toEqual([]), { timeout: 5_000 });
    expect(await (await fetch(`${server.url}/zorg`)).text()).toBe('answered /zorg');
    expect(await server.releaseServers()).toEqual(['release']);
  });

  it('lets go of the requests whose visitor left: while its thread started, and one queued behind another', async () => {
    const [left, next] = await Promise.all([builtSite('left', 'a.js'), builtSite('next', 'b.js')]);
    // The release's server takes 300 ms to start, and half a second to answer /slow.
    await writeFile(
      path.join(left.dir, 'server', 'entry.mjs'),
      `await new Promise((resolve) => setTimeout(resolve, 300));
      export const handler = (req, res) => {
        setTimeout(() => { res.writeHead(200); res.end('answered ' + req.url); }, req.url === '/slow' ? 500 : 0);
      };\n`,
    );
    let current = left;
    server = await startSiteServer({
      site: { current: async () => current, earlier: async () => [] },
      port: 0,
      host: '127.0.0.1',
      retiredServerMs: 50,
    });
    await expect(fetch(`${server.url}/gone`, { signal: AbortSignal.timeout(50) })).rejects.toThrow();
    // Two requests on one connection, the second queued behind the first; the visitor leaves before either is answered.
    const { port } = new URL(server.url);
    await new Promise<void>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write('GET /slow HTTP/1.1\r\nHost: x\r\n\r\nGET /queued HTTP/1.1\r\nHost: x\r\n\r\n');
        setTimeout(() => socket.destroy(), 400);
      });
      socket.on('close', () => resolve());
      socket.on('error', reject);
    });
    current = next;
    expect(await (await fetch(`${server.url}/zorg`)).text()).toBe('next /zorg');
    // Nothing holds the release no longer served: its thread ends.
    await vi.waitFor(async () => expect(await server?.releaseServers()).toEqual(['next']), { timeout: 5_000 });
  });

  it("runs without the origin's secrets in its environment", async () => {
    const release = await builtSite('release', 'a.js');
    await writeFile(
      path.join(release.dir, 'server', 'entry.mjs'),
      `export const handler = (req, res) => { res.writeHead(200); res.end(JSON.stringify([process.env.PUBLISH_WEBHOOK_SECRET ?? null, process.env.SITE_URL_FOR_TEST ?? null])); };\n`,
    );
    process.env['PUBLISH_WEBHOOK_SECRET'] = 'whsec_origin-only';
    process.env['SITE_URL_FOR_TEST'] = 'https://example.org';
    try {
      server = await startSiteServer({ site: fixedSite(release.dir), port: 0, host: '127.0.0.1' });
      expect(await (await fetch(`${server.url}/zorg`)).json()).toEqual([null, 'https://example.org']);
    } finally {
      delete process.env['PUBLISH_WEBHOOK_SECRET'];
      delete process.env['SITE_URL_FOR_TEST'];
    }
  });

  it("answers 500 when the release's server cannot start, still serves its files, and tries again on the next request", async () => {
    const broken = await builtSite('broken', 'a.js');
    await writeFile(path.join(broken.dir, 'server', 'entry.mjs'), `export const nothing = 1;\n`);
    server = await startSiteServer({ site: fixedSite(broken.dir), port: 0, host: '127.0.0.1' });
    const first = await fetch(`${server.url}/zorg`);
    expect(first.status).toBe(500);
    // The release's files are still answered.
    expect(await (await fetch(`${server.url}/_astro/a.js`)).text()).toBe('/* broken */');
    await writeFile(
      path.join(broken.dir, 'server', 'entry.mjs'),
      `export const handler = (req, res) => { res.writeHead(200); res.end('mended'); };\n`,
    );
    expect(await (await fetch(`${server.url}/zorg`)).text()).toBe('mended');
  });
});

describe('on-demand pages (the preview)', () => {
  it('are told the CMS this server passes /api/v1 on to, whatever CMS the release was built from', async () => {
    const release = await builtSite('earlier', 'a.js');
    await writeFile(
      path.join(release.dir, 'server', 'entry.mjs'),
      `export const handler = (req, res, next, locals) => { res.writeHead(200); res.end(JSON.stringify(locals ?? null)); };\n`,
    );
    server = await startSiteServer({
      site: { current: async () => release, earlier: async () => [] },
      port: 0,
      host: '127.0.0.1',
      contentApiUrl: 'http://127.0.0.1:40002',
    });
    expect(await (await fetch(`${server.url}/preview/zorg?token=t`)).json()).toEqual({
      contentApiUrl: 'http://127.0.0.1:40002',
    });
  });
});

describe('passing /api/v1/search on to the CMS', () => {
  it('sends the path and query of a search call to the CMS, whatever host the request names, and nothing else', async () => {
    const first = await builtSite('first', 'a.js');
    const seen: string[] = [];
    const cms = http.createServer((req, res) => {
      seen.push(`${req.headers.host} ${req.url}`);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
    });
    await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
    const cmsUrl = `http://127.0.0.1:${(cms.address() as AddressInfo).port}`;
    try {
      server = await startSiteServer({
        site: { current: async () => first, earlier: async () => [] },
        port: 0,
        host: '127.0.0.1',
        contentApiUrl: cmsUrl,
      });
      const port = new URL(server.url).port;
      // A request target naming another host: `//elsewhere.invalid/api/v1/...` must still go to the CMS.
      const answer = await new Promise<number>((resolve, reject) => {
        const request = http.request(
          { host: '127.0.0.1', port, path: '//elsewhere.invalid/api/v1/search/pages?query=x' },
          (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          },
        );
        request.on('error', reject);
        request.end();
      });
      expect(answer).toBe(200);
      expect(seen).toEqual([`${new URL(cmsUrl).host} /api/v1/search/pages?query=x`]);
      // The search island only reads: no other method is passed on.
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
        const refused = await fetch(`${server.url}/api/v1/search/pages`, { method, body: '{}' });
        expect(refused.status, method).toBe(405);
        expect(refused.headers.get('allow')).toBe('GET, HEAD');
      }
      expect((await fetch(`${server.url}/api/v1/search/pages?query=y`, { method: 'HEAD' })).status).toBe(200);
      expect(seen).toHaveLength(2);
      // A path that could reach another CMS address once the CMS decodes it is not passed on.
      for (const escaping of [
        '/api/v1/search/..%2Fpages%2Fnews',
        '/api/v1/search/..%2fpages',
        '/api/v1/search/..%5Cpages',
        '/api/v1/search/x%5cpages',
        '/api/v1/search/%2e%2e%252Fpages',
        '/api/v1/search/%252F',
        '/api/v1/search/a%E0%A4%A',
      ]) {
        const refused = await new Promise<number>((resolve, reject) => {
          const request = http.request({ host: '127.0.0.1', port, path: escaping }, (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          });
          request.on('error', reject);
          request.end();
        });
        expect(refused, escaping).toBe(404);
      }
      expect(seen).toHaveLength(2);
      // Only search is live: any other CMS address is the release's to answer (it has its own copies).
      for (const notLive of ['/api/v1/patient-folders/1/a.pdf', '/api/v1/pages/news/a', '/api/v1/searches'])
        expect(await (await fetch(`${server.url}${notLive}`)).text(), notLive).toBe(`first ${notLive}`);
      expect(seen).toHaveLength(2);
    } finally {
      cms.closeAllConnections();
      await new Promise((resolve) => cms.close(resolve));
    }
  });
});

describe('the site server: search with a query', () => {
  it('renders /zoeken?query= and /en/search?query= on demand, handing the page the release index and frames; no query: the static page', async () => {
    const dir = path.join(root, 'search');
    await mkdir(path.join(dir, 'client'), { recursive: true });
    await mkdir(path.join(dir, 'server'), { recursive: true });
    // The page reads the origin's search of the release index and the release's frames from the
    // request's own storages (src/lib/release-channel.ts), under keys that releases built by other
    // versions of the code read too: the index's is the one a release from before the frames reads.
    await writeFile(
      path.join(dir, 'server', 'entry.mjs'),
      `export const handler = async (req, res) => {
        const search = globalThis[Symbol.for('ziekenhuis.release-index-search')]?.getStore();
        const framesOf = globalThis[Symbol.for('ziekenhuis.release-frames')]?.getStore();
        const frames = framesOf ? await framesOf() : undefined;
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end(req.url + ' ' + typeof search + (frames ? ' ' + frames.nl.menu[0].title : ''));
      };\n`,
    );
    // The frames the release was built with (src/pages/data/site-frame.json.ts), handed to the page.
    const kept = {
      strings: {},
      menu: [{ title: 'Patiënten', href: null, children: [] }],
      footerColumns: [],
      crisisBannerHtml: null,
    };
    await mkdir(path.join(dir, 'client', 'data'), { recursive: true });
    await writeFile(path.join(dir, 'client', 'data', 'site-frame.json'), JSON.stringify({ nl: kept, en: kept }));
    server = await startSiteServer({ site: fixedSite(dir), port: 0, host: '127.0.0.1' });
    const answer = async (address: string) => (await fetch(`${server?.url ?? ''}${address}`)).text();
    expect(await answer('/zoeken?query=hart&page=2')).toBe('/zoeken/resultaten?query=hart&page=2 function Patiënten');
    expect(await answer('/en/search/?query=heart')).toBe('/en/search/results?query=heart function Patiënten');
    expect(await answer('/zoeken')).toBe('/zoeken undefined');
    expect(await answer('/zoeken?query=')).toBe('/zoeken?query= undefined');
  });
});
