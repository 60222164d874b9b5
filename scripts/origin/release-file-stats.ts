/**
 * The stats of a release's files, asked of the file system once: a release's files never change once it
 * is made (the next publish is a new folder), so the origin need not ask again on every request which
 * file a path names, whether it has compressed copies, and their sizes and times. One per release the
 * origin serves; bounded (the least recently used go first), so requests for made-up paths cannot grow it.
 */
import type { Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { LRUCache } from 'lru-cache';

/** A file's stats, or null when there is no file (or folder) there. */
export type StatsOf = (file: string) => Promise<Stats | null>;

/** More than the files of a release at scale 10 that visitors ask for in a while. */
const REMEMBERED_PATHS = 20_000;

export function releaseFileStats(): StatsOf {
  const known = new LRUCache<string, Promise<Stats | null>>({ max: REMEMBERED_PATHS });
  return (file) => {
    let stats = known.get(file);
    if (!stats) {
      stats = stat(file).catch(() => null);
      known.set(file, stats);
    }
    return stats;
  };
}

/** Asks the file system every time: for files that may change (tests, a folder being written). */
export const freshFileStats: StatsOf = (file) => stat(file).catch(() => null);

/** A file's stats when there is a file (not a folder) there, else null. */
export async function fileStatsOf(statsOf: StatsOf, file: string): Promise<Stats | null> {
  const stats = await statsOf(file);
  return stats?.isFile() ? stats : null;
}
