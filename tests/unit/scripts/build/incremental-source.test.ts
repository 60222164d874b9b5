import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decideIncremental } from '../../../../scripts/build/incremental-source.ts';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'incremental-source-'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function release(fingerprint: string | null, calls: Record<string, string> = {}): Promise<string> {
  const dir = path.join(root, 'previous');
  await mkdir(path.join(dir, 'client'), { recursive: true });
  if (fingerprint !== null) {
    await mkdir(path.join(dir, 'reports'), { recursive: true });
    await writeFile(path.join(dir, 'reports', 'dependencies.json'), JSON.stringify({ fingerprint, calls }));
  }
  return dir;
}

describe('decideIncremental', () => {
  it('builds on a release with its record made by the same code and settings, and asks its GET calls again', async () => {
    const from = await release('same', {
      'GET footer': 'a1',
      'GET pages/over-ons': 'b2',
      'POST search/pages {"query":"hart"}': 'c3',
    });
    const decision = await decideIncremental({ from, changedRoutes: ['/a'], fingerprint: 'same', root });
    expect(decision.source).toEqual({
      previousClient: path.join(from, 'client'),
      previousRecord: path.join(from, 'reports', 'dependencies.json'),
      changedRoutes: ['/a'],
    });
    expect(decision.getCalls).toEqual(['GET footer', 'GET pages/over-ons']);
  });

  it('is a full build, saying why, without a previous build, a record, or with other code', async () => {
    expect(await decideIncremental({ changedRoutes: [], fingerprint: 'f', root })).toEqual({
      source: null,
      reason: 'no --incremental-from',
      getCalls: [],
    });
    expect(
      (await decideIncremental({ from: path.join(root, 'nowhere'), changedRoutes: [], fingerprint: 'f', root })).reason,
    ).toMatch(/no client\/ folder/);
    const bare = await release(null);
    expect((await decideIncremental({ from: bare, changedRoutes: [], fingerprint: 'f', root })).reason).toMatch(
      /no dependency record/,
    );
    await rm(bare, { recursive: true });
    const own = await release('f');
    expect(
      (await decideIncremental({ from: own, changedRoutes: [], fingerprint: 'f', root, outDir: own })).reason,
    ).toMatch(/own out dir/);
    const other = await release('old');
    expect((await decideIncremental({ from: other, changedRoutes: [], fingerprint: 'new', root })).reason).toMatch(
      /code fingerprint/,
    );
  });
});
