/**
 * The bench's figures for the overview islands' static JSON under `/data`: every whole file, and
 * for a list split in a folder (news-events-split.ts) its files and the most one page view of it
 * can download: the index, the largest file of one filter value and the 12 largest chunks (each of
 * a page's 12 items in a chunk of its own). Gzipped sizes, as a CDN sends them.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { NEWS_EVENTS_PAGE_SIZE } from '#src/overviews/news-events/news-events.ts';
import { filesUnder } from '../build/files-under.ts';

export type WholeFile = { kind: 'file'; name: string; bytes: number; gzipped: number };
export type SplitFolder = {
  kind: 'folder';
  name: string;
  files: number;
  gzipped: number;
  index: number;
  largestValueFile: number;
  largestChunk: number;
  largestPageView: number;
};

async function gzippedSizes(dir: string): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  for (const file of filesUnder(dir).filter((name) => name.endsWith('.json')))
    sizes.set(file, gzipSync(await readFile(path.join(dir, file))).length);
  return sizes;
}

export async function staticDataSizes(dataDir: string): Promise<Array<WholeFile | SplitFolder>> {
  const entries = await readdir(dataDir, { withFileTypes: true }).catch(() => []);
  const sizes: Array<WholeFile | SplitFolder> = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const where = path.join(dataDir, entry.name);
    if (entry.isFile() && entry.name.endsWith('.json')) {
      const bytes = await readFile(where);
      sizes.push({ kind: 'file', name: entry.name, bytes: bytes.length, gzipped: gzipSync(bytes).length });
    } else if (entry.isDirectory()) {
      const files = await gzippedSizes(where);
      const of = (test: (file: string) => boolean) => [...files].filter(([file]) => test(file)).map(([, size]) => size);
      const isChunk = (file: string) => /(^|\/)items\//.test(file);
      const chunks = of(isChunk).sort((a, b) => b - a);
      const valueFiles = of((file) => file !== 'index.json' && !isChunk(file));
      const index = files.get('index.json') ?? 0;
      const largestValueFile = Math.max(0, ...valueFiles);
      const pageChunks = chunks.slice(0, NEWS_EVENTS_PAGE_SIZE).reduce((sum, size) => sum + size, 0);
      sizes.push({
        kind: 'folder',
        name: entry.name,
        files: files.size,
        gzipped: [...files.values()].reduce((sum, size) => sum + size, 0),
        index,
        largestValueFile,
        largestChunk: chunks[0] ?? 0,
        largestPageView: index + largestValueFile + pageChunks,
      });
    }
  }
  return sizes;
}
