/**
 * `npm start`: builds the site from the embedded content API (or CONTENT_API_URL) and serves it at
 * http://localhost:4321 (PORT and HOST change that). The content API keeps running while the site
 * is served, for the on-demand preview route; Ctrl+C stops both.
 */
import { openSiteBuild } from './lib/content-source.ts';
import { fixedSite, startSiteServer } from './origin/site-server.ts';

const { settings, source, run, buildSite } = await openSiteBuild(process.argv.slice(2));
let stopServer: (() => Promise<void>) | undefined;

async function shutdown(code: number): Promise<never> {
  await stopServer?.();
  await source.stop();
  process.exit(code);
}
process.once('SIGINT', () => void shutdown(0));
process.once('SIGTERM', () => void shutdown(0));

try {
  await buildSite();
  const server = await startSiteServer({
    site: fixedSite(run.outDir),
    port: settings.server.port,
    host: settings.server.host ?? 'localhost',
    contentApiUrl: source.url,
    feedback: {
      dbFile: settings.feedback.dbFile,
      siteOrigins: [settings.siteUrl],
      trustedProxies: settings.feedback.trustedProxies,
    },
  });
  stopServer = server.stop;
  console.log(
    `\nThe hospital website is running at ${server.url} (Dutch) and ${server.url}/en (English). Press Ctrl+C to stop.`,
  );
} catch (error) {
  console.error(error);
  await shutdown(1);
}
