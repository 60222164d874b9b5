import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_INDEX_FOLDER } from '../build/search-index.ts';
import { releaseIndexSearcher, type ReleaseIndexSearcher } from './release-index-search.ts';

let root: string;
let searcher: ReleaseIndexSearcher;
let clientDirOfIndex: string;

/** A release's `client/` with a Pagefind index of a Dutch and an English page, as the build writes it. */
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'release-index-'));
  const clientDir = path.join(root, 'client');
  try {
    const { index } = await pagefind.createIndex({});
    if (!index) throw new Error('no index');
    const page = (lang: string, title: string, text: string) =>
      `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body><main data-pagefind-body><h1>${title}</h1><p>${text}</p></main></body></html>`;
    await index.addHTMLFile({
      url: '/afdelingen-en-centra/cardiologie/',
      content: page('nl-NL', 'Cardiologie', 'De afdeling cardiologie behandelt hartklachten.'),
    });
    await index.addHTMLFile({
      url: '/en/departments/',
      content: page('en-GB', 'Departments', 'Cardiology treats heart conditions.'),
    });
    await index.writeFiles({ outputPath: path.join(clientDir, SEARCH_INDEX_FOLDER) });
  } finally {
    await pagefind.close();
  }
  searcher = releaseIndexSearcher(clientDir);
  clientDirOfIndex = clientDir;
}, 60_000);

afterAll(async () => {
  await searcher.close();
  await rm(root, { recursive: true, force: true });
});

describe("the origin's search of a release's own index", () => {
  it('searches the index of the language asked, with Pagefind’s own script', async () => {
    const dutch = await searcher.search('cardiologie', 'nl-NL', 1);
    expect(dutch.total).toBe(1);
    expect(dutch.results[0]).toMatchObject({
      url: '/afdelingen-en-centra/cardiologie/',
      meta: { title: 'Cardiologie' },
    });
    const english = await searcher.search('cardiology', 'en-GB', 1);
    expect(english.results.map((result) => result.url)).toEqual(['/en/departments/']);
  });

  it('a page past the results is empty, with the total', async () => {
    expect(await searcher.search('cardiology', 'en-GB', 2)).toEqual({ total: 1, results: [] });
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
