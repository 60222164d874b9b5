import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { filesUnder } from '../../../../scripts/build/files-under.ts';

describe('filesUnder', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('lists every file at any depth, relative with /, sorted, no folders, links not followed', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'files-under-'));
    dirs.push(dir);
    mkdirSync(path.join(dir, 'a', 'b c', 'd'), { recursive: true });
    mkdirSync(path.join(dir, 'empty'));
    for (const file of ['index.html', 'a/index.html', 'a/index.html.br', 'a/b c/d/e.json'])
      writeFileSync(path.join(dir, ...file.split('/')), 'x');
    symlinkSync(path.join(dir, 'a'), path.join(dir, 'link-to-a'));
    expect(filesUnder(dir)).toEqual(['a/b c/d/e.json', 'a/index.html', 'a/index.html.br', 'index.html']);
  });

  it('fails for a folder that is not there', () => {
    expect(() => filesUnder(path.join(os.tmpdir(), 'files-under-not-there', String(Date.now())))).toThrow(/ENOENT/);
  });
});
