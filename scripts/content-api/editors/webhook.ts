import { randomBytes } from 'node:crypto';
import pRetry from 'p-retry';
import { Webhook } from 'standardwebhooks';

/** Where publish events go and the Standard Webhooks secret (`whsec_` + base64) they are signed with. */
export type WebhookTarget = { url: string; secret: string };

/** The final outcome of one delivery: the receiver's HTTP status, or why nothing was answered. */
export type WebhookDelivery = { status: number } | { error: string };

export type WebhookRetryOptions = {
  /** Attempts in all (default 3); a connection error or a 5xx is tried again, a 4xx is not. */
  attempts?: number;
  /** Delay before the second attempt in ms (default 200); each further delay doubles. */
  minDelayMs?: number;
  /** Time limit of one attempt in ms (default 5000). */
  timeoutMs?: number;
};

/** The body of the webhook sent when a page is published. */
export type PagePublishedEvent = {
  type: 'page.published';
  /** ISO date-time of the publication. */
  timestamp: string;
  data: { route: string; slug: string; language: string; title: string };
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

class RetryableStatus extends Error {
  readonly status: number;

  constructor(status: number) {
    super(`the receiver answered ${status}`);
    this.status = status;
  }
}

/**
 * POSTs `event` as JSON to the target, signed the Standard Webhooks way (webhook-id,
 * webhook-timestamp, webhook-signature), retrying connection errors and 5xx answers with back-off.
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
    const sentAt = new Date(now());
    let response: Response;
    try {
      response = await fetch(target.url, {
        method: 'POST',
        headers: signedWebhookHeaders(target.secret, id, body, sentAt),
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new Error(`could not deliver to ${target.url}: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
    await response.body?.cancel();
    if (response.status >= 500) throw new RetryableStatus(response.status);
    return response.status;
  };
  try {
    const status = await pRetry(attempt, {
      retries: Math.max(0, attempts - 1),
      minTimeout: minDelayMs,
      factor: 2,
      randomize: false,
    });
    return { status };
  } catch (error) {
    if (error instanceof RetryableStatus) return { status: error.status };
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
