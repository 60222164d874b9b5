/**
 * Sharing files of the release before with a new one (the incremental assembly, the search index's
 * shards): a hard link, a copy across file systems. A shared file is never written to: it is also a
 * file of the live release.
 */
import { constants, copyFileSync, linkSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Files shared in one turn of the event loop. The links are made one after another on the calling
 * thread, not by the file system's threads: 8,865 files of a scale-1 release took 66-95 ms and about
 * 0.1 s of CPU so, against 173-201 ms and about 0.35 s with 64 (or 4) at once through `fs/promises`.
 * Between turns the thread answers what waits for it (the search index's process, the media mirror).
 */
const SHARED_PER_TURN = 2_000;

function shareFile(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    copyFileSync(from, to, constants.COPYFILE_EXCL);
  }
}

/**
 * Makes the folders `files` go into under `dir`, each once, parents before children, one after
 * another: a recursive `mkdir` per file, or many at once, had the file system's threads spin on the
 * lock of the same parent folder (a release has about 1,600 folders at scale 1).
 */
function makeFolders(dir: string, files: readonly string[]): void {
  const folders = new Set<string>();
  for (const file of files) {
    for (
      let folder = path.posix.dirname(file);
      folder !== '.' && !folders.has(folder);
      folder = path.posix.dirname(folder)
    )
      folders.add(folder);
  }
  // Sorted, a folder comes after its parent.
  for (const folder of [...folders].sort()) {
    try {
      mkdirSync(path.join(dir, folder));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

/**
 * Shares `files` (relative to both folders, with `/`) of `fromDir` as the same files of `toDir`, whose
 * folders it makes; returns the shared files' paths in `toDir`.
 */
export async function shareFiles(fromDir: string, toDir: string, files: readonly string[]): Promise<string[]> {
  mkdirSync(toDir, { recursive: true });
  makeFolders(toDir, files);
  for (let from = 0; from < files.length; from += SHARED_PER_TURN) {
    if (from > 0) await nextTurn();
    for (const file of files.slice(from, from + SHARED_PER_TURN))
      shareFile(path.join(fromDir, file), path.join(toDir, file));
  }
  return files.map((file) => path.join(toDir, file));
}
