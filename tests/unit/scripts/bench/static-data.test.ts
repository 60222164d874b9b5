import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { staticDataSizes } from '../../../../scripts/bench/static-data.ts';
import { splitList } from '#src/overviews/news-events/news-events-split.ts';
import type { ListItem } from '#src/overviews/news-events/news-events.ts';

const dirs: string[] = [];
afterAll(async () => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

const item = (n: number): ListItem => ({
  kind: 'news',
  route: `/nieuws/bericht-${n}`,
  title: `Bericht ${n} over ${'iets '.repeat(n % 9)}`,
  teaser: `Teaser ${n}`,
  image: null,
  date: null,
  facets: {
    department: [`Afdeling ${n % 4}`],
    subDepartment: [],
    specialist: [],
    centrum: [],
    subcentrum: [],
    tags: [],
  },
});

describe('the bench figures of the static JSON', () => {
  it('sizes whole files, and for a split list its files and the most one page view downloads', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'static-data-'));
    dirs.push(dir);
    await writeFile(path.join(dir, 'folders.json'), JSON.stringify({ list: 'x'.repeat(500) }));
    const gz = new Map<string, number>();
    for (const [file, json] of splitList(
      Array.from({ length: 200 }, (_, n) => item(n)),
      'v1',
    )) {
      const where = path.join(dir, 'nieuws', `${file}.json`);
      await mkdir(path.dirname(where), { recursive: true });
      const text = JSON.stringify(json);
      await writeFile(where, text);
      gz.set(file, gzipSync(text).length);
    }
    const sizes = await staticDataSizes(dir);
    const chunks = [...gz].filter(([file]) => file.startsWith('v1/items/')).map(([, size]) => size);
    const values = [...gz].filter(([file]) => file.startsWith('v1/a/')).map(([, size]) => size);
    const twelveLargest = [...chunks].sort((a, b) => b - a).slice(0, 12);
    expect(sizes).toEqual([
      {
        kind: 'file',
        name: 'folders.json',
        bytes: 511,
        gzipped: gzipSync(JSON.stringify({ list: 'x'.repeat(500) })).length,
      },
      {
        kind: 'folder',
        name: 'nieuws',
        files: 1 + 4 + 17,
        gzipped: [...gz.values()].reduce((a, b) => a + b, 0),
        index: gz.get('index'),
        largestValueFile: Math.max(...values),
        largestChunk: Math.max(...chunks),
        largestPageView: (gz.get('index') ?? 0) + Math.max(...values) + twelveLargest.reduce((a, b) => a + b, 0),
      },
    ]);
  });

  it('has nothing to say about a build without /data', async () => {
    expect(await staticDataSizes(path.join(tmpdir(), 'no-such-folder-static-data'))).toEqual([]);
  });
});
