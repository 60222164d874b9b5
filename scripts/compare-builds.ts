/**
 * `npm run compare:builds -- BEFORE AFTER [--show N]`: compares two build folders (`dist`, or an
 * `--out-dir`) file by file, with what changes between any two builds of the same code masked
 * (scripts/build/build-diff.ts). Prints what is only in one, what differs, and exits 1 when anything
 * does: a restructuring that should not change the site shows 0.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { diffBuilds } from './build/build-diff.ts';
import { filesUnder } from './build/files-under.ts';

const { values, positionals } = parseArgs({
  args: process.argv.slice(2),
  allowPositionals: true,
  options: { show: { type: 'string', default: '20' } },
});
const [beforeDir, afterDir] = positionals;
const show = Number(values.show);
if (!beforeDir || !afterDir || positionals.length !== 2 || !Number.isInteger(show) || show < 0) {
  console.error('Usage: npm run compare:builds -- BEFORE_DIR AFTER_DIR [--show N]');
  process.exit(2);
}

async function filesOf(root: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const file of filesUnder(root)) files.set(file, await readFile(path.join(root, file)));
  return files;
}

const diff = diffBuilds(await filesOf(beforeDir), await filesOf(afterDir), {
  before: path.resolve(beforeDir),
  after: path.resolve(afterDir),
});
console.log(
  `${diff.same} files the same; only before: ${diff.onlyBefore.length}; only after: ${diff.onlyAfter.length}; ` +
    `differ: ${diff.differ.length}`,
);
for (const [mark, files] of [
  ['- only before', diff.onlyBefore],
  ['+ only after', diff.onlyAfter],
  ['~ differs', diff.differ],
] as const) {
  for (const file of files.slice(0, show)) console.log(`${mark}: ${file}`);
  if (files.length > show) console.log(`${mark}: … and ${files.length - show} more`);
}
process.exitCode = diff.onlyBefore.length + diff.onlyAfter.length + diff.differ.length > 0 ? 1 : 0;
