import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The README and docs name files of the project in backticks; a file that moved leaves the map wrong. */
const DOCUMENTS = [
  'README.md',
  'scripts/content-api/README.md',
  ...readdirSync('docs').map((name) => path.join('docs', name)),
].filter((file) => file.endsWith('.md'));
const PROJECT_PATH = /`((?:src|scripts|tests|docs|public)\/[^`\s]*?)(?::\d+)?`/g;

function namedPaths(markdown: string): string[] {
  return [...markdown.matchAll(PROJECT_PATH)]
    .map((match) => match[1] ?? '')
    .filter((named) => !/[{}*<>]|\.\.\./.test(named));
}

describe('paths named in the README and docs', () => {
  it.each(DOCUMENTS)('%s names only files and folders that exist', (document) => {
    const missing = namedPaths(readFileSync(document, 'utf8')).filter((named) => !existsSync(named));
    expect(missing).toEqual([]);
  });
});
