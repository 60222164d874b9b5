import { describe, expect, it } from 'vitest';
import { assemblyOf, incrementalLine, originalOf } from '../../../../scripts/build/incremental-assembly.ts';

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

  it('names the file a compressed copy belongs to', () => {
    expect(originalOf('a/index.html.br')).toBe('a/index.html');
    expect(originalOf('a/index.html.gz')).toBe('a/index.html');
    expect(originalOf('a/index.html')).toBe('a/index.html');
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
