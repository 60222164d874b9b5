/**
 * Two releases compared on a thread of their own (`sameReleaseOnThread` in release-equality.ts);
 * answers with the comparison, or the error that stopped it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { sameRelease, type ReleasesCompared } from './release-equality.ts';

if (!parentPort) throw new Error('release-equality-worker.ts runs as a worker thread (sameReleaseOnThread)');
const port = parentPort;
const { dirA, dirB } = workerData as ReleasesCompared;
try {
  port.postMessage(await sameRelease(dirA, dirB));
} catch (error) {
  port.postMessage({ error: error instanceof Error ? error.message : String(error) });
}
