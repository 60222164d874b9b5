/**
 * The checks before a release goes live, on a thread of their own (`checkReleaseOnThread` in
 * release-checks.ts): the origin's own thread is busy answering visitors while a publish is checked,
 * and the checks must not wait behind every request.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { checkRelease, type ReleaseCheckOptions } from './release-checks.ts';

if (!parentPort) throw new Error('release-checks-worker.ts runs as a worker thread (checkReleaseOnThread)');
const port = parentPort;
port.postMessage(await checkRelease(workerData as ReleaseCheckOptions));
