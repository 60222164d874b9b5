/** A folder's files for comparing builds: every file under it (relative path, `/`-separated, sorted) with its SHA-256. */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export async function fileTree(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set(
      path.relative(dir, full).split(path.sep).join('/'),
      createHash('sha256')
        .update(await readFile(full))
        .digest('hex'),
    );
  }
  return new Map([...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
