/**
 * The checks before a release goes live, on a thread of their own (`checkReleaseOnThread` in
 * release-checks.ts): the origin's own thread is busy answering visitors while a publish is checked,
 * and the checks must not wait behind every request. A thread prepared ahead
 * (`createReleaseChecksThreads`) indexes the live release's pages first and waits for the checks.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { checkRelease, htmlPagesOf, type ChecksThreadData, type ReleaseCheckOptions } from './release-checks.ts';

if (!parentPort) throw new Error('release-checks-worker.ts runs as a worker thread (checkReleaseOnThread)');
const port = parentPort;
const data = workerData as ChecksThreadData;
if ('checks' in data) port.postMessage(await checkRelease(data.checks));
else {
  const { liveClientDir } = data.prepared;
  // A live release that could not be indexed is tried once more at once; a second failure ends this
  // thread, and the checks then run on a new one.
  const pages = liveClientDir ? htmlPagesOf(liveClientDir).catch(() => htmlPagesOf(liveClientDir)) : null;
  port.once('message', (options: ReleaseCheckOptions) => {
    void checkRelease(options, liveClientDir && pages ? { liveClientDir, pages } : undefined).then((check) =>
      port.postMessage(check),
    );
  });
}
