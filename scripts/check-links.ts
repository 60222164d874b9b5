/**
 * `npm run check:links` / `node scripts/check-links.ts [distDir] [--site URL]`: checks every
 * internal link and image of a built site (scripts/build/link-check.ts). `distDir` defaults to
 * dist; its `client/` folder is checked (or the folder itself when it has none). The site's own
 * address comes from --site, else SITE_URL, else the build's robots.txt, else http://localhost:4321.
 * Exits with 1 when a link or image is broken, a page does not name itself as canonical, or a
 * redirect shadows a page of the sitemap; and when a page of the sitemap cannot be reached by links
 * from the home pages without JavaScript, or an indexable page is missing from the sitemap
 * (scripts/build/reachability.ts).
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkLinks, formatReport, linkCheckFailures, siteOriginFromRobots } from './build/link-check.ts';
import { compareReach, formatReach, reachFailures, readReach } from './build/reachability.ts';
import { readConfig } from '#src/lib/build/config.ts';

async function isDirectory(dir: string): Promise<boolean> {
  return stat(dir).then(
    (info) => info.isDirectory(),
    () => false,
  );
}

const { values, positionals } = parseArgs({
  args: process.argv.slice(2),
  options: { site: { type: 'string' } },
  allowPositionals: true,
});
const distDir = path.resolve(positionals[0] ?? 'dist');
const clientDir = (await isDirectory(path.join(distDir, 'client'))) ? path.join(distDir, 'client') : distDir;
if (!(await isDirectory(clientDir))) {
  console.error(`No built site at ${clientDir}: run \`npm run build\` first.`);
  process.exit(2);
}
const site =
  values.site ?? readConfig().siteUrlGiven ?? (await siteOriginFromRobots(clientDir)) ?? 'http://localhost:4321';
const started = performance.now();
const siteOrigins = [new URL(site).origin];
const report = await checkLinks(clientDir, { siteOrigins });
console.log(formatReport(report, path.relative(process.cwd(), clientDir) || '.'));
const { pages, sitemap } = await readReach(clientDir, siteOrigins);
const reach = compareReach(pages, sitemap);
console.log(formatReach(reach));
console.log(`(${Math.round(performance.now() - started)} ms)`);
process.exitCode = linkCheckFailures(report) + reachFailures(reach) > 0 ? 1 : 0;
