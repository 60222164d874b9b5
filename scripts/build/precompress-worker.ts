/**
 * A thread of precompress.ts (`precompressDir`): writes the compressed copies of the files it is
 * given, one after another, and answers what it compressed, or the error that stopped it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { precompressFilesNow, type FilesToCompress } from './precompress.ts';

if (!parentPort) throw new Error('precompress-worker.ts runs as a worker thread (precompressDir)');
const port = parentPort;
const { files } = workerData as FilesToCompress;
try {
  port.postMessage(precompressFilesNow(files));
} catch (error) {
  port.postMessage({ error: error instanceof Error ? error.message : String(error) });
}
