import { readFileSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nodeHttpFetch, type NodeHttpFetch } from '../../../../scripts/build/node-http-fetch.ts';
import { closedPort, json, startStubServer } from '../../../support/stub-server.ts';

describe("the calls thread's fetch on Node's own HTTP client", () => {
  let client: NodeHttpFetch;
  let seen: Array<Record<string, string | string[] | undefined>>;
  let cms: Awaited<ReturnType<typeof startStubServer>>;
  beforeEach(async () => {
    client = nodeHttpFetch({ maxSockets: 4 });
    seen = [];
    cms = await startStubServer({
      '/api/v1/footer': (req, res) => {
        seen.push(req.headers);
        if (req.headers['if-none-match'] === '"f1"') {
          res.writeHead(304, { etag: '"f1"' });
          res.end();
        } else json(res, 200, { Title: 'Colofon' }, { etag: '"f1"', 'last-modified': 'Tue, 24 Nov 2026 10:00:00 GMT' });
      },
      '/api/v1/gzipped': (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip', etag: '"g1"' });
        res.end(gzipSync(JSON.stringify({ Title: 'Zorg' })));
      },
      '/api/v1/deflated': (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'deflate' });
        res.end(deflateSync(JSON.stringify({ Title: 'Afdelingen' })));
      },
      '/api/v1/raw-deflated': (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'deflate' });
        res.end(deflateRawSync(JSON.stringify({ Title: 'Locaties' })));
      },
      '/api/v1/odd-coding': (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'zstd' });
        res.end('{}');
      },
      '/api/v1/moved': (_req, res) => {
        res.writeHead(301, { location: '/api/v1/footer' });
        res.end();
      },
      '/api/v1/search': (req, res) => {
        let body = '';
        req.on('data', (chunk: Buffer) => (body += chunk.toString()));
        req.on('end', () => json(res, 200, { method: req.method, type: req.headers['content-type'], body }));
      },
      '/api/v1/cut-short': (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
        res.write('{"Title": "Ov');
        setTimeout(() => res.destroy(), 20);
      },
      '/api/v1/stalls': (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
        res.write('{"Title": "Ov');
      },
      '/api/v1/slow': (_req, res) => {
        setTimeout(() => json(res, 200, {}), 2_000);
      },
    });
  });
  afterEach(async () => {
    client.close();
    await cms.close();
  });

  it('asks as fetch does and hands back the answer, its validators and "not modified"', async () => {
    const answer = await client.fetch(`${cms.url}/api/v1/footer`, { headers: { accept: 'application/json' } });
    expect(answer.status).toBe(200);
    expect(answer.ok).toBe(true);
    expect(answer.headers.get('etag')).toBe('"f1"');
    expect(answer.headers.get('last-modified')).toBe('Tue, 24 Nov 2026 10:00:00 GMT');
    expect(await answer.json()).toEqual({ Title: 'Colofon' });
    expect(seen[0]).toMatchObject({
      accept: 'application/json',
      'user-agent': 'node',
      'accept-encoding': 'gzip, deflate',
    });

    const again = await client.fetch(`${cms.url}/api/v1/footer`, {
      headers: { accept: 'application/json', 'if-none-match': '"f1"' },
    });
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    expect(seen[1]?.['if-none-match']).toBe('"f1"');
  });

  it('decodes a gzip or deflate answer (deflate with or without its wrapper), and refuses a coding it did not ask for', async () => {
    const gzipped = await client.fetch(`${cms.url}/api/v1/gzipped`);
    expect(await gzipped.json()).toEqual({ Title: 'Zorg' });
    expect(gzipped.headers.get('content-encoding')).toBeNull();
    expect(gzipped.headers.get('etag')).toBe('"g1"');
    expect(await (await client.fetch(`${cms.url}/api/v1/deflated`)).json()).toEqual({ Title: 'Afdelingen' });
    expect(await (await client.fetch(`${cms.url}/api/v1/raw-deflated`)).json()).toEqual({ Title: 'Locaties' });
    await expect(client.fetch(`${cms.url}/api/v1/odd-coding`)).rejects.toThrow('could not be decoded');
  });

  it('hands a redirect back as it came, without following it', async () => {
    const answer = await client.fetch(`${cms.url}/api/v1/moved`);
    expect(answer.status).toBe(301);
    expect(answer.ok).toBe(false);
    expect(answer.headers.get('location')).toBe('/api/v1/footer');
    expect(cms.hits('/api/v1/footer')).toBe(0);
  });

  it('sends a text body with its method and headers', async () => {
    const answer = await client.fetch(`${cms.url}/api/v1/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":"hart"}',
    });
    expect(await answer.json()).toEqual({ method: 'POST', type: 'application/json', body: '{"query":"hart"}' });
  });

  it('rejects an answer that breaks off, a server that is not there, and a call its signal stops', async () => {
    await expect(client.fetch(`${cms.url}/api/v1/cut-short`)).rejects.toThrow('broke off');
    await expect(client.fetch(`http://127.0.0.1:${await closedPort()}/api/v1/footer`)).rejects.toThrow(
      'the request failed',
    );
    const stopped = client.fetch(`${cms.url}/api/v1/slow`, { signal: AbortSignal.timeout(50) });
    await expect(stopped).rejects.toMatchObject({ name: 'TimeoutError' });
    // Stopped after the answer began, before its body ended.
    const midBody = client.fetch(`${cms.url}/api/v1/stalls`, { signal: AbortSignal.timeout(200) });
    await expect(midBody).rejects.toMatchObject({ name: 'TimeoutError' });
    const already = new AbortController();
    already.abort(new Error('no longer needed'));
    await expect(client.fetch(`${cms.url}/api/v1/footer`, { signal: already.signal })).rejects.toThrow(
      'no longer needed',
    );
  });

  it('asks http: and https: addresses only, and rejects a bad address as fetch does', async () => {
    await expect(client.fetch('file:///etc/passwd')).rejects.toThrow('http: and https: addresses only');
    await expect(client.fetch('not an address')).rejects.toThrow(TypeError);
  });

  it('asks an https: CMS, checked against the certificate authorities it is given', async () => {
    // A self-signed certificate for 127.0.0.1 made for this test only (tests/support/tls/).
    const tls = {
      key: readFileSync(new URL('../../../support/tls/localhost-test.key', import.meta.url)),
      cert: readFileSync(new URL('../../../support/tls/localhost-test.crt', import.meta.url)),
    };
    const server = https.createServer(tls, (_req, res) => json(res, 200, { Title: 'Veilig' }, { etag: '"s1"' }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `https://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/footer`;
    const trusting = nodeHttpFetch({ ca: tls.cert.toString() });
    try {
      const answer = await trusting.fetch(url);
      expect(answer.headers.get('etag')).toBe('"s1"');
      expect(await answer.json()).toEqual({ Title: 'Veilig' });
      // Node's own authorities do not know this certificate: refused, as fetch refuses it.
      await expect(client.fetch(url)).rejects.toThrow('the request failed');
    } finally {
      trusting.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('keeps its connections alive: many calls, few connections', async () => {
    const connections = new Set<string>();
    const counting = await startStubServer({
      '/api/v1/item': (req, res) => {
        connections.add(`${req.socket.remotePort}`);
        json(res, 200, { ok: true });
      },
    });
    try {
      await Promise.all(
        Array.from({ length: 40 }, async () => (await client.fetch(`${counting.url}/api/v1/item`)).json()),
      );
      expect(counting.hits('/api/v1/item')).toBe(40);
      expect(connections.size).toBeLessThanOrEqual(4);
    } finally {
      await counting.close();
    }
  });
});
