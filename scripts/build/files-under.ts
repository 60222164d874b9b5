/**
 * The files of a folder at any depth, as paths relative to it with `/`: how the build, the origin and
 * the benchmarks list a build's or a release's files (the pages: html-files.ts) and the code
 * fingerprint lists the code. Each folder is read with
 * `readdirSync`: Node's recursive `readdir` asks the file system's threads once per folder, one folder
 * after another, which took about 3 times as long for a scale-1 release (8,865 files in 1,908 folders:
 * 72-95 ms and 72-105 ms of CPU, against 24-32 ms and 29-43 ms), and a release at scale 10 has about
 * 6 times as many files.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Every file under `dir` (relative, `/`-separated, sorted). A symbolic link is neither listed nor
 * followed, as with Node's recursive `readdir` and its `Dirent`s (a recursive `readdirSync` with
 * `withFileTypes` follows a link to a folder).
 */
export function filesUnder(dir: string): string[] {
  const files: string[] = [];
  const folders: string[] = [''];
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
    for (const entry of readdirSync(path.join(dir, folder), { withFileTypes: true })) {
      const relative = folder === '' ? entry.name : `${folder}/${entry.name}`;
      if (entry.isDirectory()) folders.push(relative);
      else if (entry.isFile()) files.push(relative);
    }
  }
  return files.sort();
}
