/**
 * One publish rebuild: build the site into a new release folder (`npm run build` in a child
 * process, so every build starts clean), check it, and swap it live, or set it aside. The build
 * reuses the on-disk API cache (a rebuild asks the CMS "changed?" per call, ETag) and the media
 * mirror's cache, so it fetches only what changed. The full build log is kept in the release's
 * `build.log`; progress and the outcome are logged here.
 */
import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readConfig, type Environment } from '#src/lib/build/config.ts';
import { checkRelease } from './release-checks.ts';
import type { Release, ReleaseStore } from './releases.ts';

const BUILD_SCRIPT = fileURLToPath(new URL('../build.ts', import.meta.url));
/** Lines of the build's output worth showing in the origin's log (the rest is in build.log). */
const PROGRESS_LINE = /Completed in|pages from the site graph|\[hospital:media-mirror\]|\[build\] Complete|Error|[1-9]\d* failed/;
const TAIL_LINES = 15;

export type ReleaseOutcome =
  { kind: 'live'; release: Release; pages: number; seconds: number; removedPages: string[] } | { kind: 'failed'; release: Release; keptAt: string; reasons: string[]; seconds: number };

export type ReleaseBuildOptions = {
  store: ReleaseStore;
  /** The environment of the build: CONTENT_API_URL and the rest of the site's configuration. */
  env: Environment;
  log: (line: string) => void;
  /** The build command's arguments after the out dir (tests: a smaller build). */
  buildArgs?: readonly string[];
};

/** Runs the build into `outDir`; resolves with its exit code and the last lines of its output. */
function runBuild(outDir: string, env: Environment, buildArgs: readonly string[], log: (line: string) => void): Promise<{ code: number; tail: string[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BUILD_SCRIPT, '--out-dir', outDir, ...buildArgs], { env: { ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    // Kept in memory and written when the build is done: Astro empties the out dir when it starts.
    const output: Buffer[] = [];
    const tail: string[] = [];
    let partial = '';
    const take = (chunk: Buffer): void => {
      output.push(chunk);
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        tail.push(line);
        if (tail.length > TAIL_LINES) tail.shift();
        if (PROGRESS_LINE.test(line)) log(`  ${line.trim()}`);
      }
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (partial) tail.push(partial);
      writeFile(path.join(outDir, 'build.log'), Buffer.concat(output)).then(() => resolve({ code: code ?? (signal ? 1 : 0), tail }), reject);
    });
  });
}

async function crawledRoutes(crawlReportFile: string): Promise<Set<string>> {
  const report = JSON.parse(await readFile(crawlReportFile, 'utf8')) as { routes?: unknown };
  if (!Array.isArray(report.routes)) throw new Error(`${crawlReportFile} lists no routes`);
  return new Set(report.routes.filter((route): route is string => typeof route === 'string'));
}

/** Builds, checks and (when the checks pass) swaps in one release. Never touches the live one otherwise. */
export async function buildRelease(options: ReleaseBuildOptions, reasons: readonly string[]): Promise<ReleaseOutcome> {
  const { store, log } = options;
  const started = performance.now();
  const seconds = () => Math.round((performance.now() - started) / 100) / 10;
  const release = await store.create();
  const live = await store.live();
  const config = readConfig(options.env);
  log(`[origin] building release ${release.id} (${reasons.join('; ')})`);

  const failed = async (why: string[]): Promise<ReleaseOutcome> => {
    const keptAt = await store.setAside(release, why);
    log(`[origin] release ${release.id} failed after ${seconds()} s and is kept aside at ${path.relative(process.cwd(), keptAt)}; release ${live?.id ?? '(none)'} stays live`);
    for (const reason of why) log(`  ${reason}`);
    return { kind: 'failed', release, keptAt, reasons: why, seconds: seconds() };
  };

  const build = await runBuild(release.dir, options.env, options.buildArgs ?? [], log);
  if (build.code !== 0) return failed([`the build failed (exit code ${build.code}); the last lines of its output:`, ...build.tail.map((line) => `  ${line}`)]);

  let routes: Set<string>;
  try {
    routes = await crawledRoutes(config.crawlReportFile);
  } catch (error) {
    return failed([`the build left no list of the pages it found: ${error instanceof Error ? error.message : String(error)}`]);
  }
  const check = await checkRelease({
    clientDir: path.join(release.dir, 'client'),
    liveClientDir: live ? path.join(live.dir, 'client') : null,
    crawledRoutes: routes,
    siteOrigin: new URL(config.siteUrl).origin,
  });
  if (!check.passed) return failed(check.failures);

  await store.describe(release, { id: release.id, builtAt: new Date().toISOString(), pages: check.pages, reason: reasons.join('; ') });
  await store.promote(release);
  const removed = check.removedPages.length > 0 ? `; ${check.removedPages.length} page(s) the CMS no longer lists: ${check.removedPages.slice(0, 5).join(', ')}` : '';
  log(`[origin] release ${release.id} is live: ${check.pages} pages, built and checked in ${seconds()} s${removed}`);
  return { kind: 'live', release, pages: check.pages, seconds: seconds(), removedPages: check.removedPages };
}
