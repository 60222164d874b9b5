/**
 * The full build that checks an incremental release. After a publish went live incrementally (only
 * the pages the changed CMS answers reach rendered again, the rest shared with the release before),
 * the origin builds the whole site again from the same CMS state, in the background and only while
 * no publish is building, and compares the two file by file. The same bytes: the incremental release
 * is confirmed and the full build is discarded. Different: the full build's output goes live (after
 * the same checks as any release) and the difference is reported. A publish that comes in stops a
 * check under way; the release that publish makes is checked in its turn. The outcome is kept in
 * the checked release's `reports/full-build-check.json` and in the origin's status.
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildRelease, differencesLine, type ReleaseBuildOptions, type ReleaseOutcome } from './release-build.ts';
import type { Release, ReleaseStore } from './releases.ts';

export const FULL_BUILD_CHECK_FILE = 'full-build-check.json';

/** `reports/full-build-check.json` of the checked release, and the origin status's `fullBuildCheck.last`. */
export type FullBuildCheckRecord = {
  release: string;
  checkedAt: string;
  /**
   * `same`: the full build has the same bytes; `differs`: it went live instead; `failed`: it could not be
   * made, or it failed its checks (then with what differed, if it did).
   */
  result: 'same' | 'differs' | 'failed';
  seconds: number;
  /** How many files were compared (`same`). */
  files: number | null;
  /** The release of the full build that went live instead (`differs`). */
  replacedBy: string | null;
  /** The files that differed (each list capped), and how many there were. */
  differ: string[];
  onlyIncremental: string[];
  onlyFull: string[];
  counts: { differ: number; onlyIncremental: number; onlyFull: number };
  reasons: string[];
};

/** The record of one check from the full build's outcome. */
export function fullBuildCheckRecord(
  checked: Release,
  outcome: Exclude<ReleaseOutcome, { kind: 'stopped' }>,
  at: Date,
): FullBuildCheckRecord {
  const base = {
    release: checked.id,
    checkedAt: at.toISOString(),
    seconds: outcome.seconds,
    files: null,
    replacedBy: null,
    differ: [],
    onlyIncremental: [],
    onlyFull: [],
    counts: { differ: 0, onlyIncremental: 0, onlyFull: 0 },
    reasons: [],
  };
  if (outcome.kind === 'same') return { ...base, result: 'same', files: outcome.files };
  // A full build that differed and then failed its checks still tells what differed.
  if (outcome.kind === 'failed')
    return { ...base, result: 'failed', reasons: outcome.reasons, ...(outcome.differences ?? {}) };
  return { ...base, result: 'differs', replacedBy: outcome.release.id, ...(outcome.differences ?? {}) };
}

export type FullBuildCheckState = { running: string | null; last: FullBuildCheckRecord | null };

export type FullBuildCheck = {
  /** Check this incremental release once no publish is building; `evidenceFrom` as its own build had. */
  request(release: Release, evidenceFrom: string | null): void;
  /** Check the live release if it was built incrementally and has not been checked (the origin starts). */
  requestIfUnchecked(): Promise<void>;
  /** A publish came in: a check under way stops (its build is discarded). */
  stopRunning(): void;
  state(): FullBuildCheckState;
  /** Resolves when no check is running or waiting. */
  idle(): Promise<void>;
};

export function createFullBuildCheck(options: {
  store: ReleaseStore;
  /** The release build's own options: the environment, the log, the build's arguments. */
  build: Pick<ReleaseBuildOptions, 'env' | 'log' | 'buildArgs' | 'buildTimeoutMs' | 'builds' | 'checks'>;
  /** Whether a publish is building or waiting; the check waits for `publishesIdle` then. */
  publishesBusy: () => boolean;
  publishesIdle: () => Promise<void>;
  /** A full build that differed went live: the origin treats it as any new live release (callback, checks). */
  onReplaced: (outcome: Extract<ReleaseOutcome, { kind: 'live' }>) => void;
  /** The origin stops: nothing more starts, and a check under way stops. */
  signal: AbortSignal;
}): FullBuildCheck {
  const { store, signal } = options;
  const { log } = options.build;
  let wanted: { release: Release; evidenceFrom: string | null } | null = null;
  let running: { release: Release; stop: AbortController } | null = null;
  let last: FullBuildCheckRecord | null = null;
  let loop: Promise<void> | null = null;

  async function checkOne(release: Release, evidenceFrom: string | null): Promise<void> {
    const stop = new AbortController();
    const stopAll = () => stop.abort();
    signal.addEventListener('abort', stopAll, { once: true });
    running = { release, stop };
    try {
      log(`[origin] checking release ${release.id} against a full build of the same content`);
      const outcome = await buildRelease(
        { store, ...options.build, signal: stop.signal, evidenceFrom, verify: release },
        [`full build check of release ${release.id}`],
      );
      // Asked again: once the publish that stopped it is done, it runs if this release is still live (a publish
      // whose build failed leaves it live, and unchecked otherwise).
      if (outcome.kind === 'stopped') {
        wanted ??= { release, evidenceFrom };
        return;
      }
      last = fullBuildCheckRecord(release, outcome, new Date());
      await writeFile(
        path.join(release.dir, 'reports', FULL_BUILD_CHECK_FILE),
        `${JSON.stringify(last, null, 2)}\n`,
      ).catch(() => undefined);
      if (outcome.kind === 'same')
        log(
          `[origin] release ${release.id} equals a full build of the same content (${outcome.files} files, built in ${outcome.seconds} s)`,
        );
      else if (outcome.kind === 'failed')
        log(
          outcome.differences
            ? `[origin] release ${release.id} differed from a full build (${differencesLine(outcome.differences)}); that full build ${outcome.release.id} failed (kept aside at ${path.relative(process.cwd(), outcome.keptAt)}), so release ${release.id} stays live`
            : `[origin] the full build check of release ${release.id} could not build`,
        );
      else {
        log(
          `[origin] release ${release.id} differed from a full build, whose release ${outcome.release.id} is live now`,
        );
        options.onReplaced(outcome);
      }
    } finally {
      signal.removeEventListener('abort', stopAll);
      running = null;
    }
  }

  async function runWhileWanted(): Promise<void> {
    while (wanted && !signal.aborted) {
      if (options.publishesBusy()) {
        await options.publishesIdle();
        continue;
      }
      const next = wanted;
      wanted = null;
      // Only the live release is checked: one a newer publish replaced has its own check coming.
      if ((await store.live())?.id !== next.release.id) continue;
      // A publish may have come in while the live release was read.
      if (options.publishesBusy()) {
        wanted ??= next;
        continue;
      }
      await checkOne(next.release, next.evidenceFrom);
    }
  }

  function ensureLoop(): void {
    loop ??= runWhileWanted()
      .catch((error: unknown) =>
        log(`[origin] the full build check failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        loop = null;
        // Asked for again just as the loop ended.
        if (wanted && !signal.aborted) ensureLoop();
      });
  }

  return {
    request(release, evidenceFrom) {
      wanted = { release, evidenceFrom };
      ensureLoop();
    },
    async requestIfUnchecked() {
      const live = await store.live();
      const build = live ? (await store.info(live))?.build : undefined;
      if (!live || build?.mode !== 'incremental' || existsSync(path.join(live.dir, 'reports', FULL_BUILD_CHECK_FILE)))
        return;
      this.request(live, build.evidenceFrom ?? null);
    },
    stopRunning() {
      running?.stop.abort();
    },
    state: () => ({ running: running?.release.id ?? null, last }),
    idle: async () => {
      while (loop) await loop;
    },
  };
}
