import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEFAULT_PREVIEW_TOKEN_TTL_SECONDS } from './editors/preview-tokens.ts';
import { WebhookConfigError, webhookTarget, type WebhookTarget } from './editors/webhook.ts';

export const USAGE = `Usage: node scripts/content-api/cli.ts [options]

Starts the embedded content API: generates the dataset, then serves /api/v1 and /media.

Options:
  --port N                 port to listen on; 0 picks a free port (default 4400)
  --host H                 host to bind (default 127.0.0.1)
  --scale S                dataset size factor, a positive number (default 1)
  --seed N                 seed of the generated values, an integer (default 1)
  --crisis-banner on|off   whether the crisis banner shows a notice (default on)
  --hostile                serve the hostile dataset: XSS payloads in every text, HTML and URL field
  --db FILE                keep the dataset in this SQLite file instead of in memory
                           (edits and publications are stored again in memory)
  --media-store DIR|off    keep rendered images in DIR and reuse them in later runs
                           (default .cache/content-api-media in the project); off
                           draws every image again in each run
  --preview-token-ttl SECONDS
                           how long an issued preview token is valid, a positive
                           integer (default 3600)
  --webhook-url URL        POST a signed page.published event here on each publish
  --webhook-secret SECRET  its Standard Webhooks secret, whsec_... (both or neither)
  -h, --help               show this help

The first line on stdout is CONTENT_API_URL=http://HOST:PORT (the server root).
GET /__admin/drafts lists the drafts with fresh preview links.`;

/** The project's own cache folder: the rendered images of every run of the embedded CMS. */
export const DEFAULT_MEDIA_STORE = fileURLToPath(new URL('../../.cache/content-api-media', import.meta.url));

export type CliOptions = {
  port: number;
  host: string;
  scale: number;
  seed: number;
  crisisBanner: boolean;
  /** Serve the hostile variant of the dataset (scripts/content-api/hostile/). */
  hostile: boolean;
  db: string | undefined;
  /** Where rendered images are kept between runs; null: nowhere. */
  mediaStore: string | null;
  previewTokenTtl: number;
  webhook: WebhookTarget | null;
  help: boolean;
};

/** A command-line mistake: the CLI prints the message and the usage and exits with code 2. */
export class UsageError extends Error {}

function parseNumber(name: string, raw: string, check: (value: number) => boolean, expected: string): number {
  const value = raw.trim() === '' ? Number.NaN : Number(raw);
  if (!check(value)) throw new UsageError(`--${name} must be ${expected}, got "${raw}"`);
  return value;
}

export function parseCliArgs(argv: readonly string[]): CliOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        scale: { type: 'string' },
        seed: { type: 'string' },
        'crisis-banner': { type: 'string' },
        hostile: { type: 'boolean' },
        db: { type: 'string' },
        'media-store': { type: 'string' },
        'preview-token-ttl': { type: 'string' },
        'webhook-url': { type: 'string' },
        'webhook-secret': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const banner = values['crisis-banner'] ?? 'on';
  if (banner !== 'on' && banner !== 'off') throw new UsageError(`--crisis-banner must be on or off, got "${banner}"`);
  const host = values.host ?? '127.0.0.1';
  if (host.trim() === '') throw new UsageError('--host must not be empty');
  if (values.db !== undefined && values.db.trim() === '') throw new UsageError('--db must name a file');
  const mediaStore = values['media-store'] ?? DEFAULT_MEDIA_STORE;
  if (mediaStore.trim() === '') throw new UsageError('--media-store must name a folder or be off');
  const webhookUrl = values['webhook-url'];
  const webhookSecret = values['webhook-secret'];
  if ((webhookUrl === undefined) !== (webhookSecret === undefined))
    throw new UsageError('--webhook-url and --webhook-secret go together');
  let webhook: WebhookTarget | null = null;
  try {
    if (webhookUrl !== undefined) webhook = webhookTarget(webhookUrl, webhookSecret);
  } catch (error) {
    if (error instanceof WebhookConfigError) throw new UsageError(error.message);
    throw error;
  }
  return {
    port: parseNumber(
      'port',
      values.port ?? '4400',
      (n) => Number.isInteger(n) && n >= 0 && n <= 65535,
      'an integer from 0 to 65535',
    ),
    host,
    scale: parseNumber('scale', values.scale ?? '1', (n) => Number.isFinite(n) && n > 0, 'a positive number'),
    seed: parseNumber('seed', values.seed ?? '1', (n) => Number.isSafeInteger(n), 'an integer'),
    crisisBanner: banner === 'on',
    hostile: values.hostile ?? false,
    db: values.db,
    mediaStore: mediaStore === 'off' ? null : path.resolve(mediaStore),
    previewTokenTtl: parseNumber(
      'preview-token-ttl',
      values['preview-token-ttl'] ?? String(DEFAULT_PREVIEW_TOKEN_TTL_SECONDS),
      (n) => Number.isSafeInteger(n) && n > 0,
      'a positive whole number of seconds',
    ),
    webhook,
    help: values.help ?? false,
  };
}
