import { readdirSync, type Dirent } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';

const htmlPaths = (entries: readonly Dirent[]): string[] =>
  entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));

/** Every `.html` file under `dir`, at any depth: the pages of a build. */
export async function htmlFilesUnder(dir: string): Promise<string[]> {
  return htmlPaths(await readdir(dir, { recursive: true, withFileTypes: true }));
}

/** The same, at once: for a test file that lists its tests from a build while it loads. */
export function htmlFilesUnderSync(dir: string): string[] {
  return htmlPaths(readdirSync(dir, { recursive: true, withFileTypes: true }));
}
