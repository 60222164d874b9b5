import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { fetchOnce, TransientFailure, withRetries } from '@ziekenhuis/site-for-content-api';

/** Where publish events go and the Standard Webhooks secret (`whsec_` + base64) they are signed with. */
export type WebhookTarget = { url: string; secret: string };

/** The final outcome of one delivery: the receiver's HTTP status, or why nothing was answered. */
export type WebhookDelivery = { status: number } | { error: string };

export type WebhookRetryOptions = {
  /** Attempts in all (default 3); what the site's retry policy takes as transient is tried again. */
  attempts?: number;
  /** Delay between attempts in ms (default 200), or the receiver's Retry-After when longer. */
  minDelayMs?: number;
  /** Time limit of one attempt in ms (default 5000). */
  timeoutMs?: number;
};

/** The body of the webhook sent when a page is published. */
export type PagePublishedEvent = {
  type: 'page.published';
  /** ISO date-time of the publication. */
  timestamp: string;
  /** `modified`: the page's ModifiedDate, the version the publication made (a build checks it carries it). */
  data: { route: string; slug: string; language: string; title: string; modified?: string };
};

export class WebhookConfigError extends Error {}

/** Checks a webhook address and secret: an http(s) URL and a secret the library accepts (`whsec_...`). */
export function webhookTarget(url: unknown, secret: unknown): WebhookTarget {
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url) || !URL.canParse(url))
    throw new WebhookConfigError('The webhook url must be an http or https URL');
  if (typeof secret !== 'string' || !secret.startsWith('whsec_'))
    throw new WebhookConfigError('The webhook secret must be a string starting with whsec_');
  try {
    new Webhook(secret);
  } catch {
    throw new WebhookConfigError('The webhook secret must be whsec_ followed by base64');
  }
  return { url, secret };
}

/** A unique message id: `msg_` and 16 random bytes in base64url (the same for every attempt of one message). */
export function webhookMessageId(): string {
  return `msg_${randomBytes(16).toString('base64url')}`;
}

/**
 * The headers of one delivery signed the Standard Webhooks way with `secret` at `sentAt`:
 * `webhook-id`, `webhook-timestamp` (unix seconds) and `webhook-signature` (`v1,<base64 HMAC-SHA256
 * of "{id}.{timestamp}.{body}">`), with the JSON content type.
 */
export function signedWebhookHeaders(secret: string, id: string, body: string, sentAt: Date): Record<string, string> {
  return {
    'content-type': 'application/json',
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(id, sentAt, body),
  };
}

/**
 * POSTs `event` as JSON to the target, signed the Standard Webhooks way (webhook-id,
 * webhook-timestamp, webhook-signature), retried under the site's one retry policy (src/lib/api/retry-policy.ts).
 */
export async function deliverWebhook(
  target: WebhookTarget,
  event: PagePublishedEvent,
  options: WebhookRetryOptions & { now?: () => number } = {},
): Promise<WebhookDelivery> {
  const { attempts = 3, minDelayMs = 200, timeoutMs = 5000, now = Date.now } = options;
  const id = webhookMessageId();
  const body = JSON.stringify(event);
  const attempt = async (): Promise<number> => {
    const response = await fetchOnce(fetch, target.url, {
      method: 'POST',
      headers: signedWebhookHeaders(target.secret, id, body, new Date(now())),
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return response.status;
  };
  try {
    return {
      status: await withRetries(attempt, { maxRetries: Math.max(0, attempts - 1), retryIntervalMs: minDelayMs }),
    };
  } catch (error) {
    if (error instanceof TransientFailure && error.status !== null) return { status: error.status };
    const reason = error instanceof Error ? error.message : String(error);
    return { error: `could not deliver to ${target.url}: ${reason}` };
  }
}
