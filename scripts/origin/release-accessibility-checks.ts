/**
 * The accessibility checks each live release gets after it went live: the HTML check (W3C Nu), axe
 * on one page of every page structure, and the keyboard and display journeys, each a command of its
 * own (`npm run check:html`, `check:a11y`, `check:journeys`) run on the release's folder with its
 * `reports/` as the report folder. They take minutes, so they do not hold up a publish: they run one
 * release at a time, in the background, at a low CPU priority. A release that was replaced before its
 * checks began is not checked, and says so. `reports/accessibility-checks.json` records what ran, how
 * it ended and how long it took; each command's output is kept beside it (`<command>.log`). The next
 * build's accessibility statement shows the newest checked release's results (latestCheckedReports).
 */
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { Environment } from '#src/lib/build/config.ts';
import { readJsonFile } from '#src/lib/json-file.ts';
import { createRebuildQueue } from './rebuild-queue.ts';
import { withoutOriginSecrets } from './origin-secrets.ts';
import type { Release, ReleaseStore } from './releases.ts';

export const RELEASE_CHECKS_FILE = 'accessibility-checks.json';
/** A check that runs longer than this is stopped (at scale 1 each takes a few minutes at most). */
const CHECK_TIMEOUT_MS = 30 * 60 * 1000;
/** Background work: the site's visitors and the next publish come first. */
const LOW_PRIORITY = 10;

export type AccessibilityCheck = { name: string; script: string };

/** The checks, in the order they run. */
export const ACCESSIBILITY_CHECKS: readonly AccessibilityCheck[] = [
  { name: 'check:html', script: fileURLToPath(new URL('../check-html.ts', import.meta.url)) },
  { name: 'check:a11y', script: fileURLToPath(new URL('../check-a11y.ts', import.meta.url)) },
  { name: 'check:journeys', script: fileURLToPath(new URL('../check-journeys.ts', import.meta.url)) },
];

const checksRecordSchema = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('checked'),
    release: z.string(),
    startedAt: z.string(),
    finishedAt: z.string(),
    /** Exit code 0: passed; 1: the check found problems; anything else: it could not check. */
    checks: z.array(z.object({ name: z.string(), exitCode: z.number().nullable(), seconds: z.number() })),
  }),
  z.object({ state: z.literal('skipped'), release: z.string(), reason: z.string() }),
]);
export type ChecksRecord = z.infer<typeof checksRecordSchema>;

export const reportsDirOf = (release: Release): string => path.join(release.dir, 'reports');

const readChecksRecord = (release: Release): Promise<ChecksRecord | null> =>
  readJsonFile(path.join(reportsDirOf(release), RELEASE_CHECKS_FILE), checksRecordSchema);

async function writeChecksRecord(release: Release, record: ChecksRecord): Promise<void> {
  await writeFile(path.join(reportsDirOf(release), RELEASE_CHECKS_FILE), `${JSON.stringify(record, null, 2)}\n`);
}

/** Whether a check of the record left results (it passed or found problems; not: it could not check). */
const leftResults = (record: ChecksRecord | null): boolean =>
  record?.state === 'checked' && record.checks.some((check) => check.exitCode === 0 || check.exitCode === 1);

/** The newest release whose checks left results, for the next build's statement; null when none has. */
export async function latestCheckedRelease(store: ReleaseStore): Promise<Release | null> {
  for (const release of (await store.list()).reverse())
    if (leftResults(await readChecksRecord(release))) return release;
  return null;
}

/** The `reports/` of latestCheckedRelease; null when none has results. */
export async function latestCheckedReports(store: ReleaseStore): Promise<string | null> {
  const release = await latestCheckedRelease(store);
  return release ? reportsDirOf(release) : null;
}

/** Runs one check on a release; resolves with its exit code (null: stopped) once its whole process group ended. */
function runCheck(
  check: AccessibilityCheck,
  release: Release,
  env: Environment,
  signal: AbortSignal,
): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const reports = reportsDirOf(release);
    const child = spawn(process.execPath, [check.script, release.dir, '--report-dir', reports], {
      // Like a build, without the origin's secrets; the release's server the journeys start keeps any
      // feedback in memory, not in the site's file (node:sqlite's ':memory:').
      env: { ...withoutOriginSecrets(env), FEEDBACK_DB: ':memory:' },
      stdio: ['ignore', 'pipe', 'pipe'],
      // A group of its own, so stopping it stops the browser, Java or web server it started.
      detached: true,
    });
    if (child.pid !== undefined) {
      try {
        os.setPriority(child.pid, LOW_PRIORITY);
      } catch {
        // Not allowed here: it runs at the normal priority.
      }
    }
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    const stopGroup = (): void => {
      if (child.pid === undefined) return;
      for (const [how, after] of [
        ['SIGTERM', 0],
        ['SIGKILL', 10_000],
      ] as const)
        setTimeout(() => {
          try {
            process.kill(-(child.pid as number), how);
          } catch {
            // The group has ended.
          }
        }, after).unref();
    };
    const timer = setTimeout(() => {
      output.push(Buffer.from(`\n[origin] stopped after ${CHECK_TIMEOUT_MS / 60_000} minutes\n`));
      stopGroup();
    }, CHECK_TIMEOUT_MS);
    signal.addEventListener('abort', stopGroup, { once: true });
    child.once('error', (error) => {
      clearTimeout(timer);
      signal.removeEventListener('abort', stopGroup);
      reject(error);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      signal.removeEventListener('abort', stopGroup);
      void writeFile(path.join(reports, `${check.name.replace(':', '-')}.log`), Buffer.concat(output)).then(
        () => resolve(code),
        reject,
      );
    });
  });
}

export type ReleaseAccessibilityChecks = {
  /** Asks for the checks of the live release (after a release went live). */
  request(release: Release): void;
  /** Resolves when no check is running or waiting. */
  idle(): Promise<void>;
  state(): { running: boolean; lastChecked: string | null };
  /** The release being checked now, if any (the store keeps it meanwhile). */
  checking(): string | null;
};

export function createReleaseAccessibilityChecks(options: {
  store: ReleaseStore;
  /** The checks' environment: CONTENT_API_URL (the journeys' search page) and the site's settings. */
  env: Environment;
  log: (line: string) => void;
  signal: AbortSignal;
  checks?: readonly AccessibilityCheck[];
  /** Told once a release's checks left their record: the next build's statement shows them. */
  onChecked?: (release: Release) => void;
}): ReleaseAccessibilityChecks {
  const { store, log, signal } = options;
  const checks = options.checks ?? ACCESSIBILITY_CHECKS;
  let lastChecked: string | null = null;
  let checking: string | null = null;

  async function checkRelease(release: Release): Promise<void> {
    checking = release.id;
    try {
      await runChecks(release);
    } finally {
      checking = null;
    }
  }

  async function runChecks(release: Release): Promise<void> {
    const startedAt = new Date();
    log(`[origin] accessibility checks of release ${release.id} started (${checks.map((c) => c.name).join(', ')})`);
    const done: Array<{ name: string; exitCode: number | null; seconds: number }> = [];
    for (const check of checks) {
      if (signal.aborted) return;
      const started = performance.now();
      const exitCode = await runCheck(check, release, options.env, signal);
      done.push({ name: check.name, exitCode, seconds: Math.round((performance.now() - started) / 100) / 10 });
    }
    if (signal.aborted) return;
    await writeChecksRecord(release, {
      state: 'checked',
      release: release.id,
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      checks: done,
    });
    lastChecked = release.id;
    options.onChecked?.(release);
    const outcome = done
      .map(({ name, exitCode, seconds }) => {
        const verdict = exitCode === 0 ? 'passed' : exitCode === 1 ? 'found problems' : 'could not check';
        return `${name} ${verdict} (${seconds} s)`;
      })
      .join(', ');
    log(`[origin] accessibility checks of release ${release.id}: ${outcome}; results in its reports/`);
  }

  // At most one release checked at a time and one waiting: requests while one runs join the waiting one.
  const queue = createRebuildQueue(
    async (releaseIds) => {
      const live = await store.live();
      for (const id of releaseIds) {
        if (id === live?.id) continue;
        const replaced = (await store.list()).find((release) => release.id === id);
        if (replaced && (await readChecksRecord(replaced)) === null)
          await writeChecksRecord(replaced, {
            state: 'skipped',
            release: id,
            reason: `release ${live?.id ?? '(none)'} went live before the checks of this one began`,
          });
      }
      if (live && releaseIds.includes(live.id) && (await readChecksRecord(live)) === null) await checkRelease(live);
    },
    (error) =>
      log(`[origin] the accessibility checks could not run: ${error instanceof Error ? error.message : error}`),
  );

  return {
    request: (release) => void queue.request(release.id),
    idle: () => queue.idle(),
    state: () => ({ running: queue.state().running, lastChecked }),
    checking: () => checking,
  };
}
