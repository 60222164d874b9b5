import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freshFileStats, releaseFileStats } from '../../../../scripts/origin/release-file-stats.ts';

describe("a release's file stats", () => {
  it('are asked of the file system once per path (a release never changes), fresh ones every time', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'file-stats-'));
    try {
      const file = path.join(dir, 'index.html');
      await writeFile(file, '<!doctype html>');
      const statsOf = releaseFileStats();
      expect((await statsOf(file))?.size).toBe(15);
      expect(await statsOf(path.join(dir, 'missing.html'))).toBeNull();
      await rm(file);
      expect((await statsOf(file))?.size).toBe(15);
      expect(await freshFileStats(file)).toBeNull();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
