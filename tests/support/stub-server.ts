import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StubHandler = (req: IncomingMessage, res: ServerResponse, hit: number) => void;

/**
 * A local HTTP server for client tests: routes by path, counts hits per path and the most requests
 * in flight at once.
 */
export async function startStubServer(routes: Record<string, StubHandler>, options: { delayMs?: number } = {}) {
  const hits = new Map<string, number>();
  let inFlight = 0;
  let maxInFlight = 0;
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const hit = (hits.get(path) ?? 0) + 1;
    hits.set(path, hit);
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    res.on('close', () => {
      inFlight -= 1;
    });
    const handler = routes[path];
    const run = () => {
      if (!handler) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end('{"Message":"not found"}');
        return;
      }
      handler(req, res, hit);
    };
    if (options.delayMs) setTimeout(run, options.delayMs);
    else run();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits: (path: string) => hits.get(path) ?? 0,
    maxInFlight: () => maxInFlight,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** A port nothing listens on. */
export async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
