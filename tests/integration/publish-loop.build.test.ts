/**
 * The editors' loop end to end over HTTP, with real builds (a small dataset): the embedded CMS,
 * the origin with a releases folder of its own, the publish webhook, the rebuild, the swap under a
 * load of visitors' requests, the rollback, and a failing CMS that keeps the live release.
 */
import { spawn } from 'node:child_process';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_MS, startOriginUnderTest, type OriginUnderTest } from '../support/origin-under-test.ts';
import {
  editAndPublish,
  newWebhookSecret,
  originSettled,
  publishedBody,
  waitUntil,
  type PublishHarness,
} from '../../scripts/bench/publish-harness.ts';
import { signedWebhookHeaders } from '@ziekenhuis/content-api/editors/webhook';
import { startLoad } from '../../scripts/bench/request-load.ts';
import type { FullBuildCheckRecord } from '../../scripts/origin/full-build-check.ts';

const EDITED_ROUTE = '/patienten-en-bezoekers';

let origin: OriginUnderTest;
let work: string;
let harness: PublishHarness;

beforeAll(async () => {
  origin = await startOriginUnderTest('publish-loop', {
    env: { CONTENT_API_RETRIES: '2', CONTENT_API_RETRY_INTERVAL_MS: '50' },
  });
  ({ work, harness } = origin);
}, BUILD_MS + 60_000);

afterAll(() => origin?.stop(), 60_000);

/** The outcome of the full build check of this release (the one `which` picks), once it is there. */
async function fullBuildChecked(
  release: string,
  which: (check: FullBuildCheckRecord) => boolean = () => true,
): Promise<FullBuildCheckRecord> {
  return waitUntil(
    `the full build check of release ${release}`,
    async () => {
      const last = (await harness.origin.status()).fullBuildCheck.last;
      return last?.release === release && which(last) ? last : null;
    },
    BUILD_MS,
    250,
  );
}

async function publish(headers: Record<string, string>, body: string): Promise<number> {
  return (await fetch(`${harness.origin.url}/api/publish`, { method: 'POST', headers, body })).status;
}

describe('the publish webhook on the origin', () => {
  it('refuses a delivery that is unsigned, signed with another secret, or stale, and builds for none of them', async () => {
    const before = (await harness.origin.status()).buildsStarted;
    const body = publishedBody(EDITED_ROUTE);
    expect(await publish({ 'content-type': 'application/json' }, body)).toBe(401);
    expect(await publish(signedWebhookHeaders(newWebhookSecret(), 'msg_wrong', body, new Date()), body)).toBe(401);
    expect(
      await publish(signedWebhookHeaders(harness.secret, 'msg_stale', body, new Date(Date.now() - 6 * 60_000)), body),
    ).toBe(401);
    expect(
      await publish(
        signedWebhookHeaders(harness.secret, 'msg_tampered', body, new Date()),
        body.replace('patienten', 'bezoekers'),
      ),
    ).toBe(401);
    expect((await harness.origin.status()).buildsStarted).toBe(before);
  });

  it(
    // How soon the 202 comes is a benchmark figure (`npm run bench:publish`: "webhook answer").
    'answers a good delivery with 202 and builds; the same delivery again builds nothing',
    async () => {
      const before = (await harness.origin.status()).buildsStarted;
      const body = publishedBody(EDITED_ROUTE);
      const headers = signedWebhookHeaders(harness.secret, 'msg_good', body, new Date());
      expect(await publish(headers, body)).toBe(202);
      expect(await publish(headers, body)).toBe(200);
      const after = await originSettled(harness.origin, BUILD_MS);
      expect(after.buildsStarted).toBe(before + 1);
      expect(after.lastOutcome?.kind).toBe('live');
    },
    BUILD_MS,
  );
});

describe('publishing in the CMS', () => {
  it(
    'puts the change live through the webhook, and no visitor request fails during the swap',
    async () => {
      const before = await harness.origin.status();
      const assets = (await readdir(path.join(work, 'releases', String(before.live?.id), 'client', '_astro'))).filter(
        (name) => /\.(css|js)$/.test(name),
      );
      const base = harness.origin.url;
      const load = startLoad(
        [
          { url: `${base}/` },
          { url: `${base}/en` },
          { url: `${base}${EDITED_ROUTE}` },
          { url: `${base}/bestaat-niet`, status: 404 },
          ...assets.map((name) => ({ url: `${base}/_astro/${name}` })),
        ],
        6,
      );
      const title = 'Patiënten en bezoekers, vernieuwd';
      const answer = (await editAndPublish(harness.cms, EDITED_ROUTE, title)) as { webhook: { status: number } | null };
      expect(answer.webhook).toEqual({ status: 202 });
      await waitUntil(
        'the new title on the live site',
        async () => (await (await fetch(`${base}${EDITED_ROUTE}`)).text()).includes(title),
        BUILD_MS,
        200,
      );
      const after = await originSettled(harness.origin, BUILD_MS);
      const visitors = await load.stop();
      expect(visitors.failures).toEqual([]);
      expect(visitors.requests).toBeGreaterThan(50);
      expect(after.live?.id).not.toBe(before.live?.id);
      // Built on the release before, rendering what the edit reached, and then confirmed by a full build.
      expect(after.lastOutcome?.build).toBe('incremental');
      const info = await harness.origin.store.info({
        id: String(after.live?.id),
        dir: path.join(work, 'releases', String(after.live?.id)),
      });
      expect(info?.build?.mode).toBe('incremental');
      expect(info?.build?.rendered).toBeGreaterThan(0);
      expect(info?.build?.shared).toBeGreaterThan(info?.build?.rendered ?? 0);
      const check = await fullBuildChecked(String(after.live?.id));
      expect(check).toMatchObject({ result: 'same', differ: [], onlyIncremental: [], onlyFull: [] });
      expect((await harness.origin.status()).live?.id).toBe(after.live?.id);
    },
    2 * BUILD_MS,
  );

  it('rolls back to the release before with `npm run rollback`', async () => {
    const before = await harness.origin.status();
    const releases = (await harness.origin.store.list()).map((release) => release.id);
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, ['scripts/rollback.ts'], {
        env: { ...process.env, RELEASES_DIR: path.join(work, 'releases') },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.once('error', reject);
      child.once('close', (code) => (code === 0 ? resolve(text) : reject(new Error(`rollback exited ${code}`))));
    });
    const previous = releases[releases.indexOf(String(before.live?.id)) - 1];
    expect(output).toMatch(
      new RegExp(`^Rolled back: release ${previous} .*is live again instead of ${before.live?.id}`),
    );
    expect((await harness.origin.status()).live?.id).toBe(previous);
    expect(await (await fetch(`${harness.origin.url}${EDITED_ROUTE}`)).text()).not.toContain('vernieuwd');
  });
});

describe('the full build that checks a release', () => {
  it(
    'puts a full build live, and says what differed, when an incremental release differs from it',
    async () => {
      // After the rollback, a publish makes a release of the CMS's content as it is, confirmed by a full build.
      const body = publishedBody(EDITED_ROUTE);
      expect(await publish(signedWebhookHeaders(harness.secret, 'msg_after_rollback', body, new Date()), body)).toBe(
        202,
      );
      const settled = await originSettled(harness.origin, BUILD_MS);
      const live = await harness.origin.store.live();
      if (!live || settled.live?.id !== live.id) throw new Error('no live release after the publish');
      expect(await fullBuildChecked(live.id)).toMatchObject({ result: 'same' });
      // Then one of its files is no longer what a full build makes (a file of its own, not one it shares).
      const robots = path.join(live.dir, 'client', 'robots.txt');
      const text = await readFile(robots, 'utf8');
      await rm(robots);
      await writeFile(robots, `${text}# not what the build made\n`);
      // The harness runs no accessibility checks: the releases show no evidence.
      harness.origin.fullBuildCheck.request(live, null);
      const check = await fullBuildChecked(live.id, (check) => check.result !== 'same');
      expect(check).toMatchObject({
        result: 'differs',
        differ: ['robots.txt'],
        counts: { differ: 1, onlyIncremental: 0, onlyFull: 0 },
      });
      expect((await harness.origin.status()).live?.id).toBe(check.replacedBy);
      expect(await (await fetch(`${harness.origin.url}/robots.txt`)).text()).not.toContain('not what the build made');
    },
    2 * BUILD_MS,
  );
});

describe('a CMS that fails during a rebuild', () => {
  it(
    'keeps the live release and sets the failed build aside',
    async () => {
      const before = await harness.origin.status();
      // The CMS goes away and there is no last good copy of its answers to fall back on.
      await harness.cms.stop();
      await rm(path.join(work, 'api-cache'), { recursive: true, force: true });
      const body = publishedBody(EDITED_ROUTE);
      expect(await publish(signedWebhookHeaders(harness.secret, 'msg_cms_down', body, new Date()), body)).toBe(202);
      const after = await originSettled(harness.origin, BUILD_MS);
      expect(after.lastOutcome?.kind).toBe('failed');
      expect(after.live?.id).toBe(before.live?.id);
      expect((await fetch(`${harness.origin.url}/`)).status).toBe(200);
      const failed = await readdir(path.join(work, 'releases', 'failed'));
      expect(failed).toContain(after.lastOutcome?.release);
      const reasons = JSON.parse(
        await readFile(
          path.join(work, 'releases', 'failed', String(after.lastOutcome?.release), 'failed.json'),
          'utf8',
        ),
      ) as { reasons: string[] };
      expect(reasons.reasons[0]).toMatch(/the build failed/);
    },
    BUILD_MS,
  );
});
