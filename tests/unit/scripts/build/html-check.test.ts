import { describe, expect, it } from 'vitest';
import { formatHtmlReport, parseVnuReport, type HtmlError } from '../../../../scripts/build/html-check.ts';

const clientDir = '/site/dist/client';
const vnuReport = (messages: unknown[]): string => JSON.stringify({ version: '26.9.27', messages });

describe('parseVnuReport', () => {
  it('reads each error with its page relative to the checked folder, its line and column', () => {
    const json = vnuReport([
      {
        type: 'error',
        url: 'file:/site/dist/client/afdelingen/index.html',
        lastLine: 11,
        firstColumn: 17,
        message: 'Element “h3” not allowed as child of element “span” in this context.',
      },
    ]);
    expect(parseVnuReport(json, clientDir)).toEqual([
      {
        page: 'afdelingen/index.html',
        line: 11,
        column: 17,
        message: 'Element “h3” not allowed as child of element “span” in this context.',
      },
    ]);
  });

  it('counts a message about the check itself as an error, and leaves info and warnings out', () => {
    const json = vnuReport([
      { type: 'info', subType: 'warning', url: 'file:/site/dist/client/a.html', message: 'Consider…' },
      { type: 'info', url: 'file:/site/dist/client/a.html', message: 'Trailing slash…' },
      { type: 'non-document-error', subType: 'io', url: 'file:/site/dist/client/b.html', message: 'Cannot read' },
    ]);
    expect(parseVnuReport(json, clientDir)).toEqual([
      { page: 'b.html', line: null, column: null, message: 'Cannot read' },
    ]);
  });

  it('fails on output that is not a vnu report', () => {
    expect(() => parseVnuReport('{"version":"1"}', clientDir)).toThrow(/messages/);
    expect(() => parseVnuReport('Exception in thread "main"', clientDir)).toThrow();
  });
});

describe('formatHtmlReport', () => {
  const error = (page: string, line: number): HtmlError => ({ page, line, column: 3, message: `fout ${line}` });

  it('says a clean build in one line', () => {
    expect(formatHtmlReport([], 1497, 'dist/client')).toBe('HTML check of dist/client: 1497 pages, 0 errors');
  });

  it('lists each page with errors, in order, with its first messages, then the total', () => {
    const errors = [error('b/index.html', 1), ...[1, 2, 3, 4, 5, 6, 7].map((line) => error('a/index.html', line))];
    expect(formatHtmlReport(errors, 10, 'dist/client').split('\n')).toEqual([
      'a/index.html: 7 errors',
      '  1:3 fout 1',
      '  2:3 fout 2',
      '  3:3 fout 3',
      '  4:3 fout 4',
      '  5:3 fout 5',
      '  … and 2 more',
      'b/index.html: 1 error',
      '  1:3 fout 1',
      'HTML check of dist/client: 10 pages, 8 errors in 2 pages',
    ]);
  });
});
