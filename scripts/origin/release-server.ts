/**
 * A release's own server: the Astro Node adapter's request handler in `{release}/server/entry.mjs`,
 * for the release's on-demand routes (the preview, a visitor's search) and its not-found page; the
 * origin answers the release's files itself (release-static-file.ts).
 *
 * The origin runs each release's server on a thread of its own (release-server-worker.ts) and passes
 * requests to it over a local socket, so that a release it no longer serves leaves nothing behind
 * when that thread ends: an ES module cannot be unloaded, and each release's entry also adds a
 * process-wide `unhandledRejection` listener. Imported into the origin itself, every release ever
 * served stayed in memory (about 1.3 MB of heap each before it rendered a page) and the twelfth
 * publish brought Node's MaxListenersExceededWarning.
 *
 * The adapter's entry starts a server of its own when imported unless ASTRO_NODE_AUTOSTART is
 * `disabled`: the commands that serve releases are started with it (package.json: start, serve, the
 * publish and Lighthouse benchmarks), and each release's thread is given it. A new release's server
 * is smoke-tested the same way, on a thread of its own, before the release goes live (`smokeTestRelease`).
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { finished } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import pTimeout from 'p-timeout';
import { withoutOriginSecrets } from './origin-secrets.ts';

/** What the server serving a release tells its on-demand pages: the CMS it passes search on to and its preview asks. */
export type ServerLocals = { contentApiUrl?: string };

/** The locals a release's server is run with, serving (site-server.ts) or smoke-tested before it goes live: the CMS, if any. */
export function serverLocalsOf(contentApiUrl: string | null | undefined): ServerLocals {
  return contentApiUrl ? { contentApiUrl } : {};
}

/** The adapter's handler: request, response, next (none here), and the locals the pages start with. */
export type NodeHandler = (req: IncomingMessage, res: ServerResponse, next?: undefined, locals?: ServerLocals) => void;

/** Marks a request the origin passes on as a visitor's search, rendered with the release's index and frames. */
export const SERVED_SEARCH_HEADER = 'x-origin-served-search';

/** What the thread of a release's server is given. */
export type ReleaseServerWork = { releaseDir: string; socketPath: string; locals: ServerLocals };

/** What the thread tells: that it listens, or why it cannot. */
export type ReleaseServerMessage = { listening: true } | { error: string };

/**
 * Headers of one hop: not passed on between the origin and the release's server. A body's framing
 * (Content-Length, Transfer-Encoding) is set anew for the hop to the release's server (forwardedHeaders).
 */
const HOP_HEADERS: ReadonlySet<string> = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'content-length',
  'upgrade',
  'te',
  'trailer',
]);

/** How long a release's server may take to start (import its entry and listen). */
const START_TIME_LIMIT_MS = 30_000;
/**
 * How long a release's server may take to begin an answer, and how long an answer may stall: one
 * that hangs would hold its release's thread for good.
 */
const ANSWER_TIME_LIMIT_MS = 120_000;
/** A thread that ended by itself is started again this long after at the soonest (a page that kills it on every request). */
const RESTART_PAUSE_MS = 1_000;

export async function loadReleaseServer(releaseDir: string): Promise<NodeHandler> {
  const entry = (await import(pathToFileURL(path.join(releaseDir, 'server', 'entry.mjs')).href)) as {
    handler?: unknown;
  };
  if (typeof entry.handler !== 'function')
    throw new Error(`${path.join(releaseDir, 'server', 'entry.mjs')} has no request handler`);
  return entry.handler as NodeHandler;
}

export type ReleaseServer = {
  /**
   * Passes a request on to the release's server and streams its answer back; the first one starts
   * the server's thread, and so does the first after the thread ended. Rejects when the thread
   * cannot start (the next request tries again). Once closed, answers 503 (the origin serves
   * another release by then).
   */
  answer(req: IncomingMessage, res: ServerResponse, options?: { servedSearch?: boolean }): Promise<void>;
  /** Requests under way. */
  inFlight(): number;
  /** Whether the server's thread is started (and has not ended). */
  running(): boolean;
  /** Ends the thread (requests under way are cut), for good. */
  close(): Promise<void>;
};

/** A started thread: its socket, its connections, and what ends it. */
type ServerThread = { socketPath: string; agent: http.Agent; close: () => Promise<void> };

/**
 * Where a release's server listens: on Linux an abstract socket, which has no file and so leaves
 * nothing behind when the origin is stopped without closing it; elsewhere a socket in a temporary
 * folder of its own, removed when the server is closed. Any local process may connect to an
 * abstract socket, as to the origin's own port: it answers what the origin answers anyone (the
 * on-demand routes, the not-found page), and the served-search mark only chooses the release's own
 * index for a search.
 */
async function serverSocket(): Promise<{ socketPath: string; remove: () => Promise<void> }> {
  if (process.platform === 'linux')
    return { socketPath: `\0release-server-${process.pid}-${randomUUID()}`, remove: async () => {} };
  const socketDir = await mkdtemp(path.join(tmpdir(), 'release-server-'));
  return {
    socketPath: path.join(socketDir, 'server.sock'),
    remove: () => rm(socketDir, { recursive: true, force: true }),
  };
}

/**
 * Starts the release's server on its thread; resolves once it listens, rejects when it cannot start
 * (or not within START_TIME_LIMIT_MS). `onEnd`: told, with its exit code, when a started thread ends
 * by itself (its code threw, or exited).
 */
async function startServerThread(
  releaseDir: string,
  locals: ServerLocals,
  onEnd: (code: number) => void,
): Promise<ServerThread> {
  const { socketPath, remove } = await serverSocket();
  const release = path.basename(releaseDir);
  const worker = new Worker(new URL('./release-server-worker.ts', import.meta.url), {
    workerData: { releaseDir, socketPath, locals } satisfies ReleaseServerWork,
    // The thread's `process.env`: without the origin's secrets (the process's own environment, which
    // the thread shares, still holds them), and the adapter's entry must not start a server of its own.
    env: { ...withoutOriginSecrets(process.env), ASTRO_NODE_AUTOSTART: 'disabled' },
  });
  // A release's server does not keep the process alive (the origin's own server does, while it runs).
  worker.unref();
  let started = false;
  /** Set when the origin ends the thread itself: no news then. */
  let closing = false;
  const agent = new http.Agent({ keepAlive: true });
  worker.once('exit', (code) => {
    agent.destroy();
    if (!started || closing) return;
    void remove();
    onEnd(code);
  });
  try {
    await new Promise<void>((resolve, reject) => {
      const limit = setTimeout(
        () =>
          reject(new Error(`the server of release ${release} did not start within ${START_TIME_LIMIT_MS / 1000} s`)),
        START_TIME_LIMIT_MS,
      );
      const settle = (error?: Error): void => {
        clearTimeout(limit);
        if (error) reject(error);
        else resolve();
      };
      worker.once('message', (message: ReleaseServerMessage) =>
        settle('error' in message ? new Error(message.error) : undefined),
      );
      worker.once('error', settle);
      worker.once('exit', (code) =>
        settle(new Error(`the server of release ${release} stopped while starting (exit code ${code})`)),
      );
    });
  } catch (error) {
    await worker.terminate();
    await remove();
    throw error;
  }
  started = true;
  worker.on('error', (error) => console.error(`[origin] the server of release ${release}: ${error.message}`));
  return {
    socketPath,
    agent,
    close: async () => {
      closing = true;
      agent.destroy();
      await worker.terminate();
      await remove();
    },
  };
}

/** Whether a request comes with a body (framed by its length or in chunks). */
function hasBody(req: IncomingMessage): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

/**
 * The headers a request is passed on with: not those of its own hop (fixed ones, and those its
 * Connection header names), not a served-search mark it came with (only the origin sets it), and its
 * body framed for the next hop, so that a body never runs into the next request on the connection.
 */
function forwardedHeaders(req: IncomingMessage, servedSearch: boolean): http.OutgoingHttpHeaders {
  const named = new Set(
    String(req.headers.connection ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_HEADERS.has(name) || named.has(name) || name === SERVED_SEARCH_HEADER) continue;
    headers[name] = value;
  }
  // Node's client sends a body in chunks when the coding it is given ends with `chunked`.
  if (req.headers['transfer-encoding'] !== undefined) headers['transfer-encoding'] = req.headers['transfer-encoding'];
  else if (hasBody(req)) headers['content-length'] = req.headers['content-length'];
  if (servedSearch) headers[SERVED_SEARCH_HEADER] = '1';
  return headers;
}

/**
 * Streams one request to the thread's socket and its answer back; settles once the answer is sent,
 * or the visitor left (their connection closed, which also ends an answer still queued behind
 * another on it), or no answer began within ANSWER_TIME_LIMIT_MS (504), or the answer stalled for
 * as long. The release's server then lets go of it too.
 */
function passOn(thread: ServerThread, req: IncomingMessage, res: ServerResponse, servedSearch: boolean): Promise<void> {
  return new Promise<void>((resolve) => {
    const connection = req.socket;
    // The visitor left while the request waited (for the thread to start, for a file that was not there).
    if (res.destroyed || res.writableEnded || connection.destroyed) {
      req.resume();
      resolve();
      return;
    }
    let settled = false;
    const passed = http.request(
      {
        socketPath: thread.socketPath,
        agent: thread.agent,
        method: req.method,
        path: req.url ?? '/',
        headers: forwardedHeaders(req, servedSearch),
      },
      (answer) => {
        clearTimeout(limit);
        for (const [name, value] of Object.entries(answer.headers)) {
          if (!HOP_HEADERS.has(name) && value !== undefined) res.setHeader(name, value);
        }
        if (answer.headers['content-length'] !== undefined)
          res.setHeader('content-length', answer.headers['content-length']);
        res.writeHead(answer.statusCode ?? 502);
        answer.pipe(res);
        answer.once('error', (error) => res.destroy(error));
      },
    );
    passed.setTimeout(ANSWER_TIME_LIMIT_MS, () =>
      passed.destroy(new Error(`the answer stalled for ${ANSWER_TIME_LIMIT_MS / 1000} s`)),
    );
    const limit = setTimeout(() => {
      if (!res.headersSent) {
        res.writeHead(504, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(`The release's server did not answer within ${ANSWER_TIME_LIMIT_MS / 1000} s.\n`);
      }
      settle();
    }, ANSWER_TIME_LIMIT_MS);
    passed.once('error', (error) => {
      if (!res.headersSent) {
        res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(`The release's server did not answer (${error.message}).\n`);
      } else res.destroy(error);
    });
    function settle(): void {
      if (settled) return;
      settled = true;
      clearTimeout(limit);
      connection.off('close', settle);
      if (!res.writableFinished) passed.destroy();
      resolve();
    }
    finished(res, settle);
    connection.once('close', settle);
    if (hasBody(req)) req.pipe(passed);
    else {
      req.resume();
      passed.end();
    }
  });
}

/** What a release's server is asked before the release goes live, and the answer each must get. */
const SMOKE_REQUESTS: ReadonlyArray<{ path: string; status: number }> = [
  { path: '/', status: 200 },
  // The on-demand route runs, and refuses without asking the CMS for a draft.
  { path: '/preview/release-check', status: 401 },
];
/** How long each of those requests may take. */
const SMOKE_ANSWER_LIMIT_MS = 30_000;

/** The status the thread's server answers a GET of `requestPath` with (the answer is read whole). */
function statusOf(thread: ServerThread, requestPath: string, signal: AbortSignal): Promise<number> {
  return new Promise((resolve, reject) => {
    const asked = http.request(
      { socketPath: thread.socketPath, agent: thread.agent, method: 'GET', path: requestPath, signal },
      (answer) => {
        answer.resume();
        answer.once('end', () => resolve(answer.statusCode ?? 0));
        answer.once('error', reject);
      },
    );
    asked.once('error', reject);
    asked.end();
  });
}

/** The first line of an error's message: a thread that could not load its server tells its whole stack. */
function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}

/**
 * Does a release's server work? Run before the release goes live, on the release's server started as
 * the origin runs it once it is live (a thread of its own with the origin's environment, on a local
 * socket, with the locals the origin serves with): the home page must answer 200, and a preview
 * without a token 401. The problems found, one line each; none when it works. The thread is ended
 * after, also when `signal` stops the test first.
 */
export async function smokeTestRelease(
  releaseDir: string,
  options: { locals: ServerLocals; signal?: AbortSignal },
): Promise<string[]> {
  const starting = startServerThread(releaseDir, options.locals, () => {});
  let thread: ServerThread;
  try {
    // Its start has its own time limit (START_TIME_LIMIT_MS); here only the publish's stop signal.
    thread = await pTimeout(starting, { milliseconds: Number.POSITIVE_INFINITY, signal: options.signal });
  } catch (error) {
    // Stopped while it started: the thread goes once it has.
    starting.then((started) => started.close()).catch(() => {});
    return [
      options.signal?.aborted
        ? `the test of its server was stopped: ${firstLine(error)}`
        : `its server could not be loaded: ${firstLine(error)}`,
    ];
  }
  const problems: string[] = [];
  try {
    for (const expected of SMOKE_REQUESTS) {
      const timeLimit = AbortSignal.timeout(SMOKE_ANSWER_LIMIT_MS);
      try {
        const status = await statusOf(
          thread,
          expected.path,
          options.signal ? AbortSignal.any([options.signal, timeLimit]) : timeLimit,
        );
        if (status !== expected.status)
          problems.push(`its server answered ${expected.path} with ${status}, not ${expected.status}`);
      } catch (error) {
        problems.push(
          timeLimit.aborted
            ? `its server did not answer ${expected.path} within ${SMOKE_ANSWER_LIMIT_MS / 1000} s`
            : options.signal?.aborted
              ? `the test of its server was stopped: ${firstLine(options.signal.reason)}`
              : `its server did not answer ${expected.path}: ${firstLine(error)}`,
        );
        break;
      }
    }
  } finally {
    await thread.close();
  }
  return problems;
}

/** The server of one release; its thread starts with the first request that needs it. */
export function releaseServer(releaseDir: string, locals: ServerLocals): ReleaseServer {
  let thread: Promise<ServerThread> | null = null;
  let closed = false;
  let underWay = 0;
  /** When a thread last ended by itself: the next one starts RESTART_PAUSE_MS after it at the soonest. */
  let lastEnded = 0;
  const started = (): Promise<ServerThread> => {
    if (!thread) {
      const pause = Math.max(0, lastEnded + RESTART_PAUSE_MS - Date.now());
      const starting: Promise<ServerThread> = delay(pause).then(() =>
        startServerThread(releaseDir, locals, (code) => {
          console.error(
            `[origin] the server of release ${path.basename(releaseDir)} stopped (exit code ${code}); the next request starts it again`,
          );
          lastEnded = Date.now();
          if (thread === starting) thread = null;
        }),
      );
      thread = starting;
      starting.catch(() => {
        if (thread === starting) thread = null;
      });
    }
    return thread;
  };
  return {
    async answer(req, res, options = {}) {
      if (closed) {
        res.writeHead(503, {
          'content-type': 'text/plain; charset=utf-8',
          'retry-after': '1',
          'cache-control': 'no-store',
        });
        res.end('Another release is being served; try again.\n');
        return;
      }
      underWay += 1;
      try {
        await passOn(await started(), req, res, options.servedSearch ?? false);
      } finally {
        underWay -= 1;
      }
    },
    inFlight: () => underWay,
    running: () => thread !== null,
    async close() {
      closed = true;
      const closing = thread;
      thread = null;
      const running = await closing?.catch(() => null);
      await running?.close();
    },
  };
}
