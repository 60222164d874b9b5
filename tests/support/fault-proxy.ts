/**
 * A fault-injection HTTP proxy in front of a CMS (the embedded content API in tests): it forwards
 * every request to the target and, for a share of the requests to `/api/v1/*` and `/media/*`,
 * injects one of the failures a real CMS shows (DESIGN.md "Never partial"):
 *
 * - `5xx`: answers 500, 502 or 503 without asking the target;
 * - `reset`: resets the connection before answering;
 * - `reset-mid-body`: sends the target's status, headers and half of its body, then resets;
 * - `hang`: never answers (the client's timeout must fire);
 * - `truncated-json`: a 200 whose JSON body is cut short, with consistent framing (a content-length
 *   that matches the shorter body), so only parsing can tell. For an answer that is not JSON (an
 *   image) it is a `reset-mid-body` instead: a cut image with consistent framing cannot be told
 *   from a whole one.
 *
 * Which request fails, and how, is decided by a seeded hash of the method, the address and how
 * many times this proxy has seen that address: reproducible whatever order concurrent requests
 * arrive in. The rate can be changed at run time (`setRate`), and `failAlways(path)` makes every
 * request to one path fail, whatever the rate (for the next test: "this call is down for good").
 *
 * Standalone, for trying a build through faults:
 *   node tests/support/fault-proxy.ts --target http://127.0.0.1:4400 [--rate 0.2] [--seed 1] [--port 4500]
 * [--fail-always /api/v1/PATH]
 */
import { createHash } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';

export const FAULTS = ['5xx', 'reset', 'reset-mid-body', 'hang', 'truncated-json'] as const;
export type Fault = (typeof FAULTS)[number];

export type FaultProxyOptions = {
  /** Where requests are forwarded: the CMS root. */
  target: string;
  /** The share of requests (0 to 1) that fail; 0 by default. */
  rate?: number;
  /** The seed of the decisions; 1 by default. */
  seed?: number;
  /** The faults to choose from (all by default). */
  faults?: readonly Fault[];
  /** The port to listen on (0, the default: a free one). */
  port?: number;
};

export type FaultProxyStats = { requests: number; forwarded: number; injected: Record<Fault, number> };

export type FaultProxy = {
  url: string;
  setRate(rate: number): void;
  /**
   * Every request whose path is `path` (without its query) fails with `fault`, whatever the rate; null clears the rule.
   */
  failAlways(path: string | null, fault?: Fault): void;
  /** Forgets the counts (so the same builds see the same faults again) and the statistics. */
  reset(): void;
  stats(): FaultProxyStats;
  close(): Promise<void>;
};

const FAULT_PATHS = /^\/(api\/v1|media)\//;
const STATUSES = [500, 502, 503] as const;
/** Headers that belong to one connection, not to the answer. */
const HOP_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'host',
  'upgrade',
  'proxy-connection',
]);

type Upstream = { status: number; headers: http.OutgoingHttpHeaders; body: Buffer };

/** Three numbers in [0, 1) from a hash of the seed and what identifies one request. */
function draw(seed: number, key: string): [number, number, number] {
  const digest = createHash('sha256').update(`${seed}\u0000${key}`).digest();
  return [digest.readUInt32BE(0) / 2 ** 32, digest.readUInt32BE(4) / 2 ** 32, digest.readUInt32BE(8) / 2 ** 32];
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function forward(target: URL, req: IncomingMessage, body: Buffer): Promise<Upstream> {
  return new Promise((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers))
      if (!HOP_HEADERS.has(name) && value !== undefined) headers[name] = value;
    if (body.length > 0) headers['content-length'] = body.length;
    const upstream = http.request(
      {
        protocol: target.protocol,
        hostname: target.hostname,
        port: target.port,
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const answerHeaders: http.OutgoingHttpHeaders = {};
          for (const [name, value] of Object.entries(response.headers))
            if (!HOP_HEADERS.has(name) && value !== undefined) answerHeaders[name] = value;
          resolve({ status: response.statusCode ?? 502, headers: answerHeaders, body: Buffer.concat(chunks) });
        });
        response.on('error', reject);
      },
    );
    upstream.on('error', reject);
    upstream.end(body);
  });
}

function isJson(upstream: Upstream): boolean {
  return /json/i.test(String(upstream.headers['content-type'] ?? ''));
}

export async function startFaultProxy(options: FaultProxyOptions): Promise<FaultProxy> {
  const target = new URL(options.target);
  const seed = options.seed ?? 1;
  const faults = options.faults ?? FAULTS;
  let rate = options.rate ?? 0;
  let rule: { path: string; fault: Fault } | null = null;
  const seen = new Map<string, number>();
  const emptyStats = (): FaultProxyStats => ({
    requests: 0,
    forwarded: 0,
    injected: { '5xx': 0, reset: 0, 'reset-mid-body': 0, hang: 0, 'truncated-json': 0 },
  });
  let stats = emptyStats();

  /** The fault for this request, if any, and the 5xx status it would answer. */
  function faultFor(req: IncomingMessage): { fault: Fault | null; status: number } {
    const url = req.url ?? '/';
    const path = url.split('?')[0] ?? '/';
    if (!FAULT_PATHS.test(path)) return { fault: null, status: 503 };
    const key = `${req.method ?? 'GET'} ${url}`;
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    const [fails, which, pick] = draw(seed, `${key}\u0000${count}`);
    const status = STATUSES[Math.floor(pick * STATUSES.length)] ?? 503;
    if (rule && rule.path === path) return { fault: rule.fault, status };
    if (fails >= rate || faults.length === 0) return { fault: null, status };
    return { fault: faults[Math.floor(which * faults.length)] ?? null, status };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    stats.requests += 1;
    const body = await readBody(req);
    const { fault, status } = faultFor(req);
    if (fault) stats.injected[fault] += 1;
    if (fault === '5xx') {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ Message: `injected ${status}` }));
      return;
    }
    if (fault === 'reset') {
      req.socket.resetAndDestroy();
      return;
    }
    if (fault === 'hang') return;
    stats.forwarded += 1;
    const upstream = await forward(target, req, body);
    const cutShort =
      fault === 'truncated-json' && isJson(upstream) && upstream.status === 200 && upstream.body.length > 1
        ? 'truncate'
        : fault
          ? 'reset'
          : null;
    if (cutShort === 'truncate') {
      const part = upstream.body.subarray(0, Math.floor(upstream.body.length / 2));
      res.writeHead(upstream.status, { ...upstream.headers, 'content-length': part.length });
      res.end(part);
      return;
    }
    if (cutShort === 'reset') {
      if (upstream.body.length < 2) {
        req.socket.resetAndDestroy();
        return;
      }
      res.writeHead(upstream.status, { ...upstream.headers, 'content-length': upstream.body.length });
      // Half the body, then a reset once it is on its way.
      res.write(upstream.body.subarray(0, Math.floor(upstream.body.length / 2)), () =>
        setTimeout(() => req.socket.resetAndDestroy(), 5),
      );
      return;
    }
    res.writeHead(upstream.status, { ...upstream.headers, 'content-length': upstream.body.length });
    res.end(upstream.body);
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) res.destroy();
      else {
        res.writeHead(502, { 'content-type': 'text/plain' });
        res.end(`fault proxy: the target did not answer (${error instanceof Error ? error.message : String(error)})`);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setRate(next) {
      if (!(next >= 0 && next <= 1)) throw new Error(`the fault rate must be between 0 and 1, not ${next}`);
      rate = next;
    },
    failAlways(path, fault = '5xx') {
      rule = path === null ? null : { path, fault };
    },
    reset() {
      seen.clear();
      stats = emptyStats();
    },
    stats: () => structuredClone(stats),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      target: { type: 'string' },
      rate: { type: 'string' },
      seed: { type: 'string' },
      port: { type: 'string' },
      'fail-always': { type: 'string' },
    },
  });
  if (!values.target) {
    console.error(
      'usage: node tests/support/fault-proxy.ts --target URL [--rate 0.2] [--seed 1] [--port N] [--fail-always /api/v1/PATH]',
    );
    process.exit(2);
  }
  const proxy = await startFaultProxy({
    target: values.target,
    rate: Number(values.rate ?? 0.2),
    seed: Number(values.seed ?? 1),
    port: Number(values.port ?? 0),
  });
  if (values['fail-always']) proxy.failAlways(values['fail-always']);
  console.log(
    `Fault proxy at ${proxy.url} -> ${values.target}, ${Number(values.rate ?? 0.2) * 100}% of /api/v1 and /media requests fail`,
  );
  const stop = () => {
    console.log(JSON.stringify(proxy.stats()));
    void proxy.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
