/**
 * `npm run build [-- --scale N --seed N --crisis-banner on|off --media-store DIR|off --media-cache DIR --out-dir DIR]`:
 * builds the site into dist/ (dist/client static files, dist/server the Node server for on-demand
 * routes) from CONTENT_API_URL, or from the embedded content API when that is unset. The build's side
 * files (CMS redirects, content problems, crawl report, build report) go to its run folder,
 * `.cache/build/<out dir>/` (src/lib/build/run.ts). It exits non-zero when the site would not be
 * whole: a CMS call or an image that failed after its retries with no cached copy.
 */
import { rm, writeFile } from 'node:fs/promises';
import { enableCompileCache } from 'node:module';
import path from 'node:path';
import { securityContactNotice, siteAddressNotice } from '#src/lib/build/config.ts';
import { readReport } from './build/build-phases.ts';
import { openSiteBuild } from './lib/content-source.ts';
import { withBuildSeconds } from './build/incremental-report.ts';

// Astro, Vite and Rolldown (loaded by openSiteBuild) come from V8's code cache after the first build: its
// setup, before Astro bundles, took 0.2 to 0.5 s less each time measured (scale 1, a busy machine).
enableCompileCache(path.join(process.cwd(), '.cache', 'node-compile'));
const { settings, source, run, buildSite } = await openSiteBuild(process.argv.slice(2));
const reportFile = run.files.buildReport;
await rm(reportFile, { force: true });
try {
  await buildSite();
} catch (error) {
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
// For the benchmark: this process's peak memory and wall time, beside the phases the build wrote
// (scripts/build/build-phases.ts).
const report = {
  ...(await readReport(reportFile)),
  maxRssBytes: process.resourceUsage().maxRSS * 1024,
  wallMs: Math.round(performance.now()),
};
await writeFile(reportFile, JSON.stringify(report));
await withBuildSeconds(run.files.incremental, report.wallMs);
