/**
 * `npm run bench -- --scale N [--seed N]`: first the embedded content API at that scale (dataset
 * generation time, database size, a full crawl of every call: scripts/bench/content-api.ts), then
 * the CMS's images made on upload into a store of the bench's own (what `npm install` does for
 * scale 1: scripts/content-api/prepare-media.ts), then the site built three times: a cold build
 * as `npm run build` runs in a clean clone after `npm install` (it starts its own embedded CMS; no
 * API or media cache), the same cold build from a CMS the bench runs (so its requests can be
 * counted), and a rebuild on the warm caches. For each: wall time and the time of each phase
 * (setup, bundling, API crawl, rendering, media, post-build: scripts/build/build-phases.ts), pages
 * per second, peak memory, API and media requests, the images the CMS had to draw and the
 * connections they came on. Then a bare Astro build of the same number of trivial pages
 * (scripts/bench/bare-astro.ts) and each build's ratio to it, and the gzipped HTML, CSS and JS
 * bytes per page type. It measures; it asserts nothing.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runFilesOf } from '#src/lib/build/run.ts';
import { startEmbeddedContentApi } from '@ziekenhuis/content-api/embedded';
import type { StatsSnapshot as ApiStats } from '@ziekenhuis/content-api/http/stats';
import { diskRenditionStore } from '@ziekenhuis/content-api/media/rendition-store';
import { prepareMedia } from '@ziekenhuis/content-api/prepare-media';
import type { BuildPhases } from '../build/build-phases.ts';
import { htmlFilesUnder } from '../build/html-files.ts';
import { timeBareAstroBuild } from './bare-astro.ts';
import { PageWeigher, type PageWeight } from './page-weight.ts';
import { staticDataSizes } from './static-data.ts';

const PHASE_COLUMNS: ReadonlyArray<readonly [string, keyof BuildPhases]> = [
  ['setup', 'setupMs'],
  ['bundling', 'bundleMs'],
  ['API crawl', 'crawlMs'],
  ['rendering', 'renderMs'],
  ['media', 'mediaMs'],
  ['post-build', 'postBuildMs'],
];

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: { scale: { type: 'string' }, seed: { type: 'string' } },
});
const scale = Number(values.scale ?? 1);
const seed = Number(values.seed ?? 1);
if (!Number.isFinite(scale) || scale <= 0) {
  console.error(`--scale must be a positive number, not "${values.scale}"`);
  process.exit(2);
}

async function apiStats(url: string): Promise<ApiStats> {
  return (await (await fetch(`${url}/__admin/stats`)).json()) as ApiStats;
}

async function resetApiStats(url: string): Promise<void> {
  await fetch(`${url}/__admin/stats/reset`, { method: 'POST' });
}

type BuildRun = { seconds: number; maxRssBytes: number; phases: BuildPhases };

/**
 * One build in a child process (a fresh module graph each time), timed, with its peak memory and
 * phases. With `apiUrl`, from that running content API; without, the build starts its own
 * embedded one, as `npm run build` in a checkout does (its start-up is then part of the time).
 */
async function timedBuild(options: {
  apiUrl?: string;
  mediaStore: string;
  outDir: string;
  cacheDir: string;
}): Promise<BuildRun> {
  const args = [
    'scripts/build.ts',
    '--out-dir',
    options.outDir,
    '--scale',
    String(scale),
    '--seed',
    String(seed),
    '--media-store',
    options.mediaStore,
    '--media-cache',
    path.join(options.cacheDir, 'media'),
  ];
  const started = performance.now();
  const code = await new Promise<number | null>((resolve) => {
    // The bench's builds leave the checkout's caches alone; their side files are in the out dir's run folder.
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      CONTENT_API_CACHE_DIR: path.join(options.cacheDir, 'api'),
      CONTENT_API_CACHE_NAMESPACE: 'bench',
      ASTRO_TELEMETRY_DISABLED: '1',
    };
    if (options.apiUrl) env['CONTENT_API_URL'] = options.apiUrl;
    else delete env['CONTENT_API_URL'];
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    child.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`the build failed with exit code ${code}`);
  const seconds = (performance.now() - started) / 1000;
  const reportFile = runFilesOf(options.outDir, process.cwd()).buildReport;
  const { maxRssBytes, phases } = JSON.parse(await readFile(reportFile, 'utf8')) as {
    maxRssBytes: number;
    phases: BuildPhases;
  };
  return { seconds, maxRssBytes, phases };
}

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;
const mib = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

/** The content API part, in its own process so its memory is not counted with the builds'. */
async function contentApiBench(): Promise<void> {
  const code = await new Promise<number | null>((resolve) => {
    spawn(process.execPath, ['scripts/bench/content-api.ts', '--scale', String(scale), '--seed', String(seed)], {
      stdio: 'inherit',
    }).on('exit', resolve);
  });
  if (code !== 0) throw new Error(`the content API benchmark failed with exit code ${code}`);
}

await contentApiBench();
console.log('');

const workDir = await mkdtemp(path.join(tmpdir(), 'hospital-bench-'));
// Inside the project, so that the built server resolves its packages from node_modules.
const outDir = path.resolve('dist-bench');
// The CMS's images are kept in a store of this run's own, made here as `npm install` makes them.
const mediaStore = path.join(workDir, 'renditions');
const prepared = await prepareMedia({
  scale,
  seed,
  store: diskRenditionStore(mediaStore, (message) => console.warn(message)),
});
console.log(
  `The CMS's images made on upload (npm install's last step, for scale 1): ${prepared.made} in ${prepared.seconds.toFixed(1)} s\n`,
);
const api = await startEmbeddedContentApi({ scale, seed, quiet: true, mediaStore });
try {
  console.log(`Site build benchmark at scale ${scale} (seed ${seed}), content API ${api.url}`);
  const runs: Array<{ label: string; load: number } & BuildRun & { stats: ApiStats | null }> = [];
  const builds = [
    // What `npm run build` does in a clean clone after `npm install`: it starts the embedded CMS itself.
    { label: 'cold build, clean clone', emptyCaches: true, ownApi: true },
    { label: 'cold build, running CMS', emptyCaches: true, ownApi: false },
    { label: 'rebuild (warm caches)', emptyCaches: false, ownApi: false },
  ];
  for (const { label, emptyCaches, ownApi } of builds) {
    if (emptyCaches)
      await Promise.all(['api', 'media'].map((dir) => rm(path.join(workDir, dir), { recursive: true, force: true })));
    await resetApiStats(api.url);
    const load = os.loadavg()[0] ?? 0;
    const result = await timedBuild({
      ...(ownApi ? {} : { apiUrl: api.url }),
      mediaStore,
      outDir,
      cacheDir: workDir,
    });
    runs.push({ label, load, ...result, stats: ownApi ? null : await apiStats(api.url) });
  }

  const files = htmlFilesUnder(path.join(outDir, 'client'));
  const weigher = new PageWeigher(path.join(outDir, 'client'));
  const weights: PageWeight[] = await Promise.all(files.map((file) => weigher.weigh(file)));
  const pages = files.length;
  const bare = await timeBareAstroBuild(pages, path.resolve('.cache', 'bench-bare-astro'));

  console.log(
    `\nPages built: ${pages}; a bare Astro build of ${bare.pages} trivial pages: ${bare.seconds.toFixed(1)} s`,
  );
  console.log('');
  console.log(
    'run                          wall time   x bare   pages/s   peak memory   load before   API requests   per page   304s   media   drawn   connections',
  );
  for (const run of runs) {
    const stats = run.stats;
    const counts = stats
      ? `${String(stats.requests).padStart(12)}   ${(stats.requests / pages).toFixed(2).padStart(8)}   ${String(stats.notModified).padStart(4)}   ${String(stats.media).padStart(5)}   ${String(stats.drawn).padStart(5)}   ${String(stats.connections).padStart(11)}`
      : '   (the CMS inside the build: not counted)';
    console.log(
      `${run.label.padEnd(28)} ${`${run.seconds.toFixed(1)} s`.padStart(9)}   ${(run.seconds / bare.seconds).toFixed(1).padStart(6)}   ${(pages / run.seconds).toFixed(1).padStart(7)}   ${mib(run.maxRssBytes).padStart(11)}   ${run.load.toFixed(2).padStart(11)}   ${counts}`,
    );
  }
  // Each phase against the whole bare build: what the phases of a build within 3x of it may add up to.
  const againstBare = (seconds: number): string => `${seconds.toFixed(1)} s (${(seconds / bare.seconds).toFixed(2)}x)`;
  console.log(`\nTime per build phase, and as a multiple of the bare Astro build (${bare.seconds.toFixed(1)} s)`);
  console.log(`phase        ${runs.map((run) => run.label.padStart(28)).join('')}`);
  for (const [name, key] of PHASE_COLUMNS)
    console.log(`${name.padEnd(12)} ${runs.map((run) => againstBare(run.phases[key] / 1000).padStart(28)).join('')}`);
  console.log(`${'whole build'.padEnd(12)} ${runs.map((run) => againstBare(run.seconds).padStart(28)).join('')}`);
  console.log(
    `Load average (1, 5, 15 min) at the end: ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(', ')}`,
  );

  const byType = new Map<string, PageWeight[]>();
  for (const weight of weights) byType.set(weight.pageType, [...(byType.get(weight.pageType) ?? []), weight]);
  console.log('\nBytes per page (gzipped), by page type: average (largest)');
  console.log(
    'page type      pages   HTML                 CSS                  JS (every view)      JS (islands, on demand)',
  );
  for (const [type, list] of [...byType.entries()].sort()) {
    const column = (pick: (weight: PageWeight) => number) => {
      const numbers = list.map(pick);
      const average = numbers.reduce((a, b) => a + b, 0) / numbers.length;
      return `${kib(average)} (${kib(Math.max(...numbers))})`.padEnd(20);
    };
    console.log(
      `${type.padEnd(14)} ${String(list.length).padStart(5)}   ${column((w) => w.html)} ${column((w) => w.css)} ${column((w) => w.js)} ${column((w) => w.islandJs)}`,
    );
  }

  // Data the overview islands read (spec: browsing needs no run-time call to the CMS).
  const data = await staticDataSizes(path.join(outDir, 'client', 'data'));
  if (data.length > 0) {
    console.log(
      '\nStatic JSON for the overview islands: raw (gzipped); split lists: files, and the most one page view downloads (gzipped)',
    );
    for (const entry of data) {
      if (entry.kind === 'file')
        console.log(`  /data/${entry.name.padEnd(34)} ${kib(entry.bytes).padStart(10)} (${kib(entry.gzipped)})`);
      else
        console.log(
          `  /data/${`${entry.name}/`.padEnd(34)} ${String(entry.files).padStart(5)} files, ${kib(entry.gzipped)} in all; index ${kib(entry.index)}, largest value file ${kib(entry.largestValueFile)}, largest chunk ${kib(entry.largestChunk)}; a page view at most ${kib(entry.largestPageView)}`,
        );
    }
  }
} finally {
  await api.stop();
  await rm(workDir, { recursive: true, force: true });
  await rm(outDir, { recursive: true, force: true });
}
