import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createContentClient, type ContentClientOptions } from '#src/lib/api/content-client.ts';
import { callsThread, getCallsOf } from '../../../../scripts/build/calls-asked-again.ts';
import { json, startStubServer } from '../../../support/stub-server.ts';

/** A CMS of two answers with ETags (answering 304 to a current one) and one that fails once it has answered. */
async function startCms() {
  const current =
    (etag: string, body: unknown) =>
    (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => {
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, { etag });
        res.end();
      } else json(res, 200, body, { etag });
    };
  return startStubServer({
    '/api/v1/footer': current('"f1"', { Title: 'Colofon' }),
    '/api/v1/pages/over-ons': current('"p1"', { Title: 'Over ons' }),
    '/api/v1/menu': (_req, res, hit) =>
      hit === 1 ? json(res, 200, [{ Title: 'Zorg' }], { etag: '"m1"' }) : json(res, 500, {}),
  });
}

describe('the calls an incremental build asks again beside its bundling', () => {
  let dir: string;
  let cms: Awaited<ReturnType<typeof startCms>>;
  let options: ContentClientOptions;
  const keys = ['GET footer', 'GET pages/over-ons', 'GET menu'];
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'calls-asked-again-'));
    cms = await startCms();
    options = { baseUrl: cms.url, maxRetries: 0, cache: { dir, namespace: 'test', freshSeconds: 0 } };
    // The previous build: every answer on disk.
    const previous = createContentClient({ ...options, log: () => {} });
    await Promise.all(keys.map((key) => previous.answerOf(key)));
  });
  afterEach(async () => {
    await cms.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('are the GET calls of the previous record (a POST is never asked "has this changed?")', () => {
    expect(getCallsOf({ 'GET footer': 'a', 'POST search/pages {"query":"hart"}': 'b', 'GET menu': 'c' })).toEqual([
      'GET footer',
      'GET menu',
    ]);
    expect(getCallsOf(undefined)).toEqual([]);
  });

  it('are asked on a thread of their own; the build then takes those the CMS confirmed from disk and asks the others', async () => {
    // Later than the previous build's answers, as a build's thread is: what it confirms is newer.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const asked = callsThread(options, keys).begin();
    expect(await asked.done).toEqual({ asked: 3, unconfirmed: 1 });
    expect([cms.hits('/api/v1/footer'), cms.hits('/api/v1/pages/over-ons'), cms.hits('/api/v1/menu')]).toEqual([
      2, 2, 2,
    ]);

    const problems: string[] = [];
    const build = createContentClient({
      ...options,
      cache: { dir, namespace: 'test', freshSeconds: 0, currentSince: asked.since },
      log: () => {},
      onProblem: (kind) => problems.push(kind),
    });
    expect(await build.answerOf('GET footer')).toEqual({ Title: 'Colofon' });
    expect(await build.answerOf('GET pages/over-ons')).toEqual({ Title: 'Over ons' });
    // Not confirmed: asked by the build itself, which answers from the last good copy and reports it.
    expect(await build.answerOf('GET menu')).toEqual([{ Title: 'Zorg' }]);
    expect([cms.hits('/api/v1/footer'), cms.hits('/api/v1/pages/over-ons'), cms.hits('/api/v1/menu')]).toEqual([
      2, 2, 3,
    ]);
    expect(problems).toEqual(['stale answer']);
  });

  it('keeps an answer the CMS gives anew (gzip, as the CMS sends it) and leaves a redirected call to the build', async () => {
    const changed = await startStubServer({
      '/api/v1/footer': (req, res, hit) => {
        if (hit === 1 || req.headers['if-none-match'] === '"f2"') {
          json(res, 200, { Title: 'Colofon' }, { etag: '"f1"' });
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip', etag: '"f2"' });
        res.end(gzipSync(JSON.stringify({ Title: 'Colofon (nieuw)' })));
      },
      '/api/v1/moved': (_req, res, hit) => {
        if (hit === 1) json(res, 200, { Title: 'Oud' }, { etag: '"o1"' });
        else {
          res.writeHead(308, { location: '/api/v1/footer' });
          res.end();
        }
      },
    });
    try {
      const settings = { ...options, baseUrl: changed.url, cache: { dir, namespace: 'moved', freshSeconds: 0 } };
      const previous = createContentClient({ ...settings, log: () => {} });
      await Promise.all(['GET footer', 'GET moved'].map((key) => previous.answerOf(key)));
      await new Promise((resolve) => setTimeout(resolve, 5));
      const asked = callsThread(settings, ['GET footer', 'GET moved']).begin();
      expect(await asked.done).toEqual({ asked: 2, unconfirmed: 1 });
      // The redirect was not followed by the thread.
      expect([changed.hits('/api/v1/footer'), changed.hits('/api/v1/moved')]).toEqual([2, 2]);
      const build = createContentClient({
        ...settings,
        cache: { ...settings.cache, currentSince: asked.since },
        log: () => {},
      });
      expect(await build.answerOf('GET footer')).toEqual({ Title: 'Colofon (nieuw)' });
      expect(changed.hits('/api/v1/footer')).toBe(2);
    } finally {
      await changed.close();
    }
  });

  it('started ahead (a prepared build), asks nothing until begun, and counts as current from then', async () => {
    const thread = callsThread(options, keys);
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      // Only the previous build's calls so far.
      expect([cms.hits('/api/v1/footer'), cms.hits('/api/v1/pages/over-ons'), cms.hits('/api/v1/menu')]).toEqual([
        1, 1, 1,
      ]);
      const before = Date.now();
      const asked = thread.begin();
      expect(asked.since).toBeGreaterThanOrEqual(before);
      expect(thread.begin()).toBe(asked);
      expect(await asked.done).toEqual({ asked: 3, unconfirmed: 1 });
      expect([cms.hits('/api/v1/footer'), cms.hits('/api/v1/pages/over-ons'), cms.hits('/api/v1/menu')]).toEqual([
        2, 2, 2,
      ]);
    } finally {
      await thread.stop();
    }
  });
});
