/**
 * One HTTP request of the content transport (transport.ts) to the CMS, and its answer. By default
 * it goes through undici's `request` on a pool of keep-alive connections of its own: an incremental
 * build asks every call of the build before again ("has this changed?", mostly answered 304), and
 * `request` takes about half the CPU of `fetch` for such a call (docs/benchmarks.md). Like `fetch`, it
 * follows redirects and asks for, and unpacks, compressed answers. A given `fetch` (tests, callers
 * that route the calls) is used as it is.
 */
import { Agent, interceptors, request, type Dispatcher } from 'undici';
import { discardBody } from '#src/lib/api/retry-policy.ts';

/** What the transport asks: a GET, or a POST of a JSON body; the signal ends it (the time limit, or the caller). */
export type CmsRequest = {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  signal: AbortSignal;
};

/** What came back: the status and headers, and the body, read whole or let go. */
export type CmsAnswer = {
  status: number;
  /** A header's value (the first, when it came more than once), or null. */
  header(name: string): string | null;
  /** The body as text; throws when the answer breaks off in the middle. */
  text(): Promise<string>;
  /** Lets go of a body that is not read; a connection that breaks meanwhile does not matter. */
  discard(): Promise<void>;
};

/** Sends one request to `url`; throws when no answer comes (refused, reset, timed out, aborted). */
export type SendToCms = (url: string, request: CmsRequest) => Promise<CmsAnswer>;

/** As many redirects as `fetch` follows. */
const MAX_REDIRECTIONS = 20;

/** The encodings asked for, as `fetch` asks for them. */
const ACCEPTED_ENCODINGS = 'gzip, deflate, br';

/** Sends through `fetch`. */
export function sendWithFetch(doFetch: typeof fetch): SendToCms {
  return async (url, { method, headers, body, signal }) => {
    const response = await doFetch(url, { method, headers, ...(body === undefined ? {} : { body }), signal });
    return {
      status: response.status,
      header: (name) => response.headers.get(name),
      text: () => response.text(),
      discard: () => discardBody(response),
    };
  };
}

/**
 * Sends through undici's `request` on keep-alive connections of their own, at most `connections` to
 * the CMS at once. Idle connections do not keep the process alive.
 */
export function sendWithUndici(connections: number): SendToCms {
  const dispatcher: Dispatcher = new Agent({ connections }).compose(
    interceptors.redirect({ maxRedirections: MAX_REDIRECTIONS }),
    interceptors.decompress(),
  );
  return async (url, { method, headers, body, signal }) => {
    const answer = await request(url, {
      dispatcher,
      method,
      headers: { 'accept-encoding': ACCEPTED_ENCODINGS, ...headers },
      ...(body === undefined ? {} : { body }),
      signal,
    });
    return {
      status: answer.statusCode,
      header: (name) => {
        const value = answer.headers[name.toLowerCase()];
        return (Array.isArray(value) ? value[0] : value) ?? null;
      },
      text: () => answer.body.text(),
      discard: async () => {
        await answer.body.dump().catch(() => {});
      },
    };
  };
}
