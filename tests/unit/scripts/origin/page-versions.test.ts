import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  builtModified,
  builtPage,
  nextPageVersions,
  pageFingerprint,
  readBuiltPages,
  type BuiltPage,
} from '../../../../scripts/origin/page-versions.ts';

const page = (title: string, released = '2026-11-20') =>
  `<html><head><title>${title}</title><meta name="dcterms.modified" content="2026-11-19T10:00:00.000Z"></head>` +
  `<body><p data-statement-release>Release <time datetime="${released}">${released}</time></p></body></html>`;

describe('page fingerprints', () => {
  it('ignore the release date every build writes, and see any other change', () => {
    expect(pageFingerprint(page('A', '2026-11-20'))).toBe(pageFingerprint(page('A', '2026-11-26')));
    expect(pageFingerprint(page('A'))).not.toBe(pageFingerprint(page('B')));
  });

  it('read the CMS version a page shows', () => {
    expect(builtModified(page('A'))).toBe('2026-11-19T10:00:00.000Z');
    expect(builtModified('<html></html>')).toBeNull();
  });
});

describe('the next release page versions', () => {
  const built = (entries: Record<string, string>): Map<string, BuiltPage> =>
    new Map(Object.entries(entries).map(([path, title]) => [path, builtPage(page(title))]));

  it('without a release before, names every page changed in this release', () => {
    const next = nextPageVersions(null, built({ '/b': 'B', '/a': 'A' }), 'r1', '2026-11-26T10:00:00.000Z');
    expect(next.changed).toEqual(['/a', '/b']);
    expect(next.pages['/a']).toMatchObject({ release: 'r1', since: '2026-11-26T10:00:00.000Z' });
  });

  it('keeps an unchanged page live since the release before, and dates a changed or new one now', () => {
    const first = nextPageVersions(null, built({ '/a': 'A', '/b': 'B', '/gone': 'G' }), 'r1', 't1').pages;
    const next = nextPageVersions(first, built({ '/a': 'A', '/b': 'B2', '/new': 'N' }), 'r2', 't2');
    expect(next.changed).toEqual(['/b', '/new']);
    expect(next.pages['/a']).toMatchObject({ release: 'r1', since: 't1' });
    expect(next.pages['/b']).toMatchObject({ release: 'r2', since: 't2' });
    expect(next.pages['/gone']).toBeUndefined();
  });
});

describe('the built pages of a release', () => {
  it('of an incremental release reads the pages it rendered and takes the shared ones from the release before', async () => {
    const client = await mkdtemp(path.join(os.tmpdir(), 'built-pages-'));
    try {
      await mkdir(path.join(client, 'b'), { recursive: true });
      await writeFile(path.join(client, 'index.html'), page('Home'));
      await writeFile(path.join(client, 'b', 'index.html'), page('B2'));
      const previous = {
        '/': { fingerprint: 'known', modified: null, release: 'r1', since: 't1' },
        '/b': { fingerprint: 'old', modified: null, release: 'r1', since: 't1' },
      };
      const pages = await readBuiltPages(client, { previous, rendered: new Set(['b/index.html']) });
      expect(pages.get('/')).toEqual({ fingerprint: 'known', modified: null });
      expect(pages.get('/b')).toEqual(builtPage(page('B2')));
      // Without the release before, every page is read.
      expect((await readBuiltPages(client)).get('/')).toEqual(builtPage(page('Home')));
    } finally {
      await rm(client, { recursive: true, force: true });
    }
  });
});
