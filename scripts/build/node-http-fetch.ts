/**
 * A `fetch` for the many small calls an incremental build asks the CMS again (calls-asked-again-worker.ts),
 * made on Node's own HTTP client: each answer is read whole on connections kept alive, and handed
 * back as a `Response`, so the content client's transport (src/lib/api/transport.ts: its time limit, its
 * "not modified", its answers kept on disk) is the same one the build uses.
 *
 * Why: the thread asks every call of the previous build again (2,744 at scale 1), most of them
 * answered "not modified", and it is on a publish's way. Asked of the embedded CMS from a fresh
 * process, 8 at a time, `fetch` took 1.9 to 2.6 s of CPU for them and this 1.35 to 1.63 s
 * (docs/benchmarks.md).
 *
 * What it does not do, by design: it follows no redirect (a 3xx is handed back as it came; for the
 * thread that is a call it could not confirm, which the build then asks itself with `fetch`), and
 * it speaks HTTP/1.1 only. It sends `fetch`'s user agent (`node`) and asks for gzip or deflate (as
 * `fetch` does over http:; over https: `fetch` also asks for brotli and zstd), and decodes those. A
 * request or answer that breaks off rejects, as `fetch` does; one stopped by its signal rejects with
 * the signal's reason.
 */
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** The statuses whose answer has no body (the Fetch standard's null body statuses). */
const NO_BODY = new Set([101, 103, 204, 205, 304]);

/** What it sends of its own: `fetch`'s user agent, and the codings it decodes. */
const DEFAULT_HEADERS: Readonly<Record<string, string>> = {
  'user-agent': 'node',
  'accept-encoding': 'gzip, deflate',
};

const gunzip = promisify(zlib.gunzip);
const inflate = promisify(zlib.inflate);
const inflateRaw = promisify(zlib.inflateRaw);

/** The codings asked for (`x-gzip` is gzip's old name); `deflate` as some servers send it too, without its zlib wrapper. */
const DECODERS: Readonly<Record<string, (body: Buffer) => Promise<Buffer>>> = {
  gzip: gunzip,
  'x-gzip': gunzip,
  deflate: (body) => inflate(body).catch(() => inflateRaw(body)),
};

/** The request headers `init` gives, as one record (the transport gives a record; a Headers or pairs also do). */
function headersOf(init: RequestInit | undefined): Record<string, string> {
  const given: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, name) => {
    given[name] = value;
  });
  return { ...DEFAULT_HEADERS, ...given };
}

/** The answer's body, decoded when it came encoded (one coding, of those `accept-encoding` asks for). */
async function decodedBody(answer: IncomingMessage, body: Buffer): Promise<Buffer> {
  const coding = String(answer.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  if (coding === '' || coding === 'identity') return body;
  const decode = DECODERS[coding];
  if (!decode) throw new TypeError(`the answer is encoded as "${coding}", which this client did not ask for`);
  return decode(body);
}

/** The answer's headers for a `Response`: its body is decoded, so its coding and length no longer apply. */
function responseHeaders(answer: IncomingMessage): Headers {
  const headers = new Headers();
  for (let at = 0; at + 1 < answer.rawHeaders.length; at += 2) {
    const name = answer.rawHeaders[at] as string;
    const lower = name.toLowerCase();
    if (lower === 'content-encoding' || lower === 'content-length') continue;
    headers.append(name, answer.rawHeaders[at + 1] as string);
  }
  return headers;
}

export type NodeHttpFetch = {
  fetch: typeof fetch;
  /** Closes the kept-alive connections. */
  close(): void;
};

export function nodeHttpFetch(
  options: {
    maxSockets?: number;
    /** The certificate authorities an https: CMS is checked against, instead of Node's (default: Node's). */
    ca?: string;
  } = {},
): NodeHttpFetch {
  const maxSockets = options.maxSockets ?? Infinity;
  const agents = {
    'http:': new http.Agent({ keepAlive: true, maxSockets }),
    'https:': new https.Agent({ keepAlive: true, maxSockets, ...(options.ca ? { ca: options.ca } : {}) }),
  };
  // Async: a bad address rejects, as with `fetch`, rather than throwing.
  const request = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    if (input instanceof Request) throw new TypeError('nodeHttpFetch takes an address, not a Request');
    const url = new URL(input);
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new TypeError(`nodeHttpFetch asks http: and https: addresses only, not ${url.protocol}`);
    if (init?.body !== undefined && init.body !== null && typeof init.body !== 'string')
      throw new TypeError('nodeHttpFetch sends a text body only');
    const signal = init?.signal ?? undefined;
    if (signal?.aborted) throw signal.reason;
    const body = init?.body ?? undefined;
    return new Promise<Response>((resolve, reject) => {
      const client = url.protocol === 'https:' ? https : http;
      const sent = client.request(url, {
        method: init?.method ?? 'GET',
        headers: {
          ...headersOf(init),
          ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
        },
        agent: agents[url.protocol as keyof typeof agents],
      });
      let settled = false;
      /** Settles once: the first of the answer, a failure, or the signal. */
      const settle = (outcome: () => Response | Promise<Response>): void => {
        if (settled) return;
        settled = true;
        signal?.removeEventListener('abort', onAbort);
        try {
          resolve(outcome());
        } catch (error) {
          reject(error);
        }
      };
      const fail = (error: unknown): void =>
        settle(() => {
          throw error;
        });
      function onAbort(): void {
        fail(signal?.reason);
        sent.destroy();
      }
      signal?.addEventListener('abort', onAbort, { once: true });
      // `on`, not `once`: a request or answer torn down after it failed may say so again; the first one counts.
      sent.on('error', (error) => fail(new TypeError('the request failed', { cause: error })));
      sent.once('response', (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('error', (error) => fail(new TypeError('the answer broke off', { cause: error })));
        answer.once('close', () => {
          if (!answer.complete) fail(new TypeError('the answer broke off'));
        });
        answer.once('end', () =>
          settle(async () => {
            const status = answer.statusCode ?? 0;
            const responseInit = { status, statusText: answer.statusMessage ?? '', headers: responseHeaders(answer) };
            if (NO_BODY.has(status)) return new Response(null, responseInit);
            let decoded: Buffer;
            try {
              decoded = await decodedBody(answer, Buffer.concat(chunks));
            } catch (error) {
              throw new TypeError('the answer could not be decoded', { cause: error });
            }
            return new Response(new Uint8Array(decoded), responseInit);
          }),
        );
      });
      sent.end(body);
    });
  };
  return {
    fetch: request as typeof fetch,
    close() {
      agents['http:'].destroy();
      agents['https:'].destroy();
    },
  };
}
