/**
 * `npm run check:a11y [-- distDir]`: axe on one page of every distinct page structure of a built
 * site (scripts/build/a11y-sample.ts); `npm run check:a11y:site [-- distDir]`: axe on every page.
 * The site's `client/` folder is served as a static host would (tests/support/static-host.ts) and
 * checked in Chromium (CHROMIUM_PATH, else Debian's), one browser, several pages at once
 * (`--parallel N`, default the number of cores, at least two). Prints each violation, the totals and
 * the time, writes the report (accessibility-report.json) to the build's run folder (or `--report-dir
 * DIR`, e.g. a release's reports/) and exits with 1 on any violation, 2 when it cannot check.
 */
import AxeBuilder from '@axe-core/playwright';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type BrowserContext } from '@playwright/test';
import { readE2eConfig } from '#src/lib/build/config.ts';
import { runFolderOf } from '#src/lib/build/run.ts';
import { startStaticHost } from '../tests/support/static-host.ts';
import {
  accessibilityReportFile,
  summariseAxe,
  writeAccessibilityReport,
  type AxePageResult,
} from '#src/accessibility/report.ts';
import { AXE_RULE_TAGS } from './build/a11y-rules.ts';
import { layOutWholePage } from './build/axe-page.ts';
import { pagePathOf, pageStructureOf, sampleByStructure } from './build/a11y-sample.ts';
import { htmlFilesUnder } from './build/html-files.ts';

const { values, positionals } = parseArgs({
  args: process.argv.slice(2),
  options: { all: { type: 'boolean', default: false }, parallel: { type: 'string' }, 'report-dir': { type: 'string' } },
  allowPositionals: true,
});
const parallel = Number(values.parallel ?? Math.max(2, os.availableParallelism()));
const distDir = path.resolve(positionals[0] ?? 'dist');
const clientDir = path.join(distDir, 'client');
const files = existsSync(clientDir) ? htmlFilesUnder(clientDir) : [];
if (files.length === 0 || !Number.isInteger(parallel) || parallel < 1) {
  console.error(
    files.length === 0
      ? `No built pages in ${clientDir}: run \`npm run build\` first.`
      : 'Usage: node scripts/check-a11y.ts [distDir] [--all] [--parallel N (>= 1)]',
  );
  process.exit(2);
}

const started = performance.now();
const pages = await Promise.all(
  files.map(async (file) => ({
    path: pagePathOf(path.relative(clientDir, file)),
    structure: pageStructureOf(await readFile(file, 'utf8')),
  })),
);
const toCheck = values.all ? pages.map((page) => page.path) : sampleByStructure(pages).map((page) => page.path);
console.log(
  `axe: ${toCheck.length} of ${pages.length} pages (${values.all ? 'every page' : 'one per page structure'}), ${parallel} at once`,
);

const host = await startStaticHost({ clientDir, port: 0 });
const browser = await chromium.launch({
  executablePath: readE2eConfig().chromiumPath,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const results: AxePageResult[] = [];
let failures = 0;
try {
  const queue = [...toCheck];
  const worker = async (context: BrowserContext): Promise<void> => {
    const page = await context.newPage();
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      try {
        await page.goto(new URL(next, host.url).href, { waitUntil: 'load' });
        await layOutWholePage(page);
        // Legacy mode runs axe in the page and its frames without opening a blank page per run to
        // gather the results (half the time); it skips cross-origin frames, which this check aborts
        // anyway. Only violations are collected: passes and incomplete results are most of axe's work.
        const found = await new AxeBuilder({ page })
          .withTags([...AXE_RULE_TAGS])
          .setLegacyMode(true)
          .options({ resultTypes: ['violations'] })
          .analyze();
        results.push({ page: next, violations: found.violations });
        for (const violation of found.violations)
          console.log(
            `${next}: ${violation.id} (${violation.impact ?? 'unknown'}) on ${violation.nodes.length} element(s)`,
          );
      } catch (error) {
        failures += 1;
        console.error(`${next}: could not be checked: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (results.length % 100 === 0 && results.length > 0) console.log(`… ${results.length} pages checked`);
    }
  };
  // One context per worker, reused for its pages: a fresh context per page costs more than axe.
  const contexts = await Promise.all(
    Array.from({ length: Math.min(parallel, toCheck.length) }, () =>
      browser.newContext({ viewport: { width: 1280, height: 900 } }),
    ),
  );
  // Only the site itself: a request elsewhere (a third party, the CMS) would wait for a network that may not be there.
  await Promise.all(
    contexts.map((context) =>
      context.route('**/*', (route) =>
        new URL(route.request().url()).origin === new URL(host.url).origin ? route.continue() : route.abort(),
      ),
    ),
  );
  await Promise.all(contexts.map(worker));
} finally {
  await browser.close();
  await host.stop();
}

const seconds = (performance.now() - started) / 1000;
const axe = summariseAxe(
  results.sort((a, b) => a.page.localeCompare(b.page)),
  { scope: values.all ? 'all' : 'structures', rules: AXE_RULE_TAGS, pagesInSite: pages.length, seconds },
);
const reportFile = accessibilityReportFile(path.resolve(values['report-dir'] ?? runFolderOf(distDir, process.cwd())));
await writeAccessibilityReport(reportFile, { checkedAt: new Date().toISOString(), axe });
console.log(
  `axe: ${axe.violations} violation(s) on ${axe.pagesWithViolations} of ${axe.pagesChecked} pages checked` +
    `${failures > 0 ? `, ${failures} page(s) could not be checked` : ''}, in ${seconds.toFixed(1)} s; report: ${path.relative(process.cwd(), reportFile)}`,
);
process.exitCode = failures > 0 ? 2 : axe.violations > 0 ? 1 : 0;
