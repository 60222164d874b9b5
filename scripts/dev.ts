/**
 * `npm run dev`: Astro's dev server on the embedded content API (or CONTENT_API_URL), for work on
 * the site. Pages are rendered on request, so content changes show after a reload; CMS redirects
 * are read once, at the start.
 */
import { dev } from 'astro';
import { readConfig } from '#src/lib/build/config.ts';
import { createBuildRun } from '#src/lib/build/run.ts';
import { siteConfig } from './build/site-config.ts';
import { prepareSiteConfig } from './lib/build-site.ts';
import { parseSiteCommandOptions } from './lib/cli-options.ts';
import { openContentSource } from './lib/content-source.ts';

const settings = readConfig();
const options = parseSiteCommandOptions(process.argv.slice(2), settings.contentScale);
const source = await openContentSource(settings, options);
const run = createBuildRun({ config: source.config, root: process.cwd(), mediaCacheDir: options.mediaCache });
// The CMS redirects, before Astro reads the config (restart `npm run dev` to pick up new ones).
await prepareSiteConfig(run);
const server = await dev({ ...siteConfig(run), configFile: false });

async function shutdown(): Promise<void> {
  await server.stop();
  await source.stop();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
