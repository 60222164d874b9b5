/**
 * Never partial (DESIGN.md), as a whole build shows it: the embedded content API behind the fault
 * proxy (one proxy for every build, so the CMS address in the output is the same), and
 * `node scripts/build.ts` in a child process, each build with fresh caches and an out dir (so a run
 * folder of side files) of its own.
 *
 * - Through 20% faults (5xx, resets before and in the middle of the body, hangs, JSON cut short)
 *   the build succeeds and its `client/` tree is byte for byte the clean build's.
 * - One page's call down for good: with the clean build's cache the page is built from its last
 *   good copy (identical) and a stale answer is reported; with an empty cache the build fails,
 *   naming the call.
 * - The clean build also shows the content checks for editors: the summary's line and the run's
 *   report by page (here, where a whole build is at hand, rather than in a build of its own).
 */
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFilesOf, runFolderOf, type RunFiles } from '#src/lib/build/run.ts';
import { startEmbeddedContentApi, type EmbeddedContentApi } from '@ziekenhuis/content-api/embedded';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy.ts';
import { fileTree } from '../support/file-tree.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SCALE = 0.1;
const FAULT_RATE = 0.2;
/** One build takes from 20 s to a few minutes on a busy machine; the hooks and tests here run up to two. */
const BUILD_TIMEOUT_MS = 15 * 60_000;

type BuildRun = {
  code: number | null;
  output: string;
  seconds: number;
  dir: string;
  client: string;
  /** The build's side files (its run folder). */
  run: RunFiles;
};

let api: EmbeddedContentApi;
let proxy: FaultProxy;
let work: string;
let clean: BuildRun;
let cleanTree: Map<string, string>;
const runFolders: string[] = [];

/** The files whose presence or bytes differ between two trees (empty when they are identical). */
function differences(a: Map<string, string>, b: Map<string, string>): string[] {
  const names = new Set([...a.keys(), ...b.keys()]);
  return [...names].filter((name) => a.get(name) !== b.get(name)).sort();
}

/**
 * `node scripts/build.ts --out-dir` in a child process, with its own caches (copied from `apiCacheFrom` when given) and
 * report files.
 */
async function build(name: string, options: { apiCacheFrom?: string } = {}): Promise<BuildRun> {
  const dir = path.join(work, name);
  if (options.apiCacheFrom) await cp(options.apiCacheFrom, path.join(dir, 'api'), { recursive: true });
  const env: NodeJS.ProcessEnv = {};
  // The build's own environment: not vitest's (NODE_ENV=test and the like), nothing of a CMS the shell may name.
  for (const key of ['PATH', 'HOME', 'TMPDIR', 'LANG']) if (process.env[key] !== undefined) env[key] = process.env[key];
  Object.assign(env, {
    CONTENT_API_URL: proxy.url,
    CONTENT_API_CACHE_DIR: path.join(dir, 'api'),
    CONTENT_API_RETRY_INTERVAL_MS: '20',
    // A hang costs one timeout: a short one, as an answer that is merely slow is retried like any other failure.
    CONTENT_API_TIMEOUT_MS: '1000',
    ASTRO_TELEMETRY_DISABLED: '1',
  });
  const started = performance.now();
  const out = path.join(dir, 'out');
  const child = spawn(
    process.execPath,
    ['scripts/build.ts', '--out-dir', out, '--media-cache', path.join(dir, 'media')],
    {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const chunks: string[] = [];
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => chunks.push(chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => chunks.push(chunk));
  const code = await new Promise<number | null>((resolve) => child.once('close', (exitCode) => resolve(exitCode)));
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  console.log(`[never-partial] ${name}: exit ${code}, ${seconds} s; proxy ${JSON.stringify(proxy.stats())}`);
  runFolders.push(runFolderOf(out, ROOT));
  return { code, output: chunks.join(''), seconds, dir, client: path.join(out, 'client'), run: runFilesOf(out, ROOT) };
}

async function problemsOf(run: BuildRun): Promise<Array<{ kind: string; message: string }>> {
  const text = await readFile(run.run.problems, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { kind: string; message: string });
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'never-partial-'));
  // The pre-render chunks Astro writes in out/server import the project's packages: they resolve from here.
  await symlink(path.join(ROOT, 'node_modules'), path.join(work, 'node_modules'), 'dir');
  api = await startEmbeddedContentApi({ scale: SCALE, seed: 1, crisisBanner: true, quiet: true });
  proxy = await startFaultProxy({ target: api.url, rate: 0, seed: 1 });
  clean = await build('clean');
  if (clean.code !== 0) throw new Error(`the clean build failed:\n${clean.output.slice(-4000)}`);
  cleanTree = await fileTree(clean.client);
}, BUILD_TIMEOUT_MS);

afterAll(async () => {
  await proxy?.close();
  await api?.stop();
  if (work) await rm(work, { recursive: true, force: true });
  await Promise.all(runFolders.map((dir) => rm(dir, { recursive: true, force: true })));
}, 60_000);

describe('never partial: a whole build through a failing CMS', () => {
  it('the clean build reports no failed call and no stale answer', async () => {
    const kinds = (await problemsOf(clean)).map((problem) => problem.kind);
    expect(kinds).not.toContain('call failed');
    expect(kinds).not.toContain('stale answer');
    expect(cleanTree.size).toBeGreaterThan(50);
  });

  it('the clean build prints the content checks line and lists the findings by page in its run folder', async () => {
    const line = /content checks: (\d+) findings on (\d+) pages/.exec(clean.output);
    expect(line, clean.output.slice(-4000)).not.toBeNull();
    const byPage = JSON.parse(await readFile(clean.run.contentChecks, 'utf8')) as Array<{
      page: string;
      findings: Array<{ kind: string; detail: string }>;
    }>;
    expect(byPage.length).toBe(Number(line?.[2]));
    expect(byPage.flatMap((entry) => entry.findings).length).toBe(Number(line?.[1]));
    expect(new Set(byPage.flatMap((entry) => entry.findings.map((finding) => finding.kind)))).toEqual(
      new Set(['vague link text', 'image without alt', 'document link without type and size']),
    );
  });

  it(
    'through 20% faults, with fresh caches, the build succeeds and its client/ tree is byte for byte the clean one',
    async () => {
      proxy.reset();
      proxy.setRate(FAULT_RATE);
      const faulty = await build('faulty');
      proxy.setRate(0);
      const injected = Object.values(proxy.stats().injected).reduce((sum, count) => sum + count, 0);
      expect(faulty.code, faulty.output.slice(-4000)).toBe(0);
      expect(injected).toBeGreaterThan(20);
      expect(differences(cleanTree, await fileTree(faulty.client))).toEqual([]);
      console.log(
        `[never-partial] clean build ${clean.seconds} s, through ${FAULT_RATE * 100}% faults ${faulty.seconds} s (${injected} faults injected)`,
      );
    },
    BUILD_TIMEOUT_MS,
  );

  describe("one page's call down for good", () => {
    let slug: string;
    let call: string;

    beforeAll(async () => {
      const news = (await readdir(path.join(clean.client, 'nieuws'), { withFileTypes: true }))
        .filter((entry) => entry.isDirectory() && entry.name !== 'pagina')
        .map((entry) => entry.name);
      slug = news.sort()[0] ?? '';
      if (!slug) throw new Error('the clean build has no news page');
      call = `pages/news/${slug}`;
      proxy.failAlways(`/api/v1/${call}`);
    });
    afterAll(() => proxy.failAlways(null));

    it(
      'with the clean build’s cache, the page is built from its last good copy, identical, and a stale answer is reported',
      async () => {
        const stale = await build('stale', { apiCacheFrom: path.join(clean.dir, 'api') });
        expect(stale.code, stale.output.slice(-4000)).toBe(0);
        const page = `nieuws/${slug}/index.html`;
        const staleTree = await fileTree(stale.client);
        expect(staleTree.get(page)).toBeDefined();
        expect(differences(cleanTree, staleTree)).toEqual([]);
        const problems = await problemsOf(stale);
        expect(problems.filter((problem) => problem.kind === 'stale answer').map((problem) => problem.message)).toEqual(
          [
            expect.stringMatching(
              new RegExp(
                `^GET ${call} failed after \\d+ attempt\\(s\\) .*answered from its last good copy, cached .* ago$`,
              ),
            ),
          ],
        );
        expect(problems.map((problem) => problem.kind)).not.toContain('call failed');
      },
      BUILD_TIMEOUT_MS,
    );

    it(
      'with an empty cache, the build fails and its output names the call',
      async () => {
        const failed = await build('no-copy');
        expect(failed.code).not.toBe(0);
        expect(failed.output).toContain('Build failed');
        expect(failed.output).toContain(`GET ${call} failed after`);
        expect(
          (await problemsOf(failed))
            .filter((problem) => problem.kind === 'call failed')
            .map((problem) => problem.message),
        ).toEqual([expect.stringContaining(`GET ${call} failed after`)]);
      },
      BUILD_TIMEOUT_MS,
    );
  });
});
