/**
 * What the content client remembers of the CMS's answers: each call made once per client (memo),
 * each validated result made once per schema, answers kept on disk (disk-cache.ts) so that a
 * rebuild only asks "has this changed?" (or, while fresh, nothing), and a call that still fails
 * answered from its last good copy, whatever its age, and reported (a stale answer); with no copy
 * it is reported as a failed call.
 */
import type { z } from 'zod';
import { DiskCache, type CachedResponse } from '#src/lib/api/disk-cache.ts';
import { ContentApiError } from '#src/lib/api/errors.ts';
import { formatDuration } from '#src/lib/api/format-duration.ts';
import { STATUS_INVALID_RESPONSE, type LoadResult } from '#src/lib/api/load-state.ts';
import type { ProblemSink } from '#src/lib/api/validation.ts';
import { CallFailedError, type TransportAnswer, type Validators } from '#src/lib/api/transport.ts';

/** A call answered as JSON, or the error its result carries. */
export type RawAnswer = { ok: true; json: unknown } | { ok: false; error: ContentApiError };

/** A call answered from a copy after its retries failed (the answer may be out of date). */
export const STALE_ANSWER = 'stale answer';
/** A call that failed with no copy to fall back on (fails the build: scripts/build/site-report.ts). */
export const CALL_FAILED = 'call failed';

export type DiskCacheSettings = {
  dir: string;
  namespace: string;
  freshSeconds: number;
  /**
   * An answer kept or confirmed by the API at or after this time (ms since the epoch) is current
   * too: a build that asked its calls again as it began (scripts/build/calls-asked-again.ts) takes
   * them from disk instead of asking a second time.
   */
  currentSince?: number;
};

export type AnswerCacheOptions = {
  /** Answers on disk; `false` for none (the on-demand server keeps nothing on disk). */
  disk: DiskCacheSettings | false;
  log: (message: string) => void;
  onProblem: ProblemSink;
  now?: () => number;
};

/** One call as the cache sees it: the endpoint (for reports), its address, and the body of a POST. */
export type CachedCall = { endpoint: string; url: string; body?: string };

export type AnswerCacheStats = {
  notModified: number;
  diskHits: number;
  memoHits: number;
  staleAnswers: number;
  callsFailed: number;
};

export type AnswerCache = {
  /** The answer made by `make` for this key, made once per client. */
  once(key: string, make: () => Promise<RawAnswer>): Promise<RawAnswer>;
  /** The finished result of `make` for this schema and key, made once per client. */
  resultOnce<R extends LoadResult<unknown>>(
    schema: z.ZodType<unknown>,
    key: string,
    make: () => Promise<R>,
  ): Promise<R>;
  /**
   * The answer to a call: its copy while fresh, else `ask` (a GET with its copy's validators);
   * an answer is kept, "not modified" answered from the copy, and a CallFailedError from the last
   * good copy when there is one.
   */
  answer(call: CachedCall, ask: (validators: Validators | undefined) => Promise<TransportAnswer>): Promise<RawAnswer>;
  /**
   * Whether the copy of a GET is current, made so if need be, without reading its body: a fresh copy
   * is; any other is asked "has this changed?" with its validators (a call with no copy is asked
   * whole), and a new answer is kept or "not modified" marks the copy current. False when the call
   * failed or was refused: nothing is kept, and whoever needs the answer asks for it.
   */
  confirm(call: CachedCall, ask: (validators: Validators | undefined) => Promise<TransportAnswer>): Promise<boolean>;
  /** Resolves once every answer kept (or marked current) is on disk. */
  written(): Promise<void>;
  stats(): AnswerCacheStats;
};

export function createAnswerCache(options: AnswerCacheOptions): AnswerCache {
  const now = options.now ?? Date.now;
  const { log, onProblem } = options;
  const disk = options.disk ? new DiskCache(options.disk.dir, options.disk.namespace, log) : undefined;
  const freshMs = options.disk ? options.disk.freshSeconds * 1000 : 0;
  const currentSince = options.disk ? options.disk.currentSince : undefined;
  const stats: AnswerCacheStats = { notModified: 0, diskHits: 0, memoHits: 0, staleAnswers: 0, callsFailed: 0 };
  /** Answers by request, so a call with another schema does not ask the API again. */
  const memo = new Map<string, Promise<RawAnswer>>();
  /**
   * Finished results by schema and request: an identical call gets the same result without
   * validating again, so a malformed item is reported once per build, not once per call. (A list's
   * items are named by the first call's `nameOf`.)
   */
  const results = new WeakMap<z.ZodType<unknown>, Map<string, Promise<LoadResult<unknown>>>>();

  /**
   * Keeps an answer as its last good copy (or, answered "not modified", the time its copy was current); a cache that cannot be written is told once and then left alone (the call
   * still counts).
   */
  let diskBroken = false;
  function keep(entry: CachedResponse | { url: string; storedAt: number }): void {
    if (!disk || diskBroken) return;
    try {
      if ('body' in entry) disk.write(entry);
      else disk.touch(entry.url, entry.storedAt);
    } catch (error) {
      diskBroken = true;
      log(
        `[content-api] answers cannot be kept in ${disk.file} (${error instanceof Error ? error.message : String(error)}); this build goes on without keeping them`,
      );
    }
  }

  /**
   * Keeps what the CMS answered: a new answer whole (with its validators, for a GET), "not modified"
   * only as the time its copy was current (writing the body again took 0.24 s of a scale-1 incremental crawl).
   */
  function keepAsked(key: string, answer: Exclude<TransportAnswer, { kind: 'failed' }>, isGet: boolean): void {
    if (answer.kind === 'not-modified') {
      stats.notModified += 1;
      keep({ url: key, storedAt: now() });
      return;
    }
    keep({
      url: key,
      body: answer.text,
      storedAt: now(),
      etag: isGet ? answer.validators.etag : null,
      lastModified: isGet ? answer.validators.lastModified : null,
    });
  }

  function fallBack(failed: CallFailedError, cached: CachedResponse | undefined): RawAnswer {
    const copy = cached ? lastGoodCopy(cached.body) : undefined;
    if (cached && copy !== undefined) {
      stats.staleAnswers += 1;
      onProblem(
        STALE_ANSWER,
        `${failed.message}; answered from its last good copy, cached ${formatDuration(now() - cached.storedAt)} ago`,
      );
      return { ok: true, json: copy };
    }
    stats.callsFailed += 1;
    onProblem(CALL_FAILED, `${failed.message}; no cached copy to fall back on`);
    return { ok: false, error: failed.error };
  }

  return {
    once(key, make) {
      const known = memo.get(key);
      if (known) {
        stats.memoHits += 1;
        return known;
      }
      const pending = make();
      memo.set(key, pending);
      return pending;
    },

    resultOnce<R extends LoadResult<unknown>>(schema: z.ZodType<unknown>, key: string, make: () => Promise<R>) {
      let bySchema = results.get(schema);
      if (!bySchema) {
        bySchema = new Map();
        results.set(schema, bySchema);
      }
      const known = bySchema.get(key) as Promise<R> | undefined;
      if (known) {
        stats.memoHits += 1;
        return known;
      }
      const pending = make();
      bySchema.set(key, pending);
      return pending;
    },

    async answer(call, ask) {
      const key = cacheKey(call.url, call.body);
      const cached = disk?.read(key);
      const current =
        cached !== undefined &&
        (now() - cached.storedAt < freshMs || (currentSince !== undefined && cached.storedAt >= currentSince));
      if (call.body === undefined && cached && current) {
        stats.diskHits += 1;
        return copyAsAnswer(call.endpoint, cached.body);
      }
      // A POST is never asked "has this changed?": its copy is only the last good answer to fall back on.
      const validators = call.body === undefined && cached ? cached : undefined;
      let answer: TransportAnswer;
      try {
        answer = await ask(validators && { etag: validators.etag, lastModified: validators.lastModified });
      } catch (error) {
        if (error instanceof CallFailedError) return fallBack(error, cached);
        throw error;
      }
      if (answer.kind === 'failed') return { ok: false, error: answer.error };
      if (answer.kind === 'not-modified') {
        if (!validators) throw new Error(`${call.endpoint}: "not modified" to a call asked without a copy`);
        keepAsked(key, answer, true);
        return copyAsAnswer(call.endpoint, validators.body);
      }
      keepAsked(key, answer, call.body === undefined);
      return { ok: true, json: answer.json };
    },

    async confirm(call, ask) {
      if (call.body !== undefined) return false;
      const key = cacheKey(call.url, undefined);
      const copy = disk?.validatorsOf(key);
      if (copy && now() - copy.storedAt < freshMs) return true;
      let answer: TransportAnswer;
      try {
        answer = await ask(copy && { etag: copy.etag, lastModified: copy.lastModified });
      } catch (error) {
        if (error instanceof CallFailedError) return false;
        throw error;
      }
      if (answer.kind === 'failed' || (answer.kind === 'not-modified' && !copy)) return false;
      keepAsked(key, answer, true);
      return true;
    },

    written: () => disk?.written() ?? Promise.resolve(),
    stats: () => ({ ...stats }),
  };
}

/** A copy on disk as the answer; one that is not JSON breaks the contract (502). */
function copyAsAnswer(endpoint: string, body: string): RawAnswer {
  try {
    return { ok: true, json: JSON.parse(body) as unknown };
  } catch (error) {
    return {
      ok: false,
      error: new ContentApiError(
        endpoint,
        STATUS_INVALID_RESPONSE,
        `Content API ${endpoint} answered something that is not JSON`,
        { cause: error },
      ),
    };
  }
}

/** A cached body as JSON, or undefined when it is not (a copy that is not valid JSON is no copy). */
function lastGoodCopy(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

/** The key of a request's copy in the disk cache: the URL of a GET, method, URL and body of a POST. */
function cacheKey(url: string, body: string | undefined): string {
  return body === undefined ? url : `POST ${url} ${body}`;
}
