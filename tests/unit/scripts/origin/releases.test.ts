import { mkdtemp, readFile, readlink, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createReleaseStore, type Release, type ReleaseStore } from '../../../../scripts/origin/releases.ts';

let root: string;
let store: ReleaseStore;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'releases-'));
  store = createReleaseStore(root, 3);
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** A release built at minute `minute` (not yet described: still being built), with one page saying its name. */
async function building(minute: number): Promise<Release> {
  const release = await store.create(new Date(Date.UTC(2026, 10, 23, 21, minute)));
  await writeFile(path.join(release.dir, 'page.html'), `release ${minute}`);
  return release;
}

/** A finished release: built and described (its checks passed). */
async function made(minute: number): Promise<Release> {
  const release = await building(minute);
  await store.describe(release, {
    id: release.id,
    builtAt: new Date(Date.UTC(2026, 10, 23, 21, minute, 30)).toISOString(),
    pages: 1,
    reason: 'test',
  });
  return release;
}

describe('the releases folder', () => {
  it('has no live release before the first promotion', async () => {
    expect(await store.live()).toBeNull();
    await made(1);
    expect(await store.live()).toBeNull();
  });

  it('makes releases whose ids sort by time', async () => {
    const first = await made(1);
    const second = await made(2);
    expect(first.id).toMatch(/^20261123T210100Z-[0-9a-f]{4}$/);
    expect((await store.list()).map((release) => release.id)).toEqual([first.id, second.id]);
  });

  it('swaps the live pointer: a relative symlink replaced by rename, no temporary link left behind', async () => {
    const first = await made(1);
    await store.promote(first);
    const second = await made(2);
    await store.promote(second);
    expect(await store.live()).toEqual(second);
    expect(await readlink(path.join(root, 'live'))).toBe(second.id);
    expect(await readFile(path.join(root, 'live', 'page.html'), 'utf8')).toBe('release 2');
    expect((await readdir(root)).filter((name) => name.startsWith('live.'))).toEqual([]);
  });

  it('keeps the newest releases; a rollback removes nothing', async () => {
    const releases: Release[] = [];
    for (let minute = 1; minute <= 5; minute += 1) {
      const release = await made(minute);
      releases.push(release);
      await store.promote(release);
    }
    expect((await store.list()).map((release) => release.id)).toEqual(releases.slice(2).map((release) => release.id));
    await store.rollback();
    await store.rollback();
    expect((await store.live())?.id).toBe(releases[2]?.id);
    expect((await store.list()).map((release) => release.id)).toEqual(releases.slice(2).map((release) => release.id));
    const sixth = await made(6);
    await store.promote(sixth);
    expect((await store.list()).map((release) => release.id)).toEqual([releases[3]?.id, releases[4]?.id, sixth.id]);
  });

  it('keeps a release still in use beyond the newest ones', async () => {
    const inUse: string[] = [];
    store = createReleaseStore(root, 2, async () => inUse);
    const first = await made(1);
    inUse.push(first.id);
    await store.promote(first);
    for (let minute = 2; minute <= 4; minute += 1) await store.promote(await made(minute));
    const kept = (await store.list()).map((release) => release.id);
    expect(kept).toHaveLength(3);
    expect(kept[0]).toBe(first.id);
    inUse.length = 0;
    await store.promote(await made(5));
    expect((await store.list()).map((release) => release.id)).not.toContain(first.id);
  });

  it('rolls back to the release before the live one, and says when there is none', async () => {
    const first = await made(1);
    await store.promote(first);
    expect(await store.rollback()).toBeNull();
    const second = await made(2);
    await store.promote(second);
    expect(await store.rollback()).toEqual(first);
    expect(await store.live()).toEqual(first);
    expect(await readFile(path.join(root, 'live', 'page.html'), 'utf8')).toBe('release 1');
  });

  it('sets a failed release aside with its reasons and leaves the live one alone', async () => {
    const first = await made(1);
    await store.promote(first);
    const broken = await made(2);
    const keptAt = await store.setAside(broken, ['the link check failed']);
    expect(keptAt).toBe(path.join(root, 'failed', broken.id));
    expect(JSON.parse(await readFile(path.join(keptAt, 'failed.json'), 'utf8'))).toMatchObject({
      id: broken.id,
      reasons: ['the link check failed'],
    });
    expect(await store.live()).toEqual(first);
    expect((await store.list()).map((release) => release.id)).toEqual([first.id]);
  });

  it('never counts a folder still being built, or left by a build that was cut off', async () => {
    const first = await made(1);
    await store.promote(first);
    const second = await made(2);
    await store.promote(second);
    const cutOff = await building(3);
    expect((await store.list()).map((release) => release.id)).toEqual([first.id, second.id]);
    // Rollback goes to the finished release before the live one, not to the unfinished folder.
    expect(await store.rollback()).toEqual(first);
    expect(await store.setAsideUnfinished()).toEqual([cutOff.id]);
    expect(JSON.parse(await readFile(path.join(root, 'failed', cutOff.id, 'failed.json'), 'utf8'))).toMatchObject({
      reasons: [expect.stringMatching(/did not finish/)],
    });
  });

  it('discards a release that is not to go live, and refuses to discard the live one', async () => {
    const live = await made(1);
    await store.promote(live);
    const checking = await made(2);
    await store.discard(checking);
    expect((await store.list()).map((release) => release.id)).toEqual([live.id]);
    await expect(store.discard(live)).rejects.toThrow(/is live/);
    expect((await store.live())?.id).toBe(live.id);
  });

  it('keeps what a release says about itself', async () => {
    const release = await building(1);
    expect(await store.info(release)).toBeNull();
    const info = { id: release.id, builtAt: '2026-11-23T21:01:30.000Z', pages: 12, reason: 'first start' };
    await store.describe(release, info);
    expect(await store.info(release)).toEqual(info);
  });
});
