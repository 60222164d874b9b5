/**
 * The release's own search index (Pagefind), written into the site as `/pagefind/`: the search
 * island falls back to it when the CMS's search fails, is slow or answers outside its contract
 * (src/overviews/search/release-index.ts), and the origin searches it for a served search. Only a
 * page whose `<main>` says `data-pagefind-body` is indexed (src/layouts/BaseLayout.astro): content
 * pages and folders in both languages; `noindex` pages (the filter pages, previews), the search page
 * and the not-found page carry no such mark and stay out. Each language's pages are in shards of
 * their own (search-index-shards.ts), each a Pagefind index of what Pagefind reads of its pages, named
 * in `/pagefind/shards.json`; a build on the release before shares the shards whose pages did not
 * change and indexes only the others.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import pLimit from 'p-limit';
import * as pagefind from 'pagefind';
import { INDEX_SHARDS_FILE, SEARCH_INDEX_FOLDER, type IndexShards } from '#src/overviews/search/index-shards.ts';
import { readReport } from './build-phases.ts';
import { indexShards, searchDocumentOf, type IndexShard, type SearchDocument } from './search-index-shards.ts';
import { shareFile } from './shared-file.ts';

/**
 * How many pages each language's index holds (`nl-nl`, `en-gb`), in how many shards, how many of
 * them were indexed by this build and how many shared with the release before, and how long it took.
 */
export type SearchIndexReport = {
  pages: Record<string, number>;
  shards: { indexed: number; shared: number };
  ms: number;
};

/**
 * Shards indexed side by side by the one Pagefind process: each shard's pages go to it one after
 * another (their order is part of the index's bytes), so with two the round trips of one overlap the
 * other's work.
 */
const SHARDS_AT_ONCE = 2;

/** The files Pagefind writes for its own search interfaces, which the site does not use. */
const UNUSED_FILES = /^pagefind-(ui|modular-ui|component-ui|highlight)\./;

const MARK = Buffer.from(' data-pagefind-body');

/** Every page of the built site as Pagefind reads it (pages without `data-pagefind-body` left out). */
async function searchDocuments(clientDir: string): Promise<SearchDocument[]> {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  const indexFolder = path.join(clientDir, SEARCH_INDEX_FOLDER);
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.startsWith(`${indexFolder}${path.sep}`));
  const limit = pLimit(16);
  const documents = await Promise.all(
    files.map((file) =>
      limit(async () => {
        const bytes = await readFile(file);
        if (!bytes.includes(MARK)) return null;
        return searchDocumentOf(path.relative(clientDir, file).split(path.sep).join('/'), bytes.toString('utf8'));
      }),
    ),
  );
  return documents.filter((document) => document !== null);
}

/** Shares the folder of a shard the release before wrote (every file, its compressed copies too). */
async function shareShard(from: string, to: string): Promise<string[]> {
  const entries = await readdir(from, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(from, path.join(entry.parentPath, entry.name)));
  const folders = [...new Set(files.map((file) => path.dirname(file)))].sort();
  for (const folder of folders) await mkdir(path.join(to, folder), { recursive: true });
  const limit = pLimit(32);
  await Promise.all(files.map((file) => limit(() => shareFile(path.join(from, file), path.join(to, file)))));
  return files.map((file) => path.join(to, file));
}

/** Indexes `shards` with Pagefind, each from its pages' search documents, into `outputRoot/<shard name>/`. */
async function indexWithPagefind(shards: readonly IndexShard[], outputRoot: string): Promise<void> {
  try {
    const indexShard = async (shard: IndexShard): Promise<void> => {
      const { index, errors } = await pagefind.createIndex({});
      if (!index) throw new Error(`search index: ${errors.join('; ')}`);
      // One after another: the order pages are added in is part of the index's bytes.
      for (const document of shard.documents) {
        const added = await index.addHTMLFile({ sourcePath: document.file, content: document.html });
        if (added.errors.length > 0) throw new Error(`search index: ${document.file}: ${added.errors.join('; ')}`);
      }
      const output = path.join(outputRoot, shard.name);
      const written = await index.writeFiles({ outputPath: output });
      if (written.errors.length > 0) throw new Error(`search index: ${shard.name}: ${written.errors.join('; ')}`);
      await index.deleteIndex();
      for (const name of await readdir(output)) if (UNUSED_FILES.test(name)) await unlink(path.join(output, name));
    };
    const limit = pLimit(SHARDS_AT_ONCE);
    await Promise.all(shards.map((shard) => limit(() => indexShard(shard))));
  } finally {
    await pagefind.close();
  }
}

/**
 * Indexes the built site in `clientDir` into `/pagefind/`, shard by shard (search-index-shards.ts): a
 * shard the release before (`previousClient`) has under the same name is shared from it, the others
 * are indexed; `/pagefind/shards.json` names each language's shards. Returns the report and the
 * files it shared (they have their compressed copies already).
 */
export async function writeSearchIndex(
  clientDir: string,
  previousClient?: string,
): Promise<{ report: SearchIndexReport; sharedFiles: string[] }> {
  const started = performance.now();
  const outputRoot = path.join(clientDir, SEARCH_INDEX_FOLDER);
  const shards = indexShards(await searchDocuments(clientDir));
  await mkdir(outputRoot, { recursive: true });
  const toIndex: IndexShard[] = [];
  const sharedFiles: string[] = [];
  for (const shard of shards) {
    const before = previousClient ? path.join(previousClient, SEARCH_INDEX_FOLDER, shard.name) : null;
    if (before && existsSync(before))
      sharedFiles.push(...(await shareShard(before, path.join(outputRoot, shard.name))));
    else toIndex.push(shard);
  }
  if (toIndex.length > 0) await indexWithPagefind(toIndex, outputRoot);
  const manifest: IndexShards = {};
  const pages: Record<string, number> = {};
  for (const shard of shards) {
    manifest[shard.language] = [...(manifest[shard.language] ?? []), shard.name];
    pages[shard.language] = (pages[shard.language] ?? 0) + shard.documents.length;
  }
  await writeFile(path.join(outputRoot, INDEX_SHARDS_FILE), JSON.stringify(manifest));
  return {
    report: {
      pages,
      shards: { indexed: toIndex.length, shared: shards.length - toIndex.length },
      ms: Math.round(performance.now() - started),
    },
    sharedFiles,
  };
}

/** What a build's index step gives the steps after it. */
export type WrittenSearchIndex = { report: SearchIndexReport; sharedFiles: string[] };

/**
 * The index of one build, made while the steps after it run: Pagefind indexes in a process of its
 * own, so the build's main thread and the compression of the pages go on meanwhile. Started once the
 * site is whole (after the incremental assembly); whoever needs it whole awaits `written()`.
 */
export class SearchIndexing {
  private writing: Promise<WrittenSearchIndex> | null = null;

  /** Starts indexing `clientDir` (sharing the shards `previousClient` has); `finish` runs on the report once written. */
  start(
    clientDir: string,
    previousClient: string | undefined,
    finish: (report: SearchIndexReport) => Promise<void>,
  ): void {
    const writing = writeSearchIndex(clientDir, previousClient).then(async (written) => {
      await finish(written.report);
      return written;
    });
    // Told to whoever awaits it; a build that fails before that has its own error to tell.
    writing.catch(() => {});
    this.writing = writing;
  }

  /** The written index (its report, the files it shared); fails as the indexing did, or when it was never started. */
  written(): Promise<WrittenSearchIndex> {
    return this.writing ?? Promise.reject(new Error('search index: awaited before it was started'));
  }
}

/**
 * Starts indexing the built site (an incremental build shares the unchanged shards of the release it
 * builds on); once written, prints what it did and keeps it in the run's build report for `npm run bench`.
 */
export function searchIndex(options: {
  reportFile: string;
  indexing: SearchIndexing;
  previousClient?: string | undefined;
}): AstroIntegration {
  return {
    name: 'hospital:search-index',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        options.indexing.start(fileURLToPath(dir), options.previousClient, async (report) => {
          const pages = Object.entries(report.pages).map(([language, count]) => `${count} ${language}`);
          const { indexed, shared } = report.shards;
          logger.info(
            `search index: ${pages.join(', ')} pages in ${indexed + shared} shards (${indexed} indexed, ${shared} shared with the release before) in ${(report.ms / 1000).toFixed(1)} s (/${SEARCH_INDEX_FOLDER}/)`,
          );
          await writeFile(
            options.reportFile,
            JSON.stringify({ ...(await readReport(options.reportFile)), searchIndex: report }),
          );
        });
      },
    },
  };
}
