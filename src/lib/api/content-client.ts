import pLimit from 'p-limit';
import pRetry from 'p-retry';
import { z } from 'zod';
import { DiskCache, type CachedResponse } from '#src/lib/api/disk-cache.ts';
import {
  ContentApiError,
  ContentConnectionError,
  ContentResponseError,
  ContentValidationError,
} from '#src/lib/api/errors.ts';
import {
  STATUS_FAILED,
  STATUS_INVALID_RESPONSE,
  STATUS_SUCCESS,
  STATUS_UNAUTHORIZED,
  stateForStatus,
  type LoadResult,
  type LoadState,
} from '#src/lib/api/load-state.ts';
import { describeRefusedUrl, itemName, refusedUrls } from '#src/lib/security/refused-urls.ts';

/** Spec 9, generic loader defaults: at most 10 retries, 10 seconds apart. */
export const DEFAULT_MAX_RETRIES = 10;
export const DEFAULT_RETRY_INTERVAL_MS = 10_000;
export const DEFAULT_CONCURRENCY = 8;
export const DEFAULT_TIMEOUT_MS = 30_000;

export type ContentClientOptions = {
  /** The CMS root: API calls go to `{baseUrl}/api/v1/{endpoint}`. */
  baseUrl: string;
  maxRetries?: number;
  retryIntervalMs?: number;
  /** How many requests may be under way at once. */
  concurrency?: number;
  /** How long one request may take before it counts as a connection error. */
  timeoutMs?: number;
  /** On-disk cache of responses; `false` for none. */
  cache?: { dir: string; namespace: string; freshSeconds: number } | false;
  fetch?: typeof fetch;
  /** Told of every state a load passes through (spec 4), for logs and tests. */
  onState?: (endpoint: string, state: LoadState) => void;
  /** Where retry notices go; console.warn by default. */
  log?: (message: string) => void;
  /**
   * Told of each content problem (the build's problem report): a malformed list item that is left
   * out (`invalid item`), a URL the URL policy refused (`unsafe url`), a call answered from its last good copy on disk after its retries failed
   * (`stale answer`), and a call that failed with no copy to fall back on (`call failed`, which
   * fails the build: scripts/build/site-report.ts).
   */
  onProblem?: ProblemSink;
};

/** The problem kinds the client reports besides malformed items (see `onProblem`). */
export const STALE_ANSWER = 'stale answer';
/** A URL in an answer that the URL policy refused: the contract dropped it (src/lib/security/url-policy.ts). */
export const UNSAFE_URL = 'unsafe url';
export const CALL_FAILED = 'call failed';

/** Where a content problem (kind, message) goes: the build's report, or the console. */
export type ProblemSink = (kind: string, message: string) => void;

const warnProblem: ProblemSink = (kind, message) => console.warn(`[content] ${kind}: ${message}`);

export type ContentClientStats = {
  requests: number;
  notModified: number;
  diskHits: number;
  memoHits: number;
  retries: number;
  failures: number;
  /** Calls answered from their last good copy on disk after every attempt failed. */
  staleAnswers: number;
  /** Calls that failed after every attempt with no copy to fall back on. */
  callsFailed: number;
};

export type ContentClient = {
  /** GET one endpoint (relative to /api/v1) and validate the whole answer. */
  get<T>(endpoint: string, schema: z.ZodType<T>): Promise<LoadResult<T>>;
  /**
   * GET a list endpoint and validate item by item: a malformed item is reported (endpoint, item
   * name, field) and left out; the rest of the list is kept.
   */
  getList<T>(
    endpoint: string,
    itemSchema: z.ZodType<T>,
    nameOf: (item: unknown, index: number) => string,
  ): Promise<LoadResult<T[]>>;
  /** POST a JSON body to a list endpoint (patient-folder search); validated item by item like getList. */
  postList<T>(
    endpoint: string,
    body: unknown,
    itemSchema: z.ZodType<T>,
    nameOf: (item: unknown, index: number) => string,
  ): Promise<LoadResult<T[]>>;
  stats(): ContentClientStats;
  /** Where this client reports malformed items (for lists validated inside an answer). */
  onProblem: ProblemSink;
};

/**
 * The valid items of a list inside an answer; each malformed one is reported (endpoint, item name,
 * field) and left out.
 */
export function keepValidItems<T>(
  endpoint: string,
  items: readonly unknown[],
  itemSchema: z.ZodType<T>,
  nameOf: (item: unknown, index: number) => string = describeItem,
  onProblem: ProblemSink = warnProblem,
): T[] {
  const valid: T[] = [];
  items.forEach((item, index) => {
    const parsed = itemSchema.safeParse(item);
    if (parsed.success) {
      valid.push(parsed.data);
      reportRefusedUrls(endpoint, item, parsed.data, nameOf(item, index), onProblem);
    } else
      onProblem(
        'invalid item',
        `${new ContentValidationError(endpoint, parsed.error, nameOf(item, index)).message}; skipped`,
      );
  });
  return valid;
}

/** Reports each URL of a validated answer (or item) that the contract's URL policy refused, naming its item. */
function reportRefusedUrls(
  endpoint: string,
  raw: unknown,
  parsed: unknown,
  item: string,
  onProblem: ProblemSink,
): void {
  for (const refused of refusedUrls(raw, parsed, item)) onProblem(UNSAFE_URL, describeRefusedUrl(refused, endpoint));
}

/**
 * A failure worth trying again (DESIGN.md "Never partial"): a 5xx answer, a connection that could
 * not be made or was reset (also in the middle of the body), a timeout, or a 2xx body that is not
 * valid JSON (cut short). `status` is the HTTP status of a 5xx, else null.
 */
class TransientError extends Error {
  readonly status: number | null;
  constructor(message: string, status: number | null, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.status = status;
  }
}

/** A transient error for what fetch or reading a body threw: a reset, a refused connection, a timeout. */
function transientFrom(error: unknown, during: string): TransientError {
  if (error instanceof Error) {
    const code = (error as { cause?: { code?: unknown } }).cause?.code;
    const detail =
      error.name === 'TimeoutError' ? 'timed out' : `${error.message}${typeof code === 'string' ? ` (${code})` : ''}`;
    return new TransientError(`${during}: ${detail}`, null, error);
  }
  return new TransientError(`${during}: ${String(error)}`, null, error);
}

type RawResult = { ok: true; json: unknown } | { ok: false; error: ContentApiError };

/** A readable name for a list item in reports: its Title or title, else its position. */
export function describeItem(item: unknown, index: number): string {
  if (item && typeof item === 'object') {
    const record = item as Record<string, unknown>;
    for (const key of ['Title', 'title', 'HeaderTitle', 'Name', 'name']) {
      const value = record[key];
      if (typeof value === 'string' && value.trim()) return `#${index} "${value}"`;
    }
    const nested = record['NavigationItem'];
    if (nested && typeof nested === 'object') return describeItem(nested, index);
  }
  return `#${index}`;
}

export function createContentClient(options: ContentClientOptions): ContentClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES;
  const retryIntervalMs = options.retryIntervalMs ?? DEFAULT_RETRY_INTERVAL_MS;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const doFetch = options.fetch ?? globalThis.fetch;
  const limit = pLimit(options.concurrency ?? DEFAULT_CONCURRENCY);
  const freshMs = options.cache ? options.cache.freshSeconds * 1000 : 0;
  const log = options.log ?? ((message: string) => console.warn(message));
  const cache = options.cache ? new DiskCache(options.cache.dir, options.cache.namespace, log) : undefined;
  const onState = options.onState ?? (() => {});
  const onProblem = options.onProblem ?? warnProblem;
  const stats: ContentClientStats = {
    requests: 0,
    notModified: 0,
    diskHits: 0,
    memoHits: 0,
    retries: 0,
    failures: 0,
    staleAnswers: 0,
    callsFailed: 0,
  };
  /** Answers by request, so a call with another schema does not ask the API again. */
  const memo = new Map<string, Promise<RawResult>>();
  /**
   * Finished results by schema and request: an identical call gets the same result without
   * validating again, so a malformed item is reported once per build, not once per call. (A list's
   * items are named by the first call's `nameOf`.)
   */
  const results = new WeakMap<z.ZodType<unknown>, Map<string, Promise<LoadResult<unknown>>>>();

  /** Keeps an answer as its last good copy; a cache that cannot be written is told once and then left alone (the call still counts). */
  let cacheBroken = false;
  function keep(entry: CachedResponse): void {
    if (!cache || cacheBroken) return;
    try {
      cache.write(entry);
    } catch (error) {
      cacheBroken = true;
      log(
        `[content-api] answers cannot be kept in ${cache.file} (${error instanceof Error ? error.message : String(error)}); this build goes on without keeping them`,
      );
    }
  }

  async function request(
    endpoint: string,
    url: string,
    cached: CachedResponse | undefined,
    body?: string,
  ): Promise<RawResult> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (cached?.etag) headers['if-none-match'] = cached.etag;
    if (cached?.lastModified) headers['if-modified-since'] = cached.lastModified;
    if (body !== undefined) headers['content-type'] = 'application/json';
    stats.requests += 1;
    const signal = AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      response = await doFetch(url, {
        method: body === undefined ? 'GET' : 'POST',
        headers,
        ...(body === undefined ? {} : { body }),
        signal,
      });
    } catch (error) {
      throw transientFrom(error, 'no answer');
    }
    if (response.status === 304 && cached) {
      stats.notModified += 1;
      await discard(response);
      keep({ ...cached, storedAt: Date.now() });
      return { ok: true, json: parseJson(endpoint, cached.body) };
    }
    // 408 Request Timeout and 429 Too Many Requests say: try again later.
    if (response.status >= 500 || response.status === 408 || response.status === 429) {
      await discard(response);
      throw new TransientError(`answered ${response.status}`, response.status);
    }
    if (!response.ok) {
      await discard(response);
      return { ok: false, error: new ContentResponseError(endpoint, response.status) };
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw transientFrom(error, 'the answer broke off');
    }
    let json: unknown;
    try {
      json = JSON.parse(text) as unknown;
    } catch (error) {
      throw new TransientError(
        `answered ${response.status} with a body that is not valid JSON (${text.length} characters; cut short?)`,
        null,
        error,
      );
    }
    keep({
      url: cacheKey(url, body),
      body: text,
      storedAt: Date.now(),
      etag: body === undefined ? response.headers.get('etag') : null,
      lastModified: body === undefined ? response.headers.get('last-modified') : null,
    });
    return { ok: true, json };
  }

  async function load(endpoint: string, body?: string): Promise<RawResult> {
    const url = `${baseUrl}/api/v1/${endpoint.replace(/^\/+/, '')}`;
    onState(endpoint, 'loading');
    const cached = cache?.read(cacheKey(url, body));
    if (body === undefined && cached && Date.now() - cached.storedAt < freshMs) {
      stats.diskHits += 1;
      return { ok: true, json: parseJson(endpoint, cached.body) };
    }
    // A POST is never asked "has this changed?": its copy is only the last good answer to fall back on.
    const validators = body === undefined ? cached : undefined;
    try {
      return await pRetry(() => limit(() => request(endpoint, url, validators, body)), {
        retries: maxRetries,
        minTimeout: retryIntervalMs,
        factor: 1,
        shouldRetry: ({ error }) => error instanceof TransientError,
        onFailedAttempt: ({ error, attemptNumber, retriesLeft }) => {
          if (!(error instanceof TransientError) || retriesLeft === 0) return;
          stats.retries += 1;
          onState(endpoint, 'connection-error');
          log(
            `[content-api] ${endpoint}: ${error.message}; retry ${attemptNumber} of ${maxRetries} in ${formatDuration(retryIntervalMs)}`,
          );
          onState(endpoint, 'loading');
        },
      });
    } catch (error) {
      if (error instanceof ContentApiError) return { ok: false, error };
      const failure =
        error instanceof TransientError && error.status !== null
          ? new ContentResponseError(endpoint, error.status)
          : new ContentConnectionError(endpoint, maxRetries + 1, error);
      const what = `${body === undefined ? 'GET' : 'POST'} ${endpoint} failed after ${maxRetries + 1} attempt(s) (${error instanceof Error ? error.message : String(error)})`;
      const copy = cached ? lastGoodCopy(cached.body) : undefined;
      if (cached && copy !== undefined) {
        stats.staleAnswers += 1;
        onProblem(
          STALE_ANSWER,
          `${what}; answered from its last good copy, cached ${formatDuration(Date.now() - cached.storedAt)} ago`,
        );
        return { ok: true, json: copy };
      }
      stats.callsFailed += 1;
      onProblem(CALL_FAILED, `${what}; no cached copy to fall back on`);
      if (!(error instanceof TransientError) || error.status === null) onState(endpoint, 'connection-error');
      return { ok: false, error: failure };
    }
  }

  function requestKey(endpoint: string, body?: string): string {
    return body === undefined ? `GET ${endpoint}` : `POST ${endpoint} ${body}`;
  }

  function loadOnce(endpoint: string, body?: string): Promise<RawResult> {
    const key = requestKey(endpoint, body);
    const known = memo.get(key);
    if (known) {
      stats.memoHits += 1;
      return known;
    }
    const pending = load(endpoint, body);
    memo.set(key, pending);
    return pending;
  }

  /** The finished result of `make` for this schema and key, made once per client. */
  function resultOnce<R extends LoadResult<unknown>>(
    schema: z.ZodType<unknown>,
    key: string,
    make: () => Promise<R>,
  ): Promise<R> {
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
  }

  function listFrom<T>(
    endpoint: string,
    raw: RawResult,
    itemSchema: z.ZodType<T>,
    nameOf: (item: unknown, index: number) => string,
  ): LoadResult<T[]> {
    return finish(endpoint, raw, (json) => {
      const list = z.array(z.unknown()).safeParse(json);
      if (!list.success) throw new ContentValidationError(endpoint, list.error);
      return keepValidItems(endpoint, list.data, itemSchema, nameOf, onProblem);
    });
  }

  function finish<T>(endpoint: string, raw: RawResult, validate: (json: unknown) => T): LoadResult<T> {
    if (!raw.ok) return failure(endpoint, raw.error);
    try {
      const data = validate(raw.json);
      onState(endpoint, 'loaded');
      return { state: 'loaded', status: STATUS_SUCCESS, data };
    } catch (error) {
      if (error instanceof ContentApiError) return failure(endpoint, error);
      throw error;
    }
  }

  function failure(endpoint: string, error: ContentApiError): LoadResult<never> {
    stats.failures += 1;
    const state = stateForStatus(error.status);
    if (state === 'unauthorized') {
      onState(endpoint, 'unauthorized');
      return { state: 'unauthorized', status: STATUS_UNAUTHORIZED, error };
    }
    onState(endpoint, 'failed');
    return { state: 'failed', status: error.status || STATUS_FAILED, error };
  }

  return {
    get<T>(endpoint: string, schema: z.ZodType<T>): Promise<LoadResult<T>> {
      return resultOnce(schema, `one ${requestKey(endpoint)}`, async () => {
        const raw = await loadOnce(endpoint);
        return finish(endpoint, raw, (json) => {
          const parsed = schema.safeParse(json);
          if (!parsed.success) throw new ContentValidationError(endpoint, parsed.error);
          reportRefusedUrls(endpoint, json, parsed.data, itemName(parsed.data) ?? 'the answer', onProblem);
          return parsed.data;
        });
      });
    },

    getList<T>(
      endpoint: string,
      itemSchema: z.ZodType<T>,
      nameOf: (item: unknown, index: number) => string,
    ): Promise<LoadResult<T[]>> {
      return resultOnce(itemSchema, `list ${requestKey(endpoint)}`, async () =>
        listFrom(endpoint, await loadOnce(endpoint), itemSchema, nameOf),
      );
    },

    postList<T>(
      endpoint: string,
      body: unknown,
      itemSchema: z.ZodType<T>,
      nameOf: (item: unknown, index: number) => string,
    ): Promise<LoadResult<T[]>> {
      const text = JSON.stringify(body);
      return resultOnce(itemSchema, `list ${requestKey(endpoint, text)}`, async () =>
        listFrom(endpoint, await loadOnce(endpoint, text), itemSchema, nameOf),
      );
    },

    stats: () => ({ ...stats }),
    onProblem,
  };
}

function parseJson(endpoint: string, body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch (error) {
    throw new ContentApiError(
      endpoint,
      STATUS_INVALID_RESPONSE,
      `Content API ${endpoint} answered something that is not JSON`,
      { cause: error },
    );
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

/** Lets go of a body that is not read; a connection that breaks meanwhile does not matter. */
async function discard(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => {});
}

/** A duration for people: "250 ms", "12 s", "3 min", "5 h", "2 d". */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const seconds = Math.round(ms / 1000);
  if (seconds < 120) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 120) return `${minutes} min`;
  const hours = Math.round(minutes / 60);
  return hours < 48 ? `${hours} h` : `${Math.round(hours / 24)} d`;
}
