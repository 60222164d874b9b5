/**
 * `npm run bench:publish [-- --scale N]`: the editors' loop, timed (scripts/bench/publish-harness.ts).
 * The embedded CMS and the origin start with a releases folder of their own; once the first
 * release is live, an editor changes a page's title in the CMS, saves it, and publishes it while visitors'
 * requests run against the origin (at rest: no build under way, and the next build's process has loaded
 * its code, scripts/origin/build-processes.ts); the time from the publish until the origin serves the new
 * title is the publish to live time (the save before it is the CMS's, printed apart; the visitors' requests are made in this process, beside the origin and the CMS, so
 * they take a core of this machine's two). Once the full build check of that release is done, the
 * same edit again with no visitors' requests. Then a burst of 100 signed webhooks: the first alone, timed until its answer (202),
 * the other 99 at once. Prints, each on its own line:
 *   publish to live: N s
 *   publish to live without visitors' requests: N s   (the same edit again once the full build check is done)
 *   the CMS, before each publish to live: saved in N s, publish answered in N s; ...   (each edit's save, and the
 *     publish call's answer, which is part of the publish to live: the CMS stores the change, then sends its webhook)
 *   publish build: incremental, N files rendered, N shared with the release before   (or: full (why))
 *   incremental equals full: yes (N files, ...)   (the background full build of the same content, compared byte for byte)
 *   webhook answer: N ms      (the burst's first delivery, from sending to the origin's 202)
 *   failed requests: N        (of the visitors' requests during the publish and the swap)
 *   burst: 100 webhooks -> N builds
 * It measures; it asserts nothing.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { originSettled, publishedBody, saveThenPublish, startPublishHarness, waitUntil } from './publish-harness.ts';
import { signedWebhookHeaders } from '@ziekenhuis/content-api/editors/webhook';
import { startLoad, type LoadTarget } from './request-load.ts';

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: { scale: { type: 'string' }, keep: { type: 'boolean' } },
});
const scale = Number(values.scale ?? 1);
if (!Number.isFinite(scale) || scale <= 0) {
  console.error(`--scale must be a positive number, not "${values.scale}"`);
  process.exit(2);
}
/** A page every dataset scale has, whose title the editor changes. */
const EDITED_ROUTE = '/patienten-en-bezoekers';
const BURST = 100;
const BUILD_TIMEOUT_MS = 15 * 60 * 1000;

const releasesDir = await mkdtemp(path.join(tmpdir(), 'bench-publish-'));
const harness = await startPublishHarness({
  scale,
  releasesDir,
  // The origin's API cache is kept under one name for the embedded CMS at this scale (its port changes every run).
  env: { ...process.env, CONTENT_API_CACHE_NAMESPACE: `embedded-scale-${scale}-seed-1`, ASTRO_TELEMETRY_DISABLED: '1' },
  log: (line) => console.log(line),
});
const { origin, cms } = harness;
try {
  const first = await originSettled(origin, BUILD_TIMEOUT_MS);
  if (!first.live) throw new Error(`the first release did not go live: ${JSON.stringify(first.lastOutcome)}`);
  console.log(`first release ${first.live.id}: ${first.live.pages} pages in ${first.lastOutcome?.seconds} s`);

  const liveDir = path.join(releasesDir, first.live.id, 'client', '_astro');
  const assets = (await readdir(liveDir)).filter((name) => /\.(css|js)$/.test(name)).slice(0, 4);
  const targets: LoadTarget[] = [
    { url: `${origin.url}/` },
    { url: `${origin.url}/en` },
    { url: `${origin.url}${EDITED_ROUTE}` },
    { url: `${origin.url}/specialisten` },
    { url: `${origin.url}/nieuws` },
    { url: `${origin.url}/bestaat-niet-${Date.now()}`, status: 404 },
    ...assets.map((name) => ({ url: `${origin.url}/_astro/${name}` })),
  ];
  const load = startLoad(targets, 8);
  const title = `Patiënten en bezoekers (bijgewerkt ${new Date().toISOString().slice(11, 19)})`;
  const underLoad = await saveThenPublish(cms, EDITED_ROUTE, title);
  await waitUntil(
    'the new title on the live site',
    async () => (await (await fetch(`${origin.url}${EDITED_ROUTE}`)).text()).includes(title.replace(/&/g, '&amp;')),
    BUILD_TIMEOUT_MS,
    200,
  );
  const publishSeconds = (performance.now() - underLoad.published) / 1000;
  const published = await originSettled(origin, BUILD_TIMEOUT_MS);
  const visitors = await load.stop();
  const publishedRelease = published.live
    ? await origin.store.info({ id: published.live.id, dir: path.join(origin.store.root, published.live.id) })
    : null;
  const publishBuild = publishedRelease?.build;
  // The incremental release is checked against a full build of the same content in the background.
  const equalsFull =
    publishBuild?.mode === 'incremental' && published.live
      ? await waitUntil(
          'the full build check of the published release',
          async () => {
            const last = (await origin.status()).fullBuildCheck.last;
            return last?.release === published.live?.id ? last : null;
          },
          BUILD_TIMEOUT_MS,
          500,
        )
      : null;

  // The same edit again with no visitors' requests: what the build itself takes on this machine, on
  // an origin at rest again (the next build's process loaded).
  await origin.buildProcessReady();
  const quietTitle = `${title} (zonder bezoekers)`;
  const quiet = await saveThenPublish(cms, EDITED_ROUTE, quietTitle);
  await waitUntil(
    'the second title on the live site',
    async () =>
      (await (await fetch(`${origin.url}${EDITED_ROUTE}`)).text()).includes(quietTitle.replace(/&/g, '&amp;')),
    BUILD_TIMEOUT_MS,
    200,
  );
  const quietSeconds = (performance.now() - quiet.published) / 1000;
  await originSettled(origin, BUILD_TIMEOUT_MS);
  // The burst comes to a quiet machine: not beside the full build that checks this release.
  await origin.fullBuildCheck.idle();

  const before = (await origin.status()).buildsStarted;
  const deliver = async (index: number): Promise<number> => {
    const body = publishedBody(EDITED_ROUTE);
    return (
      await fetch(`${origin.url}/api/publish`, {
        method: 'POST',
        headers: signedWebhookHeaders(harness.secret, `msg_burst_${Date.now()}_${index}`, body, new Date()),
        body,
      })
    ).status;
  };
  const sent = performance.now();
  const firstAnswer = await deliver(0);
  const answerMs = performance.now() - sent;
  const answers = [
    firstAnswer,
    ...(await Promise.all(Array.from({ length: BURST - 1 }, (_, index) => deliver(index + 1)))),
  ];
  const after = await originSettled(origin, BUILD_TIMEOUT_MS);
  const refused = answers.filter((status) => status !== 202).length;

  console.log(
    `visitors' requests during the publish: ${visitors.requests}${visitors.failures.length ? `; failures: ${visitors.failures.join('; ')}` : ''}`,
  );
  if (refused > 0) console.log(`${refused} of the burst's webhooks were not answered 202`);
  console.log(`publish to live: ${publishSeconds.toFixed(1)} s`);
  console.log(`publish to live without visitors' requests: ${quietSeconds.toFixed(1)} s`);
  const cmsTimes = (times: { saveSeconds: number; publishAnswerSeconds: number }) =>
    `saved in ${times.saveSeconds.toFixed(1)} s, publish answered in ${times.publishAnswerSeconds.toFixed(1)} s`;
  console.log(`the CMS, before each publish to live: ${cmsTimes(underLoad)}; ${cmsTimes(quiet)}`);
  console.log(
    `publish build: ${
      publishBuild
        ? publishBuild.mode === 'incremental'
          ? `incremental, ${publishBuild.rendered} files rendered, ${publishBuild.shared} shared with the release before`
          : `full (${publishBuild.reason})`
        : 'unknown'
    }`,
  );
  console.log(
    `incremental equals full: ${
      equalsFull === null
        ? 'no incremental release to compare'
        : equalsFull.result === 'same'
          ? `yes (${equalsFull.files} files, the full build took ${equalsFull.seconds} s)`
          : equalsFull.result === 'differs'
            ? `no: ${equalsFull.counts.differ} differ, ${equalsFull.counts.onlyIncremental} only incremental, ${equalsFull.counts.onlyFull} only full (${[...equalsFull.differ, ...equalsFull.onlyIncremental, ...equalsFull.onlyFull].slice(0, 5).join(', ')})`
            : `the full build failed: ${equalsFull.reasons.join('; ')}`
    }`,
  );
  console.log(`webhook answer: ${Math.round(answerMs)} ms`);
  console.log(`failed requests: ${visitors.failed}`);
  console.log(`burst: ${BURST} webhooks -> ${after.buildsStarted - before} builds`);
} finally {
  await harness.stop();
  if (!values.keep) await rm(releasesDir, { recursive: true, force: true });
}
