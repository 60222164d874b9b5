import { mkdir } from 'node:fs/promises';
import { build } from 'astro';
import { CALL_FAILED, createContentClient } from '#src/lib/api/content-client.ts';
import { contentClientOptions } from '#src/lib/build/config.ts';
import type { ContentProblem } from '#src/lib/build/report.ts';
import type { BuildRun } from '#src/lib/build/run.ts';
import { prepareCmsRedirects } from '../build/cms-redirects.ts';
import { siteConfig } from '../build/site-config.ts';
import { codeFingerprint, siteCodeHash } from '../build/code-fingerprint.ts';
import { writeAskedBuild } from '#src/lib/build/asked-build.ts';
import {
  askedClock,
  BuildInNewProcess,
  CodeChangedWhileWaiting,
  FailedBeforeAsked,
  NothingAsked,
  thrownWith,
  type PlannedBuild,
  type WaitedBuild,
} from '../build/build-standby.ts';
import { decideIncremental } from '../build/incremental-source.ts';
import { callsThread, type CallsAskedAgain } from '../build/calls-asked-again.ts';
import { renderWhenAsked } from '../build/render-when-asked.ts';
import { failedCallsError } from '../build/site-report.ts';

/**
 * The steps before Astro reads its config (build and dev): the run folder is made, and the CMS
 * redirects are fetched, checked and written to the run's redirects file (scripts/build/cms-redirects.ts).
 * Returns the content problems met on the way (printed as they come); a build fails on a failed call.
 */
export async function prepareSiteConfig(run: BuildRun): Promise<ContentProblem[]> {
  await mkdir(run.files.dir, { recursive: true });
  const problems: ContentProblem[] = [];
  const onProblem = (kind: string, message: string) => {
    problems.push({ kind, message });
    console.warn(`[content] ${kind}: ${message}`);
  };
  await prepareCmsRedirects({
    client: createContentClient({ ...contentClientOptions(run.config), onProblem }),
    file: run.files.redirects,
  });
  return problems;
}

/** The CMS redirects fetched and written (a failed call fails the build), then the build's code fingerprint. */
async function fetchFingerprint(run: BuildRun, siteCode: string): Promise<string> {
  const failed = failedCallsError((await prepareSiteConfig(run)).filter((problem) => problem.kind === CALL_FAILED));
  if (failed) throw failed;
  return codeFingerprint(run, siteCode);
}

/**
 * Runs Astro's build of the run in this process, with the run's own config (not astro.config.mjs).
 * It fails when a call to the CMS failed for good (DESIGN.md "Never partial"): here for the
 * redirects, else at the end of Astro's build (scripts/build/site-report.ts).
 *
 * `waited`: a process that loaded its code before it was asked (scripts/build/build-standby.ts); a
 * prepared one (`PlannedBuild`) bundles first and learns the routes to render again once it is asked
 * (scripts/build/render-when-asked.ts).
 */
export async function buildSite(
  run: BuildRun,
  incremental: IncrementalOptions = { changedRoutes: [] },
  waited?: WaitedBuild | PlannedBuild,
): Promise<void> {
  if (!waited || !('asked' in waited)) return buildAsked(run, incremental, waited);
  let asked = false;
  try {
    await buildAsked(run, incremental, waited, () => {
      asked = true;
    });
  } catch (error) {
    // Failed as it bundled, before it was asked (its CMS failed then): the build it is asked for runs in a new process.
    const thrown = thrownWith(error);
    if (!asked && !thrown.some((each) => each instanceof BuildInNewProcess || each instanceof NothingAsked))
      throw new FailedBeforeAsked(error);
    throw error;
  }
}

async function buildAsked(
  run: BuildRun,
  incremental: IncrementalOptions,
  waited: WaitedBuild | PlannedBuild | undefined,
  /** Told once the build is asked to render (a prepared build's, after it bundled). */
  onAsked: () => void = () => {},
): Promise<void> {
  // A waiting build process whose code changed on disk since it loaded builds nothing, before it asks the CMS.
  const siteCode = await siteCodeHash(run.root);
  if (waited && waited.loadedCode !== siteCode) throw new CodeChangedWhileWaiting();
  const fingerprint = await fetchFingerprint(run, siteCode);
  const decision = await decideIncremental({ ...incremental, fingerprint, root: run.root, outDir: run.outDir });
  if (incremental.from) console.log(`${decision.source ? 'Incremental' : 'Full'} build: ${decision.reason}`);
  const planned = waited && 'asked' in waited ? waited : undefined;
  // An incremental build asks the previous build's calls again on a thread of its own (while Astro bundles,
  // or once a prepared build is asked); the pages wait for it.
  // The thread is started now (a prepared build's before it bundles) and begun once the build is asked.
  const calls =
    decision.source && run.config.contentCalls.cache
      ? callsThread(contentClientOptions(run.config), decision.getCalls)
      : undefined;
  const callsBegun = Promise.withResolvers<CallsAskedAgain>();
  /** The build is asked to render: what it was asked is written for the pages, and the calls are asked again from now. */
  const ask = async (changedRoutes: string[]): Promise<void> => {
    onAsked();
    const begun = calls?.begin();
    await writeAskedBuild(run.files.asked, { changedRoutes, callsAskedSince: begun?.since ?? null });
    if (begun) callsBegun.resolve(begun);
  };
  const thisRun: BuildRun = Object.freeze({ ...run, incremental: decision.source });
  try {
    if (!planned) await ask(incremental.changedRoutes);
    await build({
      ...siteConfig(
        thisRun,
        { fingerprint, reason: decision.reason },
        {
          askedAtMs: askedClock(waited),
          ...(calls ? { callsAskedAgain: callsBegun.promise } : {}),
          ...(planned
            ? {
                renderWhenAsked: renderWhenAsked({
                  planned,
                  root: run.root,
                  fingerprintUnchanged: async () => (await fetchFingerprint(run, siteCode)) === fingerprint,
                  ask,
                }),
              }
            : {}),
        },
      ),
      configFile: false,
    });
  } finally {
    await calls?.stop();
  }
}

/** `--incremental-from PREVIOUS` and `--changed-route ROUTE` (repeatable). */
export type IncrementalOptions = { from?: string | undefined; changedRoutes: string[] };
