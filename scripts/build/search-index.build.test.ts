import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDEX_SHARDS_FILE, parseIndexShards, SEARCH_INDEX_FOLDER } from '#src/overviews/search/index-shards.ts';
import { builtPage } from '../../tests/support/built-page.ts';
import { fileTree } from '../../tests/support/file-tree.ts';
import { MIN_SECTION_PAGES } from './search-index-shards.ts';
import { writeSearchIndex } from './search-index.ts';

let root: string;

/** A built site's client folder: news items enough for a shard of their own, a few other pages, English ones, a filter page. */
async function site(name: string, change: { text?: string; menu?: string } = {}): Promise<string> {
  const dir = path.join(root, name);
  const pages: Array<[string, string]> = [];
  for (let i = 0; i < MIN_SECTION_PAGES; i += 1)
    pages.push([
      `nieuws/bericht-${String(i).padStart(3, '0')}/index.html`,
      builtPage('nl-NL', `Bericht ${i}`, `Nieuws nummer ${i}.`, change),
    ]);
  pages.push(
    ['index.html', builtPage('nl-NL', 'Spaarne Gasthuis', 'Welkom.', change)],
    ['contact/index.html', builtPage('nl-NL', 'Contact', change.text ?? 'Bel ons.', change)],
    [
      'afdelingen/cardiologie/index.html',
      builtPage('nl-NL', 'Cardiologie', 'De afdeling cardiologie behandelt hartklachten.', change),
    ],
    ['en/contact/index.html', builtPage('en-GB', 'Contact', 'Call us.', change)],
    ['nieuws/filter/hart/index.html', builtPage('nl-NL', 'Filter', 'Gefilterd.', { ...change, indexed: false })],
  );
  for (const [file, html] of pages) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), html);
  }
  return dir;
}

type Edit = readonly [file: string, html: string];

/** The site of `site(name, change)` with `edits` made: each a page file and its new HTML. */
async function editedSite(name: string, edits: readonly Edit[], change: { menu?: string } = {}): Promise<string> {
  const dir = await site(name, change);
  for (const [file, html] of edits) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), html);
  }
  return dir;
}

/** The release a build builds on: the site, with its index. */
async function releaseBefore(name: string): Promise<string> {
  const dir = await site(name);
  await writeSearchIndex(dir);
  return dir;
}

/** What an index built on the release before must be: the same bytes as a full index of the same pages. */
async function expectFullIndexBytes(
  after: string,
  name: string,
  edits: readonly Edit[],
  change: { menu?: string } = {},
) {
  const full = await editedSite(name, edits, change);
  await writeSearchIndex(full);
  expect(await fileTree(path.join(after, SEARCH_INDEX_FOLDER))).toEqual(
    await fileTree(path.join(full, SEARCH_INDEX_FOLDER)),
  );
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'search-index-'));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("the release's search index, in shards", () => {
  it('indexes every shard of a site on its own, names them in shards.json, and leaves out what is not indexed', async () => {
    const dir = await site('full');
    const { report, sharedFiles } = await writeSearchIndex(dir);
    expect(report.pages).toEqual({ 'nl-nl': MIN_SECTION_PAGES + 3, 'en-gb': 1 });
    expect(report.shards).toEqual({ indexed: 3, shared: 0 });
    expect(sharedFiles).toEqual([]);
    const shards = parseIndexShards(
      JSON.parse(await readFile(path.join(dir, SEARCH_INDEX_FOLDER, INDEX_SHARDS_FILE), 'utf8')),
    );
    expect(Object.keys(shards).sort()).toEqual(['en-gb', 'nl-nl']);
    expect(shards['nl-nl']).toHaveLength(2);
    for (const name of Object.values(shards).flat()) {
      const folder = path.join(dir, SEARCH_INDEX_FOLDER, name);
      expect((await stat(path.join(folder, 'pagefind.js'))).isFile()).toBe(true);
      expect((await stat(path.join(folder, 'pagefind-entry.json'))).isFile()).toBe(true);
      // Pagefind's own search interfaces are not kept: the site has its own.
      await expect(stat(path.join(folder, 'pagefind-ui.js'))).rejects.toThrow();
    }
  });

  it('on the release before: the shards whose pages did not change are shared, the others indexed; the same bytes as a full index', async () => {
    const before = await releaseBefore('before');
    // A new menu on every page (outside what Pagefind reads) and a new text on the contact page.
    const edits: Edit[] = [
      ['contact/index.html', builtPage('nl-NL', 'Contact', 'Bel of mail ons.', { menu: 'Ander menu' })],
    ];
    const after = await editedSite('after', edits, { menu: 'Ander menu' });
    const { report, sharedFiles } = await writeSearchIndex(after, { client: before, sharedPages: new Set() });
    expect(report.shards).toEqual({ indexed: 1, shared: 2 });
    expect(sharedFiles.length).toBeGreaterThan(0);
    // Shared as hard links: the release before's own files.
    for (const file of sharedFiles.slice(0, 5)) {
      const relative = path.relative(after, file);
      expect((await stat(file)).ino).toBe((await stat(path.join(before, relative))).ino);
    }
    await expectFullIndexBytes(after, 'full-after', edits, { menu: 'Ander menu' });
  });

  it('a page the build shared with the release before is not read again: its shard says what it was', async () => {
    const before = await releaseBefore('before-shared');
    const edits: Edit[] = [['contact/index.html', builtPage('nl-NL', 'Contact', 'Bel of mail ons.')]];
    const after = await editedSite('after-shared', edits);
    // The news items are shared (the assembly's hard links, the same bytes); here they are left empty,
    // so an index that read them again would lose them.
    const sharedPages = new Set<string>();
    for (let i = 0; i < MIN_SECTION_PAGES; i += 1) {
      const file = `nieuws/bericht-${String(i).padStart(3, '0')}/index.html`;
      await writeFile(path.join(after, file), '');
      sharedPages.add(file);
    }
    const { report } = await writeSearchIndex(after, { client: before, sharedPages });
    expect(report.pages).toEqual({ 'nl-nl': MIN_SECTION_PAGES + 3, 'en-gb': 1 });
    expect(report.shards).toEqual({ indexed: 1, shared: 2 });
    await expectFullIndexBytes(after, 'full-shared', edits);
  });

  it('a page added to a section: its shard is indexed anew, with the pages shared from the release before read again', async () => {
    const before = await releaseBefore('before-added');
    const edits: Edit[] = [['over-ons/index.html', builtPage('nl-NL', 'Over ons', 'Wie wij zijn.')]];
    const after = await editedSite('after-added', edits);
    // The other pages are the release before's (shared); the new one is rendered.
    const sharedPages = new Set(
      (await readdir(after, { recursive: true })).filter(
        (file) => file.endsWith('.html') && !file.startsWith('over-ons'),
      ),
    );
    const { report } = await writeSearchIndex(after, { client: before, sharedPages });
    expect(report.pages).toEqual({ 'nl-nl': MIN_SECTION_PAGES + 4, 'en-gb': 1 });
    expect(report.shards).toEqual({ indexed: 1, shared: 2 });
    await expectFullIndexBytes(after, 'full-added', edits);
  });

  it('written before the assembly links the shared pages: those its indexed shards need are read from the release before', async () => {
    const before = await releaseBefore('before-unlinked');
    const edits: Edit[] = [['contact/index.html', builtPage('nl-NL', 'Contact', 'Bel of mail ons.')]];
    const after = await editedSite('after-unlinked', edits);
    // Only the rendered page is in this build's folder yet; every other page is shared, not linked yet.
    const sharedPages = new Set(
      (await readdir(after, { recursive: true })).filter(
        (file) => file.endsWith('.html') && file !== 'contact/index.html',
      ),
    );
    for (const file of sharedPages) await rm(path.join(after, file));
    const { report } = await writeSearchIndex(after, { client: before, sharedPages });
    expect(report.pages).toEqual({ 'nl-nl': MIN_SECTION_PAGES + 3, 'en-gb': 1 });
    expect(report.shards).toEqual({ indexed: 1, shared: 2 });
    await expectFullIndexBytes(after, 'full-unlinked', edits);
  });

  it('a shared page that is not what the release before says it was: the build fails naming it', async () => {
    const before = await releaseBefore('before-lied');
    // Said to be shared (the same bytes), but changed; and its shard is indexed anew for another page.
    const after = await editedSite('after-lied', [
      ['index.html', builtPage('nl-NL', 'Spaarne Gasthuis', 'Anders.')],
      ['contact/index.html', builtPage('nl-NL', 'Contact', 'Bel of mail ons.')],
    ]);
    await expect(writeSearchIndex(after, { client: before, sharedPages: new Set(['index.html']) })).rejects.toThrow(
      /index\.html is not the page the release before's index says it shared/,
    );
  });

  it('a release before whose shards do not say their pages: every page is read, and it is told', async () => {
    const before = await releaseBefore('before-no-pages');
    const shards = parseIndexShards(
      JSON.parse(await readFile(path.join(before, SEARCH_INDEX_FOLDER, INDEX_SHARDS_FILE), 'utf8')),
    );
    await writeFile(path.join(before, SEARCH_INDEX_FOLDER, shards['nl-nl']?.[0] ?? '', 'pages.json'), '[{"file": 1}]');
    const after = await site('after-no-pages');
    const lines: string[] = [];
    const { report } = await writeSearchIndex(after, { client: before, sharedPages: new Set(['index.html']) }, (line) =>
      lines.push(line),
    );
    expect(report.pages).toEqual({ 'nl-nl': MIN_SECTION_PAGES + 3, 'en-gb': 1 });
    expect(lines).toEqual([expect.stringMatching(/does not say which pages its shards hold .*every page is read$/)]);
  });

  it('a release before whose index is not in shards: every page is read', async () => {
    const before = await site('before-unsharded');
    await mkdir(path.join(before, SEARCH_INDEX_FOLDER), { recursive: true });
    const after = await site('after-unsharded');
    const { report } = await writeSearchIndex(after, { client: before, sharedPages: new Set(['index.html']) });
    expect(report.pages).toEqual({ 'nl-nl': MIN_SECTION_PAGES + 3, 'en-gb': 1 });
    expect(report.shards).toEqual({ indexed: 3, shared: 0 });
  });
});
