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

  it("never the origin's webhook secret, though the command that builds has it", () => {
    const secret = 'whsec_c2VjcmV0LW9mLXRoZS1vcmlnaW4tMTIzNA==';
    const withSecret = createBuildRun({
      config: readConfig({ CONTENT_API_URL: 'http://127.0.0.1:4400', PUBLISH_WEBHOOK_SECRET: secret }, '/p'),
      root: '/p',
    });
    const source = buildRunModuleSource(withSecret, true);
    expect(source).not.toContain(secret);
    expect(source).toContain('"webhookSecret":null');
    expect(source).toContain('export const builtFromContentApi = "http://127.0.0.1:4400";');
  });

  it("the server's on-demand routes get only the CMS the build read: no paths of the build machine", () => {
    const source = buildRunModuleSource(run, false);
    expect(source).toContain('export const buildRun = null;');
    expect(source).not.toContain('/p/');
  });
});
