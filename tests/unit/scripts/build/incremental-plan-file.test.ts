import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPlan } from '../../../../scripts/build/dependency-record.ts';

describe("an incremental build's plan as the assembly reads it", () => {
  it('leaves to the previous build only the files a route of this build still made', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'plan-'));
    try {
      const files = { incrementalPlan: path.join(dir, 'plan.json'), leftToPrevious: path.join(dir, 'left.jsonl') };
      const plan = { changedCalls: [], callHashes: {}, routes: [], deadRoutes: [], render: ['a/index.html'] };
      // `unlinked/index.html` is unchanged, but no route makes it any more: it must not be shared.
      await writeFile(
        files.incrementalPlan,
        JSON.stringify({ ...plan, skip: ['b/index.html', 'unlinked/index.html'] }),
      );
      await writeFile(files.leftToPrevious, `${JSON.stringify('b/index.html')}\n`);
      expect((await readPlan(files)).skip).toEqual(['b/index.html']);
      await rm(files.leftToPrevious);
      expect((await readPlan(files)).skip).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
