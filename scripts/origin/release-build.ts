/**
 * One publish rebuild: build the site into a new release folder (`npm run build` in a child
 * process, so every build starts clean), check it, and swap it live, or set it aside. The build
 * reuses the on-disk API cache (a rebuild asks the CMS "changed?" per call, ETag) and the media
 * mirror's cache, so it fetches only what changed. Built on the live release (`incrementalFrom`),
 * it re-renders only the pages the changed CMS answers reach and shares the other files with the
 * live release (the build decides and says so in its `incremental.json`); its link check then reads
 * the pages it rendered. A full build asked to verify an incremental release (`verify`) is compared
 * with it file by file: the same bytes, and it is discarded; otherwise it is checked and goes live.
 * The full build log is kept in the release's
 * `build.log`, with the crawl report and the content problems of that build; progress and the
 * outcome are logged here. Whatever goes wrong (the build, its time limit, a check, the origin's
 * own steps), the release is set aside and the live one stays.
 */
import { cp, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readConfig, type Environment } from '#src/lib/build/config.ts';
import { runFilesOf } from '#src/lib/build/run.ts';
import { readCrawlReport } from '#src/lib/crawl/crawl-report.ts';
import {
  nextPageVersions,
  readBuiltPages,
  readPageVersions,
  writePageVersions,
  type PageVersions,
} from './page-versions.ts';
import { describeBuildMode, readBuildMode, type BuildMode } from './build-mode.ts';
import { sameReleaseOnThread } from '../build/release-equality.ts';
import { changedRouteArguments } from '../build/build-standby.ts';
import { checkReleaseOnThread, type ReleaseCheckOptions, type ReleaseChecksThreads } from './release-checks.ts';
import { withoutOriginSecrets } from './origin-secrets.ts';
import { runBuild, type BuildProcesses } from './build-processes.ts';
import { latestCheckedReports } from './release-accessibility-checks.ts';
import { serverLocalsOf, smokeTestRelease } from './release-server.ts';
import type { Release, ReleaseStore } from './releases.ts';

export const BUILD_SCRIPT = fileURLToPath(new URL('../build.ts', import.meta.url));
/** Lines of the build's output worth showing in the origin's log (the rest is in build.log). */
const PROGRESS_LINE =
  /Completed in|pages from the site graph|\[hospital:media-mirror\]|\[build\] Complete|Error|[1-9]\d* failed/;
/** A build that takes longer than this is stopped and set aside (a scale 1 build takes well under a minute). */
export const DEFAULT_BUILD_TIMEOUT_MS = 20 * 60 * 1000;

export type ReleaseOutcome =
  | {
      kind: 'live';
      release: Release;
      pages: number;
      seconds: number;
      removedPages: string[];
      /** When it went live (ISO), its pages' versions, and the pages new or changed against the release before. */
      liveSince: string;
      versions: PageVersions;
      changedPaths: string[];
      /** How the build made it: incremental on the live release, or full. */
      build: BuildMode;
      /** A full build that verified an incremental release and differed from it: what differed. */
      differences: ReleaseDifferences | null;
    }
  /** A full build that verified an incremental release and has the same bytes: discarded, the live release stays. */
  | { kind: 'same'; release: Release; verified: Release; files: number; seconds: number }
  | {
      kind: 'failed';
      release: Release;
      keptAt: string;
      reasons: string[];
      seconds: number;
      /** A full build that verified an incremental release, differed from it and then failed its checks: what differed. */
      differences: ReleaseDifferences | null;
    }
  /** A full build verifying a release, stopped before it ended (a publish came first): discarded. */
  | { kind: 'stopped'; release: Release; seconds: number };

/** What a full build and the incremental release it verified differ in (client-relative files; the lists capped). */
export type ReleaseDifferences = {
  differ: string[];
  onlyIncremental: string[];
  onlyFull: string[];
  counts: { differ: number; onlyIncremental: number; onlyFull: number };
};

export type ReleaseBuildOptions = {
  store: ReleaseStore;
  /** The environment of the build: CONTENT_API_URL and the rest of the site's configuration. */
  env: Environment;
  log: (line: string) => void;
  /** The build command's arguments after the out dir (tests: a smaller build). */
  buildArgs?: readonly string[];
  buildTimeoutMs?: number;
  /** Stops a running build (the origin is stopping, or a publish comes before a verifying build). */
  signal?: AbortSignal;
  /** The reports folder whose accessibility results the new release's statement shows (null: none yet). */
  evidenceFrom?: string | null;
  /** Build on this release: only what changed since it is rendered (the build falls back to full when it must). */
  incrementalFrom?: Release | null;
  /** The pages the publish webhooks named: rendered again whatever the CMS's answers say. */
  changedRoutes?: readonly string[];
  /** A full build that verifies this (incremental, live) release: discarded when its files are the same. */
  verify?: Release;
  /** The origin's build processes (one waits with its code loaded); without: each build starts a new process. */
  builds?: BuildProcesses;
  /** The origin's checks thread (one waits with the live release indexed); without: the checks start a new one. */
  checks?: ReleaseChecksThreads;
};

/** Every route the build's crawl found: the pages it built and those the CMS did not deliver. */
async function crawledRoutes(crawlReportFile: string): Promise<Set<string>> {
  const report = await readCrawlReport(crawlReportFile);
  if (!report) throw new Error(`the build left no crawl report at ${crawlReportFile}`);
  return new Set([...report.routes, ...report.unloaded]);
}

/** Moves a folder, also to another file system (a releases folder on a disk of its own). */
async function moveFolder(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await cp(from, to, { recursive: true });
    await rm(from, { recursive: true, force: true });
  }
}

type BuildPlanOptions = Pick<ReleaseBuildOptions, 'evidenceFrom' | 'incrementalFrom' | 'verify' | 'buildArgs'>;

/** The arguments of `npm run build` for a release in `outDir`, but the routes a publish names (which come last). */
function plannedArguments(outDir: string, options: BuildPlanOptions): string[] {
  const evidence = options.evidenceFrom ? ['--evidence-from', options.evidenceFrom] : [];
  const base = options.incrementalFrom && !options.verify ? ['--incremental-from', options.incrementalFrom.dir] : [];
  return ['--out-dir', outDir, ...evidence, ...base, ...(options.buildArgs ?? [])];
}

/** The arguments of `npm run build` for this release (after the script). */
function buildArguments(release: Release, options: ReleaseBuildOptions): string[] {
  const named = options.incrementalFrom && !options.verify ? changedRouteArguments(options.changedRoutes ?? []) : [];
  return [...plannedArguments(release.dir, options), ...named];
}

/**
 * Prepares the next publish's build process (build-processes.ts): on the live release, it is given its
 * release folder and arguments and bundles ahead, with the latest accessibility results for its statement
 * (as the next publish will ask); with no release live, it loads its code only.
 */
export async function prepareNextBuild(options: {
  store: ReleaseStore;
  builds: BuildProcesses;
  env: Environment;
  buildArgs?: readonly string[] | undefined;
}): Promise<void> {
  const { store, builds, env } = options;
  const live = await store.live();
  if (!live) return builds.prepare(env);
  const evidenceFrom = await latestCheckedReports(store);
  return builds.prepare(env, {
    argsFor: (outDir) =>
      plannedArguments(outDir, {
        evidenceFrom,
        incrementalFrom: live,
        ...(options.buildArgs ? { buildArgs: options.buildArgs } : {}),
      }),
    create: () => store.create(),
    // An unused release folder goes, with the run folder its process wrote its side files to.
    discard: async (release) => {
      await store.discard(release);
      await rm(runFilesOf(release.dir, process.cwd()).dir, { recursive: true, force: true });
    },
  });
}

const SHOWN_DIFFERENCES = 5;

/** What a full build and the release it verified differ in, in one line for the log. */
export function differencesLine(differences: ReleaseDifferences): string {
  const part = (label: string, files: readonly string[], count: number) =>
    count === 0
      ? []
      : [
          `${count} ${label}: ${files.slice(0, SHOWN_DIFFERENCES).join(', ')}${count > SHOWN_DIFFERENCES ? ', ...' : ''}`,
        ];
  const { counts } = differences;
  return [
    ...part('differ', differences.differ, counts.differ),
    ...part('only in the incremental release', differences.onlyIncremental, counts.onlyIncremental),
    ...part('only in the full build', differences.onlyFull, counts.onlyFull),
  ].join('; ');
}

/** Builds, checks and (when the checks pass) swaps in one release. Never touches the live one otherwise. */
export async function buildRelease(options: ReleaseBuildOptions, reasons: readonly string[]): Promise<ReleaseOutcome> {
  const { store, log } = options;
  const started = performance.now();
  const seconds = () => Math.round((performance.now() - started) / 100) / 10;
  const env = withoutOriginSecrets(options.env);
  // A publish's build that the waiting build process was prepared for builds in its release folder.
  const planned = options.verify
    ? null
    : (options.builds?.plannedRelease(env, (outDir) => plannedArguments(outDir, options)) ?? null);
  const release = planned ?? (await store.create());
  const live = await store.live();
  // The build leaves its side files in its run folder (Astro empties the out dir when it starts);
  // they are moved into the release after.
  const files = runFilesOf(release.dir, process.cwd());
  const config = readConfig(env);
  const shown =
    reasons.length > 3 ? `${reasons.slice(0, 3).join('; ')} and ${reasons.length - 3} more` : reasons.join('; ');
  log(`[origin] building release ${release.id} (${shown})`);

  const stopped = async (verified: Release, why: string): Promise<ReleaseOutcome> => {
    await store.discard(release);
    await rm(files.dir, { recursive: true, force: true });
    log(`[origin] the full build ${release.id} that verified release ${verified.id} was stopped: ${why}`);
    return { kind: 'stopped', release, seconds: seconds() };
  };
  /** A verifying build stops once a publish asked it to, or once its release is no longer live (a rollback). */
  const verifyingStopped = async (): Promise<string | null> => {
    if (!options.verify) return null;
    if (options.signal?.aborted) return 'a publish came first';
    const now = await store.live();
    return now?.id === options.verify.id ? null : `release ${now?.id ?? '(none)'} is live now`;
  };

  /** Set once a verifying full build was compared with the release it verifies and differs from it. */
  let differences: ReleaseDifferences | null = null;
  const failed = async (why: string[]): Promise<ReleaseOutcome> => {
    if (options.verify && options.signal?.aborted) return stopped(options.verify, 'a publish came first');
    const keptAt = await store.setAside(release, why);
    await moveFolder(files.dir, path.join(keptAt, 'reports')).catch(() => undefined);
    log(
      `[origin] release ${release.id} failed after ${seconds()} s and is kept aside at ${path.relative(process.cwd(), keptAt)}; release ${live?.id ?? '(none)'} stays live`,
    );
    for (const reason of why) log(`  ${reason}`);
    return { kind: 'failed', release, keptAt, reasons: why, seconds: seconds(), differences };
  };

  try {
    const timeoutMs = options.buildTimeoutMs ?? DEFAULT_BUILD_TIMEOUT_MS;
    const build = await runBuild(buildArguments(release, options), env, options.builds ?? BUILD_SCRIPT, {
      timeoutMs,
      signal: options.signal,
      onLine: (line) => {
        if (PROGRESS_LINE.test(line)) log(`  ${line.trim()}`);
      },
    });
    await writeFile(path.join(release.dir, 'build.log'), build.output);
    if (build.timedOut)
      return await failed([`the build took longer than ${Math.round(timeoutMs / 1000)} s and was stopped`]);
    if (build.code !== 0)
      return await failed([
        `the build failed (exit code ${build.code}); the last lines of its output:`,
        ...build.tail.map((line) => `  ${line}`),
      ]);
    const builtAfter = seconds();
    const mode = await readBuildMode(files.incremental);
    /** The pages an incremental build rendered (client-relative HTML files); null for a full build. */
    const rendered = mode.mode === 'incremental' ? renderedPages(mode) : null;
    const clientDir = path.join(release.dir, 'client');

    const stopBeforeCompare = await verifyingStopped();
    if (options.verify && stopBeforeCompare) return await stopped(options.verify, stopBeforeCompare);
    if (options.verify) {
      const compared = await sameReleaseOnThread(path.join(options.verify.dir, 'client'), clientDir);
      if (compared.equal) {
        await store.discard(release);
        await rm(files.dir, { recursive: true, force: true });
        return { kind: 'same', release, verified: options.verify, files: compared.counts.files, seconds: seconds() };
      }
      differences = {
        differ: compared.differ,
        onlyIncremental: compared.onlyA,
        onlyFull: compared.onlyB,
        counts: {
          differ: compared.counts.differ,
          onlyIncremental: compared.counts.onlyA,
          onlyFull: compared.counts.onlyB,
        },
      };
      log(
        `[origin] the full build ${release.id} differs from the incremental release ${options.verify.id}: ${differencesLine(differences)}`,
      );
    }

    const timed = async <T>(work: Promise<T>): Promise<[T, number]> => {
      const from = performance.now();
      const value = await work;
      return [value, Math.round((performance.now() - from) / 100) / 10];
    };
    const checks: ReleaseCheckOptions = {
      clientDir,
      liveClientDir: live ? path.join(live.dir, 'client') : null,
      crawledRoutes: await crawledRoutes(files.crawlReport),
      siteOrigin: new URL(config.siteUrl).origin,
      renderedPages: rendered,
    };
    const [[smoke, smokeSeconds], [check, checkSeconds]] = await Promise.all([
      // The release's server as the origin will run it once the release is live (its locals: the CMS the build read).
      timed(
        smokeTestRelease(release.dir, {
          locals: serverLocalsOf(config.contentApiUrl),
          ...(options.signal ? { signal: options.signal } : {}),
        }),
      ),
      timed(options.checks ? options.checks.run(checks) : checkReleaseOnThread(checks)),
    ]);
    const stopBeforeSwap = await verifyingStopped();
    if (options.verify && stopBeforeSwap) return await stopped(options.verify, stopBeforeSwap);
    if (smoke.length > 0) return await failed([`the release's server does not work: ${smoke.join('; ')}`]);
    if (!check.passed) return await failed(check.failures);

    await moveFolder(files.dir, path.join(release.dir, 'reports'));
    const liveSince = new Date().toISOString();
    const previousVersions = live ? await readPageVersions(live.dir) : null;
    const versions = nextPageVersions(
      previousVersions,
      await readBuiltPages(
        clientDir,
        rendered && previousVersions ? { previous: previousVersions, rendered } : null,
        check.htmlFiles,
      ),
      release.id,
      liveSince,
    );
    await writePageVersions(release.dir, versions.pages);
    await store.describe(release, {
      id: release.id,
      builtAt: liveSince,
      pages: check.pages,
      reason: shown,
      changedPages: versions.changed.length,
      build: {
        mode: mode.mode,
        reason: mode.reason,
        rendered: mode.rendered.length,
        shared: mode.shared,
        evidenceFrom: options.evidenceFrom ?? null,
      },
    });
    await store.promote(release);
    const removed =
      check.removedPages.length > 0
        ? `; ${check.removedPages.length} page(s) the CMS no longer lists: ${check.removedPages.slice(0, 5).join(', ')}`
        : '';
    log(
      `[origin] release ${release.id} is live: ${check.pages} pages (${versions.changed.length} new or changed), built (${describeBuildMode(mode)}) in ${builtAfter} s, checked (links ${checkSeconds} s, server ${smokeSeconds} s) and swapped in after ${seconds()} s${removed}`,
    );
    return {
      kind: 'live',
      release,
      pages: check.pages,
      seconds: seconds(),
      removedPages: check.removedPages,
      liveSince,
      versions: versions.pages,
      changedPaths: versions.changed,
      build: mode,
      differences,
    };
  } catch (error) {
    return failed([`the release could not be made: ${error instanceof Error ? error.message : String(error)}`]);
  } finally {
    // The next build's process loads its code (and bundles, on the live release) and the next checks' thread
    // indexes the live release now, once this release is built and checked, not beside them.
    if (!options.signal?.aborted) {
      try {
        if (options.builds)
          await prepareNextBuild({ store, builds: options.builds, env, buildArgs: options.buildArgs });
        const liveNow = options.checks ? await store.live() : null;
        options.checks?.prepare(liveNow ? path.join(liveNow.dir, 'client') : null);
      } catch (error) {
        // Not prepared: the next build starts its own process and thread, as without them.
        log(
          `[origin] the next build's process or checks could not be prepared: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  }
}

/** The HTML pages an incremental build rendered (client-relative files). */
function renderedPages(mode: BuildMode): Set<string> {
  return new Set(mode.rendered.filter((file) => file.endsWith('.html')));
}
