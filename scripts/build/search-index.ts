/**
 * The release's own search index (Pagefind), written into the site as `/pagefind/`: the search
 * island falls back to it when the CMS's search fails, is slow or answers outside its contract
 * (src/overviews/search/release-index.ts). Only a page whose `<main>` says `data-pagefind-body` is
 * indexed (src/layouts/BaseLayout.astro): content pages and folders in both languages; `noindex`
 * pages (the filter pages, previews), the search page and the not-found page carry no such mark and
 * stay out. Pagefind makes one index per `<html lang>`, so each language searches only its own pages.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';
import { readReport } from './build-phases.ts';

/** Where the index lives under the site's root; the island loads `/pagefind/pagefind.js` from it. */
export const SEARCH_INDEX_FOLDER = 'pagefind';

/** How many pages each language's index holds (`nl-nl`, `en-gb`) and how long indexing took. */
export type SearchIndexReport = { pages: Record<string, number>; ms: number };

/** Pages per language, from the index's own entry file. */
export function pagesPerLanguage(entry: unknown): Record<string, number> {
  const languages = (entry as { languages?: Record<string, { page_count?: unknown }> } | null)?.languages ?? {};
  return Object.fromEntries(
    Object.entries(languages).map(([language, info]) => [language, Number(info.page_count) || 0]),
  );
}

/** Index the built site in `clientDir` and write the index into it. */
export async function writeSearchIndex(clientDir: string): Promise<SearchIndexReport> {
  const started = performance.now();
  const outputPath = path.join(clientDir, SEARCH_INDEX_FOLDER);
  try {
    const { index, errors } = await pagefind.createIndex({});
    if (!index) throw new Error(`search index: ${errors.join('; ')}`);
    const added = await index.addDirectory({ path: clientDir });
    if (added.errors.length > 0) throw new Error(`search index: ${added.errors.join('; ')}`);
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0) throw new Error(`search index: ${written.errors.join('; ')}`);
  } finally {
    await pagefind.close();
  }
  const ms = Math.round(performance.now() - started);
  const entry: unknown = JSON.parse(await readFile(path.join(outputPath, 'pagefind-entry.json'), 'utf8'));
  return { pages: pagesPerLanguage(entry), ms };
}

/** The search index's step as the steps after it see it: they wait for the index when they need the whole site. */
export type SearchIndexStep = { indexed(): Promise<void> };

/**
 * Indexes the built site; prints the time and keeps it in the run's build report for `npm run bench`. Pagefind
 * works in a process of its own: the step starts it and returns, so the steps after it that read only the pages
 * (the host rules, security.txt, the pages' policies) run meanwhile; `indexed()` waits for it (and throws its error).
 */
export function searchIndex(options: { reportFile: string }): AstroIntegration & SearchIndexStep {
  let indexing: Promise<void> = Promise.resolve();
  return {
    name: 'hospital:search-index',
    indexed: () => indexing,
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        indexing = (async () => {
          const report = await writeSearchIndex(fileURLToPath(dir));
          const pages = Object.entries(report.pages).map(([language, count]) => `${count} ${language}`);
          logger.info(
            `search index: ${pages.join(', ')} pages in ${(report.ms / 1000).toFixed(1)} s (/${SEARCH_INDEX_FOLDER}/)`,
          );
          await writeFile(
            options.reportFile,
            JSON.stringify({ ...(await readReport(options.reportFile)), searchIndex: report }),
          );
        })();
        // A failure is thrown by `indexed()`, which a later step awaits; until then it is not unhandled.
        indexing.catch(() => {});
      },
    },
  };
}
