/**
 * The editors' loop over HTTP on the fixture World: drafts with fresh preview links, editing a
 * title, publishing (and its webhook), and switching the webhook at run time.
 */
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open.ts';
import type { ContentApiServerOptions } from '../server.ts';
import { storeWorld } from '../store/index.ts';
import { FIXTURE_REFERENCE_DATE, fixtureWorld } from '../test-support/fixtures/world.ts';
import { getJson, serveDatabase, type TestApi } from '../test-support/helpers.ts';
import { signatureHeaders, startWebhookReceiver, type WebhookReceiver } from '../test-support/webhook-receiver.ts';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const GEHEIM_NIEUWS = 306;

let api: TestApi | undefined;
let receiver: WebhookReceiver | undefined;
afterEach(async () => {
  await api?.stop();
  await receiver?.stop();
  api = undefined;
  receiver = undefined;
});

async function start(options: ContentApiServerOptions = {}): Promise<TestApi> {
  const db = openDatabase();
  const world = fixtureWorld();
  storeWorld(db, world, { referenceDate: FIXTURE_REFERENCE_DATE });
  api = await serveDatabase(db, { world, webhookRetry: { minDelayMs: 10 }, ...options });
  return api;
}

function post(url: string, body: unknown): Promise<{ status: number; headers: Headers; body: unknown }> {
  return getJson(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

type Draft = { title: string; previewPath: string };

async function drafts(root: string, query = ''): Promise<Draft[]> {
  const { status, body } = await getJson(`${root}/__admin/drafts${query}`);
  expect(status).toBe(200);
  return body as Draft[];
}

/** The preview call for a draft link of the site (`/preview/{slug}?token=`). */
function previewCall(root: string, previewPath: string): string {
  const link = new URL(previewPath, 'http://site.invalid');
  return `${root}/api/v1/sharepoint/preview${link.pathname.slice('/preview'.length)}?token=${encodeURIComponent(link.searchParams.get('token') ?? '')}`;
}

describe('GET /__admin/drafts', () => {
  it('lists every draft by title with a site preview path and a fresh token that opens it', async () => {
    const { url } = await start();
    const list = await drafts(url);
    expect(list.map((draft) => draft.title)).toEqual(
      [...list.map((draft) => draft.title)].sort((a, b) => a.localeCompare(b, 'nl')),
    );
    expect(list.map((draft) => draft.title)).toEqual(
      expect.arrayContaining(['Nieuw beleid', 'Geheim nieuws', 'Geheim project']),
    );
    for (const draft of list) {
      expect(Object.keys(draft).sort()).toEqual(['previewPath', 'title']);
      expect(draft.previewPath).toMatch(/^\/preview\/[^/?]+\?token=\d+\.[A-Za-z0-9_-]{43}$/);
      const { status, body } = await getJson(previewCall(url, draft.previewPath));
      expect(status).toBe(200);
      expect((body as { Title: string }).Title).toBe(draft.title);
    }
  });

  it('issues tokens valid for ?validFor seconds; 400 for a bad validFor', async () => {
    const { url } = await start({ previewTokenTtlSeconds: 100 });
    const [draft] = await drafts(url, '?validFor=1');
    if (!draft) throw new Error('no draft');
    expect((await getJson(previewCall(url, draft.previewPath))).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const expired = await getJson(previewCall(url, draft.previewPath));
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ Message: expect.stringMatching(/expired/) });
    for (const bad of ['0', '-1', '1.5', 'x', '101'])
      expect((await getJson(`${url}/__admin/drafts?validFor=${bad}`)).status).toBe(400);
    expect((await getJson(`${url}/__admin/drafts?validFor=100`)).status).toBe(200);
  }, 10_000);
});

describe('POST /__admin/pages/edit', () => {
  it('changes the title in the page, its parent’s children; unrelated answers keep their ETag', async () => {
    const { url } = await start();
    const footer = await getJson(`${url}/api/v1/footer`);
    const news = await getJson(`${url}/api/v1/pages/news/filter`);
    const edit = await post(`${url}/__admin/pages/edit`, { route: '/over-ons/organisatie', title: 'Onze organisatie' });
    expect(edit).toMatchObject({ status: 200, body: { route: '/over-ons/organisatie', title: 'Onze organisatie' } });
    const children = (await getJson(`${url}/api/v1/pages/children/200`)).body as Array<{
      HeaderTitle: string;
      Url: string;
    }>;
    expect(children.find((child) => child.Url === '/over-ons/organisatie')?.HeaderTitle).toBe('Onze organisatie');
    expect((await getJson(`${url}/api/v1/footer`)).headers.get('etag')).toBe(footer.headers.get('etag'));
    expect((await getJson(`${url}/api/v1/pages/news/filter`)).headers.get('etag')).toBe(news.headers.get('etag'));
  });

  it('renames a news item in its own answer and in the news list', async () => {
    const { url } = await start();
    await post(`${url}/__admin/pages/edit`, { route: '/nieuws/cafe-dementie', title: 'Dementiecafé' });
    expect((await getJson(`${url}/api/v1/pages/news/cafe-dementie`)).body).toMatchObject({ Title: 'Dementiecafé' });
    const list = (await getJson(`${url}/api/v1/pages/news/filter`)).body as Array<{
      SharepointId: number;
      Title: string;
    }>;
    expect(list.find((item) => item.SharepointId === 304)?.Title).toBe('Dementiecafé');
    expect(
      (await post(`${url}/__admin/pages/edit`, { route: '/over-ons/nieuw-beleid', title: 'Beleid 2027' })).status,
    ).toBe(200);
    expect((await drafts(url)).map((draft) => draft.title)).toContain('Beleid 2027');
  });

  it('is 404 for an unknown route, 400 for a bad body', async () => {
    const { url } = await start();
    expect((await post(`${url}/__admin/pages/edit`, { route: '/bestaat-niet', title: 'X' })).status).toBe(404);
    for (const body of [
      {},
      { route: '/over-ons' },
      { route: '/over-ons', title: '  ' },
      { route: 'over-ons', title: 'X' },
      { route: '/over-ons', title: 3 },
      [],
      'null',
      '{bad',
    ])
      expect((await post(`${url}/__admin/pages/edit`, body)).status).toBe(400);
  });
});

describe('POST /__admin/publish', () => {
  it('publishes a draft: it appears in its list and leaves the drafts; without a webhook the answer says null', async () => {
    const { url } = await start();
    const before = (await getJson(`${url}/api/v1/pages/news/filter?shouldContainExcludedTags=true`)).body as Array<{
      SharepointId: number;
    }>;
    expect(before.map((item) => item.SharepointId)).not.toContain(GEHEIM_NIEUWS);
    expect((await getJson(`${url}/api/v1/pages/news/geheim-nieuws`)).status).toBe(404);
    const answer = await post(`${url}/__admin/publish`, { route: '/nieuws/geheim-nieuws' });
    expect(answer).toMatchObject({
      status: 200,
      body: { route: '/nieuws/geheim-nieuws', published: true, webhook: null },
    });
    const after = (await getJson(`${url}/api/v1/pages/news/filter?shouldContainExcludedTags=true`)).body as Array<{
      SharepointId: number;
    }>;
    expect(after.map((item) => item.SharepointId)).toContain(GEHEIM_NIEUWS);
    expect((await getJson(`${url}/api/v1/pages/news/geheim-nieuws`)).status).toBe(200);
    expect((await drafts(url)).map((draft) => draft.title)).not.toContain('Geheim nieuws');
    expect((await post(`${url}/__admin/publish`, { route: '/nieuws/geheim-nieuws' })).body).toMatchObject({
      published: true,
    });
  });

  it('publishes a general page under its parent', async () => {
    const { url } = await start();
    await post(`${url}/__admin/publish`, { route: '/over-ons/nieuw-beleid' });
    const children = (await getJson(`${url}/api/v1/pages/children/200`)).body as Array<{ Url: string }>;
    expect(children.map((child) => child.Url)).toContain('/over-ons/nieuw-beleid');
  });

  it("unpublishes a page: it leaves its parent's children and its address answers 404; no webhook is sent", async () => {
    receiver = await startWebhookReceiver([]);
    const { url } = await start({ webhook: { url: receiver.url, secret: SECRET } });
    await post(`${url}/__admin/publish`, { route: '/over-ons/nieuw-beleid' });
    expect((await getJson(`${url}/api/v1/pages/spaarne?parentSlug=over-ons&slug=nieuw-beleid`)).status).toBe(200);
    const delivered = receiver.received.length;
    expect(await post(`${url}/__admin/unpublish`, { route: '/over-ons/nieuw-beleid' })).toMatchObject({
      status: 200,
      body: { route: '/over-ons/nieuw-beleid', published: false },
    });
    const children = (await getJson(`${url}/api/v1/pages/children/200`)).body as Array<{ Url: string }>;
    expect(children.map((child) => child.Url)).not.toContain('/over-ons/nieuw-beleid');
    expect((await getJson(`${url}/api/v1/pages/spaarne?parentSlug=over-ons&slug=nieuw-beleid`)).status).toBe(404);
    expect(receiver.received).toHaveLength(delivered);
    expect((await post(`${url}/__admin/unpublish`, { route: '/' })).status).toBe(404);
    expect((await post(`${url}/__admin/unpublish`, { route: '/bestaat-niet' })).status).toBe(404);
    expect((await post(`${url}/__admin/unpublish`, { title: 'x' })).status).toBe(400);
  });

  it('sends the signed page.published webhook and reports its status, retrying after a 500', async () => {
    receiver = await startWebhookReceiver([500]);
    const { url } = await start({ webhook: { url: receiver.url, secret: SECRET } });
    const answer = await post(`${url}/__admin/publish`, { route: '/over-ons/nieuw-beleid' });
    expect(answer.body).toEqual({ route: '/over-ons/nieuw-beleid', published: true, webhook: { status: 200 } });
    expect(receiver.received).toHaveLength(2);
    const last = receiver.received.at(-1);
    if (!last) throw new Error('nothing received');
    expect(new Webhook(SECRET).verify(last.body, signatureHeaders(last.headers))).toEqual({
      type: 'page.published',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      data: { route: '/over-ons/nieuw-beleid', slug: 'nieuw-beleid', language: 'nl', title: 'Nieuw beleid' },
    });
  });

  it('reports a webhook that cannot be reached', async () => {
    receiver = await startWebhookReceiver();
    const hook = receiver.url;
    await receiver.stop();
    receiver = undefined;
    const { url } = await start({ webhook: { url: hook, secret: SECRET } });
    expect((await post(`${url}/__admin/publish`, { route: '/over-ons' })).body).toMatchObject({
      published: true,
      webhook: { error: expect.any(String) },
    });
  });

  it('is 404 for an unknown route, 400 for a bad body, 409 without a World', async () => {
    const { url } = await start();
    expect((await post(`${url}/__admin/publish`, { route: '/bestaat-niet' })).status).toBe(404);
    expect((await post(`${url}/__admin/publish`, { path: '/over-ons' })).status).toBe(400);
    const db = openDatabase();
    storeWorld(db, fixtureWorld(), { referenceDate: FIXTURE_REFERENCE_DATE });
    const bare = await serveDatabase(db);
    try {
      expect((await post(`${bare.url}/__admin/publish`, { route: '/over-ons' })).status).toBe(409);
    } finally {
      await bare.stop();
    }
  });
});

describe('/__admin/webhook', () => {
  it('is set and switched off at run time, never showing the secret', async () => {
    receiver = await startWebhookReceiver();
    const { url } = await start();
    expect((await getJson(`${url}/__admin/webhook`)).body).toEqual({ url: null });
    expect((await post(`${url}/__admin/webhook`, { url: receiver.url, secret: SECRET })).body).toEqual({
      url: receiver.url,
    });
    expect((await getJson(`${url}/__admin/webhook`)).body).toEqual({ url: receiver.url });
    await post(`${url}/__admin/publish`, { route: '/over-ons' });
    expect(receiver.received).toHaveLength(1);
    expect((await post(`${url}/__admin/webhook`, { url: null })).body).toEqual({ url: null });
    expect((await post(`${url}/__admin/publish`, { route: '/over-ons' })).body).toMatchObject({ webhook: null });
    expect(receiver.received).toHaveLength(1);
  });

  it('is 400 for a bad url or secret', async () => {
    const { url } = await start();
    for (const body of [
      {},
      { url: 'https://example.org/hook' },
      { url: 'https://example.org/hook', secret: 'abc' },
      { url: 'nope', secret: SECRET },
      { url: 5, secret: SECRET },
    ])
      expect((await post(`${url}/__admin/webhook`, body)).status).toBe(400);
    expect((await getJson(`${url}/__admin/webhook`)).body).toEqual({ url: null });
  });
});

describe('the version a publication names', () => {
  it('an edit stamps the page with its time, and the page.published webhook names it as data.modified', async () => {
    receiver = await startWebhookReceiver();
    const editedAt = Date.parse('2026-11-26T10:00:00.000Z');
    const { url } = await start({ webhook: { url: receiver.url, secret: SECRET }, now: () => editedAt });
    await post(`${url}/__admin/pages/edit`, { route: '/over-ons/organisatie', title: 'Onze organisatie' });
    await post(`${url}/__admin/publish`, { route: '/over-ons/organisatie' });
    const last = receiver.received.at(-1);
    if (!last) throw new Error('nothing received');
    // Its signature is checked above; this clock is not the receiver's.
    expect(JSON.parse(last.body)).toMatchObject({
      data: { route: '/over-ons/organisatie', modified: '2026-11-26T10:00:00.000Z' },
    });
  });
});

describe('POST /__admin/stale-after-publish', () => {
  it('keeps answering the version before a publish for the seconds set, then the published one', async () => {
    let clock = Date.parse('2026-11-26T10:00:00.000Z');
    const { url } = await start({ now: () => clock });
    const headerTitle = async (): Promise<string | undefined> =>
      ((await getJson(`${url}/api/v1/pages/children/200`)).body as Array<{ HeaderTitle: string; Url: string }>).find(
        (child) => child.Url === '/over-ons/organisatie',
      )?.HeaderTitle;
    const before = await headerTitle();
    expect((await post(`${url}/__admin/stale-after-publish`, { seconds: 5 })).body).toEqual({ seconds: 5 });
    await post(`${url}/__admin/pages/edit`, { route: '/over-ons/organisatie', title: 'Onze organisatie' });
    expect(await headerTitle()).toBe(before);
    await post(`${url}/__admin/publish`, { route: '/over-ons/organisatie' });
    clock += 4999;
    expect(await headerTitle()).toBe(before);
    clock += 1;
    expect(await headerTitle()).toBe('Onze organisatie');
    for (const bad of [{}, { seconds: -1 }, { seconds: 'vijf' }, { seconds: 601 }])
      expect((await post(`${url}/__admin/stale-after-publish`, bad)).status).toBe(400);
  });
});

describe('the publish callback and GET /__admin/publish-outcomes', () => {
  const CALLBACK_SECRET = 'whsec_c2Vjb25kIHNlY3JldCBvZiAzMiBieXRlcyEhISE=';

  function signed(body: unknown, secret = CALLBACK_SECRET): { headers: Record<string, string>; body: string } {
    const text = JSON.stringify(body);
    const at = new Date();
    return {
      headers: {
        'content-type': 'application/json',
        'webhook-id': `msg_${at.getTime()}`,
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': new Webhook(secret).sign(`msg_${at.getTime()}`, at, text),
      },
      body: text,
    };
  }

  const event = (type: string, data: Record<string, unknown>) => ({
    type,
    timestamp: '2026-11-26T10:00:30.000Z',
    data: { release: 'r2', deliveries: ['msg_1'], ...data },
  });

  it('records the last outcome per published page from correctly signed events only', async () => {
    const { url } = await start();
    const send = async (delivery: { headers: Record<string, string>; body: string }) =>
      (await fetch(`${url}/__admin/publish-callback`, { method: 'POST', ...delivery })).status;
    expect(await send(signed(event('release.live', { published: [{ route: '/a' }] })))).toBe(404);
    expect((await post(`${url}/__admin/publish-outcomes/secret`, { secret: CALLBACK_SECRET })).status).toBe(200);
    expect(await send(signed(event('release.live', { published: [{ route: '/a' }] }), SECRET))).toBe(401);
    expect(await send(signed({ type: 'other' }))).toBe(400);
    expect(
      await send(
        signed(event('release.live', { published: [{ route: '/a' }, { route: '/b' }], notYetUpdated: ['/b'] })),
      ),
    ).toBe(200);
    expect(
      await send(signed(event('release.failed', { published: [{ route: '/c' }], reason: 'the build failed' }))),
    ).toBe(200);
    expect((await getJson(`${url}/__admin/publish-outcomes`)).body).toEqual({
      receiving: true,
      pages: {
        '/a': { outcome: 'live', release: 'r2', at: '2026-11-26T10:00:30.000Z' },
        '/b': { outcome: 'not yet updated', release: 'r2', at: '2026-11-26T10:00:30.000Z' },
        '/c': { outcome: 'failed', release: 'r2', at: '2026-11-26T10:00:30.000Z', reason: 'the build failed' },
      },
    });
    expect((await post(`${url}/__admin/publish-outcomes/secret`, { secret: 'geheim' })).status).toBe(400);
  });

  it('keeps the newer outcome when an older event arrives after it (a retried callback)', async () => {
    const { url } = await start();
    expect((await post(`${url}/__admin/publish-outcomes/secret`, { secret: CALLBACK_SECRET })).status).toBe(200);
    const send = async (type: string, timestamp: string, data: Record<string, unknown>) =>
      (
        await fetch(`${url}/__admin/publish-callback`, {
          method: 'POST',
          ...signed({ ...event(type, data), timestamp }),
        })
      ).status;
    expect(
      await send('release.live', '2026-11-26T10:01:00.000Z', { release: 'r3', published: [{ route: '/a' }] }),
    ).toBe(200);
    expect(
      await send('release.live', '2026-11-26T10:00:30.000Z', {
        release: 'r2',
        published: [{ route: '/a' }],
        notYetUpdated: ['/a'],
      }),
    ).toBe(200);
    expect((await getJson(`${url}/__admin/publish-outcomes`)).body).toEqual({
      receiving: true,
      pages: { '/a': { outcome: 'live', release: 'r3', at: '2026-11-26T10:01:00.000Z' } },
    });
  });
});
