/**
 * The release's own search index searched by the origin, for the search page it renders on demand
 * when the CMS's search fails (src/overviews/search/load-search.ts): one worker thread per release
 * (release-index-worker.ts), started on the first search and kept for the next; a search that takes
 * too long or a worker that fails is an error, and the next search starts a new worker.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ReleaseIndexSearch } from '#src/overviews/search/release-index.ts';
import { SEARCH_INDEX_FOLDER } from '../build/search-index.ts';
import type { IndexAnswer, IndexQuestion, IndexWorkerData } from './release-index-worker.ts';

/** A first search loads Pagefind's WebAssembly and the index's metadata; later ones read a few chunks. */
const INDEX_TIME_LIMIT_MS = 10_000;

export type ReleaseIndexSearcher = { search: ReleaseIndexSearch; close: () => Promise<void> };

export function releaseIndexSearcher(clientDir: string): ReleaseIndexSearcher {
  const workerData: IndexWorkerData = { indexDir: path.join(clientDir, SEARCH_INDEX_FOLDER) };
  let worker: Worker | null = null;
  let nextId = 0;
  const waiting = new Map<number, { resolve: (answer: IndexAnswer) => void; reject: (error: Error) => void }>();

  const failAll = (error: Error) => {
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
    worker = null;
  };

  const started = (): Worker => {
    if (worker) return worker;
    const made = new Worker(new URL('./release-index-worker.ts', import.meta.url), { workerData });
    // An idle worker does not keep the process alive.
    made.unref();
    made.on('message', (answer: IndexAnswer) => {
      waiting.get(answer.id)?.resolve(answer);
      waiting.delete(answer.id);
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
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      started().postMessage(question);
    }).then((answer) => {
      if ('error' in answer) throw new Error(`the release's search index: ${answer.error}`);
      return { total: answer.total, results: answer.results };
    });
  };

  return {
    search,
    close: async () => {
      const running = worker;
      worker = null;
      if (running) await running.terminate();
    },
  };
}
