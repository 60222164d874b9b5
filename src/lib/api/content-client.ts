/**
 * The site's client of the CMS's content API, composed of three parts that are tested alone:
 * transport.ts (HTTP: time limit, concurrency, conditional requests, retries under
 * retry-policy.ts), answer-cache.ts (memo, answers on disk, last good copy) and validation.ts (the
 * contract, item by item, refused URLs). It tells the loader states of a call as they pass.
 */
import type { z } from 'zod';
import { createAnswerCache, type DiskCacheSettings, type RawAnswer } from '#src/lib/api/answer-cache.ts';
import { ContentConnectionError } from '#src/lib/api/errors.ts';
import { formatDuration } from '#src/lib/api/format-duration.ts';
import type { LoadResult, LoadState } from '#src/lib/api/load-state.ts';
import { DEFAULT_MAX_RETRIES, DEFAULT_RETRY_INTERVAL_MS } from '#src/lib/api/retry-policy.ts';
import { createTransport } from '#src/lib/api/transport.ts';
import {
  loadResult,
  validateAnswer,
  validateList,
  warnProblem,
  type NameOf,
  type ProblemSink,
} from '#src/lib/api/validation.ts';

export { CALL_FAILED } from '#src/lib/api/answer-cache.ts';
export { describeItem, keepValidItems, UNSAFE_URL } from '#src/lib/api/validation.ts';

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
  cache?: DiskCacheSettings | false;
  fetch?: typeof fetch;
  /** Once aborted, the calls under way and later ones fail at once, untried again (transport.ts). */
  signal?: AbortSignal;
  /** Told of every state a load passes through, for logs and tests. */
  onState?: (endpoint: string, state: LoadState) => void;
  /** Where retry notices go; console.warn by default. */
  log?: (message: string) => void;
  /**
   * Told of each content problem (the build's problem report): a malformed list item that is left
   * out (`invalid item`), a URL the URL policy refused (`unsafe url`), a call answered from its
   * last good copy on disk after its retries failed (`stale answer`), and a call that failed with
   * no copy to fall back on (`call failed`, which fails the build: scripts/build/site-report.ts).
   */
  onProblem?: ProblemSink;
  /**
   * Told of every call a caller makes (memo hits too) with its request key and its answer as hashed
   * for the build's dependency record (src/lib/build/dependencies.ts): the JSON, or a failure's status.
   */
  onCall?: (key: string, answer: Promise<unknown>) => void;
};

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
  getList<T>(endpoint: string, itemSchema: z.ZodType<T>, nameOf: NameOf): Promise<LoadResult<T[]>>;
  /** POST a JSON body to a list endpoint (patient-folder search); validated item by item like getList. */
  postList<T>(endpoint: string, body: unknown, itemSchema: z.ZodType<T>, nameOf: NameOf): Promise<LoadResult<T[]>>;
  /** The answer to a call named by its request key (`GET endpoint`, `POST endpoint body`), as `onCall` sees it. */
  answerOf(key: string): Promise<unknown>;
  /**
   * Whether the disk cache's copy of a GET call (named by its request key) is current, asked of the
   * CMS if need be and kept, without reading or parsing any answer: false for a call that failed, was
   * refused or is no GET (AnswerCache.confirm).
   */
  confirmCurrent(key: string): Promise<boolean>;
  /** Resolves once every answer this client kept (or marked current) is on disk, for another client to read. */
  written(): Promise<void>;
  stats(): ContentClientStats;
  /** Where this client reports malformed items (for lists validated inside an answer). */
  onProblem: ProblemSink;
};

/** The call a request key names (`GET endpoint`, `POST endpoint body`: requestKey in createContentClient). */
function callOfKey(key: string): { endpoint: string; body?: string } {
  const [method = '', endpoint = '', ...body] = key.split(' ');
  return method === 'POST' ? { endpoint, body: body.join(' ') } : { endpoint };
}

export function createContentClient(options: ContentClientOptions): ContentClient {
  const log = options.log ?? ((message: string) => console.warn(message));
  const onState = options.onState ?? (() => {});
  const onProblem = options.onProblem ?? warnProblem;
  const transport = createTransport({
    baseUrl: options.baseUrl,
    retry: {
      maxRetries: options.maxRetries ?? DEFAULT_MAX_RETRIES,
      retryIntervalMs: options.retryIntervalMs ?? DEFAULT_RETRY_INTERVAL_MS,
    },
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    ...(options.concurrency === undefined ? {} : { concurrency: options.concurrency }),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
    onRetry: (endpoint, { failure, retry, retries, delayMs }) => {
      onState(endpoint, 'connection-error');
      log(`[content-api] ${endpoint}: ${failure.message}; retry ${retry} of ${retries} in ${formatDuration(delayMs)}`);
      onState(endpoint, 'loading');
    },
  });
  const cache = createAnswerCache({ disk: options.cache ?? false, log, onProblem });
  let failures = 0;

  function requestKey(endpoint: string, body?: string): string {
    return body === undefined ? `GET ${endpoint}` : `POST ${endpoint} ${body}`;
  }

  /** An answer as the dependency record hashes it: what a page could show of it. */
  const recorded = (answer: Promise<RawAnswer>): Promise<unknown> =>
    answer.then((raw) => (raw.ok ? raw.json : { failed: raw.error.status }));

  function told(endpoint: string, body?: string): void {
    if (options.onCall) options.onCall(requestKey(endpoint, body), recorded(answerOnce(endpoint, body)));
  }

  /** The answer to a call, asked once per client; a connection that stays lost ends in `connection-error`. */
  function answerOnce(endpoint: string, body?: string): Promise<RawAnswer> {
    return cache.once(requestKey(endpoint, body), async () => {
      onState(endpoint, 'loading');
      const call = { endpoint, url: transport.urlOf(endpoint), ...(body === undefined ? {} : { body }) };
      const answer = await cache.answer(call, (validators) =>
        transport.send({ ...call, ...(validators ? { validators } : {}) }),
      );
      if (!answer.ok && answer.error instanceof ContentConnectionError) onState(endpoint, 'connection-error');
      return answer;
    });
  }

  /** The loader result of an answer, with its final state told. */
  function finish<T>(endpoint: string, answer: RawAnswer, validate: (json: unknown) => T): LoadResult<T> {
    const result = loadResult(answer, validate);
    if (result.state !== 'loaded') failures += 1;
    onState(endpoint, result.state);
    return result;
  }

  function list<T>(endpoint: string, itemSchema: z.ZodType<T>, nameOf: NameOf, body?: string) {
    told(endpoint, body);
    return cache.resultOnce(itemSchema, `list ${requestKey(endpoint, body)}`, async () =>
      finish(endpoint, await answerOnce(endpoint, body), (json) =>
        validateList(endpoint, json, itemSchema, nameOf, onProblem),
      ),
    );
  }

  return {
    get<T>(endpoint: string, schema: z.ZodType<T>): Promise<LoadResult<T>> {
      told(endpoint);
      return cache.resultOnce(schema, `one ${requestKey(endpoint)}`, async () =>
        finish(endpoint, await answerOnce(endpoint), (json) => validateAnswer(endpoint, json, schema, onProblem)),
      );
    },
    getList: (endpoint, itemSchema, nameOf) => list(endpoint, itemSchema, nameOf),
    postList: (endpoint, body, itemSchema, nameOf) => list(endpoint, itemSchema, nameOf, JSON.stringify(body)),
    answerOf(key) {
      const { endpoint, body } = callOfKey(key);
      return recorded(answerOnce(endpoint, body));
    },
    confirmCurrent(key) {
      const { endpoint, body } = callOfKey(key);
      if (body !== undefined) return Promise.resolve(false);
      const call = { endpoint, url: transport.urlOf(endpoint) };
      return cache.confirm(call, (validators) => transport.send({ ...call, ...(validators ? { validators } : {}) }));
    },
    written: () => cache.written(),
    stats: () => ({ ...transport.stats(), ...cache.stats(), failures }),
    onProblem,
  };
}
