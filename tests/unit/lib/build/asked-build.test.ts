import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { asAsked, readAskedBuild, writeAskedBuild } from '#src/lib/build/asked-build.ts';
import { readConfig } from '#src/lib/build/config.ts';
import { createBuildRun, type BuildRun } from '#src/lib/build/run.ts';

describe('what a build was asked to render', () => {
  let root: string;
  let run: BuildRun;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'asked-build-'));
    // As a build prepared ahead bundles it: built on a previous build, no route named yet, no calls asked.
    run = createBuildRun({
      config: readConfig({}, root),
      root,
      outDir: 'next',
      incremental: {
        previousClient: '/releases/live/client',
        previousRecord: '/releases/live/reports/dependencies.json',
        changedRoutes: [],
      },
    });
    await mkdir(run.files.dir, { recursive: true });
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('gives the pages the routes named and when the calls were asked again, from the run folder', async () => {
    await writeAskedBuild(run.files.asked, { changedRoutes: ['/over-ons'], callsAskedSince: 1_795_000_000_000 });
    expect(readAskedBuild(run.files.asked)).toEqual({
      changedRoutes: ['/over-ons'],
      callsAskedSince: 1_795_000_000_000,
    });
    expect(asAsked(run).incremental).toEqual({
      previousClient: '/releases/live/client',
      previousRecord: '/releases/live/reports/dependencies.json',
      changedRoutes: ['/over-ons'],
      callsAskedSince: 1_795_000_000_000,
    });
    // The rest of the run is the one it bundled.
    expect(asAsked(run).files).toBe(run.files);
  });

  it('leaves out when the calls were asked when they were not (no disk cache), and leaves a full build as it is', async () => {
    await writeAskedBuild(run.files.asked, { changedRoutes: [], callsAskedSince: null });
    expect(asAsked(run).incremental).not.toHaveProperty('callsAskedSince');
    const full = createBuildRun({ config: readConfig({}, root), root, outDir: 'next' });
    expect(asAsked(full)).toBe(full);
  });

  it('is the run itself when nothing was written, and an error naming the file when what is there is not what a build was asked', async () => {
    expect(readAskedBuild(run.files.asked)).toBeNull();
    expect(asAsked(run)).toBe(run);
    await writeFile(run.files.asked, '{"changedRoutes":"/over-ons"}');
    expect(() => asAsked(run)).toThrow(
      new RegExp(`${run.files.asked.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} does not say what the build was asked`),
    );
  });
});
