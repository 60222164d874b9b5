/**
 * The origin's publish callback: after every release it POSTs `release.live` or `release.failed` to
 * PUBLISH_CALLBACK_URL, signed the Standard Webhooks way with PUBLISH_CALLBACK_SECRET. The event names
 * the pages whose content changed, the webhook deliveries the release served and the pages they
 * published (and which of those the CMS had not yet served in their new version). Sending runs in the
 * background, retried with backoff; it never holds up a build or the swap.
 */
import { randomBytes } from 'node:crypto';
import pRetry, { AbortError } from 'p-retry';
import { Webhook } from 'standardwebhooks';

/** A publication the release was built for: the webhook delivery and the page and version it named. */
export type Publication = { delivery: string; route: string | null; modified: string | null };

/** At most this many changed paths are named (a change to the site's code changes every page). */
export const MAX_NAMED_PATHS = 1000;

export type ReleaseEvent = {
  type: 'release.live' | 'release.failed';
  timestamp: string;
  data: {
    release: string | null;
    deliveries: string[];
    published: Array<{ route: string; modified: string | null }>;
    /** release.live: pages whose published version the CMS did not yet serve when this release was built. */
    notYetUpdated?: string[];
    changedPaths?: string[];
    changedCount?: number;
    liveSince?: string;
    /** release.failed: why. */
    reason?: string;
  };
};

export type ReleaseResult =
  | {
      kind: 'live';
      release: string;
      liveSince: string;
      changedPaths: readonly string[];
      notYetUpdated: readonly string[];
    }
  | { kind: 'failed'; release: string | null; reason: string };

export function releaseEvent(result: ReleaseResult, publications: readonly Publication[], at: Date): ReleaseEvent {
  const published = publications.flatMap((each) =>
    each.route ? [{ route: each.route, modified: each.modified }] : [],
  );
  const base = {
    release: result.release,
    deliveries: publications.map((each) => each.delivery),
    published,
  };
  if (result.kind === 'failed')
    return { type: 'release.failed', timestamp: at.toISOString(), data: { ...base, reason: result.reason } };
  return {
    type: 'release.live',
    timestamp: at.toISOString(),
    data: {
      ...base,
      liveSince: result.liveSince,
      notYetUpdated: [...result.notYetUpdated],
      changedCount: result.changedPaths.length,
      changedPaths: result.changedPaths.slice(0, MAX_NAMED_PATHS),
    },
  };
}

export type CallbackTarget = { url: string; secret: string };

export type PublishCallback = {
  /** Sends in the background; the outcome is logged. */
  send(event: ReleaseEvent): void;
  /** Resolves when nothing is being sent. */
  idle(): Promise<void>;
  /** Stops sending and waiting (the origin is stopping). */
  stop(): Promise<void>;
};

export type CallbackOptions = { retries?: number; minTimeoutMs?: number; timeoutMs?: number };

export function createPublishCallback(
  target: CallbackTarget,
  log: (line: string) => void,
  options: CallbackOptions = {},
): PublishCallback {
  const { retries = 5, minTimeoutMs = 1000, timeoutMs = 10_000 } = options;
  const webhook = new Webhook(target.secret);
  const stopping = new AbortController();
  const sending = new Set<Promise<void>>();

  async function deliver(event: ReleaseEvent): Promise<void> {
    const id = `msg_${randomBytes(16).toString('base64url')}`;
    const body = JSON.stringify(event);
    const attempt = async (): Promise<number> => {
      const sentAt = new Date();
      const answer = await fetch(target.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'webhook-id': id,
          'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
          'webhook-signature': webhook.sign(id, sentAt, body),
        },
        body,
        signal: AbortSignal.any([stopping.signal, AbortSignal.timeout(timeoutMs)]),
      });
      await answer.body?.cancel();
      if (answer.ok) return answer.status;
      const failure = new Error(`answered ${answer.status}`);
      // A refusal other than too many requests will not change by trying again.
      throw answer.status >= 400 && answer.status < 500 && answer.status !== 408 && answer.status !== 429
        ? new AbortError(failure)
        : failure;
    };
    try {
      const status = await pRetry(attempt, { retries, minTimeout: minTimeoutMs, factor: 2, signal: stopping.signal });
      log(`[origin] publish callback ${event.type} (${event.data.release ?? 'no release'}) delivered: ${status}`);
    } catch (error) {
      log(
        `[origin] publish callback ${event.type} (${event.data.release ?? 'no release'}) not delivered to ${target.url}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  return {
    send(event) {
      if (stopping.signal.aborted) return;
      const delivery = deliver(event).finally(() => sending.delete(delivery));
      sending.add(delivery);
    },
    idle: async () => {
      while (sending.size > 0) await Promise.all([...sending]);
    },
    async stop() {
      stopping.abort();
      await Promise.all([...sending]);
    },
  };
}
