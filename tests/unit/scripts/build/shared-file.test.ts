import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { shareFiles } from '../../../../scripts/build/shared-file.ts';

describe('shareFiles', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const tempDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'shared-file-'));
    dirs.push(dir);
    return dir;
  };

  it('shares every file as a hard link of the same file, in folders it makes, over several turns', async () => {
    const from = path.join(tempDir(), 'before');
    const to = path.join(tempDir(), 'after', 'client');
    // More files than one turn shares, in nested folders.
    const files = Array.from({ length: 4_321 }, (_, i) => `pages/${i % 7}/${i % 3}/page-${i}.html`);
    files.push('index.html', 'media/a b.jpg');
    for (const file of files) {
      mkdirSync(path.dirname(path.join(from, file)), { recursive: true });
      writeFileSync(path.join(from, file), file);
    }
    let turns = 0;
    const counting = setInterval(() => (turns += 1), 0);
    const shared = await shareFiles(from, to, files);
    clearInterval(counting);

    expect(shared).toEqual(files.map((file) => path.join(to, file)));
    for (const file of files) {
      expect(readFileSync(path.join(to, file), 'utf8')).toBe(file);
      expect(statSync(path.join(to, file)).ino).toBe(statSync(path.join(from, file)).ino);
    }
    expect(statSync(path.join(from, 'index.html')).nlink).toBe(2);
    // The thread was let go between the turns (a timer ran while the files were shared).
    expect(turns).toBeGreaterThan(0);
  });

  it('fails rather than write through a file that is there already', async () => {
    const from = tempDir();
    const to = tempDir();
    writeFileSync(path.join(from, 'a.html'), 'before');
    writeFileSync(path.join(to, 'a.html'), 'this build');
    await expect(shareFiles(from, to, ['a.html'])).rejects.toThrow(/EEXIST/);
    expect(readFileSync(path.join(to, 'a.html'), 'utf8')).toBe('this build');
  });
});
