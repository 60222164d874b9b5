import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  delayBeforeRetry,
  fetchOnce,
  isTransientStatus,
  parseJsonBody,
  parseRetryAfter,
  readWhole,
  RETRY_AFTER_LIMIT_MS,
  TransientFailure,
  transientAnswer,
  withRetries,
  type RetryNotice,
} from '#src/lib/api/retry-policy.ts';

const settings = { maxRetries: 3, retryIntervalMs: 1_000 };

function answer(status: number, headers: Record<string, string> = {}): Response {
  return new Response(status === 204 || status === 304 ? null : 'body', { status, headers });
}

/** A connection error as undici reports it: a TypeError "fetch failed" with the system error as its cause. */
function connectionError(code: string): Error {
  return new TypeError('fetch failed', { cause: Object.assign(new Error(code), { code }) });
}

describe('the retry policy: which failures are transient', () => {
  it('5xx, 408 and 429 are transient; other answers are answers', () => {
    expect([500, 502, 503, 504, 599, 408, 429].filter(isTransientStatus)).toEqual([500, 502, 503, 504, 599, 408, 429]);
    expect([200, 204, 301, 304, 400, 401, 403, 404, 409, 410, 422].filter(isTransientStatus)).toEqual([]);
  });

  it('a transient answer carries its status and its Retry-After (seconds or an HTTP date)', () => {
    const now = Date.parse('2026-11-25T10:00:00Z');
    expect(transientAnswer(answer(503, { 'retry-after': '7' }), now)).toMatchObject({
      message: 'answered 503',
      status: 503,
      retryAfterMs: 7_000,
    });
    expect(transientAnswer(answer(429, { 'retry-after': 'Wed, 25 Nov 2026 10:00:30 GMT' }), now)).toMatchObject({
      status: 429,
      retryAfterMs: 30_000,
    });
    expect(transientAnswer(answer(408), now)).toMatchObject({ status: 408, retryAfterMs: null });
    expect(transientAnswer(answer(404), now)).toBeNull();
    expect(transientAnswer(answer(200), now)).toBeNull();
  });

  it('reads Retry-After: a date in the past is no wait, something unreadable is none', () => {
    const now = Date.parse('2026-11-25T10:00:00Z');
    expect(parseRetryAfter('0', now)).toBe(0);
    expect(parseRetryAfter(' 120 ', now)).toBe(120_000);
    expect(parseRetryAfter('Wed, 25 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter('', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });

  it('no answer (refused, reset, timed out) and a body that broke off are transient, with the reason', async () => {
    const refused = fetchOnce(() => Promise.reject(connectionError('ECONNREFUSED')), 'http://cms/x', {});
    await expect(refused).rejects.toThrow(TransientFailure);
    await expect(refused).rejects.toThrow('no answer: fetch failed (ECONNREFUSED)');
    const timedOut = new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    await expect(fetchOnce(() => Promise.reject(timedOut), 'http://cms/x', {})).rejects.toThrow('no answer: timed out');
    const reset = readWhole(() => Promise.reject(connectionError('ECONNRESET')));
    await expect(reset).rejects.toThrow(TransientFailure);
    await expect(reset).rejects.toThrow('the answer broke off: fetch failed (ECONNRESET)');
  });

  it('fetchOnce throws a transient answer and hands back any other', async () => {
    await expect(fetchOnce(() => Promise.resolve(answer(502)), 'http://cms/x', {})).rejects.toMatchObject({
      status: 502,
    });
    expect((await fetchOnce(() => Promise.resolve(answer(404)), 'http://cms/x', {})).status).toBe(404);
  });

  it('a 2xx JSON body that is not valid JSON (cut short) is transient', () => {
    expect(parseJsonBody('{"Title":"Colofon"}', 200)).toEqual({ Title: 'Colofon' });
    expect(() => parseJsonBody('{"Title":"Colo', 200)).toThrow(TransientFailure);
    expect(() => parseJsonBody('{"Title":"Colo', 200)).toThrow(
      'answered 200 with a body that is not valid JSON (14 characters; cut short?)',
    );
  });
});

describe('the retry policy: how long to wait', () => {
  it('waits the interval, or a longer Retry-After up to the limit', () => {
    const failure = (retryAfterMs: number | null) =>
      new TransientFailure('answered 429', { status: 429, retryAfterMs });
    expect(delayBeforeRetry(failure(null), settings)).toBe(1_000);
    expect(delayBeforeRetry(failure(200), settings)).toBe(1_000);
    expect(delayBeforeRetry(failure(5_000), settings)).toBe(5_000);
    expect(delayBeforeRetry(failure(3_600_000), settings)).toBe(RETRY_AFTER_LIMIT_MS);
    expect(delayBeforeRetry(failure(3_600_000), { maxRetries: 1, retryIntervalMs: 90_000 })).toBe(90_000);
  });
});

describe('the retry policy: how often (p-retry, fake timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** When each attempt started, in ms of fake time. */
  function attemptsFailing(failures: readonly Error[]) {
    const started: number[] = [];
    const attempt = () => {
      started.push(Date.now() - start);
      const failure = failures[started.length - 1];
      return failure ? Promise.reject(failure) : Promise.resolve('answered');
    };
    const start = Date.now();
    return { attempt, started };
  }

  it('tries a transient failure again `maxRetries` times, the interval apart, then throws it', async () => {
    const failures = Array.from(
      { length: 4 },
      (_, index) => new TransientFailure(`answered 50${index}`, { status: 500 }),
    );
    const { attempt, started } = attemptsFailing(failures);
    const notices: RetryNotice[] = [];
    const run = withRetries(attempt, settings, (notice) => notices.push(notice));
    const settled = expect(run).rejects.toThrow('answered 503');
    await vi.runAllTimersAsync();
    await settled;
    expect(started).toEqual([0, 1_000, 2_000, 3_000]);
    expect(notices.map(({ retry, retries, delayMs }) => [retry, retries, delayMs])).toEqual([
      [1, 3, 1_000],
      [2, 3, 1_000],
      [3, 3, 1_000],
    ]);
  });

  it('succeeds on a later attempt', async () => {
    const { attempt, started } = attemptsFailing([new TransientFailure('no answer: timed out')]);
    const run = withRetries(attempt, settings);
    await vi.runAllTimersAsync();
    expect(await run).toBe('answered');
    expect(started).toEqual([0, 1_000]);
  });

  it('waits for a Retry-After longer than the interval, and no longer than the limit', async () => {
    const { attempt, started } = attemptsFailing([
      new TransientFailure('answered 429', { status: 429, retryAfterMs: 4_000 }),
      new TransientFailure('answered 503', { status: 503, retryAfterMs: 86_400_000 }),
    ]);
    const run = withRetries(attempt, settings);
    await vi.runAllTimersAsync();
    expect(await run).toBe('answered');
    expect(started).toEqual([0, 4_000, 4_000 + RETRY_AFTER_LIMIT_MS]);
  });

  it('once its signal is aborted, stops waiting for a Retry-After and tries no more', async () => {
    const { attempt, started } = attemptsFailing([
      new TransientFailure('answered 503', { status: 503, retryAfterMs: 60_000 }),
    ]);
    const answered = new AbortController();
    const run = withRetries(attempt, settings, () => {}, answered.signal);
    const settled = expect(run).rejects.toThrow('the page was answered without it');
    await vi.advanceTimersByTimeAsync(5_000);
    answered.abort(new Error('the page was answered without it'));
    await vi.advanceTimersByTimeAsync(0);
    await settled;
    expect(started).toEqual([0]);
    // Nothing left to wait for: the minute-long Retry-After was let go.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not try again what is not transient (a 4xx answer, a bug)', async () => {
    for (const failure of [new Error('answered 403'), new TypeError('x is not a function')]) {
      const { attempt, started } = attemptsFailing([failure]);
      const run = withRetries(attempt, settings);
      const settled = expect(run).rejects.toBe(failure);
      await vi.runAllTimersAsync();
      await settled;
      expect(started).toEqual([0]);
    }
  });

  it('with no retries, tries once', async () => {
    const { attempt, started } = attemptsFailing([new TransientFailure('answered 500', { status: 500 })]);
    const run = withRetries(attempt, { maxRetries: 0, retryIntervalMs: 1_000 });
    const settled = expect(run).rejects.toThrow('answered 500');
    await vi.runAllTimersAsync();
    await settled;
    expect(started).toEqual([0]);
  });
});
