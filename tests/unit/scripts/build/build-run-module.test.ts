import { describe, expect, it } from 'vitest';
import { readConfig } from '#src/lib/build/config.ts';
import { createBuildRun } from '#src/lib/build/run.ts';
import { buildRunModuleSource } from '../../../../scripts/build/build-run-module.ts';

describe('the build run handed to the pages (virtual:hospital/build-run)', () => {
  const run = createBuildRun({ config: readConfig({ CONTENT_API_URL: 'http://127.0.0.1:4400' }, '/p'), root: '/p' });

  it('pre-rendered pages get the whole run', () => {
    const source = buildRunModuleSource(run, true);
    expect(source).toContain(`export const buildRun = ${JSON.stringify(run)};`);
    expect(source).toContain('export const builtFromContentApi = "http://127.0.0.1:4400";');
  });

  it("the server's on-demand routes get only the CMS the build read: no paths of the build machine", () => {
    const source = buildRunModuleSource(run, false);
    expect(source).toContain('export const buildRun = null;');
    expect(source).not.toContain('/p/');
  });
});
