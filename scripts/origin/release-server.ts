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
 * publish and Lighthouse benchmarks; the origin gives it to its smoke test's process).
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { withoutOriginSecrets } from './origin-secrets.ts';

/** What the server serving a release tells its on-demand pages: the CMS it passes search on to and its preview asks. */
export type ServerLocals = { contentApiUrl?: string };

/** The adapter's handler: request, response, next (none here), and the locals the pages start with. */
export type NodeHandler = (req: IncomingMessage, res: ServerResponse, next?: undefined, locals?: ServerLocals) => void;

/** Marks a request the origin passes on as a visitor's search, rendered with the release's index and frames. */
export const SERVED_SEARCH_HEADER = 'x-origin-served-search';

/** What the thread of a release's server is given. */
export type ReleaseServerWork = { releaseDir: string; socketPath: string; locals: ServerLocals };

/** What the thread tells: that it listens, or why it cannot. */
export type ReleaseServerMessage = { listening: true } | { error: string };

/** Headers of one hop: not passed on between the origin and the release's server. */
const HOP_HEADERS: ReadonlySet<string> = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

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
   * the server's thread. Rejects when the thread cannot start (the next request tries again).
   */
  answer(req: IncomingMessage, res: ServerResponse, options?: { servedSearch?: boolean }): Promise<void>;
  /** Requests under way. */
  inFlight(): number;
  /** Whether the server's thread has been started (and not closed). */
  running(): boolean;
  /** Ends the thread (requests under way are cut); a later request starts it again. */
  close(): Promise<void>;
};

/** A started thread: its socket and what ends it. */
type ServerThread = { socketPath: string; ended: () => Error | null; close: () => Promise<void> };

/**
 * Where a release's server listens: on Linux an abstract socket, which has no file and so leaves
 * nothing behind when the origin is stopped without closing it; elsewhere a socket in a temporary
 * folder of its own, removed when the server is closed.
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

/** Starts the release's server on its thread; resolves once it listens, rejects when it cannot start. */
async function startServerThread(releaseDir: string, locals: ServerLocals): Promise<ServerThread> {
  const { socketPath, remove } = await serverSocket();
  const worker = new Worker(new URL('./release-server-worker.ts', import.meta.url), {
    workerData: { releaseDir, socketPath, locals } satisfies ReleaseServerWork,
    // The release's pages read their settings from the environment; the origin's secrets are not theirs.
    env: withoutOriginSecrets(process.env),
  });
  // A release's server does not keep the process alive (the origin's own server does, while it runs).
  worker.unref();
  let ended: Error | null = null;
  worker.once('exit', (code) => {
    ended = new Error(`the server of release ${path.basename(releaseDir)} stopped (exit code ${code})`);
  });
  try {
    await new Promise<void>((resolve, reject) => {
      worker.once('message', (message: ReleaseServerMessage) =>
        'error' in message ? reject(new Error(message.error)) : resolve(),
      );
      worker.once('error', reject);
      worker.once('exit', (code) =>
        reject(new Error(`the release's server stopped while starting (exit code ${code})`)),
      );
    });
  } catch (error) {
    await worker.terminate();
    await remove();
    throw error;
  }
  worker.on('error', (error) =>
    console.error(`[origin] the server of release ${path.basename(releaseDir)}: ${error.message}`),
  );
  return {
    socketPath,
    ended: () => ended,
    close: async () => {
      await worker.terminate();
      await remove();
    },
  };
}

/** Streams one request to the thread's socket and its answer back. */
function passOn(
  thread: ServerThread,
  agent: http.Agent,
  req: IncomingMessage,
  res: ServerResponse,
  servedSearch: boolean,
): Promise<void> {
  return new Promise<void>((resolve) => {
    const ended = thread.ended();
    if (ended) {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`${ended.message}\n`);
      resolve();
      return;
    }
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!HOP_HEADERS.has(name) && name !== SERVED_SEARCH_HEADER && value !== undefined) headers[name] = value;
    }
    if (servedSearch) headers[SERVED_SEARCH_HEADER] = '1';
    const passed = http.request(
      { socketPath: thread.socketPath, agent, method: req.method, path: req.url ?? '/', headers },
      (answer) => {
        for (const [name, value] of Object.entries(answer.headers)) {
          if (!HOP_HEADERS.has(name) && value !== undefined) res.setHeader(name, value);
        }
        res.writeHead(answer.statusCode ?? 502);
        answer.pipe(res);
        answer.once('error', (error) => res.destroy(error));
      },
    );
    passed.once('error', (error) => {
      if (!res.headersSent) {
        res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
        res.end("The release's server did not answer.\n");
      } else res.destroy(error);
    });
    // Answered, or the visitor left first (then the release's server lets go of it too).
    res.once('close', () => {
      if (!res.writableFinished) passed.destroy();
      resolve();
    });
    req.pipe(passed);
  });
}

/** The server of one release; its thread starts with the first request that needs it. */
export function releaseServer(releaseDir: string, locals: ServerLocals): ReleaseServer {
  let thread: Promise<ServerThread> | null = null;
  let agent = new http.Agent({ keepAlive: true });
  let underWay = 0;
  const started = (): Promise<ServerThread> => {
    if (!thread) {
      const starting = startServerThread(releaseDir, locals);
      thread = starting;
      starting.catch(() => {
        if (thread === starting) thread = null;
      });
    }
    return thread;
  };
  return {
    async answer(req, res, options = {}) {
      underWay += 1;
      try {
        await passOn(await started(), agent, req, res, options.servedSearch ?? false);
      } finally {
        underWay -= 1;
      }
    },
    inFlight: () => underWay,
    running: () => thread !== null,
    async close() {
      const closing = thread;
      thread = null;
      agent.destroy();
      agent = new http.Agent({ keepAlive: true });
      const running = await closing?.catch(() => null);
      await running?.close();
    },
  };
}
