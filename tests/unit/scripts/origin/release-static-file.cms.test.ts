import http from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixedSite, startSiteServer, type RunningSiteServer } from '../../../../scripts/origin/site-server.ts';

let root: string;
let server: RunningSiteServer | undefined;
let url = '';

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'release-static-file-'));
  const release = path.join(root, 'release');
  const client = path.join(release, 'client');
  for (const folder of ['zorg', 'leeg', '_astro', '.well-known', '.git', 'euro%'])
    await mkdir(path.join(client, folder), { recursive: true });
  await mkdir(path.join(release, 'server'));
  await writeFile(path.join(client, 'index.html'), '<p>home</p>');
  await writeFile(path.join(client, 'zorg', 'index.html'), '<p>zorg</p>');
  await writeFile(path.join(client, 'euro%', 'index.html'), '<p>euro</p>');
  await writeFile(path.join(client, '_astro', 'site.Ab12.css'), 'p{}');
  await writeFile(path.join(client, '.well-known', 'security.txt'), 'Contact: mailto:x@example.org');
  await writeFile(path.join(client, '.git', 'config'), 'secret');
  await writeFile(path.join(client, 'robots.txt'), 'User-agent: *');
  await writeFile(path.join(release, 'outside.txt'), 'outside');
  // The release's own server answers what is no file of it (here: a stand-in that says so).
  await writeFile(
    path.join(release, 'server', 'entry.mjs'),
    "export const handler = (req, res) => { res.writeHead(404, { 'content-type': 'text/plain' }); res.end('server ' + req.url); };\n",
  );
  server = await startSiteServer({ site: fixedSite(release), port: 0, host: '127.0.0.1' });
  url = server.url;
});

afterEach(async () => {
  await server?.stop();
  server = undefined;
  await rm(root, { recursive: true, force: true });
});

/** A request with node:http: the path goes as it is written (fetch would resolve `..`) and no header is added. */
function raw(
  address: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: new URL(url).port, path: address, headers }, (answer) => {
        let body = '';
        answer.on('data', (chunk: Buffer) => (body += chunk.toString()));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body, headers: answer.headers }));
      })
      .on('error', reject);
  });
}

const text = async (address: string, init?: RequestInit) => {
  const answer = await fetch(`${url}${address}`, { redirect: 'manual', ...init });
  return { status: answer.status, body: await answer.text(), headers: answer.headers };
};

describe("the origin's answer for a release's file", () => {
  it('answers a page at its address with or without its slash, and a query does not change the file', async () => {
    expect(await text('/zorg')).toMatchObject({ status: 200, body: '<p>zorg</p>' });
    expect(await text('/zorg/')).toMatchObject({ status: 200, body: '<p>zorg</p>' });
    expect(await text('/zorg?page=2')).toMatchObject({ status: 200, body: '<p>zorg</p>' });
    expect(await text('/')).toMatchObject({ status: 200, body: '<p>home</p>' });
    // A name with `%` in it is that name.
    expect(await text('/euro%25')).toMatchObject({ status: 200, body: '<p>euro</p>' });
    const page = await text('/zorg');
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('etag')).toMatch(/^W\//);
  });

  it('answers hashed assets as immutable, other files as they are, ranges and validators as send does', async () => {
    expect((await text('/_astro/site.Ab12.css')).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    // The origin's own Cache-Control where the release's `_headers` name none.
    expect((await text('/robots.txt')).headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(await text('/robots.txt', { headers: { range: 'bytes=0-9' } })).toMatchObject({
      status: 206,
      body: 'User-agent',
    });
    const etag = (await text('/robots.txt')).headers.get('etag') ?? '';
    expect((await raw('/robots.txt', { 'if-none-match': etag })).status).toBe(304);
    const unsatisfiable = await raw('/robots.txt', { range: 'bytes=999-' });
    expect(unsatisfiable.status).toBe(416);
    expect(unsatisfiable.headers['content-range']).toBe('bytes */13');
    const head = await text('/zorg', { method: 'HEAD' });
    expect([head.status, head.body, head.headers.get('content-length')]).toEqual([200, '', '11']);
  });

  it("leaves to the release's server what is no file: an address with no page, a folder without a page, a hidden file, a path out of the folder", async () => {
    expect(await text('/bestaat-niet')).toEqual(expect.objectContaining({ body: 'server /bestaat-niet' }));
    expect((await text('/leeg')).body).toBe('server /leeg');
    expect((await text('/leeg/')).body).toBe('server /leeg/');
    expect((await text('/.git/config')).body).toBe('server /.git/config');
    expect(await raw('/../outside.txt')).toMatchObject({ status: 404, body: 'server /../outside.txt' });
    expect(await raw('/%2e%2e/outside.txt')).toMatchObject({ status: 404, body: 'server /%2e%2e/outside.txt' });
    expect((await text('/.well-known/security.txt')).body).toBe('Contact: mailto:x@example.org');
  });
});
