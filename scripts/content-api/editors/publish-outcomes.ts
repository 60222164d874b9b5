/**
 * The CMS's side of the origin's publish callback: a `release.live` or `release.failed` event, signed
 * the Standard Webhooks way, tells which release served which publications; the last outcome of each
 * published page is kept for the editors (`GET /__admin/publish-outcomes`).
 */
import { Webhook, WebhookVerificationError } from 'standardwebhooks';

/** What an editor sees of a page's last publication. */
export type PageOutcome = {
  outcome: 'live' | 'not yet updated' | 'failed';
  release: string | null;
  /** When the origin sent the outcome (ISO). */
  at: string;
  /** Why the release failed. */
  reason?: string;
};

export type CallbackVerdict = { status: 200 | 400 | 401 | 404; message: string };

type ReleaseEventBody = {
  type: 'release.live' | 'release.failed';
  timestamp: string;
  data: { release: string | null; published: Array<{ route: string }>; notYetUpdated?: string[]; reason?: string };
};

function isReleaseEvent(value: unknown): value is ReleaseEventBody {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as { type?: unknown; timestamp?: unknown; data?: { published?: unknown } };
  return (
    (event.type === 'release.live' || event.type === 'release.failed') &&
    typeof event.timestamp === 'string' &&
    Array.isArray(event.data?.published) &&
    event.data.published.every((entry: unknown) => typeof (entry as { route?: unknown })?.route === 'string')
  );
}

function single(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

export class PublishOutcomes {
  #webhook: Webhook | null = null;
  readonly #byRoute = new Map<string, PageOutcome>();

  /** The secret the origin signs its callback with (`whsec_…`); null stops receiving. */
  setSecret(secret: string | null): void {
    this.#webhook = secret === null ? null : new Webhook(secret);
  }

  get receiving(): boolean {
    return this.#webhook !== null;
  }

  /** Checks and records one delivery. */
  receive(headers: Readonly<Record<string, string | string[] | undefined>>, raw: string): CallbackVerdict {
    if (this.#webhook === null) return { status: 404, message: 'No publish callback secret is set' };
    let event: unknown;
    try {
      event = this.#webhook.verify(raw, {
        'webhook-id': single(headers['webhook-id']),
        'webhook-timestamp': single(headers['webhook-timestamp']),
        'webhook-signature': single(headers['webhook-signature']),
      });
    } catch (error) {
      if (error instanceof WebhookVerificationError) return { status: 401, message: error.message };
      return { status: 400, message: 'The body is not JSON' };
    }
    if (!isReleaseEvent(event)) return { status: 400, message: 'Not a release.live or release.failed event' };
    const notYet = new Set(event.data.notYetUpdated ?? []);
    for (const { route } of event.data.published) {
      const outcome: PageOutcome =
        event.type === 'release.failed'
          ? { outcome: 'failed', release: event.data.release, at: event.timestamp, reason: event.data.reason ?? '' }
          : {
              outcome: notYet.has(route) ? 'not yet updated' : 'live',
              release: event.data.release,
              at: event.timestamp,
            };
      // Callbacks are retried one by one, so an older event can arrive after a newer one: the newer stays.
      const known = this.#byRoute.get(route);
      if (known && Date.parse(known.at) > Date.parse(outcome.at)) continue;
      this.#byRoute.set(route, outcome);
    }
    return { status: 200, message: `recorded ${event.type} for ${event.data.published.length} page(s)` };
  }

  /** The last outcome per published page, by route. */
  list(): Record<string, PageOutcome> {
    return Object.fromEntries([...this.#byRoute].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  }
}
