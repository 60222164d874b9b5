/**
 * The media mirror on a thread of its own (started by `startMediaMirrorWorker` in media-mirror.ts):
 * while Astro renders pages on the main thread, this one reads each page as it is written and
 * downloads its new images, on the core rendering leaves free. When told that every page is
 * written, it reads the pages it has not seen whole, waits for the last images and answers with
 * the result (or the error). It tells first when it watches the folder.
 */
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { followBuiltPages } from './built-pages.ts';
import {
  createMediaMirror,
  type MediaMirrorThreadData,
  type MediaMirrorThreadMessage,
  type MediaMirrorWorkerMessage,
} from './media-mirror.ts';

if (!parentPort) throw new Error('media-mirror-worker.ts runs as a worker thread (startMediaMirrorWorker)');
const port = parentPort;
const options = workerData as MediaMirrorThreadData;
// Rendering comes first in a full build. On Linux this lowers the priority of this thread only (elsewhere
// it would lower the whole process, the rendering thread too, so it is left alone there). An incremental
// build renders a few pages and then waits for this thread: it keeps the rendering thread's priority.
if (process.platform === 'linux' && options.belowRendering) {
  try {
    setPriority(19);
  } catch {
    // Not allowed here: the thread runs at the process's priority.
  }
}
const mirror = createMediaMirror(options);
const pages = followBuiltPages(options.clientDir, (file) => mirror.addPage(file));
void pages.ready.then(() => port.postMessage({ following: true } satisfies MediaMirrorWorkerMessage));

port.on('message', (message: MediaMirrorThreadMessage) => {
  if (message === 'ask documents again') {
    mirror.askDocumentsAgain();
    return;
  }
  const whileRendering = mirror.settled();
  void (async (): Promise<MediaMirrorWorkerMessage> => {
    try {
      await pages.finish();
      return { result: await mirror.finish(), whileRendering };
    } catch (error) {
      return { error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    }
  })().then((answer) => port.postMessage(answer));
});
