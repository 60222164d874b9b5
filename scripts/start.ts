/**
 * `npm start`: builds the site from the embedded content API (or CONTENT_API_URL) and serves it at
 * http://localhost:4321 (PORT and HOST change that). The content API keeps running while the site
 * is served, for the on-demand preview route; Ctrl+C stops both.
 */
import { parseSiteCommandOptions } from './lib/cli-options.ts';
import { openContentSourceAndBuilder } from './lib/content-source.ts';
import { readConfig } from '#src/lib/build/config.ts';
import { createBuildRun } from '#src/lib/build/run.ts';
import { fixedSite, startSiteServer } from './origin/site-server.ts';

const settings = readConfig();
const options = parseSiteCommandOptions(process.argv.slice(2), settings.contentScale);
const { source, buildSite } = await openContentSourceAndBuilder(settings, options);
const run = createBuildRun({
  config: source.config,
  root: process.cwd(),
  outDir: options.outDir,
  mediaCacheDir: options.mediaCache,
});
let stopServer: (() => Promise<void>) | undefined;

async function shutdown(code: number): Promise<never> {
  await stopServer?.();
  await source.stop();
  process.exit(code);
}
process.once('SIGINT', () => void shutdown(0));
process.once('SIGTERM', () => void shutdown(0));

try {
  await buildSite(run);
  const server = await startSiteServer({
    site: fixedSite(run.outDir),
    port: settings.server.port,
    host: settings.server.host ?? 'localhost',
    contentApiUrl: source.url,
  });
  stopServer = server.stop;
  console.log(
    `\nThe hospital website is running at ${server.url} (Dutch) and ${server.url}/en (English). Press Ctrl+C to stop.`,
  );
} catch (error) {
  console.error(error);
  await shutdown(1);
}
