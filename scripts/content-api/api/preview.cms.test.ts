import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open.ts';
import { storeWorld } from '../store/index.ts';
import { FIXTURE_REFERENCE_DATE, fixtureWorld } from '../test-support/fixtures/world.ts';
import { getJson, previewTokenOf, serveDatabase, type TestApi } from '../test-support/helpers.ts';

let api: TestApi;
let nowMs = Date.UTC(2026, 10, 15);

beforeAll(async () => {
  const db = openDatabase();
  const world = fixtureWorld();
  storeWorld(db, world, { referenceDate: FIXTURE_REFERENCE_DATE });
  api = await serveDatabase(db, { world, previewTokenTtlSeconds: 60, now: () => nowMs });
});
afterAll(async () => {
  await api.stop();
});

async function preview(slug: string, token?: string): Promise<{ status: number; body: unknown }> {
  return getJson(
    `${api.url}/api/v1/sharepoint/preview/${slug}${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`,
  );
}

describe('GET sharepoint/preview/{slug}?token=', () => {
  it('answers the draft for a token the server issued, until it expires', async () => {
    const token = await previewTokenOf(api.url, 'nieuw-beleid');
    expect(await preview('nieuw-beleid', token)).toMatchObject({ status: 200, body: { SharepointId: 207 } });
    expect((await preview('NIEUW-BELEID', token)).status).toBe(200);
    nowMs += 59_999;
    expect((await preview('nieuw-beleid', token)).status).toBe(200);
    nowMs += 1;
    expect(await preview('nieuw-beleid', token)).toMatchObject({
      status: 401,
      body: { Message: expect.stringMatching(/expired/) },
    });
  });

  it('is 401 for a missing, wrong, tampered or other-slug token, each saying so', async () => {
    const token = await previewTokenOf(api.url, 'nieuw-beleid');
    const other = await previewTokenOf(api.url, 'geheim-nieuws');
    const [expiry = '', mac = ''] = token.split('.');
    expect(await preview('nieuw-beleid')).toMatchObject({
      status: 401,
      body: { Message: expect.stringMatching(/needs a token/) },
    });
    expect((await preview('nieuw-beleid', '')).status).toBe(401);
    for (const wrong of ['beleid-token', other, `${Number(expiry) + 3600}.${mac}`, `${expiry}.${mac.slice(1)}A`]) {
      expect(await preview('nieuw-beleid', wrong)).toMatchObject({
        status: 401,
        body: { Message: expect.stringMatching(/does not open/) },
      });
    }
  });

  it('is 404 when no page with that slug has a preview', async () => {
    const token = await previewTokenOf(api.url, 'nieuw-beleid');
    expect((await preview('onbekend', token)).status).toBe(404);
    expect((await preview('over-ons', token)).status).toBe(404);
  });
});
