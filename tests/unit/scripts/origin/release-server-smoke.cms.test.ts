import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { smokeTestRelease } from '../../../../scripts/origin/release-server.ts';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'release-smoke-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** A release whose server is `entry` (standing in for the Astro Node adapter's entry.mjs). */
async function releaseWithServer(entry: string): Promise<string> {
  await mkdir(path.join(root, 'server'), { recursive: true });
  await mkdir(path.join(root, 'client'), { recursive: true });
  await writeFile(path.join(root, 'server', 'entry.mjs'), entry);
  return root;
}

describe("the smoke test of a release's server, run as the origin runs it (a thread, a local socket)", () => {
  it('passes a server that answers the home page and refuses a preview without a token', async () => {
    const dir = await releaseWithServer(
      `export const handler = (req, res) => { res.writeHead(req.url.startsWith('/preview/') ? 401 : 200); res.end(); };\n`,
    );
    expect(await smokeTestRelease(dir, { locals: {} })).toEqual([]);
  });

  it('fails a server whose preview route does not run', async () => {
    const dir = await releaseWithServer(
      `export const handler = (req, res) => { res.writeHead(req.url.startsWith('/preview/') ? 500 : 200); res.end(); };\n`,
    );
    expect(await smokeTestRelease(dir, { locals: {} })).toEqual([
      'its server answered /preview/release-check with 500, not 401',
    ]);
  });

  it('fails a server that cannot be loaded', async () => {
    const dir = await releaseWithServer(`import 'a-package-that-is-not-there';\nexport const handler = () => {};\n`);
    const problems = await smokeTestRelease(dir, { locals: {} });
    expect(problems).toHaveLength(1);
    // One line: the reason, not the thread's whole stack.
    expect(problems[0]).toMatch(/^its server could not be loaded: .*a-package-that-is-not-there/);
    expect(problems[0]).not.toContain('\n');
  });

  it("runs the server with the origin's environment, without its secrets, and the locals it is given", async () => {
    const dir = await releaseWithServer(
      `export const handler = (req, res, _next, locals) => {
        const right = process.env.SMOKE_TEST_MARK === 'origin' && process.env.PUBLISH_WEBHOOK_SECRET === undefined && process.env.ASTRO_NODE_AUTOSTART === 'disabled' && locals.contentApiUrl === 'http://cms.test';
        res.writeHead(!right ? 500 : req.url.startsWith('/preview/') ? 401 : 200);
        res.end();
      };\n`,
    );
    process.env['SMOKE_TEST_MARK'] = 'origin';
    process.env['PUBLISH_WEBHOOK_SECRET'] = 'geheim';
    try {
      expect(await smokeTestRelease(dir, { locals: { contentApiUrl: 'http://cms.test' } })).toEqual([]);
      expect(await smokeTestRelease(dir, { locals: {} })).toEqual([
        'its server answered / with 500, not 200',
        'its server answered /preview/release-check with 500, not 401',
      ]);
    } finally {
      delete process.env['SMOKE_TEST_MARK'];
      delete process.env['PUBLISH_WEBHOOK_SECRET'];
    }
  });

  it('fails a server that does not answer once the publish stops waiting', async () => {
    const dir = await releaseWithServer(`export const handler = () => {};\n`);
    const stopped = new AbortController();
    setTimeout(() => stopped.abort(new Error('the origin is stopping')), 300);
    const problems = await smokeTestRelease(dir, { locals: {}, signal: stopped.signal });
    expect(problems).toEqual(['the test of its server was stopped: the origin is stopping']);
  });

  it('is stopped while the server still loads, and ends its thread once it has', async () => {
    const dir = await releaseWithServer(
      `await new Promise((resolve) => setTimeout(resolve, 500));\nexport const handler = () => {};\n`,
    );
    const stopped = new AbortController();
    setTimeout(() => stopped.abort(new Error('a publish came first')), 100);
    expect(await smokeTestRelease(dir, { locals: {}, signal: stopped.signal })).toEqual([
      'the test of its server was stopped: a publish came first',
    ]);
  });
});
