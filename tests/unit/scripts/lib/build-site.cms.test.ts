import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readConfig } from '#src/lib/build/config.ts';
import { createBuildRun, type BuildRun } from '#src/lib/build/run.ts';
import { FailedBeforeAsked, loadPlannedBuild } from '../../../../scripts/build/build-standby.ts';
import { buildSite } from '../../../../scripts/lib/build-site.ts';
import { json, startStubServer } from '../../../support/stub-server.ts';

/** A CMS whose redirects fail: every build of it fails before Astro starts. */
async function startFailingCms() {
  return startStubServer({ '/api/v1/redirects': (_req, res) => json(res, 500, {}) });
}

describe('a build whose CMS fails before its pages', () => {
  let root: string;
  let cms: Awaited<ReturnType<typeof startFailingCms>>;
  let run: BuildRun;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'build-site-'));
    await mkdir(path.join(root, 'src'));
    await writeFile(path.join(root, 'src', 'page.ts'), 'export const title = "Over ons";\n');
    cms = await startFailingCms();
    const config = readConfig(
      { CONTENT_API_URL: cms.url, CONTENT_API_RETRIES: '0', CONTENT_API_CACHE_DIR: path.join(root, 'api') },
      root,
    );
    run = createBuildRun({ config, root, outDir: 'release' });
  });
  afterEach(async () => {
    await cms.close();
    await rm(root, { recursive: true, force: true });
  });

  it('fails, saying which call failed', async () => {
    await expect(buildSite(run)).rejects.toThrow(/redirects/);
    await expect(buildSite(run)).rejects.not.toBeInstanceOf(FailedBeforeAsked);
  });

  it('prepared ahead and not yet asked, builds nothing: the build it is then asked for runs in a new process', async () => {
    const input = new PassThrough();
    const planned = await loadPlannedBuild(root, input, async () => {});
    const failed = buildSite(run, { changedRoutes: [] }, planned);
    await expect(failed).rejects.toBeInstanceOf(FailedBeforeAsked);
    await expect(failed).rejects.toThrow(/failed before it was asked \([\s\S]*GET redirects failed/);
    input.end();
  });
});
