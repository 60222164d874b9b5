/**
 * `npm run serve [-- --scale N --seed N --crisis-banner on|off]`: the production origin
 * (scripts/origin/origin.ts). It serves the live release of RELEASES_DIR (default releases/) with
 * the host rules, renders the preview on demand, passes /api/v1/search/* on to the CMS, takes the pages' feedback
 * (POST /api/feedback, kept in FEEDBACK_DB), receives the
 * publish webhook (when PUBLISH_WEBHOOK_SECRET is set) and rebuilds. Without a live release it
 * builds the first one at start. The CMS is CONTENT_API_URL, or else the embedded content API,
 * started here and told to send its publish webhook to this origin.
 *
 * `node scripts/serve.ts DIR`: serves one existing build folder (`dist`) the same way, without
 * releases or webhook (the end-to-end tests, `npm start`).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_SITE_URL, isLocalAddress, readConfig, siteAddressNotice } from '#src/lib/build/config.ts';
import { siteOriginFromRobots } from './build/link-check.ts';
import { parseSiteCommandOptions } from './lib/cli-options.ts';
import { contentSourceEnvironment, openContentSource, type ContentSource } from './lib/content-source.ts';
import { startOrigin } from './origin/origin.ts';
import { fixedSite, startSiteServer } from './origin/site-server.ts';

/** Tells the embedded content API where to send its publish webhook (its admin interface). */
async function pointEmbeddedWebhookAt(source: ContentSource, url: string, secret: string): Promise<void> {
  const answer = await fetch(`${source.url}/__admin/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url, secret }),
  });
  if (!answer.ok) throw new Error(`the embedded content API refused the webhook address (${answer.status})`);
}

/**
 * Where the publish callback goes: PUBLISH_CALLBACK_URL, or with the secret alone the embedded content API's receiver,
 * which is told the secret (it then shows the last outcome per page at /__admin/publish-outcomes).
 */
async function publishCallback(
  source: ContentSource,
  callback: { url: string | null; secret: string } | null,
): Promise<{ url: string; secret: string } | null> {
  if (callback === null) return null;
  if (callback.url !== null) return { url: callback.url, secret: callback.secret };
  if (!source.embedded)
    throw new Error('PUBLISH_CALLBACK_SECRET without PUBLISH_CALLBACK_URL works only with the embedded content API');
  const answer = await fetch(`${source.url}/__admin/publish-outcomes/secret`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ secret: callback.secret }),
  });
  if (!answer.ok) throw new Error(`the embedded content API refused the callback secret (${answer.status})`);
  return { url: `${source.url}/__admin/publish-callback`, secret: callback.secret };
}

async function serveOrigin(args: string[]): Promise<void> {
  const config = readConfig();
  const source = await openContentSource(config, parseSiteCommandOptions(args, config.contentScale));
  const callback = await publishCallback(source, config.origin.callback);
  if (callback) console.log(`[origin] the publish callback goes to ${callback.url}`);
  const host = config.server.host ?? 'localhost';
  const origin = await startOrigin({
    releasesDir: config.origin.releasesDir,
    port: config.server.port,
    host,
    contentApiUrl: source.url,
    webhookSecret: config.origin.webhookSecret,
    accessibilityChecks: config.origin.accessibilityChecks,
    feedback: {
      dbFile: config.feedback.dbFile,
      siteOrigins: [config.siteUrl],
      trustedProxies: config.feedback.trustedProxies,
    },
    callback,
    // The builds run as child processes, with this process's environment and the CMS opened here.
    env: { ...process.env, ...contentSourceEnvironment(source) },
  });
  if (source.embedded && config.origin.webhookSecret) {
    await pointEmbeddedWebhookAt(source, `${origin.url}/api/publish`, config.origin.webhookSecret);
    console.log(`[origin] the embedded content API sends its publish webhook to ${origin.url}/api/publish`);
  }
  console.log(
    `The origin serves the site at ${origin.url} (status: ${origin.url}/api/publish/status). Press Ctrl+C to stop.`,
  );
  // Its builds read the same SITE_URL.
  console.log(siteAddressNotice(config));
  const shutdown = async (): Promise<never> => {
    await origin.stop();
    await source.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

async function serveBuild(distDir: string): Promise<void> {
  const config = readConfig();
  const server = await startSiteServer({
    site: fixedSite(distDir),
    port: config.server.port,
    host: config.server.host ?? 'localhost',
    contentApiUrl: config.contentApiUrl,
    feedback: {
      dbFile: config.feedback.dbFile,
      siteOrigins: [config.siteUrl],
      trustedProxies: config.feedback.trustedProxies,
    },
  });
  console.log(`Serving the build in ${distDir} at ${server.url}`);
  // The address this build was made for, as its robots.txt names it.
  const builtFor = (await siteOriginFromRobots(path.join(distDir, 'client'))) ?? DEFAULT_SITE_URL;
  console.log(
    isLocalAddress(builtFor)
      ? `Warning: this build names ${builtFor}, this machine, in its canonical links, sitemap and structured data (built without SITE_URL, or with a local one); build with SITE_URL set to the public address for a release.`
      : `Site address (SITE_URL of the build): ${builtFor}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const distDir = args[0] && !args[0].startsWith('-') ? args[0] : null;
  if (distDir) await serveBuild(path.resolve(distDir));
  else await serveOrigin(args);
}
