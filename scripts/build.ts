/**
 * `npm run build [-- --scale N --seed N --crisis-banner on|off --media-store DIR|off --media-cache DIR --out-dir DIR]`:
 * builds the site into dist/ (dist/client static files, dist/server the Node server for on-demand
 * routes) from CONTENT_API_URL, or from the embedded content API when that is unset. The build's side
 * files (CMS redirects, content problems, crawl report, build report) go to its run folder,
 * `.cache/build/<out dir>/` (src/lib/build/run.ts). It exits non-zero when the site would not be
 * whole: a CMS call or an image that failed after its retries with no cached copy.
 *
 * `node scripts/build.ts --standby` loads the build's code first and reads the arguments from its
 * standard input after; `node scripts/build.ts --standby ARGS...` bundles the build of ARGS first and
 * reads the routes to render again after (the origin's waiting build process: scripts/build/build-standby.ts).
 */
import { rm, writeFile } from 'node:fs/promises';
import { enableCompileCache } from 'node:module';
import path from 'node:path';
import { securityContactNotice, siteAddressNotice } from '#src/lib/build/config.ts';
import { readReport } from './build/build-phases.ts';
import {
  askedClock,
  BUILD_IN_NEW_PROCESS_EXIT_CODE,
  BuildInNewProcess,
  loadPlannedBuild,
  MalformedBuildArguments,
  NothingAsked,
  STANDBY_ARGUMENT,
  thrownWith,
  waitForBuildArguments,
  type PlannedBuild,
  type WaitedBuild,
} from './build/build-standby.ts';
import { withBuildSeconds } from './build/incremental-report.ts';

// Astro, Vite and Rolldown (loaded by openSiteBuild) come from V8's code cache after the first build: its
// setup, before Astro bundles, took 0.2 to 0.5 s less each time measured (scale 1, a busy machine).
enableCompileCache(path.join(process.cwd(), '.cache', 'node-compile'));

/**
 * The build's arguments: the command line's, or (a waiting build process) the line it is sent, or
 * (a prepared one) the command line's after `--standby`; null: nothing to build.
 */
async function buildArguments(): Promise<{ argv: string[]; waited?: WaitedBuild | PlannedBuild } | null> {
  const argv = process.argv.slice(2);
  if (argv[0] !== STANDBY_ARGUMENT) return { argv };
  // Only the origin starts a waiting build process (with an IPC channel); run by hand it would wait for good.
  if (!process.send)
    throw new MalformedBuildArguments(
      `${STANDBY_ARGUMENT} is started by the origin only (scripts/origin/build-processes.ts)`,
    );
  if (argv.length > 1) return { argv: argv.slice(1), waited: await loadPlannedBuild(process.cwd(), process.stdin) };
  return await waitForBuildArguments(process.cwd(), process.stdin);
}

async function build(argv: string[], waited: WaitedBuild | PlannedBuild | undefined): Promise<void> {
  const { openSiteBuild } = await import('./lib/content-source.ts');
  const { settings, source, run, buildSite } = await openSiteBuild(argv, waited);
  const askedAtMs = askedClock(waited);
  const reportFile = run.files.buildReport;
  await rm(reportFile, { force: true });
  try {
    await buildSite();
  } catch (error) {
    const thrown = thrownWith(error);
    if (thrown.some((each) => each instanceof NothingAsked)) {
      // A prepared build the origin no longer needs: it ends quietly (Astro's bundling threads with it).
      await source.stop();
      process.exit(0);
    }
    const inNewProcess = thrown.find((each) => each instanceof BuildInNewProcess);
    if (inNewProcess) {
      console.error(inNewProcess.message);
      process.exitCode = BUILD_IN_NEW_PROCESS_EXIT_CODE;
      return;
    }
    // A build that is not whole (a call or an image the CMS could not deliver) ends here, non-zero.
    console.error(`\nBuild failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    await source.stop();
  }
  // Last, where it is read: without SITE_URL every absolute link of the build names this machine.
  const addressNotice = siteAddressNotice(settings);
  if (settings.siteUrlGiven === null) console.warn(`\n${addressNotice}`);
  else console.log(`\n${addressNotice}`);
  const contactNotice = securityContactNotice(settings);
  if (contactNotice) console.warn(contactNotice);
  // For the benchmark: this process's peak memory and wall time (a waiting process's from when it was
  // asked), beside the phases the build wrote (scripts/build/build-phases.ts).
  const report = {
    ...(await readReport(reportFile)),
    maxRssBytes: process.resourceUsage().maxRSS * 1024,
    wallMs: Math.round(performance.now() - askedAtMs()),
  };
  await writeFile(reportFile, JSON.stringify(report));
  await withBuildSeconds(run.files.incremental, report.wallMs);
}

let asked: Awaited<ReturnType<typeof buildArguments>>;
try {
  asked = await buildArguments();
} catch (error) {
  // A waiting process whose code would not load or changed builds nothing: the origin builds in a new one.
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = error instanceof MalformedBuildArguments ? 2 : BUILD_IN_NEW_PROCESS_EXIT_CODE;
  asked = null;
}
if (asked) await build(asked.argv, asked.waited);
// A prepared build that ended before it was asked (its CMS failed as it bundled) no longer reads its input
// nor keeps its channel: the process ends, and the origin, told so, builds the next publish in a new one.
if (asked?.waited && 'asked' in asked.waited) {
  process.stdin.destroy();
  if (process.connected) process.disconnect();
}
