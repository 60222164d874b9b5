/**
 * Sharing files of the release before with a new one (the incremental assembly, the search index's
 * shards): a hard link, a copy across file systems. A shared file is never written to: it is also a
 * file of the live release.
 */
import { mkdirSync } from 'node:fs';
import { copyFile, link } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';

/** Links being made at once. */
const SHARED_AT_ONCE = 64;

async function shareFile(from: string, to: string): Promise<void> {
  try {
    await link(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await copyFile(from, to);
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
  const limit = pLimit(SHARED_AT_ONCE);
  await Promise.all(files.map((file) => limit(() => shareFile(path.join(fromDir, file), path.join(toDir, file)))));
  return files.map((file) => path.join(toDir, file));
}
