/**
 * `npm run build [-- --scale N --seed N --crisis-banner on|off --out-dir DIR]`: builds the site into
 * dist/ (dist/client static files, dist/server the Node server for on-demand routes) from
 * CONTENT_API_URL, or from the embedded content API when that is unset.
 */
import { writeFile } from 'node:fs/promises';
import { readConfig } from '#src/lib/build/config.ts';
import { buildSite } from './lib/build-site.ts';
import { parseSiteCommandOptions } from './lib/cli-options.ts';
import { openContentSource } from './lib/content-source.ts';

const options = parseSiteCommandOptions(process.argv.slice(2));
const source = await openContentSource(options);
try {
  await buildSite(options.outDir);
} finally {
  await source.stop();
}
// For the benchmark: this process's peak memory.
const reportFile = readConfig().buildReportFile;
if (reportFile) await writeFile(reportFile, JSON.stringify({ maxRssBytes: process.resourceUsage().maxRSS * 1024 }));
