import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { phasesOf, readReport } from '../../../../scripts/build/build-phases.ts';

describe('phasesOf', () => {
  it('splits the build at the moments Astro marks, the crawl out of rendering and the media out of the post-build steps', () => {
    expect(
      phasesOf({ buildStart: 2000, bundled: 3500, generated: 10_500, done: 14_000, crawlMs: 2500, mediaMs: 2000.4 }),
    ).toEqual({
      setupMs: 2000,
      bundleMs: 1500,
      crawlMs: 2500,
      renderMs: 4500,
      mediaMs: 2000,
      postBuildMs: 1500,
    });
  });

  it('counts a build prepared ahead from when it was asked: what it did before (setup, bundling) is 0', () => {
    // Started 9 s and bundled 4 s before it was asked; 1.5 s after it was asked, its pages began.
    expect(
      phasesOf({ buildStart: -9000, bundled: 1500, generated: 6000, done: 8000, crawlMs: 1000, mediaMs: 500 }),
    ).toEqual({ setupMs: 0, bundleMs: 1500, crawlMs: 1000, renderMs: 3500, mediaMs: 500, postBuildMs: 1500 });
  });

  it('never reports a negative phase', () => {
    const phases = phasesOf({ buildStart: 10, bundled: 20, generated: 30, done: 40, crawlMs: 50, mediaMs: 60 });
    expect(Math.min(...Object.values(phases))).toBe(0);
  });
});

describe('readReport', () => {
  const dirs: string[] = [];
  afterAll(async () => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('reads what a report file holds, and nothing from a missing or broken one', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'build-report-'));
    dirs.push(dir);
    await writeFile(path.join(dir, 'good.json'), JSON.stringify({ phases: { setupMs: 1 } }));
    await writeFile(path.join(dir, 'broken.json'), '{');
    await writeFile(path.join(dir, 'list.json'), '[1]');
    expect(await readReport(path.join(dir, 'good.json'))).toEqual({ phases: { setupMs: 1 } });
    expect(await readReport(path.join(dir, 'broken.json'))).toEqual({});
    expect(await readReport(path.join(dir, 'list.json'))).toEqual({});
    expect(await readReport(path.join(dir, 'missing.json'))).toEqual({});
  });
});
