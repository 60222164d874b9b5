/**
 * `npm run check:html` / `node scripts/check-html.ts [distDir]`: checks every HTML page of a built
 * site against the HTML standard with the W3C Nu HTML Checker (the `vnu-jar` package; it needs
 * Java 17 or newer as `java`), all pages in one run of the checker, errors only. `distDir` defaults
 * to dist; its `client/` folder is checked (or the folder itself when it has none). Prints each page
 * with errors and the total, writes the totals and the first errors as html-check.json to the build's
 * run folder (or `--report-dir DIR`, e.g. a release's reports/), and exits with 1 on any error, 2 when
 * it cannot check.
 */
import { spawn } from 'node:child_process';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { runFolderOf } from '#src/lib/build/run.ts';
import { HTML_CHECK_DETAILS_KEPT, writeHtmlCheckTotals } from '#src/accessibility/report.ts';
import { formatHtmlReport, parseVnuReport, type HtmlError } from './build/html-check.ts';
import { htmlFilesUnder } from './build/html-files.ts';

async function isDirectory(dir: string): Promise<boolean> {
  return stat(dir).then(
    (info) => info.isDirectory(),
    () => false,
  );
}

type Run = { code: number | null; stdout: string; stderr: string };

/** Runs vnu in `dir` over its files (relative paths: a shorter command line); its JSON report goes to stdout. */
function runVnu(dir: string, files: readonly string[]): Promise<Run> {
  const vnuJar = fileURLToPath(import.meta.resolve('vnu-jar/build/dist/vnu.jar'));
  const args = ['-jar', vnuJar, '--errors-only', '--no-langdetect', '--format', 'json', '--stdout', ...files];
  return new Promise((resolve, reject) => {
    const child = spawn('java', args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.once('error', reject);
    child.once('close', (code) =>
      resolve({ code, stdout: Buffer.concat(stdout).toString('utf8'), stderr: Buffer.concat(stderr).toString('utf8') }),
    );
  });
}

const { values, positionals } = parseArgs({
  args: process.argv.slice(2),
  options: { 'report-dir': { type: 'string' } },
  allowPositionals: true,
});
const distDir = path.resolve(positionals[0] ?? 'dist');
const clientDir = (await isDirectory(path.join(distDir, 'client'))) ? path.join(distDir, 'client') : distDir;
if (!(await isDirectory(clientDir))) {
  console.error(`No built site at ${clientDir}: run \`npm run build\` first.`);
  process.exit(2);
}
const pages = htmlFilesUnder(clientDir);
if (pages.length === 0) {
  console.error(`No HTML pages in ${clientDir}.`);
  process.exit(2);
}
const started = performance.now();
const run = await runVnu(
  clientDir,
  pages.map((page) => path.relative(clientDir, page)),
).catch((error: unknown) => {
  const reason = error instanceof Error ? error.message : String(error);
  console.error(`Could not start Java (${reason}): the HTML check needs Java 17 or newer as \`java\`.`);
  process.exit(2);
});
function errorsOf(run: Run): HtmlError[] {
  try {
    return parseVnuReport(run.stdout, clientDir);
  } catch (error) {
    console.error(`vnu gave no report (exit code ${run.code}): ${error instanceof Error ? error.message : error}`);
    console.error(run.stderr.trim());
    process.exit(2);
  }
}
const errors = errorsOf(run);
// For the accessibility statement of a later build (src/accessibility/report.ts), beside the build's other side files.
await writeHtmlCheckTotals(path.resolve(values['report-dir'] ?? runFolderOf(distDir, process.cwd())), {
  checkedAt: new Date().toISOString(),
  pagesChecked: pages.length,
  errors: errors.length,
  details: errors.slice(0, HTML_CHECK_DETAILS_KEPT),
});
console.log(formatHtmlReport(errors, pages.length, path.relative(process.cwd(), clientDir) || '.'));
console.log(`(${Math.round(performance.now() - started)} ms)`);
// vnu exits non-zero on errors; a non-zero exit without any is a failure of the check itself.
process.exitCode = errors.length > 0 || run.code !== 0 ? 1 : 0;
if (errors.length === 0 && run.code !== 0) console.error(run.stderr.trim());
