/**
 * The editors' loop on one machine, for the publish benchmark and the publish tests: the embedded
 * content API (the CMS) and the origin (scripts/origin/origin.ts) with a releases folder of its
 * own, the CMS told to send its publish webhook to the origin. Also: a fresh webhook secret, a
 * publish body, waiting for the origin, and editing and publishing a page through the CMS's admin.
 * With `callback`, the origin sends its publish callback to the CMS, which shows the last outcome per
 * page at `/__admin/publish-outcomes`. Webhooks sent by hand are signed with the CMS's own `signedWebhookHeaders`
 * (scripts/content-api/editors/webhook.ts).
 */
import { randomBytes } from 'node:crypto';
import type { Environment } from '#src/lib/build/config.ts';
import { startEmbeddedContentApi, type EmbeddedContentApi } from '@ziekenhuis/content-api/embedded';
import { startOrigin, type OriginStatus, type RunningOrigin } from '../origin/origin.ts';

export type PublishHarness = {
  cms: EmbeddedContentApi;
  origin: RunningOrigin;
  secret: string;
  /** The publish callback's secret when the origin sends it to the CMS (`callback: true`), else null. */
  callbackSecret: string | null;
  stop(): Promise<void>;
};

/** A fresh Standard Webhooks secret. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** A `page.published` body like the CMS sends. */
export function publishedBody(route: string): string {
  return JSON.stringify({ type: 'page.published', timestamp: new Date().toISOString(), data: { route } });
}

export async function waitUntil<T>(
  what: string,
  check: () => Promise<T | null | undefined | false>,
  timeoutMs: number,
  everyMs = 250,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting ${Math.round(timeoutMs / 1000)} s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** Resolves when the origin has no build running or pending, with its status then. */
export async function originSettled(origin: RunningOrigin, timeoutMs: number): Promise<OriginStatus> {
  // The time limit's timer is cleared once the queue is idle: a pending timer would keep the process alive.
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      // At rest: no build under way, and the next build's process has loaded its code (as it has
      // between an editor's publishes, which come more than a second apart).
      origin.queue.idle().then(() => origin.buildProcessReady()),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`the origin was still building after ${timeoutMs / 1000} s`)),
          timeoutMs,
        );
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
  return origin.status();
}

export async function adminPost(cms: EmbeddedContentApi, path: string, body: unknown): Promise<unknown> {
  const answer = await fetch(`${cms.url}/__admin/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`POST /__admin/${path} answered ${answer.status}: ${await answer.text()}`);
  return answer.json();
}

/**
 * An editor changes a page's title and saves it, then publishes it (the CMS then sends its webhook):
 * the publish call's answer, when the publish was asked (`performance.now()`), and how long the save
 * and the publish's answer took (the embedded CMS stores its whole dataset again for each, about 1.5 s
 * at scale 10).
 */
export async function saveThenPublish(
  cms: EmbeddedContentApi,
  route: string,
  title: string,
): Promise<{ answer: unknown; published: number; saveSeconds: number; publishAnswerSeconds: number }> {
  const saveStarted = performance.now();
  await adminPost(cms, 'pages/edit', { route, title });
  const published = performance.now();
  const answer = await adminPost(cms, 'publish', { route });
  return {
    answer,
    published,
    saveSeconds: (published - saveStarted) / 1000,
    publishAnswerSeconds: (performance.now() - published) / 1000,
  };
}

/** An editor changes a page's title and publishes it: the publish call's answer. */
export async function editAndPublish(cms: EmbeddedContentApi, route: string, title: string): Promise<unknown> {
  return (await saveThenPublish(cms, route, title)).answer;
}

export async function startPublishHarness(options: {
  scale: number;
  releasesDir: string;
  env: Environment;
  log?: (line: string) => void;
  /**
   * The accessibility checks each release gets after it went live (default off: the publish loop's
   * figures and tests are about the publish; tests/integration/release-accessibility.build.test.ts checks them).
   */
  accessibilityChecks?: boolean;
  /** The origin sends its publish callback to the CMS's receiver (`/__admin/publish-callback`). */
  callback?: boolean;
}): Promise<PublishHarness> {
  const secret = newWebhookSecret();
  const callbackSecret = options.callback ? newWebhookSecret() : null;
  const cms = await startEmbeddedContentApi({ scale: options.scale, quiet: true });
  let origin: RunningOrigin;
  try {
    if (callbackSecret) await adminPost(cms, 'publish-outcomes/secret', { secret: callbackSecret });
    origin = await startOrigin({
      ...(callbackSecret ? { callback: { url: `${cms.url}/__admin/publish-callback`, secret: callbackSecret } } : {}),
      releasesDir: options.releasesDir,
      port: 0,
      host: '127.0.0.1',
      contentApiUrl: cms.url,
      webhookSecret: secret,
      env: options.env,
      accessibilityChecks: options.accessibilityChecks ?? false,
      ...(options.log ? { log: options.log } : {}),
    });
    await adminPost(cms, 'webhook', { url: `${origin.url}/api/publish`, secret });
  } catch (error) {
    await cms.stop();
    throw error;
  }
  return {
    cms,
    origin,
    secret,
    callbackSecret,
    async stop() {
      await origin.stop();
      await cms.stop();
    },
  };
}
