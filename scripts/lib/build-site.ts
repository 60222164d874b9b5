import { mkdir } from 'node:fs/promises';
import { build } from 'astro';
import { CALL_FAILED, createContentClient } from '#src/lib/api/content-client.ts';
import { contentClientOptions } from '#src/lib/build/config.ts';
import type { ContentProblem } from '#src/lib/build/report.ts';
import type { BuildRun } from '#src/lib/build/run.ts';
import { prepareCmsRedirects } from '../build/cms-redirects.ts';
import { siteConfig } from '../build/site-config.ts';
import { codeFingerprint, siteCodeHash } from '../build/code-fingerprint.ts';
import { CodeChangedWhileWaiting, type WaitedBuild } from '../build/build-standby.ts';
import { decideIncremental } from '../build/incremental-source.ts';
import { askCallsAgain } from '../build/calls-asked-again.ts';
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

/**
 * Runs Astro's build of the run in this process, with the run's own config (not astro.config.mjs).
 * It fails when a call to the CMS failed for good (DESIGN.md "Never partial"): here for the
 * redirects, else at the end of Astro's build (scripts/build/site-report.ts).
 */
export async function buildSite(
  run: BuildRun,
  incremental: IncrementalOptions = { changedRoutes: [] },
  waited?: WaitedBuild,
): Promise<void> {
  // A waiting build process whose code changed on disk since it loaded builds nothing, before it asks the CMS.
  const siteCode = await siteCodeHash(run.root);
  if (waited && waited.loadedCode !== siteCode) throw new CodeChangedWhileWaiting();
  const failed = failedCallsError((await prepareSiteConfig(run)).filter((problem) => problem.kind === CALL_FAILED));
  if (failed) throw failed;
  const fingerprint = await codeFingerprint(run, siteCode);
  const decision = await decideIncremental({ ...incremental, fingerprint, root: run.root, outDir: run.outDir });
  if (incremental.from) console.log(`${decision.source ? 'Incremental' : 'Full'} build: ${decision.reason}`);
  // An incremental build asks the previous build's calls again on a thread of its own while Astro bundles.
  const callsAskedAgain =
    decision.source && run.config.contentCalls.cache
      ? askCallsAgain(contentClientOptions(run.config), decision.getCalls)
      : undefined;
  const source =
    decision.source && callsAskedAgain
      ? { ...decision.source, callsAskedSince: callsAskedAgain.since }
      : decision.source;
  const thisRun: BuildRun = Object.freeze({ ...run, incremental: source });
  try {
    await build({
      ...siteConfig(
        thisRun,
        { fingerprint, reason: decision.reason },
        { askedAtMs: waited?.askedAtMs ?? 0, ...(callsAskedAgain ? { callsAskedAgain } : {}) },
      ),
      configFile: false,
    });
  } finally {
    await callsAskedAgain?.stop();
  }
}

/** `--incremental-from PREVIOUS` and `--changed-route ROUTE` (repeatable). */
export type IncrementalOptions = { from?: string | undefined; changedRoutes: string[] };
