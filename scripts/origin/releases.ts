/**
 * The origin's releases on disk: each build in a folder of its own, one `live` pointer.
 *
 *   releases/
 *     20261123T214012Z-1a2b/   a release: client/ (the static site), server/ (the Node server), release.json
 *     failed/<id>/            builds that failed their checks, kept aside for inspection
 *     live -> 20261123T214012Z-1a2b
 *
 * The live pointer is a symlink that is swapped atomically: a new symlink is made beside it and
 * renamed over it (rename(2) replaces the old one in one step), so a request sees either the old
 * release or the new one, never neither. The newest releases are kept (five by default, always
 * the live one, and any that is still in use: `inUse`); older ones are removed once nothing points at them. A release counts only once it
 * is finished (its `release.json` is written after its checks pass): a folder still being built, or
 * left by a build that was cut off, is never served, kept, pruned or rolled back to.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, readlink, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const KEEP_RELEASES = 5;
const LIVE = 'live';
const FAILED = 'failed';
const RELEASE_FILE = 'release.json';
/** Release ids sort by the time they were made: `20261123T214012Z-1a2b`. */
const RELEASE_ID = /^\d{8}T\d{6}Z-[0-9a-f]{4}$/;

/** What a release says about itself (`release.json`). */
export type ReleaseInfo = {
  id: string;
  /** When its build finished (ISO). */
  builtAt: string;
  /** How many HTML pages it has. */
  pages: number;
  /** What set the build off (a publish webhook, the first start, a person). */
  reason: string;
  /** How many pages are new or changed against the release before (its `pages.json` has them per page). */
  changedPages?: number;
  /** How it was built: incremental on the release before (how many files it rendered and shared), or full (why). */
  build?: {
    mode: 'incremental' | 'full';
    reason: string;
    rendered: number;
    shared: number;
    /** The reports whose accessibility results its statement shows (its full build check uses the same). */
    evidenceFrom?: string | null;
  };
};

export type Release = { id: string; dir: string };

export type ReleaseStore = {
  root: string;
  /** A new, empty release folder to build into (not live until promoted). */
  create(now?: Date): Promise<Release>;
  /** The live release, or null before the first one. */
  live(): Promise<Release | null>;
  /** Every finished release (described, not failed, not being built), oldest first. */
  list(): Promise<Release[]>;
  /** Release folders a build left unfinished (the origin stopped during it), set aside; their ids. */
  setAsideUnfinished(): Promise<string[]>;
  /** Writes the release's own description into its folder. */
  describe(release: Release, info: ReleaseInfo): Promise<void>;
  info(release: Release): Promise<ReleaseInfo | null>;
  /** Makes a release live (atomic swap of the pointer), then removes releases beyond the kept ones. */
  promote(release: Release): Promise<void>;
  /** Moves a release that failed its checks aside (`failed/<id>`), with the reasons in `failed.json`. */
  setAside(release: Release, reasons: readonly string[]): Promise<string>;
  /** Removes a release folder that is not to go live and not worth keeping (a full build that equals the live release). */
  discard(release: Release): Promise<void>;
  /** Makes the release before the live one live again; null when there is none. */
  rollback(): Promise<Release | null>;
};

function releaseId(now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
  return `${stamp}-${randomBytes(2).toString('hex')}`;
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/**
 * `inUse`: ids of releases that something still reads besides visitors (the accessibility checks of
 * a release, the reports a build shows): never removed while named, even beyond the kept ones.
 */
export function createReleaseStore(
  root: string,
  keep: number = KEEP_RELEASES,
  inUse: () => Promise<readonly string[]> = async () => [],
): ReleaseStore {
  const absoluteRoot = path.resolve(root);
  const release = (id: string): Release => ({ id, dir: path.join(absoluteRoot, id) });

  /** Release folders, finished or not, oldest first. */
  async function folders(): Promise<Release[]> {
    const entries = await readdir(absoluteRoot, { withFileTypes: true }).catch(() => []);
    return entries
      .filter((entry) => entry.isDirectory() && RELEASE_ID.test(entry.name))
      .map((entry) => entry.name)
      .sort()
      .map(release);
  }

  /** A release is finished once it is described (`release.json`, written after its checks passed). */
  async function list(): Promise<Release[]> {
    const all = await folders();
    const finished = await Promise.all(all.map((each) => exists(path.join(each.dir, RELEASE_FILE))));
    return all.filter((_, index) => finished[index]);
  }

  async function live(): Promise<Release | null> {
    try {
      const target = await readlink(path.join(absoluteRoot, LIVE));
      const id = path.basename(target);
      return RELEASE_ID.test(id) && (await exists(path.join(absoluteRoot, id))) ? release(id) : null;
    } catch {
      return null;
    }
  }

  async function pointLiveAt(target: Release): Promise<void> {
    const temporary = path.join(absoluteRoot, `${LIVE}.${process.pid}.${randomBytes(4).toString('hex')}`);
    await symlink(target.id, temporary);
    await rename(temporary, path.join(absoluteRoot, LIVE));
  }

  async function prune(): Promise<void> {
    const current = await live();
    const all = await list();
    const kept = new Set([...all.slice(-keep).map((each) => each.id), ...(await inUse())]);
    if (current) kept.add(current.id);
    for (const each of all) if (!kept.has(each.id)) await rm(each.dir, { recursive: true, force: true });
  }

  async function setAside(target: Release, reasons: readonly string[]): Promise<string> {
    const failedDir = path.join(absoluteRoot, FAILED);
    await mkdir(failedDir, { recursive: true });
    const destination = path.join(failedDir, target.id);
    await rename(target.dir, destination);
    await writeFile(
      path.join(destination, 'failed.json'),
      `${JSON.stringify({ id: target.id, failedAt: new Date().toISOString(), reasons }, null, 2)}\n`,
    );
    const failed = (await readdir(failedDir)).filter((name) => RELEASE_ID.test(name)).sort();
    for (const old of failed.slice(0, -keep)) await rm(path.join(failedDir, old), { recursive: true, force: true });
    return destination;
  }

  return {
    root: absoluteRoot,
    async create(now = new Date()) {
      const made = release(releaseId(now));
      await mkdir(made.dir, { recursive: true });
      return made;
    },
    live,
    list,
    async setAsideUnfinished() {
      const finished = new Set((await list()).map((each) => each.id));
      const unfinished = (await folders()).filter((each) => !finished.has(each.id));
      for (const each of unfinished)
        await setAside(each, ['the build did not finish: the origin stopped while it ran']);
      return unfinished.map((each) => each.id);
    },
    async describe(target, info) {
      await writeFile(path.join(target.dir, RELEASE_FILE), `${JSON.stringify(info, null, 2)}\n`);
    },
    async info(target) {
      try {
        return JSON.parse(await readFile(path.join(target.dir, RELEASE_FILE), 'utf8')) as ReleaseInfo;
      } catch {
        return null;
      }
    },
    async promote(target) {
      await pointLiveAt(target);
      await prune();
    },
    setAside,
    async discard(target) {
      if ((await live())?.id === target.id) throw new Error(`release ${target.id} is live and cannot be discarded`);
      await rm(target.dir, { recursive: true, force: true });
    },
    async rollback() {
      const current = await live();
      const all = await list();
      const index = current ? all.findIndex((each) => each.id === current.id) : all.length;
      const previous = index > 0 ? all[index - 1] : undefined;
      if (!previous) return null;
      await pointLiveAt(previous);
      return previous;
    },
  };
}
