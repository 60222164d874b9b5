import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedWebhook = { headers: IncomingHttpHeaders; body: string };

export type WebhookReceiver = {
  url: string;
  received: ReceivedWebhook[];
  stop: () => Promise<void>;
};

/** A stub webhook receiver on a free port: records every POST and answers the next of `statuses` (then 200). */
export async function startWebhookReceiver(statuses: readonly number[] = []): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const queue = [...statuses];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(queue.shift() ?? 200);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** The headers Webhook.verify reads, as strings. */
export function signatureHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const pick = (name: string): string => String(headers[name] ?? '');
  return {
    'webhook-id': pick('webhook-id'),
    'webhook-timestamp': pick('webhook-timestamp'),
    'webhook-signature': pick('webhook-signature'),
  };
}
