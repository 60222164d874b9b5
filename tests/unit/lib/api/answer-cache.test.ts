import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CALL_FAILED, createAnswerCache, STALE_ANSWER, type AnswerCacheOptions } from '#src/lib/api/answer-cache.ts';
import { DiskCache } from '#src/lib/api/disk-cache.ts';
import { ContentConnectionError, ContentResponseError } from '#src/lib/api/errors.ts';
import { TransientFailure } from '#src/lib/api/retry-policy.ts';
import { CallFailedError, type TransportAnswer, type Validators } from '#src/lib/api/transport.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'answer-cache-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const footer = { endpoint: 'footer', url: 'http://cms.test/api/v1/footer' };
const answered = (json: unknown, etag: string | null = '"v1"'): TransportAnswer => ({
  kind: 'answered',
  json,
  text: JSON.stringify(json),
  validators: { etag, lastModified: null },
});

/** A stub transport: answers with `answers` in turn and records the validators it was asked with. */
function stubAsk(...answers: Array<TransportAnswer | CallFailedError>) {
  const asked: Array<Validators | undefined> = [];
  const ask = (validators: Validators | undefined) => {
    asked.push(validators);
    const next = answers[asked.length - 1];
    if (!next) throw new Error('asked once too often');
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  };
  return { ask, asked };
}

function cacheWith(options: Partial<AnswerCacheOptions> = {}) {
  const problems: Array<[string, string]> = [];
  const cache = createAnswerCache({
    disk: { dir, namespace: 'test', freshSeconds: 0 },
    log: () => {},
    onProblem: (kind, message) => problems.push([kind, message]),
    ...options,
  });
  return { cache, problems };
}

const failedAfterRetries = (cause: TransientFailure, body?: string) =>
  new CallFailedError({ endpoint: 'footer', ...(body === undefined ? {} : { body }) }, 3, cause);

describe('the answer cache: memo', () => {
  it('makes an answer once per key, and a result once per schema and key', async () => {
    const { cache } = cacheWith({ disk: false });
    const make = vi.fn(() => Promise.resolve({ ok: true as const, json: 1 }));
    await Promise.all([cache.once('GET footer', make), cache.once('GET footer', make), cache.once('GET menu', make)]);
    expect(make).toHaveBeenCalledTimes(2);
    const schema = z.number();
    const result = vi.fn(() => Promise.resolve({ state: 'loaded' as const, status: 200 as const, data: 1 }));
    await cache.resultOnce(schema, 'one GET footer', result);
    await cache.resultOnce(schema, 'one GET footer', result);
    await cache.resultOnce(z.number(), 'one GET footer', result);
    expect(result).toHaveBeenCalledTimes(2);
    expect(cache.stats().memoHits).toBe(2);
  });
});

describe('the answer cache: on disk', () => {
  it('keeps an answer and asks next time with its validators; "not modified" is answered from the copy', async () => {
    const first = stubAsk(answered({ Title: 'Colofon' }));
    expect(await cacheWith().cache.answer(footer, first.ask)).toEqual({ ok: true, json: { Title: 'Colofon' } });
    expect(first.asked).toEqual([undefined]);
    const second = stubAsk({ kind: 'not-modified' });
    const { cache } = cacheWith();
    expect(await cache.answer(footer, second.ask)).toEqual({ ok: true, json: { Title: 'Colofon' } });
    expect(second.asked).toEqual([{ etag: '"v1"', lastModified: null }]);
    expect(cache.stats().notModified).toBe(1);
  });

  it('asks nothing while a copy is younger than the freshness time', async () => {
    let now = 1_000_000;
    const disk = { dir, namespace: 'test', freshSeconds: 60 };
    await cacheWith({ disk, now: () => now }).cache.answer(footer, stubAsk(answered([1])).ask);
    now += 59_000;
    const { cache } = cacheWith({ disk, now: () => now });
    const { ask, asked } = stubAsk();
    expect(await cache.answer(footer, ask)).toEqual({ ok: true, json: [1] });
    expect(asked).toEqual([]);
    expect(cache.stats().diskHits).toBe(1);
  });

  it('asks nothing for a copy kept or confirmed since `currentSince` (a build that asked its calls again as it began)', async () => {
    let now = 1_000_000;
    const base = { dir, namespace: 'test', freshSeconds: 0 };
    await cacheWith({ disk: base, now: () => now }).cache.answer(footer, stubAsk(answered([1])).ask);
    now += 5_000;
    // Confirmed at 1_005_000 ("not modified"): the copy's time moves on, once written.
    const confirming = cacheWith({ disk: base, now: () => now }).cache;
    await confirming.answer(footer, stubAsk({ kind: 'not-modified' }).ask);
    await confirming.written();
    now += 1_000;
    const confirmed = cacheWith({ disk: { ...base, currentSince: 1_005_000 }, now: () => now });
    const none = stubAsk();
    expect(await confirmed.cache.answer(footer, none.ask)).toEqual({ ok: true, json: [1] });
    expect(none.asked).toEqual([]);
    expect(confirmed.cache.stats().diskHits).toBe(1);
    // Kept before that time: asked again, with its validators.
    const older = cacheWith({ disk: { ...base, currentSince: 1_005_001 }, now: () => now });
    const again = stubAsk({ kind: 'not-modified' });
    expect(await older.cache.answer(footer, again.ask)).toEqual({ ok: true, json: [1] });
    expect(again.asked).toEqual([{ etag: '"v1"', lastModified: null }]);
  });

  it('confirms a copy as current without reading it, and keeps a new answer, for a build that reads them later', async () => {
    let now = 1_000_000;
    const base = { dir, namespace: 'test', freshSeconds: 0 };
    await cacheWith({ disk: base, now: () => now }).cache.answer(footer, stubAsk(answered([1])).ask);
    now += 5_000;
    const confirming = cacheWith({ disk: base, now: () => now }).cache;
    const notModified = stubAsk({ kind: 'not-modified' });
    const bodiesRead = vi.spyOn(DiskCache.prototype, 'read');
    expect(await confirming.confirm(footer, notModified.ask)).toBe(true);
    expect(notModified.asked).toEqual([{ etag: '"v1"', lastModified: null }]);
    expect(confirming.stats().notModified).toBe(1);
    // A call with no copy is asked whole, and its answer kept.
    const menu = { endpoint: 'menu', url: 'http://cms.test/api/v1/menu' };
    const whole = stubAsk(answered({ Items: [] }, '"m1"'));
    expect(await confirming.confirm(menu, whole.ask)).toBe(true);
    expect(whole.asked).toEqual([undefined]);
    await confirming.written();
    expect(bodiesRead).not.toHaveBeenCalled();
    bodiesRead.mockRestore();

    // Both are current for a build that began at that time: taken from disk, not asked.
    const reading = cacheWith({ disk: { ...base, currentSince: now }, now: () => now + 1_000 }).cache;
    const none = stubAsk();
    expect(await reading.answer(footer, none.ask)).toEqual({ ok: true, json: [1] });
    expect(await reading.answer(menu, none.ask)).toEqual({ ok: true, json: { Items: [] } });
    expect(none.asked).toEqual([]);
  });

  it('confirms nothing it could not ask, nor a POST; a fresh copy needs no asking', async () => {
    const base = { dir, namespace: 'test', freshSeconds: 0 };
    const { cache, problems } = cacheWith({ disk: base });
    expect(await cache.confirm(footer, stubAsk(failedAfterRetries(new TransientFailure('reset'))).ask)).toBe(false);
    expect(
      await cache.confirm(footer, stubAsk({ kind: 'failed', error: new ContentResponseError('footer', 404) }).ask),
    ).toBe(false);
    // "Not modified" to a call that had no copy to ask with confirms nothing.
    expect(await cache.confirm(footer, stubAsk({ kind: 'not-modified' }).ask)).toBe(false);
    const none = stubAsk();
    expect(await cache.confirm({ ...footer, body: '{}' }, none.ask)).toBe(false);
    expect(problems).toEqual([]);

    let now = 1_000_000;
    await cacheWith({ disk: base, now: () => now }).cache.answer(footer, stubAsk(answered([1])).ask);
    now += 1_000;
    const fresh = cacheWith({ disk: { ...base, freshSeconds: 60 }, now: () => now }).cache;
    expect(await fresh.confirm(footer, none.ask)).toBe(true);
    expect(none.asked).toEqual([]);
  });
  it('never asks a POST "has this changed?" and keeps no validators for it', async () => {
    const search = { ...footer, body: '{"q":"hart"}' };
    await cacheWith().cache.answer(search, stubAsk(answered([1], '"p1"')).ask);
    const { ask, asked } = stubAsk(answered([2]));
    expect(await cacheWith().cache.answer(search, ask)).toEqual({ ok: true, json: [2] });
    expect(asked).toEqual([undefined]);
  });

  it('hands on a status that is an answer (404) without keeping or reporting it', async () => {
    const { cache, problems } = cacheWith();
    const error = new ContentResponseError('footer', 404);
    expect(await cache.answer(footer, stubAsk({ kind: 'failed', error }).ask)).toEqual({ ok: false, error });
    expect(problems).toEqual([]);
  });

  it('a copy that is not JSON answered "not modified" breaks the contract (502)', async () => {
    const disk = { dir, namespace: 'test', freshSeconds: 0 };
    await cacheWith({ disk }).cache.answer(
      footer,
      stubAsk({ kind: 'answered', json: null, text: '{"Tit', validators: { etag: '"v1"', lastModified: null } }).ask,
    );
    const answer = await cacheWith({ disk }).cache.answer(footer, stubAsk({ kind: 'not-modified' }).ask);
    expect(answer).toMatchObject({ ok: false, error: { status: 502 } });
  });

  it('a disk that cannot be written is told once; the answers still come', async () => {
    await writeFile(path.join(dir, 'api'), 'in the way');
    const log = vi.fn();
    const { cache } = cacheWith({ disk: { dir: path.join(dir, 'api'), namespace: 'test', freshSeconds: 0 }, log });
    expect(await cache.answer(footer, stubAsk(answered([1])).ask)).toEqual({ ok: true, json: [1] });
    expect(await cache.answer({ ...footer, url: `${footer.url}/2` }, stubAsk(answered([2])).ask)).toEqual({
      ok: true,
      json: [2],
    });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/answers cannot be kept in .*test\.sqlite/));
  });
});

describe('the answer cache: last good copy', () => {
  it('a call that still fails is answered from its last good copy, whatever its age, and reported', async () => {
    let now = 0;
    const disk = { dir, namespace: 'test', freshSeconds: 0 };
    await cacheWith({ disk, now: () => now }).cache.answer(footer, stubAsk(answered({ Title: 'Colofon' })).ask);
    now = 3 * 86_400_000;
    const { cache, problems } = cacheWith({ disk, now: () => now });
    const failed = failedAfterRetries(new TransientFailure('answered 503', { status: 503 }));
    expect(await cache.answer(footer, stubAsk(failed).ask)).toEqual({ ok: true, json: { Title: 'Colofon' } });
    expect(problems).toEqual([
      [
        STALE_ANSWER,
        'GET footer failed after 3 attempt(s) (answered 503); answered from its last good copy, cached 3 d ago',
      ],
    ]);
    expect(cache.stats()).toMatchObject({ staleAnswers: 1, callsFailed: 0 });
  });

  it('with no copy, the call fails with the error the transport gave, reported as a failed call', async () => {
    const { cache, problems } = cacheWith();
    const lost = failedAfterRetries(new TransientFailure('no answer: fetch failed'));
    const answer = await cache.answer(footer, stubAsk(lost).ask);
    expect(answer).toMatchObject({ ok: false });
    if (!answer.ok) expect(answer.error).toBeInstanceOf(ContentConnectionError);
    const status = failedAfterRetries(new TransientFailure('answered 502', { status: 502 }));
    expect(await cache.answer({ ...footer, url: `${footer.url}/x` }, stubAsk(status).ask)).toMatchObject({
      ok: false,
      error: { status: 502 },
    });
    expect(problems).toEqual([
      [CALL_FAILED, 'GET footer failed after 3 attempt(s) (no answer: fetch failed); no cached copy to fall back on'],
      [CALL_FAILED, 'GET footer failed after 3 attempt(s) (answered 502); no cached copy to fall back on'],
    ]);
    expect(cache.stats().callsFailed).toBe(2);
  });

  it('a POST falls back on its last good answer to the same body only', async () => {
    const hart = { ...footer, body: '{"q":"hart"}' };
    await cacheWith().cache.answer(hart, stubAsk(answered([1])).ask);
    const { cache, problems } = cacheWith();
    const down = (body: string) => failedAfterRetries(new TransientFailure('answered 500', { status: 500 }), body);
    expect(await cache.answer(hart, stubAsk(down(hart.body)).ask)).toEqual({ ok: true, json: [1] });
    const long = { ...footer, body: '{"q":"long"}' };
    expect(await cache.answer(long, stubAsk(down(long.body)).ask)).toMatchObject({ ok: false });
    expect(problems.map(([kind]) => kind)).toEqual([STALE_ANSWER, CALL_FAILED]);
  });

  it('without a disk there is no copy to fall back on', async () => {
    const { cache, problems } = cacheWith({ disk: false });
    await cache.answer(footer, stubAsk(answered([1])).ask);
    const failed = failedAfterRetries(new TransientFailure('answered 503', { status: 503 }));
    expect(await cache.answer(footer, stubAsk(failed).ask)).toMatchObject({ ok: false, error: { status: 503 } });
    expect(problems.map(([kind]) => kind)).toEqual([CALL_FAILED]);
  });
});
