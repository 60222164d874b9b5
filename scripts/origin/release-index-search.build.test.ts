import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_INDEX_FOLDER } from '#src/overviews/search/index-shards.ts';
import { builtPage } from '../../tests/support/built-page.ts';
import { MIN_SECTION_PAGES } from '../build/search-index-shards.ts';
import { writeSearchIndex } from '../build/search-index.ts';
import { releaseIndexSearcher, type ReleaseIndexSearcher } from './release-index-search.ts';

let root: string;
let searcher: ReleaseIndexSearcher;
let clientDirOfIndex: string;

/**
 * A release's `client/` with its search index as the build writes it: Dutch news items enough for a
 * shard of their own, the cardiology page in the shard of the smaller sections (so a search finds it
 * only by merging that shard into the first), and an English page.
 */
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'release-index-'));
  const clientDir = path.join(root, 'client');
  const pages: Array<[string, string]> = [
    [
      'afdelingen-en-centra/cardiologie/index.html',
      builtPage('nl-NL', 'Cardiologie', 'De afdeling cardiologie behandelt hartklachten.'),
    ],
    ['en/departments/index.html', builtPage('en-GB', 'Departments', 'Cardiology treats heart conditions.')],
  ];
  for (let i = 0; i < MIN_SECTION_PAGES; i += 1)
    pages.push([
      `nieuws/bericht-${i}/index.html`,
      builtPage('nl-NL', `Bericht ${i}`, `Nieuws over de polikliniek, nummer ${i}.`),
    ]);
  for (const [file, html] of pages) {
    await mkdir(path.dirname(path.join(clientDir, file)), { recursive: true });
    await writeFile(path.join(clientDir, file), html);
  }
  await writeSearchIndex(clientDir);
  searcher = releaseIndexSearcher(clientDir);
  clientDirOfIndex = clientDir;
}, 60_000);

afterAll(async () => {
  await searcher.close();
  await rm(root, { recursive: true, force: true });
});

describe("the origin's search of a release's own index", () => {
  it('searches every shard of the language asked, with Pagefind’s own script', async () => {
    const dutch = await searcher.search('cardiologie', 'nl-NL', 1);
    expect(dutch.total).toBe(1);
    expect(dutch.results[0]).toMatchObject({
      url: '/afdelingen-en-centra/cardiologie/',
      meta: { title: 'Cardiologie' },
    });
    // The news items are in the first shard, the cardiology page in the other: both are searched.
    expect((await searcher.search('polikliniek', 'nl-NL', 1)).total).toBe(MIN_SECTION_PAGES);
    const english = await searcher.search('cardiology', 'en-GB', 1);
    expect(english.results.map((result) => result.url)).toEqual(['/en/departments/']);
  });

  it('a page past the results is empty, with the total', async () => {
    expect(await searcher.search('cardiology', 'en-GB', 2)).toEqual({ total: 1, results: [] });
  });

  it('a release built before the index came in shards: its one index is searched as it is', async () => {
    const clientDir = path.join(root, 'one-index', 'client');
    try {
      const { index } = await pagefind.createIndex({});
      if (!index) throw new Error('no index');
      await index.addHTMLFile({
        sourcePath: 'afdelingen-en-centra/cardiologie/index.html',
        content: builtPage('nl-NL', 'Cardiologie', 'De afdeling cardiologie behandelt hartklachten.'),
      });
      await index.writeFiles({ outputPath: path.join(clientDir, SEARCH_INDEX_FOLDER) });
    } finally {
      await pagefind.close();
    }
    const searcherOfOne = releaseIndexSearcher(clientDir);
    try {
      expect((await searcherOfOne.search('cardiologie', 'nl-NL', 1)).results.map((result) => result.url)).toEqual([
        '/afdelingen-en-centra/cardiologie/',
      ]);
    } finally {
      await searcherOfOne.close();
    }
  });

  it('a missing index is an error, not an answer', async () => {
    const nowhere = releaseIndexSearcher(path.join(root, 'no-such-release'));
    await expect(nowhere.search('hart', 'nl-NL', 1)).rejects.toThrow();
    await nowhere.close();
  });

  it('stops a worker that has had nothing to do for a while, and starts one again for the next search', async () => {
    const quick = releaseIndexSearcher(clientDirOfIndex, { idleStopMs: 200 });
    try {
      expect(quick.running()).toBe(false);
      expect((await quick.search('cardiologie', 'nl-NL', 1)).total).toBe(1);
      expect(quick.running()).toBe(true);
      // Stopped once idle: its thread has ended.
      await expect.poll(() => quick.running(), { timeout: 10_000 }).toBe(false);
      expect((await quick.search('cardiology', 'en-GB', 1)).total).toBe(1);
      expect(quick.running()).toBe(true);
    } finally {
      await quick.close();
    }
  });
});
