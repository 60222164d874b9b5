import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { crisisBannerSchema } from '@ziekenhuis/site-for-content-api';
import { portIsClosed } from './test-support/ports.ts';

const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));

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

describe('cli.ts', () => {
  it('exits with code 2 and a clear message on bad arguments', async () => {
    const { code, stdout, stderr } = await runCli(['--scale', 'zero']);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('--scale must be a positive number');
    expect(stderr).toContain('Usage:');
  });

  it('prints the URL line first, serves and stops on SIGTERM', async () => {
    const child = spawn(process.execPath, [CLI, '--port', '0', '--crisis-banner', 'off', '--seed', '5'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
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
    expect(lines[1]).toMatch(
      /^Content API ready at http:\/\/127\.0\.0\.1:\d+\/api\/v1 \(scale 1, seed 5, crisis banner off; \d+ ms to generate\)$/,
    );
    const url = (lines[0] ?? '').slice('CONTENT_API_URL='.length);
    const banner = crisisBannerSchema.parse(await (await fetch(`${url}/api/v1/pages/crisis-banner/`)).json());
    expect(banner.Content).toBeNull();
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(await portIsClosed(url)).toBe(true);
  });
});
