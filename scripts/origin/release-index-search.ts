/**
 * The release's own search index searched by the origin, for the search page it renders on demand
 * when the CMS's search fails (src/overviews/search/load-search.ts): one worker thread per release
 * (release-index-worker.ts), started on the first search and kept for the next while searches come;
 * one that has had nothing to do for IDLE_STOP_MS is stopped (searches of the index come while the
 * CMS's search fails, and a release that is no longer live gets none), and the next search starts a
 * new one. A search that takes too long or a worker that fails is an error, and the next search
 * starts a new worker.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ReleaseIndexSearch } from '#src/overviews/search/release-index.ts';
import { SEARCH_INDEX_FOLDER } from '#src/overviews/search/index-shards.ts';
import type { IndexAnswer, IndexQuestion, IndexWorkerData } from './release-index-worker.ts';

/** A first search loads Pagefind's WebAssembly and the index's metadata; later ones read a few chunks. */
const INDEX_TIME_LIMIT_MS = 10_000;
/** How long a worker with no search to answer is kept: one holds about 60 MB (its own heap, Pagefind's WebAssembly, the chunks read). */
const IDLE_STOP_MS = 60_000;

export type ReleaseIndexSearcher = {
  search: ReleaseIndexSearch;
  /** Whether a worker thread is running now (it is stopped once idle). */
  running: () => boolean;
  close: () => Promise<void>;
};

export function releaseIndexSearcher(clientDir: string, options: { idleStopMs?: number } = {}): ReleaseIndexSearcher {
  const idleStopMs = options.idleStopMs ?? IDLE_STOP_MS;
  const workerData: IndexWorkerData = { indexDir: path.join(clientDir, SEARCH_INDEX_FOLDER) };
  let worker: Worker | null = null;
  /** Workers started and not yet ended (a stopped one ends a moment after it is told to). */
  const alive = new Set<Worker>();
  let nextId = 0;
  const waiting = new Map<number, { resolve: (answer: IndexAnswer) => void; reject: (error: Error) => void }>();
  let idleTimer: NodeJS.Timeout | undefined;

  /** Once no search waits for it, the worker is stopped after `idleStopMs` unless another search comes. */
  const stopWhenIdle = () => {
    clearTimeout(idleTimer);
    if (waiting.size > 0 || !worker) return;
    const idle = worker;
    idleTimer = setTimeout(() => {
      if (worker !== idle || waiting.size > 0) return;
      worker = null;
      void idle.terminate();
    }, idleStopMs);
    idleTimer.unref();
  };

  const failAll = (error: Error) => {
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
    worker = null;
  };

  const started = (): Worker => {
    if (worker) return worker;
    const made = new Worker(new URL('./release-index-worker.ts', import.meta.url), { workerData });
    alive.add(made);
    made.once('exit', () => alive.delete(made));
    // An idle worker does not keep the process alive.
    made.unref();
    made.on('message', (answer: IndexAnswer) => {
      const pending = waiting.get(answer.id);
      waiting.delete(answer.id);
      pending?.resolve(answer);
    });
    made.on('error', (error) => {
      if (worker === made) failAll(error);
    });
    made.on('exit', (code) => {
      if (worker === made) failAll(new Error(`the search index worker stopped (${code})`));
    });
    worker = made;
    return made;
  };

  const search: ReleaseIndexSearch = (query, languageTag, page) => {
    const id = nextId++;
    const question: IndexQuestion = { id, query, languageTag, page };
    return new Promise<IndexAnswer>((resolve, reject) => {
      const timer = setTimeout(() => {
        // A worker that does not answer in time is stopped: the next search starts a new one, not one that hangs.
        const stuck = worker;
        failAll(new Error(`the release's search index did not answer within ${INDEX_TIME_LIMIT_MS} ms`));
        void stuck?.terminate();
      }, INDEX_TIME_LIMIT_MS);
      waiting.set(id, {
        resolve: (answer) => {
          clearTimeout(timer);
          resolve(answer);
          stopWhenIdle();
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
          stopWhenIdle();
        },
      });
      clearTimeout(idleTimer);
      started().postMessage(question);
    }).then((answer) => {
      if ('error' in answer) throw new Error(`the release's search index: ${answer.error}`);
      return { total: answer.total, results: answer.results };
    });
  };

  return {
    search,
    running: () => alive.size > 0,
    close: async () => {
      clearTimeout(idleTimer);
      const running = worker;
      worker = null;
      if (running) await running.terminate();
    },
  };
}
