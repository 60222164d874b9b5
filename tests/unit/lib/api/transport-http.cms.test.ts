/**
 * The content transport as the build and the origin use it (no `fetch` given: undici's `request`,
 * src/lib/api/cms-request.ts) against a real HTTP server on this machine that answers, fails and
 * breaks off as a CMS can.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ContentConnectionError, ContentResponseError } from '#src/lib/api/errors.ts';
import { CallFailedError, createTransport, type TransportOptions } from '#src/lib/api/transport.ts';

type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string };
type Handler = (request: IncomingMessage, response: ServerResponse, seen: Seen) => void;

describe('the content transport over HTTP (undici)', () => {
  let server: Server;
  let seen: Seen[];
  let handlers: Handler[];
  let baseUrl: string;

  beforeEach(async () => {
    seen = [];
    handlers = [];
    server = createServer((request, response) => {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () => {
        const one: Seen = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body };
        seen.push(one);
        const handle = handlers[Math.min(seen.length, handlers.length) - 1];
        if (handle) handle(request, response, one);
        else response.writeHead(500).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterEach(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  /** Answers with `handlers` in turn, the last one again and again. */
  const answers = (...each: Handler[]) => handlers.push(...each);
  const json =
    (status: number, body: unknown, headers: Record<string, string> = {}): Handler =>
    (_request, response) =>
      response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
  const transport = (options: Partial<TransportOptions> = {}) =>
    createTransport({ baseUrl, retry: { maxRetries: 2, retryIntervalMs: 0 }, ...options });

  it('GETs /api/v1/{endpoint} as JSON, asking for compressed answers, and hands back the body, its text and its validators', async () => {
    answers(json(200, { Title: 'Colofon' }, { etag: '"v1"', 'last-modified': 'Tue, 24 Nov 2026 10:00:00 GMT' }));
    expect(await transport().send({ endpoint: '/footer' })).toEqual({
      kind: 'answered',
      json: { Title: 'Colofon' },
      text: '{"Title":"Colofon"}',
      validators: { etag: '"v1"', lastModified: 'Tue, 24 Nov 2026 10:00:00 GMT' },
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/api/v1/footer' });
    expect(seen[0]?.headers).toMatchObject({ accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' });
  });

  it('POSTs a JSON body', async () => {
    answers(json(200, []));
    await transport().send({ endpoint: 'search', body: '{"q":"hart"}' });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/v1/search', body: '{"q":"hart"}' });
    expect(seen[0]?.headers['content-type']).toBe('application/json');
  });

  it('asks "has this changed?" with the validators it is given; 304 is "not modified"', async () => {
    answers((_request, response) => response.writeHead(304).end());
    const answer = await transport().send({
      endpoint: 'footer',
      validators: { etag: '"v1"', lastModified: 'Tue, 24 Nov 2026 10:00:00 GMT' },
    });
    expect(answer).toEqual({ kind: 'not-modified' });
    expect(seen[0]?.headers).toMatchObject({
      'if-none-match': '"v1"',
      'if-modified-since': 'Tue, 24 Nov 2026 10:00:00 GMT',
    });
  });

  it('unpacks a gzip or brotli answer, and follows a redirect', async () => {
    const text = JSON.stringify({ Title: 'Bezoektijden' });
    answers(
      (_request, response) => response.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync(Buffer.from(text))),
      (_request, response) =>
        response.writeHead(200, { 'content-encoding': 'br' }).end(brotliCompressSync(Buffer.from(text))),
      (_request, response) => response.writeHead(302, { location: '/api/v1/moved' }).end(),
      json(200, { Title: 'Verhuisd' }),
    );
    const client = transport();
    expect(await client.send({ endpoint: 'a' })).toMatchObject({ kind: 'answered', text });
    expect(await client.send({ endpoint: 'b' })).toMatchObject({ kind: 'answered', text });
    expect(await client.send({ endpoint: 'c' })).toMatchObject({ kind: 'answered', json: { Title: 'Verhuisd' } });
    expect(seen.map((request) => request.url)).toEqual(['/api/v1/a', '/api/v1/b', '/api/v1/c', '/api/v1/moved']);
  });

  it('a 4xx is an answer, not retried', async () => {
    answers(json(404, {}));
    const client = transport();
    const missing = await client.send({ endpoint: 'pages/missing' });
    expect(missing).toMatchObject({ kind: 'failed', error: { status: 404 } });
    if (missing.kind === 'failed') expect(missing.error).toBeInstanceOf(ContentResponseError);
    expect(client.stats()).toEqual({ requests: 1, retries: 0 });
  });

  it('retries what a CMS does wrong (5xx, 429, a reset, a body that breaks off, JSON cut short) and answers once it is right', async () => {
    answers(
      json(503, {}),
      json(429, {}, { 'retry-after': '0' }),
      (request) => request.socket.destroy(),
      (_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json', 'content-length': '200' });
        response.write('{"Title":"Co');
        setTimeout(() => response.socket?.destroy(), 20);
      },
      (_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{"Title":"Co'),
      json(200, { Title: 'Colofon' }),
    );
    const notices: string[] = [];
    const client = transport({
      retry: { maxRetries: 5, retryIntervalMs: 0 },
      onRetry: (endpoint, notice) => notices.push(`${endpoint}: ${notice.failure.message}`),
    });
    expect(await client.send({ endpoint: 'footer' })).toMatchObject({ kind: 'answered', json: { Title: 'Colofon' } });
    expect(seen).toHaveLength(6);
    expect(notices[0]).toBe('footer: answered 503');
    expect(notices[1]).toBe('footer: answered 429');
    expect(notices[2]).toMatch(/^footer: no answer: /);
    expect(notices[3]).toMatch(/^footer: the answer broke off: /);
    expect(notices[4]).toBe('footer: answered 200 with a body that is not valid JSON (12 characters; cut short?)');
    expect(client.stats()).toEqual({ requests: 6, retries: 5 });
  });

  it('a CMS that is not there fails the call as a connection error (500) after its retries', async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    const failed = await transport()
      .send({ endpoint: 'navigation/nl', body: '{}' })
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(CallFailedError);
    if (!(failed instanceof CallFailedError)) return;
    expect(failed.message).toMatch(/^POST navigation\/nl failed after 3 attempt\(s\) \(no answer: .*ECONNREFUSED/);
    expect(failed.error).toBeInstanceOf(ContentConnectionError);
    expect(failed.error.status).toBe(500);
    // afterEach closes it again.
    server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });

  it('cuts off an answer that takes longer than the time limit and tries again', async () => {
    answers(
      () => {
        // Never answers.
      },
      json(200, { Title: 'Traag' }),
    );
    const notices: string[] = [];
    const client = transport({ timeoutMs: 200, onRetry: (_e, notice) => notices.push(notice.failure.message) });
    expect(await client.send({ endpoint: 'slow' })).toMatchObject({ kind: 'answered', json: { Title: 'Traag' } });
    expect(seen).toHaveLength(2);
    expect(notices).toEqual(['no answer: timed out']);
  });

  it('once its signal is aborted, a call under way fails without being tried again', async () => {
    answers(() => {
      // Never answers: only the transport's own signal ends it.
    });
    const answered = new AbortController();
    const client = transport({ signal: answered.signal, timeoutMs: 60_000 });
    const underWay = client.send({ endpoint: '/navigation/nl' });
    for (let tries = 0; tries < 200 && seen.length === 0; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 10));
    answered.abort(new Error('the page was answered without it'));
    const failed = await underWay.catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(CallFailedError);
    expect((failed as CallFailedError).message).toMatch(/navigation\/nl failed after 1 attempt\(s\)/);
    expect(seen).toHaveLength(1);
  });
});
