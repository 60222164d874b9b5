import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { followBuiltPages } from '../../../../scripts/build/built-pages.ts';
import { htmlFilesUnder } from '../../../../scripts/build/html-files.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'built-pages-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function writePage(route: string, html: string): Promise<string> {
  const file = path.join(dir, route, 'index.html');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, html);
  return file;
}

/** Waits until `check` holds (the watcher reports in batches), at most a few seconds. */
async function eventually(check: () => boolean): Promise<void> {
  for (let waited = 0; !check() && waited < 5_000; waited += 20)
    await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('following the pages a build writes', () => {
  it('lists the HTML files under a folder, at any depth', async () => {
    const pages = await Promise.all([
      writePage('', '<p>home</p>'),
      writePage('afdelingen/cardiologie', '<p>cardiologie</p>'),
    ]);
    await writeFile(path.join(dir, 'styles.css'), 'p{}');
    expect(htmlFilesUnder(dir)).toEqual(pages.sort());
  });

  it('hands on each page as it is written, while the build goes on, and each page once', async () => {
    const seen: string[] = [];
    const follower = followBuiltPages(dir, async (file) => {
      seen.push(file);
    });
    await follower.ready;
    const first = await writePage('nieuws', '<p>nieuws</p>');
    await eventually(() => seen.length > 0);
    expect(seen).toEqual([first]);
    const second = await writePage('en/news', '<p>news</p>');
    await follower.finish();
    expect(seen.sort()).toEqual([first, second].sort());
  });

  it('at the end, hands on the pages the watcher did not see, and again each page that changed after it was read', async () => {
    const before = await writePage('voor', '<p>written before following began</p>');
    const read = new Map<string, string[]>();
    const follower = followBuiltPages(dir, async (file) => {
      read.set(file, [...(read.get(file) ?? []), await readFile(file, 'utf8')]);
    });
    await follower.ready;
    const page = await writePage('half', '<p>the first half');
    await eventually(() => read.has(page));
    await writeFile(page, '<p>the first half and the rest</p>');
    await follower.finish();
    expect(read.get(before)).toEqual(['<p>written before following began</p>']);
    expect(read.get(page)?.at(-1)).toBe('<p>the first half and the rest</p>');
  });

  it('skips files that are empty (created, not yet written) and throws what the page handler threw, at the end', async () => {
    await writeFile(path.join(dir, 'empty.html'), '');
    await writePage('kapot', '<p>kapot</p>');
    const handed: string[] = [];
    const follower = followBuiltPages(dir, async (file) => {
      handed.push(path.relative(dir, file));
      throw new Error(`cannot read ${path.relative(dir, file)}`);
    });
    await expect(follower.finish()).rejects.toThrow('cannot read kapot/index.html');
    expect(handed).toEqual(['kapot/index.html']);
  });
});
