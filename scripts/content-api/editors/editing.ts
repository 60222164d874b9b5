/**
 * The editors' loop of one server: the World it serves (kept in memory), the database answered from
 * (stored again after each change), the preview tokens it issues and the webhook it calls on publish.
 */
import type { DatabaseSync } from 'node:sqlite';
import { text } from '../db/rows.ts';
import type { World, WorldPage } from '../world/types.ts';
import { LiveDataset } from './live-dataset.ts';
import { PreviewTokens } from './preview-tokens.ts';
import { PublishOutcomes } from './publish-outcomes.ts';
import {
  deliverWebhook,
  type PagePublishedEvent,
  type WebhookDelivery,
  type WebhookRetryOptions,
  type WebhookTarget,
} from './webhook.ts';
import { editTitle, publishPage, unpublishPage } from './world-edits.ts';

export type EditingOptions = {
  /** The World `db` was stored from; the server changes its own copy. Without it, edits and publishing are refused. */
  world?: World;
  previewTokens: PreviewTokens;
  webhook?: WebhookTarget | null;
  webhookRetry?: WebhookRetryOptions;
  /** Clock in epoch ms (webhook timestamps); default Date.now. */
  now?: () => number;
  /** Where the time each store-again took is reported (default: nowhere). */
  logTiming?: (message: string) => void;
};

/** One draft as `GET /__admin/drafts` lists it. */
export type DraftLink = { title: string; previewPath: string };

export type PublishAnswer = { route: string; published: true; webhook: WebhookDelivery | null };

/** The server was given no World, so it cannot change one. */
export class NoWorldError extends Error {
  constructor() {
    super('This server was started without its World, so its pages cannot be edited or published');
  }
}

/** The route's last segment as written (the preview call's `{slug}`, which it matches case-insensitively). */
function slugOfRoute(route: string): string {
  return route.split('/').filter(Boolean).at(-1) ?? '';
}

export class Editing {
  readonly tokens: PreviewTokens;
  /** The origin's publish callback: the last outcome per published page. */
  readonly outcomes = new PublishOutcomes();
  readonly #dataset: LiveDataset;
  readonly #world: World | null;
  readonly #retry: WebhookRetryOptions;
  readonly #now: () => number;
  readonly #logTiming: (message: string) => void;
  #webhook: WebhookTarget | null;
  /** How long after a publish the API still answers the version before it (a slow CMS; 0: at once). */
  #staleAfterPublishMs = 0;

  constructor(db: DatabaseSync, options: EditingOptions) {
    this.#now = options.now ?? Date.now;
    this.#dataset = new LiveDataset(db, this.#now);
    // A copy (about 30 ms at scale 1): the caller's World, often shared fixture data, stays as it was.
    this.#world = options.world ? structuredClone(options.world) : null;
    this.tokens = options.previewTokens;
    this.#webhook = options.webhook ?? null;
    this.#retry = options.webhookRetry ?? {};
    this.#logTiming = options.logTiming ?? (() => {});
  }

  /** The database the handlers answer from now. */
  get db(): DatabaseSync {
    return this.#dataset.db;
  }

  /** Every unpublished page with a preview, by title, each with a fresh token valid for `validForSeconds`. */
  drafts(validForSeconds: number = this.tokens.ttlSeconds): DraftLink[] {
    const rows = this.db
      .prepare(
        `SELECT p.route, json_extract(d.doc, '$.Title') AS title FROM pages AS p JOIN page_documents AS d ON d.page_id = p.id
         WHERE p.published = 0 AND p.preview_token IS NOT NULL ORDER BY p.id`,
      )
      .all();
    return rows
      .map((row) => {
        const slug = slugOfRoute(text(row, 'route'));
        const token = this.tokens.issue(slug, validForSeconds);
        return {
          title: text(row, 'title'),
          previewPath: `/preview/${encodeURIComponent(slug)}?token=${encodeURIComponent(token)}`,
        };
      })
      .sort((a, b) => a.title.localeCompare(b.title, 'nl') || (a.title < b.title ? -1 : a.title > b.title ? 1 : 0));
  }

  /** Renames the page at `route`; null when there is none. */
  editTitle(route: string, title: string): { route: string; title: string } | null {
    const entry = editTitle(this.#requireWorld(), route, title, new Date(this.#now()).toISOString());
    if (!entry) return null;
    // A slow CMS shows an edit only with its publication.
    if (this.#staleAfterPublishMs === 0) this.#storeAgain(`edit of ${entry.route}`);
    return { route: entry.route, title: entry.page.Title };
  }

  /** Publishes the page at `route` and then calls the webhook; null when there is no page at `route`. */
  async publish(route: string): Promise<PublishAnswer | null> {
    const world = this.#requireWorld();
    const entry = publishPage(world, route);
    if (!entry) return null;
    this.#storeAgain(
      `publication of ${entry.route}`,
      this.#staleAfterPublishMs > 0 ? this.#now() + this.#staleAfterPublishMs : undefined,
    );
    const target = this.#webhook;
    const webhook =
      target === null
        ? null
        : await deliverWebhook(target, this.#publishedEvent(entry), { ...this.#retry, now: this.#now });
    return { route: entry.route, published: true, webhook };
  }

  /**
   * Unpublishes the page at `route` (no webhook: the publish webhook tells of publications only); null when there is
   * no page at `route` that can be unpublished (the home pages cannot).
   */
  unpublish(route: string): { route: string; published: false } | null {
    const entry = unpublishPage(this.#requireWorld(), route);
    if (!entry) return null;
    this.#storeAgain(`unpublication of ${entry.route}`);
    return { route: entry.route, published: false };
  }

  /** Seconds the API keeps answering the version before a publish (tests of the origin's read-your-write check). */
  get staleAfterPublishSeconds(): number {
    return this.#staleAfterPublishMs / 1000;
  }

  setStaleAfterPublish(seconds: number): void {
    this.#staleAfterPublishMs = Math.max(0, seconds) * 1000;
  }

  get webhookUrl(): string | null {
    return this.#webhook?.url ?? null;
  }

  setWebhook(target: WebhookTarget | null): void {
    this.#webhook = target;
  }

  /** Closes the databases made by storing again. */
  close(): void {
    this.#dataset.close();
  }

  #publishedEvent(entry: WorldPage): PagePublishedEvent {
    return {
      type: 'page.published',
      timestamp: new Date(this.#now()).toISOString(),
      data: {
        route: entry.route,
        slug: slugOfRoute(entry.route),
        language: entry.page.Language.Code,
        title: entry.page.Title,
        ...(entry.page.ModifiedDate ? { modified: entry.page.ModifiedDate } : {}),
      },
    };
  }

  #requireWorld(): World {
    if (this.#world === null) throw new NoWorldError();
    return this.#world;
  }

  #storeAgain(reason: string, visibleAt?: number): void {
    const ms = this.#dataset.replaceWith(this.#requireWorld(), visibleAt);
    this.#logTiming(`content API: stored the World again after the ${reason} in ${Math.round(ms)} ms`);
  }
}
