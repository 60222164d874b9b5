/**
 * The content client's HTTP side: one call to `{baseUrl}/api/v1/{endpoint}` with a time limit per
 * attempt, at most `concurrency` requests under way at once, a GET asked "has this changed?" with
 * the validators of its copy (If-None-Match, If-Modified-Since), and transient failures tried again
 * under the retry policy (retry-policy.ts). It keeps nothing: the cache decides what to ask with and
 * what to keep.
 */
import pLimit from 'p-limit';
import { ContentConnectionError, ContentResponseError, type ContentApiError } from '#src/lib/api/errors.ts';
import {
  discardBody,
  fetchOnce,
  parseJsonBody,
  readWhole,
  TransientFailure,
  withRetries,
  type RetryNotice,
  type RetrySettings,
} from '#src/lib/api/retry-policy.ts';

export const DEFAULT_CONCURRENCY = 8;
export const DEFAULT_TIMEOUT_MS = 30_000;

/** What a stored answer is asked about again with: its ETag and Last-Modified. */
export type Validators = { etag: string | null; lastModified: string | null };

/** One call: a GET, or a POST of a JSON body; a GET may carry the validators of its copy. */
export type ContentCall = { endpoint: string; body?: string; validators?: Validators };

/**
 * What a call came to: a JSON answer (with its text to keep and its validators), "not modified"
 * (the copy asked with is current), or a status that is an answer in itself (404, 403: not retried).
 */
export type TransportAnswer =
  | { kind: 'answered'; json: unknown; text: string; validators: Validators }
  | { kind: 'not-modified' }
  | { kind: 'failed'; error: ContentResponseError };

/** A call that still failed after its attempts: what was asked, why, and the error its result carries. */
export class CallFailedError extends Error {
  readonly error: ContentApiError;

  constructor(call: ContentCall, attempts: number, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(
      `${call.body === undefined ? 'GET' : 'POST'} ${call.endpoint} failed after ${attempts} attempt(s) (${reason})`,
      {
        cause,
      },
    );
    this.name = 'CallFailedError';
    this.error =
      cause instanceof TransientFailure && cause.status !== null
        ? new ContentResponseError(call.endpoint, cause.status)
        : new ContentConnectionError(call.endpoint, attempts, cause);
  }
}

export type TransportOptions = {
  /** The CMS root: calls go to `{baseUrl}/api/v1/{endpoint}`. */
  baseUrl: string;
  retry: RetrySettings;
  timeoutMs?: number;
  concurrency?: number;
  fetch?: typeof fetch;
  /**
   * Once aborted, every call under way or asked later fails at once, and none is tried again: a page
   * rendered on demand lets go of the calls it no longer waits for once it is answered.
   */
  signal?: AbortSignal;
  /** Told before each retry of a call. */
  onRetry?: (endpoint: string, notice: RetryNotice) => void;
};

export type ContentTransport = {
  /** The address of an endpoint (also the key of its copy on disk). */
  urlOf(endpoint: string): string;
  /** Asks the CMS, retrying transient failures; throws CallFailedError when one remains. */
  send(call: ContentCall): Promise<TransportAnswer>;
  stats(): { requests: number; retries: number };
};

export function createTransport(options: TransportOptions): ContentTransport {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const doFetch = options.fetch ?? globalThis.fetch;
  const limit = pLimit(options.concurrency ?? DEFAULT_CONCURRENCY);
  const onRetry = options.onRetry ?? (() => {});
  let requests = 0;
  let retries = 0;
  const urlOf = (endpoint: string) => `${baseUrl}/api/v1/${endpoint.replace(/^\/+/, '')}`;

  async function attempt(call: ContentCall): Promise<TransportAnswer> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (call.validators?.etag) headers['if-none-match'] = call.validators.etag;
    if (call.validators?.lastModified) headers['if-modified-since'] = call.validators.lastModified;
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    requests += 1;
    const response = await fetchOnce(doFetch, urlOf(call.endpoint), {
      method: call.body === undefined ? 'GET' : 'POST',
      headers,
      ...(call.body === undefined ? {} : { body: call.body }),
      signal: options.signal
        ? AbortSignal.any([options.signal, AbortSignal.timeout(timeoutMs)])
        : AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 304 && call.validators) {
      await discardBody(response);
      return { kind: 'not-modified' };
    }
    if (!response.ok) {
      await discardBody(response);
      return { kind: 'failed', error: new ContentResponseError(call.endpoint, response.status) };
    }
    const text = await readWhole(() => response.text());
    return {
      kind: 'answered',
      json: parseJsonBody(text, response.status),
      text,
      validators: { etag: response.headers.get('etag'), lastModified: response.headers.get('last-modified') },
    };
  }

  return {
    urlOf,
    async send(call) {
      let attempts = 0;
      try {
        return await withRetries(
          () => {
            attempts += 1;
            return limit(() => attempt(call));
          },
          options.retry,
          (notice) => {
            retries += 1;
            onRetry(call.endpoint, notice);
          },
          options.signal,
        );
      } catch (error) {
        throw new CallFailedError(call, attempts, error);
      }
    },
    stats: () => ({ requests, retries }),
  };
}
