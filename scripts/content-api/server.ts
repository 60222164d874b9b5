import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DatabaseSync } from 'node:sqlite';
import { API_ROUTES } from './api/routes.ts';
import { Editing } from './editors/editing.ts';
import { PreviewTokens } from './editors/preview-tokens.ts';
import type { WebhookRetryOptions, WebhookTarget } from './editors/webhook.ts';
import { adminRoutes } from './http/admin.ts';
import { errorReply, type ApiReply } from './http/reply.ts';
import { BadRequestError, parseJsonBody, readTextBody } from './http/request-body.ts';
import { Router, type HandlerContext, type RouteDefinition } from './http/router.ts';
import { sendBody, sendJson, sendNoContent, type Outcome } from './http/send.ts';
import { RequestStats } from './http/stats.ts';
import { createMediaService, type MediaService, type MediaServiceOptions } from './media/media-service.ts';
import type { World } from './world/types.ts';

export type ContentApiServerOptions = {
  /** The API endpoints; defaults to every endpoint of the contract (api/routes.ts). */
  routes?: readonly RouteDefinition[];
  media?: MediaServiceOptions;
  /** Where handler failures are reported (default: stderr). */
  logError?: (message: string) => void;
  /**
   * The World the database was stored from. The server keeps a copy and changes that for
   * `POST /__admin/pages/edit` and `/__admin/publish` (which answer 409 without it).
   */
  world?: World;
  /** Seconds an issued preview token is valid (a positive integer; default 3600). */
  previewTokenTtlSeconds?: number;
  /** Where to POST the signed `page.published` event (default: nowhere); also set at run time via /__admin/webhook. */
  webhook?: WebhookTarget | null;
  /** Attempts and interval of webhook deliveries under the site's retry policy (default 3 attempts, 200 ms apart). */
  webhookRetry?: WebhookRetryOptions;
  /** The clock in epoch ms for preview tokens and webhook timestamps (default Date.now; tests). */
  now?: () => number;
  /** Where the time of each store-again is reported (default: nowhere). */
  logTiming?: (message: string) => void;
};

const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

type Area = 'admin' | 'media' | 'api';

function areaOf(path: string): Area {
  if (path === '/__admin' || path.startsWith('/__admin/')) return 'admin';
  if (path === '/media' || path.startsWith('/media/')) return 'media';
  return 'api';
}

async function runRoute(
  db: DatabaseSync,
  router: Router,
  req: IncomingMessage,
  url: URL,
  context: HandlerContext,
): Promise<{ reply: ApiReply; headers?: Record<string, string> }> {
  const match = router.match(req.method ?? 'GET', url.pathname);
  if (match.kind === 'not-found') return { reply: errorReply(404, `No resource at ${url.pathname}`) };
  if (match.kind === 'method-not-allowed') {
    return {
      reply: errorReply(405, `${req.method ?? ''} is not allowed on ${url.pathname}`),
      headers: { allow: match.allow.join(', ') },
    };
  }
  const rawBody = req.method === 'POST' ? await readTextBody(req) : '';
  const body = req.method === 'POST' ? parseJsonBody(rawBody) : undefined;
  return {
    reply: await match.handler(db, match.params, url.searchParams, body, {
      ...context,
      request: { headers: req.headers, rawBody },
    }),
  };
}

async function serveMedia(media: MediaService, req: IncomingMessage, res: ServerResponse, url: URL): Promise<Outcome> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return sendJson(
      req,
      res,
      405,
      { Message: `${req.method ?? ''} is not allowed on ${url.pathname}` },
      { allow: 'GET' },
    );
  }
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return sendJson(req, res, 404, { Message: `No image at ${url.pathname}` });
  }
  const file = await media.get(path);
  if (!file) return sendJson(req, res, 404, { Message: `No image at ${url.pathname}` });
  return sendBody(
    req,
    res,
    200,
    file.body,
    { 'content-type': file.contentType, 'cache-control': IMAGE_CACHE_CONTROL },
    file.etag,
  );
}

/**
 * The content API as a node:http server over a generated dataset in `db` (not yet listening).
 * Areas: /api/v1/... (the contract), /media/... (images), /__admin/... (request counters, drafts,
 * edits, publishing, the webhook). After an edit the handlers read a fresh database the World was
 * stored into again; `db` itself is left as it is and stays the caller's to close.
 */
export function createContentApiServer(db: DatabaseSync, options: ContentApiServerOptions = {}): Server {
  const stats = new RequestStats();
  const previewTokens = new PreviewTokens({ ttlSeconds: options.previewTokenTtlSeconds, now: options.now });
  const editing = new Editing(db, {
    previewTokens,
    world: options.world,
    webhook: options.webhook,
    webhookRetry: options.webhookRetry,
    now: options.now,
    logTiming: options.logTiming,
  });
  const context: HandlerContext = { previewTokens };
  const api = new Router().addAll(options.routes ?? API_ROUTES);
  const admin = new Router().addAll(adminRoutes(stats, editing));
  // Images do not change with edits, so the media service keeps reading the first database.
  const media = createMediaService(db, { ...options.media, onDrawn: () => stats.countDrawn() });
  const logError = options.logError ?? ((message: string) => process.stderr.write(`${message}\n`));

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://content-api.invalid');
    const area = areaOf(url.pathname);
    if (area === 'media') stats.countMedia();
    if (area === 'api') stats.countRequest();
    if (req.method === 'OPTIONS') return sendNoContent(res);
    if (area === 'media') {
      await serveMedia(media, req, res, url);
      return;
    }
    const { reply, headers } = await runRoute(editing.db, area === 'admin' ? admin : api, req, url, context);
    const outcome = reply.raw
      ? sendBody(
          req,
          res,
          reply.status,
          typeof reply.raw.data === 'string' ? Buffer.from(reply.raw.data, 'utf8') : reply.raw.data,
          {
            'content-type': reply.raw.contentType,
            'cache-control': 'no-cache',
            ...headers,
          },
        )
      : sendJson(
          req,
          res,
          reply.status,
          reply.body,
          area === 'admin' ? { 'cache-control': 'no-store', ...headers } : headers,
        );
    if (area === 'api' && outcome === 'not-modified') stats.countNotModified();
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      const badRequest = error instanceof BadRequestError;
      if (!badRequest)
        logError(
          `content API: ${req.method ?? ''} ${(req.url ?? '').replace(/([?&]token=)[^&]*/g, '$1[redacted]')} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const message = badRequest
        ? error.message
        : `Internal error: ${error instanceof Error ? error.message : String(error)}`;
      sendJson(req, res, badRequest ? 400 : 500, { Message: message });
    });
  });
  server.on('connection', () => stats.countConnection());
  server.once('close', () => editing.close());
  return server;
}

export type RunningContentApi = {
  server: Server;
  /** The server root, e.g. `http://127.0.0.1:4400` (API paths are under /api/v1). */
  url: string;
  /** Stops listening, closes open connections and waits until the server is closed. */
  stop: () => Promise<void>;
};

export type StartOptions = ContentApiServerOptions & {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
};

export function serverUrl(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** Creates the server and starts listening; resolves once it accepts connections. */
export async function startContentApiServer(db: DatabaseSync, options: StartOptions = {}): Promise<RunningContentApi> {
  const { port = 0, host = '127.0.0.1', ...serverOptions } = options;
  const server = createContentApiServer(db, serverOptions);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo; // listening on host:port, so an AddressInfo (not a pipe name)
  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> =>
    (stopping ??= new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()));
      server.closeAllConnections();
    }));
  return { server, url: serverUrl(host, address.port), stop };
}
