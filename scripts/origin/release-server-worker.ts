/**
 * A release's own server on a thread of its own (started by `releaseServer` in release-server.ts, with the first request that needs it,
 * and by `smokeTestRelease` before the release goes live):
 * it imports the release's `server/entry.mjs` (the Astro Node adapter's handler) and answers, on a
 * local socket, the requests the origin passes on: the release's on-demand routes and its not-found
 * page. A visitor's search rendered on demand (marked by the origin with SERVED_SEARCH_HEADER) is
 * rendered with the release's own index, searched on a thread of this one (release-index-search.ts),
 * and the frames it was built with (release-frames.ts). When the origin no longer serves the release
 * it ends this thread, and with it everything the release's code holds.
 */
import http from 'node:http';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { fromTheRelease } from '#src/lib/release-channel.ts';
import { releaseFramesReader } from './release-frames.ts';
import { releaseIndexSearcher } from './release-index-search.ts';
import {
  loadReleaseServer,
  SERVED_SEARCH_HEADER,
  type ReleaseServerMessage,
  type ReleaseServerWork,
} from './release-server.ts';

if (!parentPort) throw new Error('release-server-worker.ts runs as a worker thread (release-server.ts)');
const port = parentPort;
const { releaseDir, socketPath, locals } = workerData as ReleaseServerWork;
const clientDir = path.join(releaseDir, 'client');

try {
  const handler = await loadReleaseServer(releaseDir);
  const release = {
    searchIndex: releaseIndexSearcher(clientDir).search,
    frames: releaseFramesReader(clientDir, (line) => console.warn(line)),
  };
  const server = http.createServer((req, res) => {
    const servedSearch = req.headers[SERVED_SEARCH_HEADER] === '1';
    delete req.headers[SERVED_SEARCH_HEADER];
    if (servedSearch) fromTheRelease(release, () => handler(req, res, undefined, { ...locals }));
    else handler(req, res, undefined, { ...locals });
  });
  server.listen(socketPath, () => port.postMessage({ listening: true } satisfies ReleaseServerMessage));
} catch (error) {
  port.postMessage({
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  } satisfies ReleaseServerMessage);
}
