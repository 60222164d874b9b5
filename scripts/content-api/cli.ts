/**
 * The embedded content API from the command line:
 *   node scripts/content-api/cli.ts [--port N] [--host H] [--scale S] [--seed N] [--crisis-banner on|off] [--db FILE]
 * [--media-store DIR|off]
 *     [--preview-token-ttl SECONDS] [--webhook-url URL --webhook-secret whsec_...]
 * Prints `CONTENT_API_URL=...` as its first stdout line once it serves. Exit code 2 on bad arguments.
 */
import { parseCliArgs, UsageError, USAGE, type CliOptions } from './cli-args.ts';
import { openDatabase } from './db/open.ts';
import { generateDataset } from './generate/index.ts';
import { diskRenditionStore } from './media/rendition-store.ts';
import { startContentApiServer } from './server.ts';

async function main(options: CliOptions): Promise<void> {
  const db = openDatabase(options.db);
  const { durationMs, world } = generateDataset(db, {
    scale: options.scale,
    seed: options.seed,
    crisisBanner: options.crisisBanner,
    hostile: options.hostile,
  });
  const api = await startContentApiServer(db, {
    port: options.port,
    host: options.host,
    world,
    media: options.mediaStore
      ? { renditions: diskRenditionStore(options.mediaStore, (message) => process.stderr.write(`${message}\n`)) }
      : {},
    previewTokenTtlSeconds: options.previewTokenTtl,
    webhook: options.webhook,
    logTiming: (message) => process.stdout.write(`${message}\n`),
  });

  process.stdout.write(`CONTENT_API_URL=${api.url}\n`);
  process.stdout.write(
    `Content API ready at ${api.url}/api/v1 (scale ${options.scale}, seed ${options.seed}, ` +
      `crisis banner ${options.crisisBanner ? 'on' : 'off'}; ${Math.round(durationMs)} ms to generate)\n`,
  );

  let stopping = false;
  const shutdown = (reason: string): void => {
    if (stopping) return;
    stopping = true;
    api
      .stop()
      .then(() => {
        db.close();
        process.exitCode = 0;
      })
      .catch((error: unknown) => {
        process.stderr.write(`content API: error while stopping after ${reason}: ${String(error)}\n`);
        process.exitCode = 1;
      })
      .finally(() => process.disconnect?.());
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  // Started by embedded.ts with an IPC channel: when the parent goes away (even killed), stop.
  if (process.send) process.once('disconnect', () => shutdown('parent exit'));
}

let options: CliOptions;
try {
  options = parseCliArgs(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  process.stderr.write(`content-api: ${error.message}\n\n${USAGE}\n`);
  process.exit(2);
}
if (options.help) {
  process.stdout.write(`${USAGE}\n`);
} else {
  main(options).catch((error: unknown) => {
    process.stderr.write(`content-api: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
