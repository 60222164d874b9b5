/**
 * The one retry policy for what the site asks of the CMS: its content calls (the content client)
 * and its images (the media mirror). It says which failures are worth trying again, how often and
 * how long to wait in between (DESIGN.md "Never partial": a build fails only on a failure that
 * stays). Transient are:
 * - an answer 5xx, 408 Request Timeout or 429 Too Many Requests (its Retry-After is honoured, up
 *   to RETRY_AFTER_LIMIT_MS);
 * - no answer: a connection refused or reset, a timeout;
 * - an answer that broke off in the middle of its body;
 * - for a JSON call, a 2xx body that is not valid JSON (cut short).
 * Anything else (another 4xx, a bug) is final at once. The retries and the interval come from the
 * configuration (CONTENT_API_RETRIES, CONTENT_API_RETRY_INTERVAL_MS); the loop is p-retry's.
 */
import pRetry from 'p-retry';

/** How often a transient failure is tried again, and how long apart (the build's: config `retry`). */
export type RetrySettings = { maxRetries: number; retryIntervalMs: number };

/** The generic loader's defaults: at most 10 retries, 10 seconds apart. */
export const DEFAULT_MAX_RETRIES = 10;
export const DEFAULT_RETRY_INTERVAL_MS = 10_000;
export const DEFAULT_RETRY_SETTINGS: RetrySettings = {
  maxRetries: DEFAULT_MAX_RETRIES,
  retryIntervalMs: DEFAULT_RETRY_INTERVAL_MS,
};

/** The longest wait a Retry-After gets: a CMS that asks for more still gets its retries, a minute apart. */
export const RETRY_AFTER_LIMIT_MS = 60_000;

/** A failure worth trying again; `status` is the HTTP status of a transient answer, null when no whole answer came. */
export class TransientFailure extends Error {
  readonly status: number | null;
  /** How long the answer's Retry-After asked to wait, or null when it gave none. */
  readonly retryAfterMs: number | null;

  constructor(message: string, options: { status?: number; retryAfterMs?: number | null; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'TransientFailure';
    this.status = options.status ?? null;
    this.retryAfterMs = options.retryAfterMs ?? null;
  }
}

/** 5xx, 408 Request Timeout and 429 Too Many Requests say: try again later. */
export function isTransientStatus(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

/** A Retry-After header in ms from `now`: delta-seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | null {
  if (value === null || !value.trim()) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** The transient failure an answer is (with its Retry-After), or null when it is an answer to keep. */
export function transientAnswer(response: Response, now: number = Date.now()): TransientFailure | null {
  if (!isTransientStatus(response.status)) return null;
  return new TransientFailure(`answered ${response.status}`, {
    status: response.status,
    retryAfterMs: parseRetryAfter(response.headers.get('retry-after'), now),
  });
}

/** Why fetch or reading a body failed, for people: the error and its code, or "timed out". */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError') return 'timed out';
  const code = (error as { cause?: { code?: unknown } }).cause?.code;
  return `${error.message}${typeof code === 'string' ? ` (${code})` : ''}`;
}

/** fetch threw: the connection was refused or reset, or the time ran out before an answer. */
export function noAnswer(error: unknown): TransientFailure {
  return new TransientFailure(`no answer: ${reasonOf(error)}`, { cause: error });
}

/** Reading the body threw: the answer broke off (a reset or the timeout in the middle of it). */
export function brokenOff(error: unknown): TransientFailure {
  return new TransientFailure(`the answer broke off: ${reasonOf(error)}`, { cause: error });
}

/** The body of a 2xx JSON answer, parsed; one that is not valid JSON was cut short and is transient. */
export function parseJsonBody(text: string, status: number): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new TransientFailure(
      `answered ${status} with a body that is not valid JSON (${text.length} characters; cut short?)`,
      { cause: error },
    );
  }
}

/** Lets go of a body that is not read; a connection that breaks meanwhile does not matter. */
export async function discardBody(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => {});
}

/**
 * One request under the policy: the response, or a TransientFailure for no answer or a transient
 * status (whose body is let go). Other statuses are the caller's to judge.
 */
export async function fetchOnce(doFetch: typeof fetch, url: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await doFetch(url, init);
  } catch (error) {
    throw noAnswer(error);
  }
  const transient = transientAnswer(response);
  if (transient) {
    await discardBody(response);
    throw transient;
  }
  return response;
}

/** Reads a body whole; a break in the middle is transient. */
export async function readWhole<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw brokenOff(error);
  }
}

/** How long to wait before trying again: the interval, or the answer's Retry-After when longer (up to the limit). */
export function delayBeforeRetry(failure: TransientFailure, settings: RetrySettings): number {
  if (failure.retryAfterMs === null) return settings.retryIntervalMs;
  return Math.max(settings.retryIntervalMs, Math.min(failure.retryAfterMs, RETRY_AFTER_LIMIT_MS));
}

/** Told before each retry: what failed, which retry comes, of how many, and after how long. */
export type RetryNotice = { failure: TransientFailure; retry: number; retries: number; delayMs: number };

/** Waits `ms`, or less once `signal` is aborted. */
function waitUnlessAborted(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

/**
 * Runs `attempt` until it succeeds, fails with something that is not transient, or has been tried
 * `maxRetries` times more; the error that remains is thrown (a TransientFailure when the retries
 * ran out). p-retry waits the interval; a longer Retry-After is waited for on top of it.
 */
export async function withRetries<T>(
  attempt: (attemptNumber: number) => Promise<T>,
  settings: RetrySettings,
  onRetry: (notice: RetryNotice) => void = () => {},
  /** Once aborted, no attempt is tried again (the one under way fails with the same signal). */
  signal?: AbortSignal,
): Promise<T> {
  return pRetry(attempt, {
    ...(signal ? { signal } : {}),
    retries: settings.maxRetries,
    minTimeout: settings.retryIntervalMs,
    factor: 1,
    randomize: false,
    shouldRetry: ({ error }) => error instanceof TransientFailure,
    onFailedAttempt: async ({ error, attemptNumber, retriesLeft, retryDelay }) => {
      if (!(error instanceof TransientFailure) || retriesLeft === 0) return;
      const delayMs = delayBeforeRetry(error, settings);
      onRetry({ failure: error, retry: attemptNumber, retries: settings.maxRetries, delayMs });
      // A longer Retry-After wait ends early once the signal is aborted (p-retry then stops).
      if (delayMs > retryDelay) await waitUnlessAborted(delayMs - retryDelay, signal);
    },
  });
}
