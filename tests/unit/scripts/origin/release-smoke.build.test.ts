import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'release-smoke-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** A release whose server is `entry` (standing in for the Astro Node adapter's entry.mjs). */
async function releaseWithServer(entry: string): Promise<string> {
  await mkdir(path.join(root, 'server'), { recursive: true });
  await writeFile(path.join(root, 'server', 'entry.mjs'), entry);
  return root;
}

function smoke(dir: string): Promise<{ code: number | null; result: { ok: boolean; problems: string[] } }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/origin/release-smoke.ts', dir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) =>
      resolve({ code, result: JSON.parse(out.trim()) as { ok: boolean; problems: string[] } }),
    );
  });
}

describe("the smoke test of a release's server", () => {
  it('passes a server that answers the home page and refuses a preview without a token', async () => {
    const dir = await releaseWithServer(
      `export const handler = (req, res) => { res.writeHead(req.url.startsWith('/preview/') ? 401 : 200); res.end(); };\n`,
    );
    expect(await smoke(dir)).toEqual({ code: 0, result: { ok: true, problems: [] } });
  });

  it('fails a server whose preview route does not run', async () => {
    const dir = await releaseWithServer(
      `export const handler = (req, res) => { res.writeHead(req.url.startsWith('/preview/') ? 500 : 200); res.end(); };\n`,
    );
    expect(await smoke(dir)).toEqual({
      code: 1,
      result: { ok: false, problems: ['its server answered /preview/release-check with 500, not 401'] },
    });
  });

  it('fails a server that cannot be loaded', async () => {
    const dir = await releaseWithServer(`import 'a-package-that-is-not-there';\nexport const handler = () => {};\n`);
    const { code, result } = await smoke(dir);
    expect(code).toBe(1);
    expect(result.problems[0]).toMatch(/^its server could not be loaded: .*a-package-that-is-not-there/);
  });
});
