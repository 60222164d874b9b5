/**
 * The generic loader states of spec 4. A finished load is `loaded`, `unauthorized` (403) or
 * `failed` (with the HTTP status; a connection that keeps failing ends as 500, a response that
 * breaks the contract as 502). `loading` and `connection-error` are passed through while it runs.
 */
import type { ContentApiError } from '#src/lib/api/errors.ts';

export const STATUS_SUCCESS = 200;
export const STATUS_UNAUTHORIZED = 403;
export const STATUS_FAILED = 500;
/** A response arrived but broke the contract (zod validation): the upstream is at fault. */
export const STATUS_INVALID_RESPONSE = 502;

export type LoadState = 'unloaded' | 'loading' | 'connection-error' | 'loaded' | 'unauthorized' | 'failed';

export type Loaded<T> = { state: 'loaded'; status: typeof STATUS_SUCCESS; data: T };
export type Unauthorized = { state: 'unauthorized'; status: typeof STATUS_UNAUTHORIZED; error: ContentApiError };
export type Failed = { state: 'failed'; status: number; error: ContentApiError };

export type LoadResult<T> = Loaded<T> | Unauthorized | Failed;

/** The state a finished response with this HTTP status ends in (spec 4, generic loader). */
export function stateForStatus(status: number): 'loaded' | 'unauthorized' | 'failed' {
  if (status >= 200 && status < 300) return 'loaded';
  if (status === STATUS_UNAUTHORIZED) return 'unauthorized';
  return 'failed';
}

/** The data of a loaded result, else the error that explains why there is none. */
export function dataOrThrow<T>(result: LoadResult<T>): T {
  if (result.state === 'loaded') return result.data;
  throw result.error;
}

/** A loaded result's data transformed; other states pass through unchanged. */
export function mapLoaded<T, U>(result: LoadResult<T>, transform: (data: T) => U): LoadResult<U> {
  return result.state === 'loaded' ? { ...result, data: transform(result.data) } : result;
}
