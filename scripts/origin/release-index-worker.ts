/**
 * Searches one release's Pagefind index (`client/pagefind/`, in shards named by `shards.json`:
 * src/overviews/search/index-shards.ts) with Pagefind's own generated `pagefind.js`, the script the
 * browser runs, on a worker thread: Pagefind fetches its files with the global `fetch` and takes the
 * index's language from `document`'s `<html lang>`, so this thread gives it both (a `fetch` that reads
 * the index's files, a `document` that names the language) without touching the origin's own globals.
 * One Pagefind instance per language, made on its first search from the language's first shard, the
 * others merged into it. A release built before the index came in shards has one index in the folder
 * itself (no `shards.json`): it is searched as it is, so a rollback to it keeps its served search.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import {
  INDEX_SHARDS_FILE,
  parseIndexShards,
  shardsForLanguage,
  type IndexShards,
} from '#src/overviews/search/index-shards.ts';
import { indexPageSlice, type IndexResultData } from '#src/overviews/search/release-index.ts';

export type IndexWorkerData = { indexDir: string };
export type IndexQuestion = { id: number; query: string; languageTag: string; page: number };
export type IndexAnswer = { id: number; total: number; results: IndexResultData[] } | { id: number; error: string };

type PagefindInstance = {
  search: (query: string) => Promise<{ results: { data: () => Promise<IndexResultData> }[] } | null>;
  mergeIndex: (indexPath: string, options: { language: string; baseUrl: string }) => Promise<void>;
};
type PagefindModule = { createInstance: (options: { basePath: string; baseUrl: string }) => PagefindInstance };

const { indexDir } = workerData as IndexWorkerData;
const root = path.resolve(indexDir);
const rootUrl = `${pathToFileURL(root).href}/`;

/** Pagefind's requests for its own files, answered from the folder (nothing outside it). */
globalThis.fetch = async (input: string | URL | Request): Promise<Response> => {
  const href = input instanceof Request ? input.url : String(input);
  const file = href.startsWith('file:') ? path.resolve(fileURLToPath(href)) : null;
  if (file === null || !file.startsWith(`${root}${path.sep}`)) return new Response(null, { status: 404 });
  try {
    return new Response(await readFile(file));
  } catch {
    return new Response(null, { status: 404 });
  }
};

/** The index's shards; null for a release built before the index came in shards (one index in the folder itself). */
async function readShards(): Promise<IndexShards | null> {
  try {
    return parseIndexShards(JSON.parse(await readFile(path.join(root, INDEX_SHARDS_FILE), 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' && existsSync(path.join(root, 'pagefind.js'))) return null;
    throw error;
  }
}

const shards = await readShards();
const instances = new Map<string, Promise<PagefindInstance>>();

/**
 * The index of a language: Pagefind's script of its first shard, with the others merged into it.
 * Pagefind reads the language when an instance is made, from `<html lang>` as in a page of that language.
 */
async function openIndex(languageTag: string): Promise<PagefindInstance> {
  const [first, ...others] = shards ? shardsForLanguage(shards, languageTag) : [];
  const basePath = first ? `${rootUrl}${first}/` : rootUrl;
  const pagefind = (await import(`${basePath}pagefind.js`)) as PagefindModule;
  const html = { getAttribute: (name: string) => (name === 'lang' ? languageTag : null) };
  Object.assign(globalThis, {
    // No script element loaded Pagefind's script (it reads `document.currentScript` when loaded, as the next language's is).
    document: { currentScript: null, querySelector: (selector: string) => (selector === 'html' ? html : null) },
  });
  const instance = pagefind.createInstance({ basePath, baseUrl: '/' });
  for (const shard of others)
    await instance.mergeIndex(`${rootUrl}${shard}/`, { language: languageTag.toLowerCase(), baseUrl: '/' });
  return instance;
}

function instanceFor(languageTag: string): Promise<PagefindInstance> {
  let instance = instances.get(languageTag);
  if (!instance) {
    instance = openIndex(languageTag);
    instances.set(languageTag, instance);
    instance.catch(() => instances.delete(languageTag));
  }
  return instance;
}

async function answer(question: IndexQuestion): Promise<IndexAnswer> {
  try {
    const found = await (await instanceFor(question.languageTag)).search(question.query);
    const results = found?.results ?? [];
    const shown = await Promise.all(indexPageSlice(results, question.page).map((result) => result.data()));
    return { id: question.id, total: results.length, results: shown };
  } catch (error) {
    return { id: question.id, error: error instanceof Error ? error.message : String(error) };
  }
}

parentPort?.on('message', (question: IndexQuestion) => {
  void answer(question).then((reply) => parentPort?.postMessage(reply));
});
