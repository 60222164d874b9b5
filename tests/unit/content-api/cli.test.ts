import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseCliArgs, UsageError } from '../../../scripts/content-api/cli-args.ts';
import { startEmbeddedContentApi } from '../../../scripts/content-api/embedded.ts';
import { crisisBannerSchema, footerLinkSchema } from '#src/lib/contract/index.ts';

const CLI = fileURLToPath(new URL('../../../scripts/content-api/cli.ts', import.meta.url));

function runCli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

function portIsClosed(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

describe('parseCliArgs', () => {
  it('has the documented defaults', () => {
    expect(parseCliArgs([])).toEqual({ port: 4400, host: '127.0.0.1', scale: 1, seed: 1, crisisBanner: true, db: undefined, help: false });
  });

  it('reads every option', () => {
    expect(parseCliArgs(['--port', '0', '--host', '0.0.0.0', '--scale', '2.5', '--seed', '42', '--crisis-banner', 'off', '--db', 'x.db'])).toEqual({
      port: 0, host: '0.0.0.0', scale: 2.5, seed: 42, crisisBanner: false, db: 'x.db', help: false,
    });
    expect(parseCliArgs(['--port=5000']).port).toBe(5000);
  });

  for (const args of [
    ['--port', 'abc'], ['--port', '70000'], ['--port', '-1'], ['--port', ''], ['--scale', '0'], ['--scale', '-2'], ['--scale', 'x'],
    ['--seed', '1.5'], ['--crisis-banner', 'yes'], ['--unknown'], ['positional'], ['--port'],
  ]) {
    it(`rejects ${args.join(' ')}`, () => {
      expect(() => parseCliArgs(args)).toThrow(UsageError);
    });
  }
});

describe('cli.ts', () => {
  it('exits with code 2 and a clear message on bad arguments', async () => {
    const { code, stdout, stderr } = await runCli(['--scale', 'zero']);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('--scale must be a positive number');
    expect(stderr).toContain('Usage:');
  });

  it('prints the URL line first, serves and stops on SIGTERM', async () => {
    const child = spawn(process.execPath, [CLI, '--port', '0', '--crisis-banner', 'off', '--seed', '5'], { stdio: ['ignore', 'pipe', 'pipe'] });
    const lines: string[] = await new Promise((resolve, reject) => {
      let stdout = '';
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        const all = stdout.split('\n');
        if (all.length >= 3) resolve(all);
      });
      child.once('exit', (code) => reject(new Error(`exited ${String(code)}: ${stdout}`)));
    });
    expect(lines[0]).toMatch(/^CONTENT_API_URL=http:\/\/127\.0\.0\.1:\d+$/);
    expect(lines[1]).toMatch(/^Content API ready at http:\/\/127\.0\.0\.1:\d+\/api\/v1 \(scale 1, seed 5, crisis banner off; \d+ ms to generate\)$/);
    const url = (lines[0] ?? '').slice('CONTENT_API_URL='.length);
    const banner = crisisBannerSchema.parse(await (await fetch(`${url}/api/v1/pages/crisis-banner/`)).json());
    expect(banner.Content).toBeNull();
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(await portIsClosed(url)).toBe(true);
  });
});

describe('startEmbeddedContentApi', () => {
  it('starts, serves and stops; the port is closed after stop', async () => {
    const api = await startEmbeddedContentApi({ quiet: true, seed: 3, crisisBanner: true });
    expect(api.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${api.url}/api/v1/footer`);
    expect(response.status).toBe(200);
    expect(footerLinkSchema.array().parse(await response.json()).length).toBeGreaterThan(0);
    await api.stop();
    await api.stop(); // idempotent
    expect(await portIsClosed(api.url)).toBe(true);
  });

  it('rejects with the output when the child cannot start', async () => {
    const taken = await startEmbeddedContentApi({ quiet: true });
    try {
      const port = Number(new URL(taken.url).port);
      await expect(startEmbeddedContentApi({ quiet: true, port })).rejects.toThrow(/exited before it was ready[\s\S]*EADDRINUSE/);
    } finally {
      await taken.stop();
    }
  });
});
