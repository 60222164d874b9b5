import { integerParam } from '../api/query.ts';
import { NoWorldError, type Editing } from '../editors/editing.ts';
import { WebhookConfigError, webhookTarget } from '../editors/webhook.ts';
import { badRequest, errorReply, notFound, ok, type ApiReply } from './reply.ts';
import type { RouteDefinition } from './router.ts';
import type { RequestStats } from './stats.ts';

const MAX_TITLE_LENGTH = 500;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The `route` of a JSON body: a string starting with `/`; null when the body has none. */
function bodyRoute(body: unknown): string | null {
  if (!isRecord(body) || typeof body['route'] !== 'string' || !body['route'].startsWith('/')) return null;
  return body['route'];
}

/** Edits and publishing need the World; a server without one answers 409. */
async function withWorld(work: () => ApiReply | Promise<ApiReply>): Promise<ApiReply> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof NoWorldError) return errorReply(409, error.message);
    throw error;
  }
}

/**
 * /__admin endpoints (not counted in the stats): the request counters, and the editors' loop:
 * drafts with fresh preview links, editing a title, publishing and unpublishing, the publish webhook, the origin's
 * publish callback and the last outcome per page, and a switch that keeps answering the version before
 * a publish for some seconds (a slow CMS, for the origin's read-your-write check).
 */
export function adminRoutes(stats: RequestStats, editing: Editing): RouteDefinition[] {
  return [
    { method: 'GET', pattern: '/__admin/stats', handler: () => ok(stats.snapshot()) },
    {
      method: 'POST',
      pattern: '/__admin/stats/reset',
      handler: () => {
        stats.reset();
        return ok(stats.snapshot());
      },
    },
    {
      method: 'GET',
      pattern: '/__admin/drafts',
      handler: (_db, _params, query) =>
        ok(editing.drafts(integerParam(query, 'validFor', editing.tokens.ttlSeconds, 1, editing.tokens.ttlSeconds))),
    },
    {
      method: 'POST',
      pattern: '/__admin/pages/edit',
      handler: (_db, _params, _query, body) => {
        const route = bodyRoute(body);
        const title = isRecord(body) && typeof body['title'] === 'string' ? body['title'].trim() : '';
        if (route === null || title === '' || title.length > MAX_TITLE_LENGTH) {
          return badRequest(
            `The body must be {"route": "/...", "title": "..."} with a title of 1 to ${MAX_TITLE_LENGTH} characters`,
          );
        }
        return withWorld(() => {
          const edited = editing.editTitle(route, title);
          return edited ? ok(edited) : notFound(`No page at ${route}`);
        });
      },
    },
    {
      method: 'POST',
      pattern: '/__admin/publish',
      handler: (_db, _params, _query, body) => {
        const route = bodyRoute(body);
        if (route === null) return badRequest('The body must be {"route": "/..."}');
        return withWorld(async () => {
          const published = await editing.publish(route);
          return published ? ok(published) : notFound(`No page at ${route}`);
        });
      },
    },
    {
      method: 'POST',
      pattern: '/__admin/unpublish',
      handler: (_db, _params, _query, body) => {
        const route = bodyRoute(body);
        if (route === null) return badRequest('The body must be {"route": "/..."}');
        return withWorld(() => {
          const unpublished = editing.unpublish(route);
          return unpublished ? ok(unpublished) : notFound(`No page at ${route} that can be unpublished`);
        });
      },
    },
    {
      method: 'GET',
      pattern: '/__admin/publish-outcomes',
      handler: () => ok({ receiving: editing.outcomes.receiving, pages: editing.outcomes.list() }),
    },
    {
      method: 'POST',
      pattern: '/__admin/publish-outcomes/secret',
      handler: (_db, _params, _query, body) => {
        const secret = isRecord(body) ? body['secret'] : undefined;
        if (secret !== null && (typeof secret !== 'string' || !secret.startsWith('whsec_')))
          return badRequest('The body must be {"secret": "whsec_..." | null}');
        try {
          editing.outcomes.setSecret(secret);
        } catch {
          return badRequest('The secret must be whsec_ followed by base64');
        }
        return ok({ receiving: editing.outcomes.receiving });
      },
    },
    {
      method: 'POST',
      pattern: '/__admin/publish-callback',
      handler: (_db, _params, _query, _body, context) => {
        const verdict = editing.outcomes.receive(context.request?.headers ?? {}, context.request?.rawBody ?? '');
        return verdict.status === 200 ? ok({ message: verdict.message }) : errorReply(verdict.status, verdict.message);
      },
    },
    {
      method: 'GET',
      pattern: '/__admin/stale-after-publish',
      handler: () => ok({ seconds: editing.staleAfterPublishSeconds }),
    },
    {
      method: 'POST',
      pattern: '/__admin/stale-after-publish',
      handler: (_db, _params, _query, body) => {
        const seconds = isRecord(body) ? body['seconds'] : undefined;
        if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0 || seconds > 600)
          return badRequest('The body must be {"seconds": 0 to 600}');
        editing.setStaleAfterPublish(seconds);
        return ok({ seconds: editing.staleAfterPublishSeconds });
      },
    },
    { method: 'GET', pattern: '/__admin/webhook', handler: () => ok({ url: editing.webhookUrl }) },
    {
      method: 'POST',
      pattern: '/__admin/webhook',
      handler: (_db, _params, _query, body) => {
        if (!isRecord(body) || !('url' in body))
          return badRequest('The body must be {"url": "https://..." | null, "secret": "whsec_..."}');
        if (body['url'] === null) {
          editing.setWebhook(null);
          return ok({ url: null });
        }
        try {
          editing.setWebhook(webhookTarget(body['url'], body['secret']));
        } catch (error) {
          if (error instanceof WebhookConfigError) return badRequest(error.message);
          throw error;
        }
        return ok({ url: editing.webhookUrl });
      },
    },
  ];
}
