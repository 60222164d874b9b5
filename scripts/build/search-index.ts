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
import { z } from 'zod';
import {
  INDEX_SHARDS_FILE,
  parseIndexShards,
  SEARCH_INDEX_FOLDER,
  type IndexShards,
} from '#src/overviews/search/index-shards.ts';
import { readReport } from './build-phases.ts';
import {
  indexShards,
  searchDocumentOf,
  urlOfPageFile,
  type IndexedPage,
  type IndexShard,
  type SearchDocument,
} from './search-index-shards.ts';
import { shareFiles } from './shared-file.ts';
import { filesUnder } from './files-under.ts';
import { htmlPagesUnder } from './html-files.ts';

/**
 * How many pages each language's index holds (`nl-nl`, `en-gb`), in how many shards, how many of
 * them were indexed by this build and how many shared with the release before, and how long it took.
 */
export type SearchIndexReport = {
  pages: Record<string, number>;
  shards: { indexed: number; shared: number };
  ms: number;
};

/** The files Pagefind writes for its own search interfaces, which the site does not use. */
const UNUSED_FILES = /^pagefind-(ui|modular-ui|component-ui|highlight)\./;

const MARK = Buffer.from(' data-pagefind-body');
const HEAD_END = Buffer.from('</head>');
const MAIN_START = Buffer.from('<main');

/** What each shard holds, kept in its folder: a build on this release knows the pages it shares without reading them. */
const SHARD_PAGES_FILE = 'pages.json';

const shardPagesSchema = z.array(z.object({ file: z.string(), language: z.string(), hash: z.string() }));

/**
 * The search document of the page `file` (relative to `clientDir`), or null when it is not indexed.
 * Only the parts Pagefind reads are decoded (the head, and `<main>` on), not the header and menus;
 * a page that does not say `data-pagefind-body` anywhere is not decoded at all.
 */
async function readDocument(clientDir: string, file: string): Promise<SearchDocument | null> {
  const bytes = await readFile(path.join(clientDir, ...file.split('/')));
  if (!bytes.includes(MARK)) return null;
  const headEnd = bytes.indexOf(HEAD_END);
  const mainStart = headEnd < 0 ? -1 : bytes.indexOf(MAIN_START, headEnd);
  const parts =
    mainStart > headEnd
      ? bytes.toString('utf8', 0, headEnd + HEAD_END.length) + bytes.toString('utf8', mainStart)
      : bytes.toString('utf8');
  return searchDocumentOf(file, parts);
}

/** The HTML pages of the built site (relative, `/`-separated), the search index's own folder left out. */
function pageFiles(clientDir: string): string[] {
  return htmlPagesUnder(clientDir).filter((file) => !file.startsWith(`${SEARCH_INDEX_FOLDER}/`));
}

/**
 * The indexed pages of the release before, by file, as its shards keep them; null when it cannot
 * tell (no shards file, or a shard without its pages file: a release from before), said on `log`,
 * and every page is read.
 */
async function pagesOfRelease(
  previousClient: string,
  log: (line: string) => void,
): Promise<Map<string, IndexedPage> | null> {
  const root = path.join(previousClient, SEARCH_INDEX_FOLDER);
  try {
    const shards = parseIndexShards(JSON.parse(await readFile(path.join(root, INDEX_SHARDS_FILE), 'utf8')));
    const pages = new Map<string, IndexedPage>();
    for (const name of Object.values(shards).flat())
      for (const page of shardPagesSchema.parse(
        JSON.parse(await readFile(path.join(root, name, SHARD_PAGES_FILE), 'utf8')),
      ))
        pages.set(page.file, { ...page, url: urlOfPageFile(page.file) });
    return pages;
  } catch (error) {
    const why =
      error instanceof z.ZodError
        ? error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')
        : error instanceof Error
          ? error.message
          : String(error);
    log(`search index: the release before does not say which pages its shards hold (${why}); every page is read`);
    return null;
  }
}

/** Shares the folder of a shard the release before wrote (every file, its compressed copies too). */
async function shareShard(from: string, to: string): Promise<string[]> {
  return shareFiles(from, to, filesUnder(from));
}

/** Indexes each shard with Pagefind from its pages' search documents, into `outputRoot/<shard name>/`, with its pages file. */
async function indexWithPagefind(
  shards: ReadonlyArray<{ shard: IndexShard; documents: SearchDocument[] }>,
  outputRoot: string,
): Promise<void> {
  try {
    // Pagefind's process answers one message after another, in the order they come; the order pages
    // are added in is part of the index's bytes. So a shard's pages are all sent at once, in its
    // order, and the shards one after another.
    for (const { shard, documents } of shards) {
      const { index, errors } = await pagefind.createIndex({});
      if (!index) throw new Error(`search index: ${errors.join('; ')}`);
      const added = await Promise.all(
        documents.map((document) => index.addHTMLFile({ sourcePath: document.file, content: document.html })),
      );
      const failed = added.flatMap((answer, at) =>
        answer.errors.length > 0 ? [`${documents[at]?.file}: ${answer.errors.join('; ')}`] : [],
      );
      if (failed.length > 0) throw new Error(`search index: ${failed.join('; ')}`);
      const output = path.join(outputRoot, shard.name);
      const written = await index.writeFiles({ outputPath: output });
      if (written.errors.length > 0) throw new Error(`search index: ${shard.name}: ${written.errors.join('; ')}`);
      await index.deleteIndex();
      for (const name of await readdir(output)) if (UNUSED_FILES.test(name)) await unlink(path.join(output, name));
      const kept = shard.pages.map(({ file, language, hash }) => ({ file, language, hash }));
      await writeFile(path.join(output, SHARD_PAGES_FILE), JSON.stringify(kept));
    }
  } finally {
    await pagefind.close();
  }
}

/** What a build's index step gives the steps after it. */
export type WrittenSearchIndex = { report: SearchIndexReport; sharedFiles: string[] };

/**
 * The release the build builds on: its client folder, and the pages this build shares from it
 * (client-relative, `a/index.html`: the same bytes). The index may be written before they are linked
 * into this build's folder: a shared page not there yet is read from the release before.
 */
export type IndexedBefore = { client: string; sharedPages: ReadonlySet<string> };

/**
 * Indexes the built site in `clientDir` into `/pagefind/`, shard by shard (search-index-shards.ts): a
 * shard the release before has under the same name is shared from it, the others are indexed;
 * `/pagefind/shards.json` names each language's shards. A page shared from the release before is
 * not read again: its shard's pages file says what it was. Returns the report and the files it
 * shared (they have their compressed copies already).
 */
export async function writeSearchIndex(
  clientDir: string,
  before?: IndexedBefore,
  log: (line: string) => void = (line) => console.warn(line),
): Promise<WrittenSearchIndex> {
  const started = performance.now();
  const outputRoot = path.join(clientDir, SEARCH_INDEX_FOLDER);
  const pagesBefore = before ? await pagesOfRelease(before.client, log) : null;
  const read = new Map<string, SearchDocument>();
  const limit = pLimit(16);
  const shared = before?.sharedPages ?? new Set<string>();
  /** Where a page's bytes are: this build's folder, or (a shared page not linked there yet) the release before's. */
  const folderOf = (file: string): string =>
    before && shared.has(file) && !existsSync(path.join(clientDir, ...file.split('/'))) ? before.client : clientDir;
  const files = [...new Set([...pageFiles(clientDir), ...shared])].sort();
  const pages = (
    await Promise.all(
      files.map((file) =>
        limit(async (): Promise<IndexedPage | null> => {
          // A page shared with the release before has its bytes: indexed then (as it was) or not.
          if (pagesBefore && shared.has(file)) return pagesBefore.get(file) ?? null;
          const document = await readDocument(folderOf(file), file);
          if (document) read.set(file, document);
          return document;
        }),
      ),
    )
  ).filter((page) => page !== null);
  const shards = indexShards(pages);
  await mkdir(outputRoot, { recursive: true });
  const toIndex: Array<{ shard: IndexShard; documents: SearchDocument[] }> = [];
  const sharedFiles: string[] = [];
  for (const shard of shards) {
    const folderBefore = before ? path.join(before.client, SEARCH_INDEX_FOLDER, shard.name) : null;
    if (folderBefore && existsSync(folderBefore)) {
      sharedFiles.push(...(await shareShard(folderBefore, path.join(outputRoot, shard.name))));
      continue;
    }
    const documents = await Promise.all(
      shard.pages.map(async (page) => {
        const document = read.get(page.file) ?? (await readDocument(folderOf(page.file), page.file));
        // A page shared with the release before is what that release's shard said it was.
        if (!document || document.hash !== page.hash)
          throw new Error(
            `search index: ${page.file} is not the page the release before's index says it shared (${path.join(before?.client ?? '', SEARCH_INDEX_FOLDER)})`,
          );
        return document;
      }),
    );
    toIndex.push({ shard, documents });
  }
  if (toIndex.length > 0) await indexWithPagefind(toIndex, outputRoot);
  const manifest: IndexShards = {};
  const pagesPerLanguage: Record<string, number> = {};
  for (const shard of shards) {
    manifest[shard.language] = [...(manifest[shard.language] ?? []), shard.name];
    pagesPerLanguage[shard.language] = (pagesPerLanguage[shard.language] ?? 0) + shard.pages.length;
  }
  await writeFile(path.join(outputRoot, INDEX_SHARDS_FILE), JSON.stringify(manifest));
  return {
    report: {
      pages: pagesPerLanguage,
      shards: { indexed: toIndex.length, shared: shards.length - toIndex.length },
      ms: Math.round(performance.now() - started),
    },
    sharedFiles,
  };
}

/**
 * The index of one build, made while the steps after it run: Pagefind indexes in a process of its
 * own, so the build's main thread (the media mirror's end, the incremental assembly, the host rules)
 * and the compression of the pages go on meanwhile. Started once every page is rendered
 * (`astro:build:generated`); whoever needs it whole awaits `written()`.
 */
export class SearchIndexing {
  private writing: Promise<WrittenSearchIndex> | null = null;

  /** Starts indexing `clientDir` (sharing the shards the release `before` has); `finish` runs on the report once written. */
  start(
    clientDir: string,
    before: IndexedBefore | undefined,
    finish: (report: SearchIndexReport) => Promise<void>,
  ): void {
    const writing = writeSearchIndex(clientDir, before).then(async (written) => {
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
 * Starts indexing the built site once its pages are rendered (an incremental build shares the
 * unchanged shards of the release it builds on); once written, prints what it did and keeps it in the
 * run's build report for `npm run bench`.
 */
export function searchIndex(options: {
  reportFile: string;
  indexing: SearchIndexing;
  /**
   * The release an incremental build builds on, and the pages it shares from it (the assembly links
   * them after: incremental-assembly.ts `pagesLeftToPrevious`).
   */
  before?: { client: string; sharedPages: (clientDir: string) => Promise<ReadonlySet<string>> } | undefined;
}): AstroIntegration {
  return {
    name: 'hospital:search-index',
    hooks: {
      'astro:build:generated': async ({ dir, logger }) => {
        const clientDir = fileURLToPath(dir);
        const before = options.before
          ? { client: options.before.client, sharedPages: await options.before.sharedPages(clientDir) }
          : undefined;
        options.indexing.start(clientDir, before, async (report) => {
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
