/**
 * The CMS's publish webhook, checked the Standard Webhooks way (https://www.standardwebhooks.com):
 * `webhook-signature: v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">` with
 * the `whsec_` secret, a timestamp at most 5 minutes off, a constant-time comparison (the
 * `standardwebhooks` library does these three), and each `webhook-id` accepted once.
 */
import { Webhook, WebhookVerificationError } from 'standardwebhooks';

/** How long a webhook id is remembered: longer than the library's 5-minute timestamp tolerance. */
const REMEMBER_IDS_MS = 10 * 60 * 1000;

/**
 * `accepted`: build. `duplicate`: this id was accepted before; answered 200 so that the CMS does not
 * deliver it again, and nothing is built. `refused`: 401 (signature, timestamp) or 400 (body).
 */
export type WebhookVerdict =
  | { kind: 'accepted'; id: string }
  | { kind: 'duplicate'; id: string }
  | { kind: 'refused'; status: 400 | 401; reason: string };

export type PublishWebhook = {
  /** Checks one delivery: its headers (lower-case names) and its raw body. */
  check(headers: Readonly<Record<string, string | string[] | undefined>>, body: string): WebhookVerdict;
};

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Whether a secret has the Standard Webhooks form (`whsec_` and base64 key bytes). */
export function isWebhookSecret(secret: string): boolean {
  return (
    /^whsec_[A-Za-z0-9+/]+={0,2}$/.test(secret) && Buffer.from(secret.slice('whsec_'.length), 'base64').byteLength >= 16
  );
}

export function createPublishWebhook(secret: string, now: () => number = Date.now): PublishWebhook {
  if (!isWebhookSecret(secret))
    throw new Error(
      'PUBLISH_WEBHOOK_SECRET must be a Standard Webhooks secret: "whsec_" followed by at least 16 base64-encoded bytes',
    );
  const webhook = new Webhook(secret);
  /** Ids seen, with when they were seen (forgotten after REMEMBER_IDS_MS). */
  const seen = new Map<string, number>();

  function forgetOldIds(at: number): void {
    for (const [id, when] of seen) {
      if (at - when <= REMEMBER_IDS_MS) break;
      seen.delete(id);
    }
  }

  return {
    check(headers, body) {
      const id = single(headers['webhook-id']);
      const timestamp = single(headers['webhook-timestamp']);
      const signature = single(headers['webhook-signature']);
      if (!id || !timestamp || !signature)
        return { kind: 'refused', status: 401, reason: 'missing webhook-id, webhook-timestamp or webhook-signature' };
      try {
        // Checks the signature and that the timestamp is at most 5 minutes off.
        webhook.verify(body, { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': signature });
      } catch (error) {
        if (error instanceof WebhookVerificationError) return { kind: 'refused', status: 401, reason: error.message };
        // A good signature over a body that is not JSON.
        return { kind: 'refused', status: 400, reason: 'the body is not JSON' };
      }
      const at = now();
      forgetOldIds(at);
      if (seen.has(id)) return { kind: 'duplicate', id };
      seen.set(id, at);
      return { kind: 'accepted', id };
    },
  };
}

/** The page and version a `page.published` body names (`data.route`, `data.modified`), as far as it names them. */
export function publishedPage(body: string): { route: string | null; modified: string | null } {
  let data: unknown;
  try {
    data = (JSON.parse(body) as { data?: unknown }).data;
  } catch {
    return { route: null, modified: null };
  }
  const fields = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const route = typeof fields['route'] === 'string' && fields['route'].startsWith('/') ? fields['route'] : null;
  const modified =
    typeof fields['modified'] === 'string' && !Number.isNaN(Date.parse(fields['modified'])) ? fields['modified'] : null;
  return { route, modified };
}
