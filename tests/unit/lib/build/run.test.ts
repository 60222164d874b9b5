import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '#src/lib/build/config.ts';
import { createBuildRun, runFilesOf, runFolderOf } from '#src/lib/build/run.ts';

describe('a build run and its run folder', () => {
  it('the default build (dist): its side files in .cache/build/dist, its redirects in the top-level file', () => {
    const run = createBuildRun({ config: readConfig({}, '/project'), root: '/project' });
    expect(run.outDir).toBe('/project/dist');
    expect(run.files).toEqual({
      dir: '/project/.cache/build/dist',
      redirects: '/project/redirects.generated.json',
      crawlReport: '/project/.cache/build/dist/site-report.json',
      problems: '/project/.cache/build/dist/content-problems.jsonl',
      contentChecks: '/project/.cache/build/dist/content-checks.json',
      buildReport: '/project/.cache/build/dist/build-report.json',
      evidenceDir: '/project/.cache/build/dist',
      dependencyLog: '/project/.cache/build/dist/dependencies.jsonl',
      dependencies: '/project/.cache/build/dist/dependencies.json',
      incrementalPlan: '/project/.cache/build/dist/incremental-plan.json',
      incremental: '/project/.cache/build/dist/incremental.json',
      leftToPrevious: '/project/.cache/build/dist/left-to-previous.jsonl',
      pagePolicies: '/project/.cache/build/dist/page-policies.json',
      asked: '/project/.cache/build/dist/build-asked.json',
    });
    expect(run.incremental).toBeNull();
    expect(run.mediaCacheDir).toBe('/project/.cache/media');
    expect(Object.isFrozen(run)).toBe(true);
  });

  it('builds side by side need only another out dir: each has its own run folder and redirects', () => {
    const after = runFilesOf('dist-after', '/project');
    expect(after.dir).toBe('/project/.cache/build/dist-after');
    expect(after.redirects).toBe('/project/.cache/build/dist-after/redirects.json');
    expect(runFolderOf('/project/releases/20250101T000000Z-abcd', '/project')).toBe(
      '/project/.cache/build/releases/20250101T000000Z-abcd',
    );
  });

  it('an out dir outside the project: a folder named after it and a hash of its path', () => {
    const a = runFolderOf('/tmp/one/out', '/project');
    const b = runFolderOf('/tmp/two/out', '/project');
    expect(path.dirname(a)).toBe('/project/.cache/build/outside');
    expect(path.basename(a)).toMatch(/^out-[0-9a-f]{8}$/);
    expect(a).not.toBe(b);
    expect(runFolderOf('/tmp/one/out', '/project')).toBe(a);
  });

  it('the media cache can be named (--media-cache)', () => {
    const run = createBuildRun({ config: readConfig({}, '/p'), root: '/p', outDir: 'x', mediaCacheDir: 'm' });
    expect(run.mediaCacheDir).toBe('/p/m');
    expect(run.outDir).toBe('/p/x');
  });
});
