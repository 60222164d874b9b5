import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createContentClient, describeItem, type ContentClientOptions } from '#src/lib/api/content-client.ts';
import { ContentConnectionError, ContentValidationError } from '#src/lib/api/errors.ts';
import type { LoadState } from '#src/lib/api/load-state.ts';
import { closedPort, json, startStubServer } from '../../../support/stub-server.ts';

const itemSchema = z.object({ Title: z.string(), Order: z.number() });
const quiet = { log: () => {}, retryIntervalMs: 5 } satisfies Partial<ContentClientOptions>;

let stubs: Array<{ close: () => Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(stubs.map((stub) => stub.close()));
  stubs = [];
});

async function stub(...args: Parameters<typeof startStubServer>) {
  const server = await startStubServer(...args);
  stubs.push(server);
  return server;
}

describe('content client: loader states of spec 4', () => {
  it('a success becomes loaded with the validated data', async () => {
    const server = await stub({ '/api/v1/thing': (_req, res) => json(res, 200, { Title: 'Cardiologie', Order: 1 }) });
    const states: LoadState[] = [];
    const client = createContentClient({ baseUrl: server.url, ...quiet, onState: (_endpoint, state) => states.push(state) });
    const result = await client.get('thing', itemSchema);
    expect(result).toEqual({ state: 'loaded', status: 200, data: { Title: 'Cardiologie', Order: 1 } });
    expect(states).toEqual(['loading', 'loaded']);
  });

  it('403 becomes unauthorized, without retrying', async () => {
    const server = await stub({ '/api/v1/secret': (_req, res) => json(res, 403, {}) });
    const client = createContentClient({ baseUrl: server.url, ...quiet });
    const result = await client.get('secret', itemSchema);
    expect(result.state).toBe('unauthorized');
    expect(result.status).toBe(403);
    expect(server.hits('/api/v1/secret')).toBe(1);
  });

  it('404 is an answer: failed with status 404, not retried', async () => {
    const server = await stub({});
    const client = createContentClient({ baseUrl: server.url, ...quiet });
    const result = await client.get('pages/news/missing', itemSchema);
    expect(result).toMatchObject({ state: 'failed', status: 404 });
    expect(server.hits('/api/v1/pages/news/missing')).toBe(1);
  });

  it('a 5xx is retried and, when it keeps failing, ends failed with its status', async () => {
    const server = await stub({ '/api/v1/flaky': (_req, res) => json(res, 503, {}) });
    const client = createContentClient({ baseUrl: server.url, ...quiet, maxRetries: 3 });
    const result = await client.get('flaky', itemSchema);
    expect(result).toMatchObject({ state: 'failed', status: 503 });
    expect(server.hits('/api/v1/flaky')).toBe(4);
  });

  it('a connection error is retried after the interval and the load can still succeed', async () => {
    const server = await stub({
      '/api/v1/wobbly': (req, res, hit) => {
        if (hit < 3) req.socket.destroy();
        else json(res, 200, { Title: 'Longgeneeskunde', Order: 2 });
      },
    });
    const states: LoadState[] = [];
    const client = createContentClient({ baseUrl: server.url, ...quiet, onState: (_endpoint, state) => states.push(state) });
    const result = await client.get('wobbly', itemSchema);
    expect(result.state).toBe('loaded');
    expect(server.hits('/api/v1/wobbly')).toBe(3);
    expect(states).toEqual(['loading', 'connection-error', 'loading', 'connection-error', 'loading', 'loaded']);
    expect(client.stats().retries).toBe(2);
  });

  it('connection errors up to the maximum end failed with status 500', async () => {
    const port = await closedPort();
    const log = vi.fn();
    const client = createContentClient({ baseUrl: `http://127.0.0.1:${port}`, retryIntervalMs: 5, maxRetries: 2, log });
    const result = await client.get('navigation/nl', itemSchema);
    expect(result).toMatchObject({ state: 'failed', status: 500 });
    if (result.state !== 'failed') throw new Error('expected failed');
    expect(result.error).toBeInstanceOf(ContentConnectionError);
    expect(result.error.message).toContain('navigation/nl');
    expect(result.error.message).toContain('3 attempt');
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('a response that breaks the contract fails with an error naming the endpoint and the field', async () => {
    const server = await stub({ '/api/v1/footer': (_req, res) => json(res, 200, { Title: 'Colofon', Order: 'eerste' }) });
    const client = createContentClient({ baseUrl: server.url, ...quiet });
    const result = await client.get('footer', itemSchema);
    expect(result).toMatchObject({ state: 'failed', status: 502 });
    if (result.state !== 'failed') throw new Error('expected failed');
    expect(result.error).toBeInstanceOf(ContentValidationError);
    expect(result.error.message).toMatch(/footer/);
    expect(result.error.message).toMatch(/Order/);
  });

  it('a list keeps its valid items and reports each malformed one by name', async () => {
    const server = await stub({
      '/api/v1/list': (_req, res) =>
        json(res, 200, [
          { Title: 'Cardiologie', Order: 1 },
          { Title: 'Kapotte afdeling', Order: null },
          { Title: 'Urologie', Order: 3 },
        ]),
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const client = createContentClient({ baseUrl: server.url, ...quiet });
    const result = await client.getList('list', itemSchema, describeItem);
    expect(result.state).toBe('loaded');
    if (result.state !== 'loaded') throw new Error('expected loaded');
    expect(result.data.map((item) => item.Title)).toEqual(['Cardiologie', 'Urologie']);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/list item #1 "Kapotte afdeling".*Order.*skipped/));
    warn.mockRestore();
  });
});

describe('content client: memo, concurrency and disk cache', () => {
  it('fetches each endpoint once per client', async () => {
    const server = await stub({ '/api/v1/footer': (_req, res) => json(res, 200, { Title: 'x', Order: 1 }) });
    const client = createContentClient({ baseUrl: server.url, ...quiet });
    await Promise.all([client.get('footer', itemSchema), client.get('footer', itemSchema), client.get('footer', itemSchema)]);
    expect(server.hits('/api/v1/footer')).toBe(1);
    expect(client.stats().memoHits).toBe(2);
  });

  it('validates an answer once: a malformed list item is reported once across identical calls', async () => {
    const server = await stub({
      '/api/v1/footer': (_req, res) =>
        json(res, 200, [
          { Title: 'Contact', Order: 1 },
          { Title: 'Kapotte link', Order: 'twee' },
        ]),
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const client = createContentClient({ baseUrl: server.url, ...quiet });
    const first = await client.getList('footer', itemSchema, describeItem);
    const second = await client.getList('footer', itemSchema, describeItem);
    const reports = warn.mock.calls.filter(([message]) => /footer item #1 "Kapotte link"/.test(String(message)));
    warn.mockRestore();
    expect(second).toEqual(first);
    expect(first.state === 'loaded' && first.data.map((item) => item.Title)).toEqual(['Contact']);
    expect(reports).toHaveLength(1);
    expect(server.hits('/api/v1/footer')).toBe(1);
  });

  it('validates the same answer again for another schema, without asking again', async () => {
    const server = await stub({ '/api/v1/footer': (_req, res) => json(res, 200, { Title: 'x', Order: 1 }) });
    const client = createContentClient({ baseUrl: server.url, ...quiet });
    const titleOnly = z.object({ Title: z.string() });
    const full = await client.get('footer', itemSchema);
    const titled = await client.get('footer', titleOnly);
    expect(full.state === 'loaded' && full.data).toEqual({ Title: 'x', Order: 1 });
    expect(titled.state === 'loaded' && titled.data).toEqual({ Title: 'x' });
    expect(server.hits('/api/v1/footer')).toBe(1);
  });

  it('never has more requests under way than the concurrency allows', async () => {
    const routes = Object.fromEntries(
      Array.from({ length: 12 }, (_, index) => [`/api/v1/item/${index}`, (_req: unknown, res: Parameters<typeof json>[0]) => json(res, 200, { Title: `i${index}`, Order: index })]),
    );
    const server = await stub(routes, { delayMs: 20 });
    const client = createContentClient({ baseUrl: server.url, ...quiet, concurrency: 3 });
    await Promise.all(Array.from({ length: 12 }, (_, index) => client.get(`item/${index}`, itemSchema)));
    expect(server.maxInFlight()).toBeLessThanOrEqual(3);
    expect(server.maxInFlight()).toBeGreaterThan(1);
  });

  it('revalidates cached answers with If-None-Match and reuses the body on 304', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'content-cache-'));
    try {
      const server = await stub({
        '/api/v1/footer': (req, res) => {
          if (req.headers['if-none-match'] === '"v1"') {
            res.writeHead(304, { etag: '"v1"' });
            res.end();
          } else json(res, 200, { Title: 'Colofon', Order: 1 }, { etag: '"v1"' });
        },
      });
      const cache = { dir, namespace: 'test', freshSeconds: 0 };
      const first = createContentClient({ baseUrl: server.url, ...quiet, cache });
      expect((await first.get('footer', itemSchema)).state).toBe('loaded');
      const second = createContentClient({ baseUrl: server.url, ...quiet, cache });
      const result = await second.get('footer', itemSchema);
      expect(result).toMatchObject({ state: 'loaded', data: { Title: 'Colofon' } });
      expect(second.stats().notModified).toBe(1);
      expect(server.hits('/api/v1/footer')).toBe(2);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('asks nothing while a cached answer is younger than the freshness time', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'content-cache-'));
    try {
      const server = await stub({ '/api/v1/footer': (_req, res) => json(res, 200, { Title: 'Colofon', Order: 1 }) });
      const cache = { dir, namespace: 'test', freshSeconds: 600 };
      await createContentClient({ baseUrl: server.url, ...quiet, cache }).get('footer', itemSchema);
      const second = createContentClient({ baseUrl: server.url, ...quiet, cache });
      expect((await second.get('footer', itemSchema)).state).toBe('loaded');
      expect(second.stats().diskHits).toBe(1);
      expect(server.hits('/api/v1/footer')).toBe(1);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
