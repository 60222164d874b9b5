import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DependencyRecord, FileRecord } from '#src/lib/build/affected.ts';
import {
  assemblyOf,
  mediaNoLongerNamed,
  originalOf,
  pagesLeftToPrevious,
} from '../../../../scripts/build/incremental-assembly.ts';
import { incrementalLine } from '../../../../scripts/build/incremental-report.ts';

const naming = (...media: string[]): FileRecord => ({ calls: [], routes: [], uses: [], media });

describe('assemblyOf', () => {
  it('shares what this build did not write, except pages that are gone and what later steps write', () => {
    const previous = [
      'a/index.html',
      'a/index.html.br',
      'b/index.html',
      'b/index.html.gz',
      'gone/index.html',
      'gone/index.html.br',
      'media/x.webp',
      'pagefind/pagefind.js',
      '_headers',
      '_redirects',
      '.well-known/security.txt',
    ];
    const written = new Set(['b/index.html', '_astro/x.js']);
    const pages = new Set(['a/index.html', 'b/index.html', 'gone/index.html']);
    const leftToPrevious = new Set(['a/index.html']);
    expect(assemblyOf(previous, written, pages, leftToPrevious)).toEqual({
      share: ['a/index.html', 'a/index.html.br', 'media/x.webp'],
      removed: ['gone/index.html'],
    });
  });

  it('does not share an image or document no file of this build names, nor its compressed copies', () => {
    const previous = ['a/index.html', 'media/kept.webp', 'media/old.svg', 'media/old.svg.br', 'documenten/f/x.pdf'];
    const unnamed = new Set(['media/old.svg', 'documenten/f/x.pdf']);
    expect(assemblyOf(previous, new Set(), new Set(['a/index.html']), new Set(['a/index.html']), unnamed)).toEqual({
      share: ['a/index.html', 'media/kept.webp'],
      removed: ['documenten/f/x.pdf', 'media/old.svg'],
    });
  });

  it('names the file a compressed copy belongs to', () => {
    expect(originalOf('a/index.html.br')).toBe('a/index.html');
    expect(originalOf('a/index.html.gz')).toBe('a/index.html');
    expect(originalOf('a/index.html')).toBe('a/index.html');
  });
});

describe('mediaNoLongerNamed', () => {
  const previous: DependencyRecord = {
    fingerprint: 'f',
    calls: {},
    scopes: {},
    routes: [],
    deadRoutes: [],
    files: {
      'shared/index.html': naming('/media/shared.webp', '/media/both.webp'),
      'edited/index.html': naming('/media/before.webp', '/media/both.webp'),
      'gone/index.html': naming('/media/gone%20image.webp', '/documenten/folders/1/gone.pdf'),
      'data/list.json': { calls: [], routes: [], uses: [] },
    },
  };

  it('finds what only pages that are gone, or that no longer show it, named', () => {
    const rendered = new Map([['edited/index.html', ['/media/after.webp']]]);
    expect(mediaNoLongerNamed(previous, new Set(['shared/index.html']), rendered)).toEqual(
      new Set(['media/before.webp', 'media/gone image.webp', 'documenten/folders/1/gone.pdf']),
    );
  });

  it('keeps what a page rendered again still names, and what a shared page names', () => {
    const rendered = new Map([
      ['edited/index.html', ['/media/before.webp']],
      ['gone/index.html', ['/media/gone%20image.webp', '/documenten/folders/1/gone.pdf']],
    ]);
    expect(mediaNoLongerNamed(previous, new Set(['shared/index.html']), rendered)).toEqual(new Set());
  });
});

describe('incrementalLine', () => {
  it('says what an incremental build rendered, shared and removed', () => {
    expect(
      incrementalLine({
        mode: 'incremental',
        reason: 'from dist',
        rendered: ['a', 'b'],
        shared: 6380,
        removed: [],
        changedCalls: 3,
        seconds: 4,
      }),
    ).toBe('incremental build: 2 files rendered, 6,380 shared, 0 removed (3 calls changed)');
  });
});

describe('pagesLeftToPrevious', () => {
  it('are the pages of the previous build that a route of this build left to it, and that this build did not write', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'pages-left-'));
    try {
      const put = async (file: string, text = '') => {
        await mkdir(path.dirname(path.join(root, file)), { recursive: true });
        await writeFile(path.join(root, file), text);
      };
      for (const page of ['a/index.html', 'b/index.html', 'c/index.html', 'gone/index.html'])
        await put(`previous/${page}`);
      await put('previous/data/folders.json');
      await put('new/b/index.html');
      const files = { incrementalPlan: path.join(root, 'plan.json'), leftToPrevious: path.join(root, 'left.jsonl') };
      const skip = ['a/index.html', 'b/index.html', 'c/index.html', 'data/folders.json', 'missing/index.html'];
      await put(
        'plan.json',
        JSON.stringify({ skip, render: [], changedCalls: [], callHashes: {}, routes: [], deadRoutes: [] }),
      );
      // No route of this build makes c/ any more: it is not shared.
      await put(
        'left.jsonl',
        ['a/index.html', 'b/index.html', 'data/folders.json', 'missing/index.html']
          .map((f) => `${JSON.stringify(f)}\n`)
          .join(''),
      );
      expect(await pagesLeftToPrevious(files, path.join(root, 'previous'), path.join(root, 'new'))).toEqual(
        new Set(['a/index.html']),
      );
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
