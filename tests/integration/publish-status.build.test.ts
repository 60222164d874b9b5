/**
 * What an editor learns after publishing, end to end with real builds (a small dataset): the origin's
 * publish callback reaches the CMS signed, the per-page status names the release and the time the
 * page went live, and a CMS that still serves the old version after the publish does not keep the
 * change from going live (the origin builds again).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_MS, startOriginUnderTest, type OriginUnderTest } from '../support/origin-under-test.ts';
import {
  adminPost,
  editAndPublish,
  originSettled,
  waitUntil,
  type PublishHarness,
} from '../../scripts/bench/publish-harness.ts';

const EDITED_ROUTE = '/patienten-en-bezoekers';

let origin: OriginUnderTest;
let harness: PublishHarness;
let log: string[] = [];

beforeAll(async () => {
  origin = await startOriginUnderTest('publish-status', { callback: true });
  ({ harness, log } = origin);
}, BUILD_MS + 60_000);

afterAll(() => origin?.stop(), 60_000);

type Outcomes = { pages: Record<string, { outcome: string; release: string | null; at: string }> };

async function outcomeOf(route: string): Promise<{ outcome: string; release: string | null } | undefined> {
  const answer = await fetch(`${harness.cms.url}/__admin/publish-outcomes`);
  return ((await answer.json()) as Outcomes).pages[route];
}

async function pageStatus(page: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const answer = await fetch(`${harness.origin.url}/api/publish/status?path=${encodeURIComponent(page)}`);
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

describe('after an edit and publish', () => {
  it(
    'the CMS receives a signed release.live naming the page, and the status names the new release and when it went live',
    async () => {
      const before = await harness.origin.status();
      const publishedAt = Date.now();
      const title = 'Patiënten en bezoekers, bijgewerkt';
      await editAndPublish(harness.cms, EDITED_ROUTE, title);
      const after = await originSettled(harness.origin, BUILD_MS);
      await harness.origin.callbackIdle();
      expect(after.live?.id).not.toBe(before.live?.id);
      // The CMS records an outcome only from a delivery whose signature it verified.
      expect(await outcomeOf(EDITED_ROUTE)).toMatchObject({ outcome: 'live', release: after.live?.id });
      const status = await pageStatus(EDITED_ROUTE);
      expect(status).toMatchObject({ status: 200, body: { path: EDITED_ROUTE, live: true, release: after.live?.id } });
      expect(Date.parse(String(status.body['since']))).toBeGreaterThan(publishedAt);
      expect(await (await fetch(`${harness.origin.url}${EDITED_ROUTE}`)).text()).toContain(title);
    },
    BUILD_MS,
  );

  it('a page the edit did not change keeps the release it first went live in', async () => {
    const live = (await harness.origin.status()).live?.id;
    const status = await pageStatus('/en');
    expect(status).toMatchObject({ status: 200, body: { live: true } });
    expect(status.body['release']).not.toBe(live);
  });

  it('answers 404 for a path the live release lacks and 400 for one that is no site path', async () => {
    expect(await pageStatus('/bestaat-niet')).toMatchObject({ status: 404, body: { live: false } });
    expect((await pageStatus('geen-pad')).status).toBe(400);
    expect((await pageStatus('/a/../b')).status).toBe(400);
  });
});

describe('a CMS that serves the old version for a while after the publish', () => {
  it(
    'the origin builds again until the new title is live, without a manual step',
    async () => {
      // Longer than a build takes to ask for the page, shorter than the build and its pause.
      await adminPost(harness.cms, 'stale-after-publish', { seconds: 40 });
      const title = 'Patiënten en bezoekers, later gepubliceerd';
      try {
        await editAndPublish(harness.cms, EDITED_ROUTE, title);
        await waitUntil(
          'the new title on the live site',
          async () => (await (await fetch(`${harness.origin.url}${EDITED_ROUTE}`)).text()).includes(title),
          3 * BUILD_MS,
          500,
        );
        const after = await originSettled(harness.origin, BUILD_MS);
        await harness.origin.callbackIdle();
        expect(log.join('\n')).toContain(`the CMS still served an older version of ${EDITED_ROUTE}: building again`);
        expect(await outcomeOf(EDITED_ROUTE)).toMatchObject({ outcome: 'live', release: after.live?.id });
      } finally {
        await adminPost(harness.cms, 'stale-after-publish', { seconds: 0 });
      }
    },
    3 * BUILD_MS,
  );
});
