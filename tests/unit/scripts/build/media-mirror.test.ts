import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mirrorMedia } from '../../../../scripts/build/media-mirror.ts';
import { startStubServer } from '../../../support/stub-server.ts';

const retry = { maxRetries: 2, retryIntervalMs: 5, timeoutMs: 200 };
const image = Buffer.from('an image, byte for byte'.repeat(100));

let dir: string;
let stub: Awaited<ReturnType<typeof startStubServer>> | undefined;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'media-mirror-'));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  vi.restoreAllMocks();
  await stub?.close();
  stub = undefined;
  await rm(dir, { recursive: true, force: true });
});

async function pageUsing(...paths: string[]): Promise<string> {
  const clientDir = path.join(dir, 'client');
  await mkdir(clientDir, { recursive: true });
  await writeFile(path.join(clientDir, 'index.html'), `<html><body>${paths.map((p) => `<img src="${p}" alt="">`).join('')}</body></html>`);
  return clientDir;
}

describe('the media mirror', () => {
  it('retries 5xx, resets in the middle of the body and hangs, then mirrors the image whole', async () => {
    stub = await startStubServer({
      '/media/a.jpg': (req, res, hit) => {
        if (hit === 1) {
          res.writeHead(503);
          res.end();
        } else if (hit === 2) {
          res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(image.length) });
          res.write(image.subarray(0, 100), () => setTimeout(() => req.socket.destroy(), 10));
        } else if (hit === 3) {
          // never answers: the timeout fires
        } else {
          res.writeHead(200, { 'content-type': 'image/jpeg' });
          res.end(image);
        }
      },
    });
    const clientDir = await pageUsing('/media/a.jpg');
    const result = await mirrorMedia({ clientDir, contentApiUrl: stub.url, cacheDir: path.join(dir, 'cache'), retry: { ...retry, maxRetries: 3 } });
    expect(result).toMatchObject({ paths: 1, downloaded: 1, missing: [], failed: [] });
    expect(await readFile(path.join(clientDir, 'media/a.jpg'))).toEqual(image);
    expect(stub.hits('/media/a.jpg')).toBe(4);
  });

  it('leaves out a 404 (not retried) and names an image that still fails, without retrying other 4xx', async () => {
    stub = await startStubServer({
      '/media/down.jpg': (req) => req.socket.destroy(),
      '/media/secret.jpg': (_req, res) => {
        res.writeHead(403);
        res.end();
      },
    });
    const clientDir = await pageUsing('/media/gone.jpg', '/media/down.jpg', '/media/secret.jpg');
    const result = await mirrorMedia({ clientDir, contentApiUrl: stub.url, cacheDir: path.join(dir, 'cache'), retry });
    expect(result.missing).toEqual(['/media/gone.jpg']);
    expect(result.failed).toEqual([
      { path: '/media/down.jpg', reason: expect.stringMatching(/^no answer: .* after 3 attempt\(s\)$/) as unknown },
      { path: '/media/secret.jpg', reason: 'answered 403' },
    ]);
    expect(stub.hits('/media/gone.jpg')).toBe(1);
    expect(stub.hits('/media/down.jpg')).toBe(3);
    expect(stub.hits('/media/secret.jpg')).toBe(1);
  });

  it('reuses a mirrored image from its cache without asking, as a hard link to the cached file', async () => {
    stub = await startStubServer({});
    const cacheDir = path.join(dir, 'cache');
    await mkdir(path.join(cacheDir, 'media'), { recursive: true });
    await writeFile(path.join(cacheDir, 'media/b.png'), image);
    const clientDir = await pageUsing('/media/b.png');
    const result = await mirrorMedia({ clientDir, contentApiUrl: stub.url, cacheDir, retry });
    expect(result).toMatchObject({ fromCache: 1, downloaded: 0, failed: [] });
    expect(stub.hits('/media/b.png')).toBe(0);
    const [cached, placed] = await Promise.all([stat(path.join(cacheDir, 'media/b.png')), stat(path.join(clientDir, 'media/b.png'))]);
    expect(placed.ino).toBe(cached.ino);
  });
});
