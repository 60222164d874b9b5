import { link, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sameRelease, sameReleaseOnThread } from '../../../../scripts/build/release-equality.ts';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'release-equality-'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function client(name: string, files: Record<string, string>): Promise<string> {
  const dir = path.join(root, name);
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, 'client', file)), { recursive: true });
    await writeFile(path.join(dir, 'client', file), text);
  }
  return dir;
}

describe('sameRelease', () => {
  it('finds two client folders equal when every name and byte is the same, hard links included', async () => {
    const a = await client('a', { 'index.html': 'home', 'x/index.html': 'x' });
    const b = await client('b', { 'index.html': 'home' });
    await mkdir(path.join(b, 'client', 'x'));
    await link(path.join(a, 'client', 'x', 'index.html'), path.join(b, 'client', 'x', 'index.html'));
    expect(await sameRelease(a, b)).toMatchObject({ equal: true, onlyA: [], onlyB: [], differ: [] });
  });

  it('names the files only in one and the files whose bytes differ', async () => {
    const a = await client('a', { 'index.html': 'home', 'gone.html': 'g', 'same.css': 's' });
    const b = await client('b', { 'index.html': 'Home', 'new.html': 'n', 'same.css': 's' });
    expect(await sameRelease(a, b)).toMatchObject({
      equal: false,
      onlyA: ['gone.html'],
      onlyB: ['new.html'],
      differ: ['index.html'],
    });
  });
});

describe('sameReleaseOnThread', () => {
  it('answers what sameRelease answers, from a thread of its own', async () => {
    const a = await client('a', { 'index.html': 'home', 'gone.html': 'g' });
    const b = await client('b', { 'index.html': 'Home', 'new.html': 'n' });
    expect(await sameReleaseOnThread(a, b)).toEqual(await sameRelease(a, b));
  });

  it('rejects with the reason when a folder cannot be read', async () => {
    const a = await client('a', { 'index.html': 'home' });
    await expect(sameReleaseOnThread(a, path.join(root, 'nowhere'))).rejects.toThrow(/ENOENT/);
  });
});
