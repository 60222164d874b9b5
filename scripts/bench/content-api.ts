/**
 * `node scripts/bench/content-api.ts --scale N [--seed N] [--concurrency N]`: the embedded content
 * API at one scale. Generates the World, stores it in a temporary file database, serves it and
 * crawls every call (scripts/content-api/crawl.ts). Prints generation and store time, database
 * size, and the crawl's requests, wall time and failures. It measures; it asserts nothing.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { crawlContentApi } from '@ziekenhuis/content-api/crawl';
import { openDatabase } from '@ziekenhuis/content-api/db/open';
import { generateWorld, REFERENCE_DATE } from '@ziekenhuis/content-api/generate/world';
import { startContentApiServer } from '@ziekenhuis/content-api/server';
import { storeWorld } from '@ziekenhuis/content-api/store';
import { BUNDLED_STRINGS } from '#src/i18n/translator.ts';

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: { scale: { type: 'string' }, seed: { type: 'string' }, concurrency: { type: 'string' } },
});
const scale = Number(values.scale ?? 1);
const seed = Number(values.seed ?? 1);
const concurrency = Number(values.concurrency ?? 16);
if (
  !Number.isFinite(scale) ||
  scale <= 0 ||
  !Number.isSafeInteger(seed) ||
  !Number.isInteger(concurrency) ||
  concurrency < 1
) {
  console.error(
    'Usage: node scripts/bench/content-api.ts --scale N (positive) [--seed N (integer)] [--concurrency N (>= 1)]',
  );
  process.exit(2);
}

const ms = (start: number): string => `${Math.round(performance.now() - start)} ms`;
const mib = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

const dir = await mkdtemp(path.join(tmpdir(), 'content-api-bench-'));
const file = path.join(dir, 'dataset.db');
try {
  console.log(`Content API benchmark at scale ${scale} (seed ${seed})`);
  let start = performance.now();
  const world = generateWorld({ scale, seed, crisisBanner: true });
  console.log(
    `  generate World          ${ms(start)} (${world.pages.length + 2} pages, ${world.specialists.length} specialists, ${world.folders.length} folders)`,
  );

  const db = openDatabase(file);
  start = performance.now();
  storeWorld(db, world, { referenceDate: REFERENCE_DATE });
  console.log(`  store in SQLite         ${ms(start)}`);
  console.log(`  database size           ${mib((await stat(file)).size)}`);

  const api = await startContentApiServer(db, { port: 0 });
  try {
    start = performance.now();
    const routes = world.pages.filter((page) => page.published).map((page) => page.route);
    const result = await crawlContentApi(api.url, {
      concurrency,
      routes,
      bundledStrings: Object.values(BUNDLED_STRINGS),
    });
    const seconds = (performance.now() - start) / 1000;
    console.log(
      `  crawl                   ${result.requests} requests in ${seconds.toFixed(2)} s (${Math.round(result.requests / seconds)} requests/s, concurrency ${concurrency})`,
    );
    console.log(`  pages fetched           ${result.pages}`);
    console.log(`  unresolved links        ${result.unresolvedLinks.length}`);
    console.log(`  failures                ${result.failures.length}`);
    for (const failure of result.failures.slice(0, 20)) console.log(`    ${failure}`);
    console.log('  slowest calls (total time as the crawl saw it, with 16 in flight):');
    const slowest = Object.entries(result.timings)
      .sort(([, a], [, b]) => b.ms - a.ms)
      .slice(0, 12);
    for (const [call, { requests, ms }] of slowest) {
      console.log(
        `    ${call.padEnd(58)} ${String(requests).padStart(6)} requests ${(ms / requests).toFixed(1).padStart(7)} ms each`,
      );
    }
  } finally {
    await api.stop();
    db.close();
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
