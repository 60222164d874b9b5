import path from 'node:path';
import type { ContentClientOptions } from '#src/lib/api/content-client.ts';

function numberFrom(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`${name} must be a number of 0 or more, not "${value}"`);
  return parsed;
}

/**
 * The content client's settings from the environment:
 * - CONTENT_API_URL (required): the CMS root; `npm run build` sets it to the embedded API when unset.
 * - CONTENT_API_RETRIES, CONTENT_API_RETRY_INTERVAL_MS, CONTENT_API_CONCURRENCY, CONTENT_API_TIMEOUT_MS.
 * - CONTENT_API_CACHE_DIR (default .cache/api), CONTENT_API_CACHE=off to skip it,
 *   CONTENT_API_CACHE_FRESH_SECONDS (default 0: every cached answer is revalidated with the API),
 *   CONTENT_API_CACHE_NAMESPACE (default: the API's host).
 */
export function contentClientOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): ContentClientOptions {
  const baseUrl = env['CONTENT_API_URL'];
  if (!baseUrl) {
    throw new Error('CONTENT_API_URL is not set: run through `npm run build` / `npm start` (they start the embedded content API), or point it at the CMS.');
  }
  let namespace = env['CONTENT_API_CACHE_NAMESPACE'];
  if (!namespace) namespace = new URL(baseUrl).host;
  return {
    baseUrl,
    maxRetries: numberFrom(env['CONTENT_API_RETRIES'], 'CONTENT_API_RETRIES', 10),
    retryIntervalMs: numberFrom(env['CONTENT_API_RETRY_INTERVAL_MS'], 'CONTENT_API_RETRY_INTERVAL_MS', 10_000),
    concurrency: Math.max(1, numberFrom(env['CONTENT_API_CONCURRENCY'], 'CONTENT_API_CONCURRENCY', 8)),
    timeoutMs: numberFrom(env['CONTENT_API_TIMEOUT_MS'], 'CONTENT_API_TIMEOUT_MS', 30_000),
    cache:
      env['CONTENT_API_CACHE'] === 'off'
        ? false
        : {
            dir: env['CONTENT_API_CACHE_DIR'] ?? path.join(process.cwd(), '.cache', 'api'),
            namespace,
            freshSeconds: numberFrom(env['CONTENT_API_CACHE_FRESH_SECONDS'], 'CONTENT_API_CACHE_FRESH_SECONDS', 0),
          },
  };
}
