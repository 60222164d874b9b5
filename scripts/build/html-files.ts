import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Every `.html` file under `dir`, at any depth: the pages of a build. */
export async function htmlFilesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}
