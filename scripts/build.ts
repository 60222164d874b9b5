/**
 * `npm run build [-- --scale N --seed N --crisis-banner on|off --media-store DIR|off --media-cache DIR --out-dir DIR]`:
 * builds the site into dist/ (dist/client static files, dist/server the Node server for on-demand
 * routes) from CONTENT_API_URL, or from the embedded content API when that is unset. The build's side
 * files (CMS redirects, content problems, crawl report, build report) go to its run folder,
 * `.cache/build/<out dir>/` (src/lib/build/run.ts). It exits non-zero when the site would not be
 * whole: a CMS call or an image that failed after its retries with no cached copy.
 */
import { rm, writeFile } from 'node:fs/promises';
import { readConfig } from '#src/lib/build/config.ts';
import { createBuildRun } from '#src/lib/build/run.ts';
import { readReport } from './build/build-phases.ts';
import { parseSiteCommandOptions } from './lib/cli-options.ts';
import { openContentSourceAndBuilder } from './lib/content-source.ts';

const settings = readConfig();
const options = parseSiteCommandOptions(process.argv.slice(2), settings.contentScale);
const { source, buildSite } = await openContentSourceAndBuilder(settings, options);
const run = createBuildRun({
  config: source.config,
  root: process.cwd(),
  outDir: options.outDir,
  mediaCacheDir: options.mediaCache,
});
const reportFile = run.files.buildReport;
await rm(reportFile, { force: true });
try {
  await buildSite(run);
} catch (error) {
  // A build that is not whole (a call or an image the CMS could not deliver) ends here, non-zero.
  console.error(`\nBuild failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await source.stop();
}
// For the benchmark: this process's peak memory and wall time, beside the phases the build wrote (scripts/build/build-phases.ts).
const report = {
  ...(await readReport(reportFile)),
  maxRssBytes: process.resourceUsage().maxRSS * 1024,
  wallMs: Math.round(performance.now()),
};
await writeFile(reportFile, JSON.stringify(report));
