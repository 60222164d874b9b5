/**
 * `npm run bench:lighthouse [-- --dist DIR --runs N --only TEXT --json FILE]`: Lighthouse's
 * performance audit (mobile, simulated throttling: its defaults) of one page of every page type in
 * both languages of a build (default `dist/`, made by `npm run build`), each run N times (default
 * 5) as a first visit, in the end-to-end tests' browser (readE2eConfig: CHROMIUM_PATH, else Debian's
 * headless shell, else Debian's Chromium; a clear error when none is installed). The build
 * is served by the origin's own server (scripts/origin/site-server.ts: host rules, `_headers`,
 * compression). It prints, per page type and language, the median score (and the range) and the
 * medians of FCP, LCP, TBT, CLS and the JavaScript transferred, with the machine's load before and
 * after. It measures; it asserts nothing, and it is not part of `npm test`.
 */
import { existsSync } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { readE2eConfig } from '#src/lib/build/config.ts';
import { fixedSite, startSiteServer } from '../origin/site-server.ts';
import { htmlPagesUnder } from '../build/html-files.ts';
import { readPage } from './page-weight.ts';
import {
  choosePages,
  pagePath,
  summarize,
  type BuiltPage,
  type ChosenPage,
  type PageSummary,
  type RunFigures,
} from './lighthouse-pages.ts';

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: { dist: { type: 'string' }, runs: { type: 'string' }, only: { type: 'string' }, json: { type: 'string' } },
});
const distDir = path.resolve(values.dist ?? 'dist');
const runs = Number(values.runs ?? 5);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs must be a whole number of at least 1, not "${values.runs}"`);
  process.exit(2);
}
if (!(await stat(path.join(distDir, 'client')).catch(() => null))) {
  console.error(
    `${distDir} holds no build (no client/ folder): run \`npm run build\` first, or name a build with --dist DIR.`,
  );
  process.exit(2);
}

/** Every built page with the page type its body names (`data-page-type`). */
async function builtPages(clientDir: string): Promise<BuiltPage[]> {
  const files = htmlPagesUnder(clientDir);
  const pages: BuiltPage[] = [];
  for (const file of files) {
    const html = await readFile(path.join(clientDir, file), 'utf8');
    const { pageType } = readPage(html);
    if (pageType !== 'unknown') pages.push({ path: pagePath(file), pageType });
  }
  return pages;
}

/** The figures of one run; the JavaScript is every script response's transfer size (headers included). */
function figuresOf(result: NonNullable<Awaited<ReturnType<typeof lighthouse>>>): RunFigures {
  const { lhr } = result;
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (
      lhr.audits['network-requests']?.details as
        { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined
    )?.items ?? [];
  return {
    score: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    scriptBytes: requests
      .filter((request) => request.resourceType === 'Script')
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
  };
}

const load = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')} on ${availableParallelism()} cores`;

const pages = choosePages(await builtPages(path.join(distDir, 'client'))).filter(
  (page) => !values.only || page.pageType.includes(values.only),
);
const { chromiumPath } = readE2eConfig();
if (!existsSync(chromiumPath)) {
  console.error(
    `No browser at ${chromiumPath}: install Debian's chromium-headless-shell (or chromium), or set CHROMIUM_PATH.`,
  );
  process.exit(2);
}
const server = await startSiteServer({ site: fixedSite(distDir), port: 0, host: '127.0.0.1' });
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
console.log(
  `Lighthouse, mobile (simulated throttling), ${runs} run(s) of ${pages.length} pages from ${path.relative(process.cwd(), distDir) || '.'}, served at ${server.url}`,
);
console.log(`Machine at the start: ${load()}`);
const results: Array<ChosenPage & PageSummary> = [];
let versions = '';
try {
  for (const page of pages) {
    const figures: RunFigures[] = [];
    for (let run = 0; run < runs; run += 1) {
      // The not-found page answers 404, as it should; Lighthouse measures it anyway.
      const result = await lighthouse(`${server.url}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        ignoreStatusCode: true,
      });
      if (!result || result.lhr.runtimeError)
        throw new Error(
          `Lighthouse could not measure ${page.path}: ${result?.lhr.runtimeError?.message ?? 'no result'}`,
        );
      versions ||= `Lighthouse ${result.lhr.lighthouseVersion}, ${result.lhr.environment.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}`;
      figures.push(figuresOf(result));
    }
    const summary = summarize(figures);
    results.push({ ...page, ...summary });
    console.log(
      `${`${page.pageType} (${page.language})`.padEnd(27)} ${String(summary.score).padStart(3)} (${summary.minScore}-${summary.maxScore})`.padEnd(
        42,
      ) +
        `FCP ${(summary.fcpMs / 1000).toFixed(2)} s   LCP ${(summary.lcpMs / 1000).toFixed(2)} s   TBT ${Math.round(
          summary.tbtMs,
        )
          .toString()
          .padStart(
            4,
          )} ms   CLS ${summary.cls.toFixed(3)}   JS ${(summary.scriptBytes / 1024).toFixed(1).padStart(5)} KiB   ${page.path}`,
    );
  }
} finally {
  chrome.kill();
  await server.stop();
}
console.log(`\n${versions}`);
console.log(`Machine at the end: ${load()}`);
const below = results.filter((result) => result.score < 100);
console.log(
  below.length === 0
    ? 'Every page type has a median score of 100.'
    : `Median below 100: ${below.map((result) => `${result.pageType} (${result.language}) ${result.score}`).join(', ')}`,
);
if (values.json) await writeFile(values.json, JSON.stringify(results, null, 2));
