/**
 * `npm run dev`: Astro's dev server on the embedded content API (or CONTENT_API_URL), for work on
 * the site. Pages are rendered on request, so content changes show after a reload; CMS redirects
 * are read once, at the start.
 */
import { dev } from 'astro';
import { prepareSiteConfig } from './lib/build-site.ts';
import { parseSiteCommandOptions } from './lib/cli-options.ts';
import { openContentSource } from './lib/content-source.ts';

const options = parseSiteCommandOptions(process.argv.slice(2));
const source = await openContentSource(options);
process.env['ASTRO_TELEMETRY_DISABLED'] ??= '1';
// The CMS redirects, before Astro reads astro.config.mjs (restart `npm run dev` to pick up new ones).
await prepareSiteConfig();
const server = await dev({ root: process.cwd() });

async function shutdown(): Promise<void> {
  await server.stop();
  await source.stop();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
