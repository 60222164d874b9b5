/**
 * The production origin (`npm run serve`): one Node process that serves the live release (static
 * files with the host rules, the preview rendered on demand, /api/v1/search/* passed on to the CMS),
 * receives the CMS's publish webhook and runs the rebuild queue.
 *
 *   POST /api/publish         the publish webhook (Standard Webhooks signature): 202 and a build in
 *                             the background; 401 for a bad signature or timestamp; 200 for an id
 *                             already delivered; 404 when no secret is configured (the webhook is off)
 *   GET  /api/publish/status  which release is live, when it was built, what the queue is doing, and how
 *                             many of its pages are past their next review day (per department)
 *   GET  /api/publish/status?path=/some/page  whether that page is live, since when and in which release
 *                             (404 for a path the live release lacks, 400 for one that is no site path)
 *   POST /api/feedback        the pages' "Is deze pagina nuttig?" answers (site-server.ts, feedback/)
 *
 * With a publish callback configured, each release's outcome is sent to it (publish-callback.ts); a
 * published page the CMS did not yet serve in its new version is built again (read-your-write.ts).
 * A publish builds on the live release, rendering only what changed (the build decides: release-build.ts);
 * such a release is then checked against a full build of the same content in the background
 * (full-build-check.ts), which a new publish stops.
 */
import { mkdir, readlink, rm, symlink } from 'node:fs/promises';
import { setTimeout as pause } from 'node:timers/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Environment } from '#src/lib/build/config.ts';
import { readBodyUpTo } from './http-body.ts';
import { pageStatusAnswer } from './page-status.ts';
import { readPageVersions, type PageVersions } from './page-versions.ts';
import {
  createPublishCallback,
  releaseEvent,
  type CallbackOptions,
  type CallbackTarget,
  type Publication,
  type PublishCallback,
} from './publish-callback.ts';
import { createPublishWebhook, publishedPage, type PublishWebhook } from './publish-webhook.ts';
import {
  pagesNotYetUpdated,
  READ_YOUR_WRITE,
  readYourWritePause,
  type ReadYourWriteSchedule,
} from './read-your-write.ts';
import { createRebuildQueue, type RebuildQueue } from './rebuild-queue.ts';
import {
  createReleaseAccessibilityChecks,
  latestCheckedRelease,
  latestCheckedReports,
} from './release-accessibility-checks.ts';
import { releaseReviews, type ReleaseReviews } from './overdue-reviews.ts';
import { amsterdamDay } from '#src/lib/dates.ts';
import { createFullBuildCheck, type FullBuildCheck, type FullBuildCheckState } from './full-build-check.ts';
import { BUILD_SCRIPT, buildRelease, prepareNextBuild, type ReleaseOutcome } from './release-build.ts';
import { createBuildProcesses } from './build-processes.ts';
import { createReleaseChecksThreads } from './release-checks.ts';
import { withoutOriginSecrets } from './origin-secrets.ts';
import { createReleaseStore, KEEP_RELEASES, type ReleaseStore } from './releases.ts';
import { startSiteServer, type RunningSiteServer, type SiteServerOptions, type SiteSource } from './site-server.ts';

/** The largest webhook body read (a publish notice is small). */
const MAX_WEBHOOK_BODY_BYTES = 256 * 1024;

export type OriginOptions = {
  releasesDir: string;
  port: number;
  host: string;
  /** The CMS: builds read it, the preview and /api/v1/search/* reach it. */
  contentApiUrl: string;
  /** `whsec_…`; null switches the publish webhook off. */
  webhookSecret: string | null;
  /** The environment the builds run with (the site's configuration). */
  env: Environment;
  log?: (line: string) => void;
  /** Extra arguments of each build (tests). */
  buildArgs?: readonly string[];
  /**
   * Whether each release gets its accessibility checks in the background after it went live
   * (release-accessibility-checks.ts). Default on; ORIGIN_ACCESSIBILITY_CHECKS=off in `npm run serve`.
   */
  accessibilityChecks?: boolean;
  /** Where the pages' feedback is kept (SQLite) and which public addresses may post it; unset: not taken. */
  feedback?: SiteServerOptions['feedback'];
  /** Where each release's outcome is sent (PUBLISH_CALLBACK_URL and _SECRET); null or absent: nowhere. */
  callback?: CallbackTarget | null;
  callbackOptions?: CallbackOptions;
  /** How long and how often to build again while a published page is not yet updated (tests: shorter). */
  readYourWrite?: ReadYourWriteSchedule;
};

/** What a build was asked for by: a label for the log, and the publication when a webhook asked. */
type BuildRequest = { label: string; publication: Publication | null };

export type OriginStatus = {
  /** `changedPages`: how many pages are new or changed against the release before (null: not counted). */
  live: { id: string; builtAt: string | null; pages: number | null; changedPages: number | null } | null;
  building: boolean;
  pending: boolean;
  buildsStarted: number;
  /**
   * The last build's outcome (its reasons are in the origin's log and the failed release's failed.json, not here: this
   * answer is public).
   */
  lastOutcome: {
    kind: ReleaseOutcome['kind'] | 'error';
    release: string | null;
    seconds: number;
    /** How the last release was built: `incremental` (on the release before) or `full`. */
    build?: 'incremental' | 'full';
  } | null;
  /** The full build that checks an incremental release: the release it checks now, and the last outcome. */
  fullBuildCheck: FullBuildCheckState;
  webhook: 'on' | 'off';
  /** The accessibility checks after a release went live: running now, and the last release they checked. */
  accessibilityChecks: { running: boolean; lastChecked: string | null } | 'off';
  /** The live release's pages past their next review day today, per department; null without a live release. */
  overdueReviews: ReleaseReviews | null;
};

export type RunningOrigin = RunningSiteServer & {
  store: ReleaseStore;
  queue: RebuildQueue<BuildRequest>;
  /** The full build that checks an incremental release (started after each; tests start one by hand). */
  fullBuildCheck: FullBuildCheck;
  /** Resolves when no callback is being sent. */
  callbackIdle(): Promise<void>;
  /** Resolves once the next build's process has loaded its code (build-processes.ts), or none is being prepared. */
  buildProcessReady(): Promise<void>;
  status(): Promise<OriginStatus>;
};

function releaseSource(store: ReleaseStore): SiteSource {
  return {
    current: () => store.live(),
    earlier: async () => {
      const live = await store.live();
      return (await store.list()).filter((release) => release.id !== live?.id).reverse();
    },
  };
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(`${JSON.stringify(body)}\n`);
}

/**
 * A release's server imports the project's packages (`node_modules`), found by walking up from the
 * release folder: a releases folder outside the project gets a link to them.
 */
async function linkPackages(releasesDir: string): Promise<void> {
  const packages = path.resolve('node_modules');
  const relative = path.relative(path.resolve('.'), path.resolve(releasesDir));
  if (!relative.startsWith('..') && !path.isAbsolute(relative)) return;
  await mkdir(releasesDir, { recursive: true });
  const link = path.join(releasesDir, 'node_modules');
  const existing = await readlink(link).catch(() => null);
  if (existing === packages) return;
  await rm(link, { force: true });
  await symlink(packages, link, 'dir');
}

export async function startOrigin(options: OriginOptions): Promise<RunningOrigin> {
  const log = options.log ?? ((line: string) => console.log(line));
  await linkPackages(options.releasesDir);
  // The release being checked and the newest checked one (whose reports the next statement shows) are kept.
  const store: ReleaseStore = createReleaseStore(options.releasesDir, KEEP_RELEASES, async () => {
    const newestChecked = await latestCheckedRelease(store);
    return [accessibilityChecks?.checking(), newestChecked?.id].filter((id) => typeof id === 'string');
  });
  const webhook: PublishWebhook | null = options.webhookSecret ? createPublishWebhook(options.webhookSecret) : null;
  let lastOutcome: OriginStatus['lastOutcome'] = null;
  // Each build's side files (its redirects among them) are its own, in the run folder of its release.
  const buildEnv: Environment = { ...options.env, CONTENT_API_URL: options.contentApiUrl };
  const stopping = new AbortController();
  // The next build's process waits with its code loaded (build-processes.ts).
  const builds = createBuildProcesses(BUILD_SCRIPT);
  // And the next release's checks, with the live release indexed (release-checks.ts).
  const checks = createReleaseChecksThreads();
  /**
   * Prepares the next publish's build on the live release (release-build.ts), with the evidence its statement
   * will show; a process prepared with other evidence is replaced.
   */
  const prepareNext = (): Promise<void> =>
    prepareNextBuild({ store, builds, env: withoutOriginSecrets(buildEnv), buildArgs: options.buildArgs });
  const accessibilityChecks =
    options.accessibilityChecks === false
      ? null
      : createReleaseAccessibilityChecks({
          store,
          env: buildEnv,
          log,
          signal: stopping.signal,
          // The next publish shows the new results: its build is prepared again with them.
          onChecked: (release) => {
            if (stopping.signal.aborted) return;
            prepareNext()
              .then(() =>
                log(`[origin] the next build is prepared with the accessibility results of release ${release.id}`),
              )
              .catch((error: unknown) =>
                log(
                  `[origin] the next build's process could not be prepared: ${error instanceof Error ? error.message : String(error)}`,
                ),
              );
          },
        });
  const callback: PublishCallback | null = options.callback
    ? createPublishCallback(options.callback, log, options.callbackOptions)
    : null;
  const readYourWrite = options.readYourWrite ?? READ_YOUR_WRITE;

  /** A release that went live: its accessibility checks, and the publish callback. */
  function announceLive(outcome: Extract<ReleaseOutcome, { kind: 'live' }>, publications: readonly Publication[]) {
    accessibilityChecks?.request(outcome.release);
    const notYetUpdated = pagesNotYetUpdated(publications, outcome.versions);
    callback?.send(
      releaseEvent(
        {
          kind: 'live',
          release: outcome.release.id,
          liveSince: outcome.liveSince,
          changedPaths: outcome.changedPaths,
          notYetUpdated,
        },
        publications,
        new Date(),
      ),
    );
    return notYetUpdated;
  }

  /** Builds a release; builds again (after a pause) while the CMS still served an older version of a published page. */
  async function publishReleases(publications: readonly Publication[], labels: readonly string[]): Promise<void> {
    const changedRoutes = [...new Set(publications.flatMap((publication) => publication.route ?? []))];
    const started = performance.now();
    for (let attempt = 0; ; attempt += 1) {
      // A build still waiting when the origin stops is not started.
      if (stopping.signal.aborted) return;
      const evidenceFrom = await latestCheckedReports(store);
      const outcome = await buildRelease(
        {
          store,
          env: buildEnv,
          log,
          signal: stopping.signal,
          evidenceFrom,
          incrementalFrom: await store.live(),
          changedRoutes,
          builds,
          checks,
          ...(options.buildArgs ? { buildArgs: options.buildArgs } : {}),
        },
        attempt === 0 ? labels : [`read-your-write: build ${attempt + 1}`, ...labels],
      );
      lastOutcome = {
        kind: outcome.kind,
        release: outcome.release.id,
        seconds: outcome.seconds,
        ...(outcome.kind === 'live' ? { build: outcome.build.mode } : {}),
      };
      if (outcome.kind !== 'live') {
        if (outcome.kind === 'failed')
          callback?.send(
            releaseEvent(
              { kind: 'failed', release: outcome.release.id, reason: outcome.reasons.join('\n') },
              publications,
              new Date(),
            ),
          );
        return;
      }
      const notYetUpdated = announceLive(outcome, publications);
      if (notYetUpdated.length === 0) {
        if (outcome.build.mode === 'incremental') fullBuildCheck.request(outcome.release, evidenceFrom);
        return;
      }
      const wait = readYourWritePause(readYourWrite, attempt, performance.now() - started);
      if (wait === null || stopping.signal.aborted) {
        log(
          `[origin] release ${outcome.release.id} is live without the published version of ${notYetUpdated.join(', ')}`,
        );
        if (outcome.build.mode === 'incremental') fullBuildCheck.request(outcome.release, evidenceFrom);
        return;
      }
      log(
        `[origin] the CMS still served an older version of ${notYetUpdated.join(', ')}: building again in ${wait / 1000} s`,
      );
      const waited = await pause(wait, true, { signal: stopping.signal }).catch(() => false);
      if (!waited) return;
    }
  }

  const queue = createRebuildQueue<BuildRequest>(
    (requests) =>
      publishReleases(
        requests.flatMap((request) => (request.publication ? [request.publication] : [])),
        requests.map((request) => request.label),
      ),
    (error) => {
      log(
        `[origin] the build could not run: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      lastOutcome = { kind: 'error', release: null, seconds: 0 };
    },
  );

  const fullBuildCheck = createFullBuildCheck({
    store,
    build: { env: buildEnv, log, builds, checks, ...(options.buildArgs ? { buildArgs: options.buildArgs } : {}) },
    publishesBusy: () => {
      const state = queue.state();
      return state.running || state.pending;
    },
    publishesIdle: () => queue.idle(),
    onReplaced: (outcome) => {
      lastOutcome = { kind: outcome.kind, release: outcome.release.id, seconds: outcome.seconds, build: 'full' };
      announceLive(outcome, []);
    },
    signal: stopping.signal,
  });

  /** The live release's page versions, read once per release. */
  let knownVersions: { release: string; versions: Promise<PageVersions | null> } | null = null;
  function versionsOf(release: { id: string; dir: string }): Promise<PageVersions | null> {
    if (knownVersions?.release !== release.id)
      knownVersions = { release: release.id, versions: readPageVersions(release.dir) };
    return knownVersions.versions;
  }

  /** The live release's overdue reviews, read once per release and day (the status is public and asked often). */
  let knownReviews: { key: string; reviews: Promise<ReleaseReviews | null> } | null = null;
  function reviewsOf(release: { id: string; dir: string }): Promise<ReleaseReviews | null> {
    const now = new Date();
    const key = `${release.id} ${amsterdamDay(now)}`;
    if (knownReviews?.key !== key) knownReviews = { key, reviews: releaseReviews(release.dir, now) };
    return knownReviews.reviews;
  }

  async function status(): Promise<OriginStatus> {
    const live = await store.live();
    const info = live ? await store.info(live) : null;
    const queueState = queue.state();
    return {
      live: live
        ? {
            id: live.id,
            builtAt: info?.builtAt ?? null,
            pages: info?.pages ?? null,
            changedPages: info?.changedPages ?? null,
          }
        : null,
      building: queueState.running,
      pending: queueState.pending,
      buildsStarted: queueState.started,
      lastOutcome,
      webhook: webhook ? 'on' : 'off',
      accessibilityChecks: accessibilityChecks?.state() ?? 'off',
      fullBuildCheck: fullBuildCheck.state(),
      overdueReviews: live ? await reviewsOf(live) : null,
    };
  }

  async function originRoutes(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    if (url.pathname === '/api/publish/status') {
      const asked = url.searchParams.get('path');
      if (req.method !== 'GET' && req.method !== 'HEAD') json(res, 405, { message: 'GET only' });
      else if (asked === null) json(res, 200, await status());
      else {
        const live = await store.live();
        const answer = pageStatusAnswer(asked, live?.id ?? null, live ? await versionsOf(live) : null);
        json(res, answer.status, answer.body);
      }
      return true;
    }
    if (url.pathname !== '/api/publish') return false;
    if (!webhook) {
      json(res, 404, { message: 'The publish webhook is off: PUBLISH_WEBHOOK_SECRET is not set on this origin.' });
      return true;
    }
    if (req.method !== 'POST') {
      res.setHeader('allow', 'POST');
      json(res, 405, { message: 'POST only' });
      return true;
    }
    const raw = await readBodyUpTo(req, MAX_WEBHOOK_BODY_BYTES);
    if (raw === null) {
      res.setHeader('connection', 'close');
      json(res, 413, { message: 'The body is too large.' });
      return true;
    }
    const verdict = webhook.check(req.headers, raw.toString('utf8'));
    if (verdict.kind === 'refused') {
      log(`[origin] publish webhook refused (${verdict.status}): ${verdict.reason}`);
      json(res, verdict.status, { message: verdict.reason });
      return true;
    }
    if (verdict.kind === 'duplicate') {
      json(res, 200, { message: `webhook ${verdict.id} was already received; nothing to do` });
      return true;
    }
    // A publish comes first: a full build checking the live release stops (the new release is checked in its turn).
    fullBuildCheck.stopRunning();
    const queued = queue.request({
      label: `publish webhook ${verdict.id}`,
      publication: { delivery: verdict.id, ...publishedPage(raw.toString('utf8')) },
    });
    log(`[origin] publish webhook ${verdict.id} accepted: build ${queued}`);
    json(res, 202, { message: 'Accepted: the site is rebuilt in the background.', build: queued });
    return true;
  }

  const unfinished = await store.setAsideUnfinished();
  if (unfinished.length > 0)
    log(`[origin] set aside ${unfinished.length} release folder(s) a build left unfinished: ${unfinished.join(', ')}`);
  const server = await startSiteServer({
    site: releaseSource(store),
    port: options.port,
    host: options.host,
    contentApiUrl: options.contentApiUrl,
    extraRoutes: originRoutes,
    ...(options.feedback ? { feedback: options.feedback } : {}),
  });
  log(
    webhook
      ? `[origin] publish webhook on at ${server.url}/api/publish`
      : '[origin] publish webhook off: PUBLISH_WEBHOOK_SECRET is not set',
  );
  const live = await store.live();
  if (live) {
    log(`[origin] serving release ${live.id} at ${server.url}`);
    // Checked already, or the checks begin (the origin stopped before they ended, or they were off).
    accessibilityChecks?.request(live);
    // An incremental release the origin stopped before its full build check ended is checked now.
    await fullBuildCheck.requestIfUnchecked();
    // The first publish's build process loads its code and bundles on the live release now (a build that starts first takes it).
    await prepareNext();
    checks.prepare(path.join(live.dir, 'client'));
  } else {
    log(`[origin] no release is live yet in ${store.root}: building the first one`);
    queue.request({ label: 'first start', publication: null });
  }
  return {
    ...server,
    store,
    queue,
    fullBuildCheck,
    status,
    callbackIdle: () => callback?.idle() ?? Promise.resolve(),
    buildProcessReady: () => builds.ready(),
    // A build under way is stopped too (its release is set aside, the live one stays), and callbacks still retrying.
    stop: async () => {
      stopping.abort();
      await callback?.stop();
      await server.stop();
      // The stopped build sets its release aside before this resolves; then the checks have ended too.
      await queue.idle();
      await fullBuildCheck.idle();
      await accessibilityChecks?.idle();
      await builds.stop();
      await checks.stop();
    },
  };
}
