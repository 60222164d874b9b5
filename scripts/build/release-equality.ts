/** PLACEHOLDER until the build side lands: two client folders compared byte for byte. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export type ReleaseEquality = { equal: boolean; files: number; onlyA: string[]; onlyB: string[]; differ: string[] };

async function filesOf(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

export async function sameRelease(dirA: string, dirB: string): Promise<ReleaseEquality> {
  const a = new Set(await filesOf(dirA));
  const b = new Set(await filesOf(dirB));
  const onlyA = [...a].filter((file) => !b.has(file));
  const onlyB = [...b].filter((file) => !a.has(file));
  const differ: string[] = [];
  for (const file of a) {
    if (!b.has(file)) continue;
    const [x, y] = await Promise.all([readFile(path.join(dirA, file)), readFile(path.join(dirB, file))]);
    if (!x.equals(y)) differ.push(file);
  }
  return { equal: onlyA.length + onlyB.length + differ.length === 0, files: a.size, onlyA, onlyB, differ };
}
