/**
 * The thread of calls-asked-again.ts: once begun (BEGIN_MESSAGE), asks each call once with a content client of its own (the
 * build's disk cache, no retries), keeping what the CMS confirms or answers anew without reading any
 * stored copy (ContentClient.confirmCurrent: it is the build that reads them), and answers
 * how many it asked and how many it could not confirm. Problems are not reported here: the build
 * asks an unconfirmed call itself and reports what it finds.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createContentClient } from '#src/lib/api/content-client.ts';
import { BEGIN_MESSAGE, type CallsAsked, type CallsToAsk } from './calls-asked-again.ts';
import { nodeHttpFetch } from './node-http-fetch.ts';

if (!parentPort) throw new Error('calls-asked-again-worker.ts runs as a worker thread (callsThread)');
const port = parentPort;
const { client: options, keys } = workerData as CallsToAsk;
const http = nodeHttpFetch();
const client = createContentClient({
  ...options,
  fetch: http.fetch,
  // The disk cache's warnings (a cache that cannot be written) go to the build's output.
  log: (message) => console.warn(message),
});
// Started ahead, it asks once begun.
await new Promise<void>((resolve) => {
  const begin = (message: unknown) => {
    if (message !== BEGIN_MESSAGE) return;
    port.off('message', begin);
    resolve();
  };
  port.on('message', begin);
});
const confirmed = await Promise.all(keys.map((key) => client.confirmCurrent(key)));
const unconfirmed = confirmed.filter((current) => !current).length;
// What the CMS confirmed is on disk before the build's pages read it.
await client.written();
http.close();
port.postMessage({ asked: keys.length, unconfirmed } satisfies CallsAsked);
