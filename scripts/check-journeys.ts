/**
 * `npm run check:journeys [-- distDir] [--report-dir DIR]`: the keyboard and display journeys
 * (playwright.journeys.config.ts) against a built site (default dist; a release folder works too), in a child
 * process that serves the site and stops it again. Writes keyboard-journeys.json (src/accessibility/report.ts) to
 * DIR, by default the build's run folder, prints the totals and exits with 1 on a failed journey, 2 when the
 * journeys could not run.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runFolderOf } from '#src/lib/build/run.ts';
import { KEYBOARD_JOURNEYS_FILE, writeJourneysReport } from '#src/accessibility/report.ts';
import { playwrightTotals } from './lib/playwright-results.ts';

const { values, positionals } = parseArgs({
  args: process.argv.slice(2),
  options: { 'report-dir': { type: 'string' } },
  allowPositionals: true,
});
const distDir = path.resolve(positionals[0] ?? 'dist');
if (positionals.length > 1 || !existsSync(path.join(distDir, 'client'))) {
  console.error(
    positionals.length > 1
      ? 'Usage: node scripts/check-journeys.ts [distDir] [--report-dir DIR]'
      : `No built site in ${distDir}: run \`npm run build\` first.`,
  );
  process.exit(2);
}
const reportDir = path.resolve(values['report-dir'] ?? runFolderOf(distDir, process.cwd()));

/** Whether a port of this machine is free now (for the site and, on the next port, the embedded CMS). */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * Two free ports side by side, picked at random: the journeys may run while the e2e tests or another
 * check hold theirs (the origin checks a release while `npm test` runs, in CI).
 */
async function freePortPair(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    if ((await portIsFree(port)) && (await portIsFree(port + 1))) return port;
  }
  console.error('check:journeys: found no two free ports side by side.');
  process.exit(2);
}

const started = performance.now();
const port = await freePortPair();
const scratch = await mkdtemp(path.join(os.tmpdir(), 'journeys-'));
const resultsFile = path.join(scratch, 'results.json');
const exitCode = await new Promise<number | null>((resolve) => {
  const child = spawn('npx', ['playwright', 'test', '--config=playwright.journeys.config.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      JOURNEYS_SITE: distDir,
      E2E_PORT: String(port),
      JOURNEYS_OUTPUT_DIR: path.join(scratch, 'test-results'),
      PLAYWRIGHT_JSON_OUTPUT_FILE: resultsFile,
    },
  });
  child.once('error', (error) => {
    console.error(`The journeys could not start: ${error.message}`);
    resolve(null);
  });
  child.once('close', (code) => resolve(code));
});
const json = await readFile(resultsFile, 'utf8').catch(() => null);
await rm(scratch, { recursive: true, force: true });

let totals: ReturnType<typeof playwrightTotals> | null = null;
try {
  totals = json === null ? null : playwrightTotals(JSON.parse(json));
} catch (error) {
  console.error(`The journeys' results are not a Playwright report: ${error instanceof Error ? error.message : error}`);
}
if (totals === null || totals.runErrors.length > 0 || totals.passed + totals.failed === 0) {
  for (const message of totals?.runErrors ?? []) console.error(`The journeys could not run: ${message}`);
  console.error(`check:journeys: no results (Playwright exited with ${exitCode ?? 'no code'}).`);
  process.exit(2);
}

const seconds = Math.round((performance.now() - started) / 100) / 10;
await writeJourneysReport(reportDir, {
  checkedAt: new Date().toISOString(),
  passed: totals.passed,
  failed: totals.failed,
  total: totals.passed + totals.failed,
  seconds,
  failures: totals.failures,
});
for (const failure of totals.failures) console.log(`✖ ${failure.test}: ${failure.message}`);
console.log(
  `check:journeys: ${totals.passed} passed, ${totals.failed} failed of ${totals.passed + totals.failed}` +
    `${totals.skipped > 0 ? ` (${totals.skipped} skipped)` : ''} in ${seconds} s; ` +
    `report: ${path.relative(process.cwd(), path.join(reportDir, KEYBOARD_JOURNEYS_FILE))}`,
);
process.exitCode = totals.failed > 0 ? 1 : 0;
