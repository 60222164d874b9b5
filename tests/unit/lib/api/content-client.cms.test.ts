import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  createContentClient,
  describeItem,
  UNSAFE_URL,
  type ContentClientOptions,
} from '#src/lib/api/content-client.ts';
import { footerLinkSchema, pageSchema } from '#src/lib/contract/index.ts';
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
    const client = createContentClient({
      baseUrl: server.url,
      ...quiet,
      onState: (_endpoint, state) => states.push(state),
    });
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
    const client = createContentClient({
      baseUrl: server.url,
      ...quiet,
      onState: (_endpoint, state) => states.push(state),
    });
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
    const server = await stub({
      '/api/v1/footer': (_req, res) => json(res, 200, { Title: 'Colofon', Order: 'eerste' }),
    });
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
    await Promise.all([
      client.get('footer', itemSchema),
      client.get('footer', itemSchema),
      client.get('footer', itemSchema),
    ]);
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
      Array.from({ length: 12 }, (_, index) => [
        `/api/v1/item/${index}`,
        (_req: unknown, res: Parameters<typeof json>[0]) => json(res, 200, { Title: `i${index}`, Order: index }),
      ]),
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

describe('content client: never partial (transient failures, last good copy)', () => {
  const problemsOf = () => {
    const problems: Array<{ kind: string; message: string }> = [];
    return { problems, onProblem: (kind: string, message: string) => problems.push({ kind, message }) };
  };

  async function withCacheDir(run: (dir: string) => Promise<void>): Promise<void> {
    const dir = await mkdtemp(path.join(tmpdir(), 'content-cache-'));
    try {
      await run(dir);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  it('a 2xx body that is not valid JSON (cut short) is retried', async () => {
    const server = await stub({
      '/api/v1/footer': (_req, res, hit) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(hit < 3 ? '{"Title":"Colo' : JSON.stringify({ Title: 'Colofon', Order: 1 }));
      },
    });
    const client = createContentClient({ baseUrl: server.url, ...quiet });
    const result = await client.get('footer', itemSchema);
    expect(result).toMatchObject({ state: 'loaded', data: { Title: 'Colofon' } });
    expect(server.hits('/api/v1/footer')).toBe(3);
    expect(client.stats().retries).toBe(2);
  });

  it('a connection reset in the middle of the body is retried', async () => {
    const whole = JSON.stringify({ Title: 'Cardiologie', Order: 1 });
    const server = await stub({
      '/api/v1/page': (req, res, hit) => {
        if (hit === 1) {
          res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(whole.length) });
          res.write(whole.slice(0, 10), () => setTimeout(() => req.socket.destroy(), 10));
        } else json(res, 200, JSON.parse(whole));
      },
    });
    const client = createContentClient({ baseUrl: server.url, ...quiet });
    const result = await client.get('page', itemSchema);
    expect(result).toMatchObject({ state: 'loaded', data: { Title: 'Cardiologie' } });
    expect(server.hits('/api/v1/page')).toBe(2);
  });

  it('an answer that never comes is cut off by the timeout and retried', async () => {
    const server = await stub({
      '/api/v1/slow': (_req, res, hit) => {
        if (hit > 1) json(res, 200, { Title: 'Traag', Order: 1 });
      },
    });
    const client = createContentClient({ baseUrl: server.url, ...quiet, timeoutMs: 100 });
    const result = await client.get('slow', itemSchema);
    expect(result.state).toBe('loaded');
    expect(server.hits('/api/v1/slow')).toBe(2);
  });

  it('404 and other 4xx are answers: not retried, not reported as failed calls', async () => {
    const server = await stub({ '/api/v1/gone': (_req, res) => json(res, 410, {}) });
    const { problems, onProblem } = problemsOf();
    const client = createContentClient({ baseUrl: server.url, ...quiet, onProblem });
    expect(await client.get('pages/missing', itemSchema)).toMatchObject({ state: 'failed', status: 404 });
    expect(await client.get('gone', itemSchema)).toMatchObject({ state: 'failed', status: 410 });
    expect(server.hits('/api/v1/pages/missing')).toBe(1);
    expect(server.hits('/api/v1/gone')).toBe(1);
    expect(problems).toEqual([]);
    expect(client.stats()).toMatchObject({ retries: 0, callsFailed: 0 });
  });

  it('a call that keeps failing is answered from its last good copy on disk, whatever its age, and reported', async () => {
    await withCacheDir(async (dir) => {
      let down = false;
      const server = await stub({
        '/api/v1/footer': (_req, res) => {
          if (down) json(res, 503, {});
          else json(res, 200, { Title: 'Colofon', Order: 1 }, { etag: '"v1"' });
        },
      });
      const cache = { dir, namespace: 'test', freshSeconds: 0 };
      expect(
        (await createContentClient({ baseUrl: server.url, ...quiet, cache }).get('footer', itemSchema)).state,
      ).toBe('loaded');
      down = true;
      const { problems, onProblem } = problemsOf();
      const client = createContentClient({ baseUrl: server.url, ...quiet, cache, maxRetries: 2, onProblem });
      const result = await client.get('footer', itemSchema);
      expect(result).toMatchObject({ state: 'loaded', data: { Title: 'Colofon', Order: 1 } });
      expect(server.hits('/api/v1/footer')).toBe(1 + 3);
      expect(client.stats()).toMatchObject({ staleAnswers: 1, callsFailed: 0 });
      expect(problems).toHaveLength(1);
      expect(problems[0]?.kind).toBe('stale answer');
      expect(problems[0]?.message).toMatch(
        /GET footer failed after 3 attempt\(s\) \(answered 503\); answered from its last good copy, cached \d+ ms ago/,
      );
    });
  });

  it('a cut-short answer after a good copy falls back to the copy too', async () => {
    await withCacheDir(async (dir) => {
      let broken = false;
      const server = await stub({
        '/api/v1/menu': (_req, res) => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(broken ? '[{"Title":"Ca' : JSON.stringify([{ Title: 'Cardiologie', Order: 1 }]));
        },
      });
      const cache = { dir, namespace: 'test', freshSeconds: 0 };
      await createContentClient({ baseUrl: server.url, ...quiet, cache }).getList('menu', itemSchema, describeItem);
      broken = true;
      const { problems, onProblem } = problemsOf();
      const client = createContentClient({ baseUrl: server.url, ...quiet, cache, maxRetries: 1, onProblem });
      const result = await client.getList('menu', itemSchema, describeItem);
      expect(result.state === 'loaded' && result.data.map((item) => item.Title)).toEqual(['Cardiologie']);
      expect(problems.map((problem) => problem.kind)).toEqual(['stale answer']);
      expect(problems[0]?.message).toMatch(/not valid JSON/);
    });
  });

  it('a cache that cannot be written is told once; the calls still get their answers', async () => {
    await withCacheDir(async (dir) => {
      // The cache's folder is taken by a file: no cache can be made there.
      await writeFile(path.join(dir, 'api'), 'in the way');
      const server = await stub({
        '/api/v1/menu': (_req, res) => json(res, 200, [{ Title: 'Cardiologie', Order: 1 }]),
        '/api/v1/footer': (_req, res) => json(res, 200, []),
      });
      const log = vi.fn();
      const client = createContentClient({
        baseUrl: server.url,
        ...quiet,
        log,
        cache: { dir: path.join(dir, 'api'), namespace: 'test', freshSeconds: 0 },
      });
      expect((await client.getList('menu', itemSchema, describeItem)).state).toBe('loaded');
      expect((await client.getList('footer', itemSchema, describeItem)).state).toBe('loaded');
      expect(log.mock.calls).toEqual([
        [
          expect.stringMatching(
            /^\[content-api\] answers cannot be kept in .*api\/test\.sqlite \(.*\); this build goes on without keeping them$/,
          ),
        ],
      ]);
    });
  });

  it('with no copy to fall back on, the call fails and is reported once as a failed call naming it', async () => {
    await withCacheDir(async (dir) => {
      const server = await stub({ '/api/v1/pages/news/griep': (req) => req.socket.destroy() });
      const { problems, onProblem } = problemsOf();
      const client = createContentClient({
        baseUrl: server.url,
        ...quiet,
        cache: { dir, namespace: 'test', freshSeconds: 0 },
        maxRetries: 2,
        onProblem,
      });
      const [first, second] = await Promise.all([
        client.get('pages/news/griep', itemSchema),
        client.get('pages/news/griep', itemSchema),
      ]);
      expect(first).toMatchObject({ state: 'failed', status: 500 });
      expect(second).toBe(first);
      expect(server.hits('/api/v1/pages/news/griep')).toBe(3);
      expect(client.stats()).toMatchObject({ staleAnswers: 0, callsFailed: 1 });
      expect(problems).toEqual([
        {
          kind: 'call failed',
          message: expect.stringMatching(
            /^GET pages\/news\/griep failed after 3 attempt\(s\) .*no cached copy/,
          ) as unknown,
        },
      ]);
    });
  });

  it('a 5xx that keeps failing with no copy is reported with its status', async () => {
    const server = await stub({ '/api/v1/flaky': (_req, res) => json(res, 502, {}) });
    const { problems, onProblem } = problemsOf();
    const client = createContentClient({ baseUrl: server.url, ...quiet, maxRetries: 1, onProblem });
    expect(await client.get('flaky', itemSchema)).toMatchObject({ state: 'failed', status: 502 });
    expect(problems.map((problem) => problem.kind)).toEqual(['call failed']);
    expect(problems[0]?.message).toContain('answered 502');
  });

  it('a POST falls back on its last good answer to the same body', async () => {
    await withCacheDir(async (dir) => {
      let down = false;
      const server = await stub({
        '/api/v1/search': (_req, res) => (down ? json(res, 500, {}) : json(res, 200, [{ Title: 'Folder', Order: 1 }])),
      });
      const cache = { dir, namespace: 'test', freshSeconds: 0 };
      await createContentClient({ baseUrl: server.url, ...quiet, cache }).postList(
        'search',
        { q: 'hart' },
        itemSchema,
        describeItem,
      );
      down = true;
      const { problems, onProblem } = problemsOf();
      const client = createContentClient({ baseUrl: server.url, ...quiet, cache, maxRetries: 0, onProblem });
      expect((await client.postList('search', { q: 'hart' }, itemSchema, describeItem)).state).toBe('loaded');
      expect((await client.postList('search', { q: 'long' }, itemSchema, describeItem)).state).toBe('failed');
      expect(problems.map((problem) => problem.kind)).toEqual(['stale answer', 'call failed']);
    });
  });
});

describe('content client: URLs the URL policy refuses', () => {
  it('drops them from the answer and reports each by its item, for a whole answer and for list items', async () => {
    const footer = [
      { Title: 'Route', Link: { Url: '/route', ContentType: null }, Column: 'Column 1', OrderInColumn: 1 },
      {
        Title: 'Klik hier',
        Link: { Url: ' JaVa&#x0A;ScRiPt:alert(1)', ContentType: null },
        Column: 'Column 2',
        OrderInColumn: 2,
      },
    ];
    const server = await stub({
      '/api/v1/footer': (_req, res) => json(res, 200, footer),
      '/api/v1/page': (_req, res) =>
        json(res, 200, { Title: 'Hart', Translation: { Code: 'en', Url: 'data:text/html,<script>alert(1)</script>' } }),
    });
    const problems: Array<{ kind: string; message: string }> = [];
    const client = createContentClient({
      baseUrl: server.url,
      ...quiet,
      onProblem: (kind, message) => problems.push({ kind, message }),
    });
    const list = await client.getList('footer', footerLinkSchema, describeItem);
    expect(list.state === 'loaded' && list.data.map((link) => link.Link.Url)).toEqual(['/route', '']);
    const translation = pageSchema.pick({ Title: true, Translation: true });
    const page = await client.get('page', translation);
    expect(page.state === 'loaded' && page.data.Translation?.Url).toBe('');
    expect(problems).toEqual([
      {
        kind: UNSAFE_URL,
        message:
          'footer: #1 "Klik hier" Link.Url: " JaVa&#x0A;ScRiPt:alert(1)" (scheme javascript: is not allowed); dropped',
      },
      {
        kind: UNSAFE_URL,
        message:
          'page: "Hart" Translation.Url: "data:text/html,<script>alert(1)</script>" (scheme data: is not allowed); dropped',
      },
    ]);
  });
});
