/**
 * Incremental builds, as whole builds show them (a small dataset, `node scripts/build.ts` in child
 * processes, one embedded CMS so its address in the output stays the same): a full build A; an editor
 * changes one page's title; an incremental build B from A; a full build C of the same CMS state. B
 * must be C byte for byte while rendering far fewer files, show the new title on the page and in its
 * parent's list, and leave A's files as they were (B shares them as hard links). Then a draft is
 * published (a page added) and the same holds for an incremental build from B; then a page is unpublished
 * (gone, with the images and documents only it showed) and the same holds again. A build prepared ahead
 * as the origin prepares one (`scripts/build.ts --standby ARGS...`: bundled, then asked with the routes a
 * publish named) equals a full build too; one that is never asked ends quietly.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DependencyRecord } from '#src/lib/build/affected.ts';
import { runFilesOf, runFolderOf } from '#src/lib/build/run.ts';
import { startEmbeddedContentApi, type EmbeddedContentApi } from '@ziekenhuis/content-api/embedded';
import { adminPost, editAndPublish } from '../../scripts/bench/publish-harness.ts';
import { BUNDLED_MESSAGE } from '../../scripts/build/build-standby.ts';
import { readIncrementalReport, type IncrementalReport } from '../../scripts/build/incremental-report.ts';
import { sameRelease } from '../../scripts/build/release-equality.ts';
import { fileTree } from '../support/file-tree.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SCALE = 0.05;
/** One build takes 20 s to a few minutes on a busy machine; the hook runs one, each test two. */
const BUILD_TIMEOUT_MS = 15 * 60_000;
const EDITED_ROUTE = '/patienten-en-bezoekers/tolken';
const PARENT_FILE = 'patienten-en-bezoekers/index.html';
const NEW_TITLE = 'Tolken en vertalers in het ziekenhuis';
/** A page the title edit does not reach (under another parent); named by the publish a prepared build is asked with. */
const UNREACHED_ROUTE = '/ik-wil-op-bezoek-komen/bezoektijden';
const UNREACHED_FILE = `${UNREACHED_ROUTE.slice(1)}/index.html`;
/** The same page's title, edited again while a prepared build waits to be asked. */
const SECOND_TITLE = 'Tolken, vertalers en gebarentaal';
/** A draft under the same parent (the embedded CMS's world: scripts/content-api/generate/world/special-pages.ts). */
const DRAFT_ROUTE = '/patienten-en-bezoekers/nieuwe-huisregels';

type Built = { out: string; client: string; report: IncrementalReport; output: string };

let api: EmbeddedContentApi;
let work: string;
let a: Built;
const runFolders: string[] = [];

/**
 * A page of a full build with no pages under it that names an image or document no other file names (a
 * document preferred): its route, its file, and those files of the client folder.
 */
async function pageWithMediaOfItsOwn(out: string): Promise<{ route: string; file: string; media: string[] }> {
  const record = JSON.parse(await readFile(runFilesOf(out, ROOT).dependencies, 'utf8')) as DependencyRecord;
  const namers = new Map<string, number>();
  for (const { media = [] } of Object.values(record.files))
    for (const named of media) namers.set(named, (namers.get(named) ?? 0) + 1);
  const files = Object.keys(record.files);
  const candidates = Object.entries(record.files).flatMap(([file, { media = [] }]) => {
    const own = media.filter((named) => namers.get(named) === 1);
    const folder = file.slice(0, -'index.html'.length);
    const leaf = folder !== '' && !files.some((other) => other !== file && other.startsWith(folder));
    if (!file.endsWith('/index.html') || !leaf || own.length === 0) return [];
    return [{ route: `/${folder.slice(0, -1)}`, file, media: own.map((named) => decodeURIComponent(named.slice(1))) }];
  });
  const chosen = candidates.find(({ media }) => media.some((file) => file.startsWith('documenten/'))) ?? candidates[0];
  if (!chosen) throw new Error(`no page of ${out} names an image or document of its own`);
  return chosen;
}

/** The environment of every build: one CMS and one API cache, as on the origin. */
function buildEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const key of ['PATH', 'HOME', 'TMPDIR', 'LANG']) if (process.env[key] !== undefined) env[key] = process.env[key];
  Object.assign(env, {
    CONTENT_API_URL: api.url,
    // One cache for every build, as on the origin: an incremental build asks "has this changed?" with its ETags.
    CONTENT_API_CACHE_DIR: path.join(work, 'api'),
    ASTRO_TELEMETRY_DISABLED: '1',
  });
  return env;
}

/** A build's process, its output collected; `ended` resolves with its exit code. */
function buildProcess(
  args: string[],
  ipc: boolean,
): { child: ChildProcess; output: () => string; ended: Promise<number | null> } {
  const child = spawn(process.execPath, ['scripts/build.ts', ...args], {
    cwd: ROOT,
    env: buildEnv(),
    stdio: ipc ? ['pipe', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  const chunks: string[] = [];
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => chunks.push(chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => chunks.push(chunk));
  const ended = new Promise<number | null>((resolve) => child.once('close', resolve));
  return { child, output: () => chunks.join(''), ended };
}

/** What a finished build into `out` made: its client folder and incremental report. */
async function built(name: string, out: string, code: number | null, output: string): Promise<Built> {
  runFolders.push(runFolderOf(out, ROOT));
  if (code !== 0) throw new Error(`build ${name} failed:\n${output.slice(-4000)}`);
  const report = await readIncrementalReport(runFilesOf(out, ROOT).incremental);
  if (!report) throw new Error(`the build into ${out} wrote no incremental.json`);
  return { out, client: path.join(out, 'client'), report, output };
}

async function build(name: string, ...args: string[]): Promise<Built> {
  const out = path.join(work, name);
  const run = buildProcess(['--out-dir', out, '--media-cache', path.join(work, 'media'), ...args], false);
  return built(name, out, await run.ended, run.output());
}

/**
 * A build prepared as the origin prepares one: started with its arguments, it says when it has bundled
 * (`bundled`); `ask` then sends the routes a publish named, and `end` ends its input instead.
 */
function preparedBuild(name: string, ...args: string[]) {
  const out = path.join(work, name);
  // Its run folder is written before it is asked: removed even when it never is.
  runFolders.push(runFolderOf(out, ROOT));
  const run = buildProcess(['--standby', '--out-dir', out, '--media-cache', path.join(work, 'media'), ...args], true);
  const bundled = new Promise<void>((resolve, reject) => {
    run.child.once('message', (message) =>
      message === BUNDLED_MESSAGE ? resolve() : reject(new Error(`unexpected message ${String(message)}`)),
    );
    void run.ended.then(() =>
      reject(new Error(`build ${name} ended before it bundled:\n${run.output().slice(-4000)}`)),
    );
  });
  return {
    out,
    bundled,
    output: run.output,
    /** Ends its input without asking it; resolves with its exit code. */
    end(): Promise<number | null> {
      run.child.stdin?.end();
      return run.ended;
    },
    async ask(routes: string[]): Promise<Built> {
      run.child.stdin?.end(`${JSON.stringify(routes.map((route) => `--changed-route=${route}`))}\n`);
      return built(name, out, await run.ended, run.output());
    },
  };
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'incremental-build-'));
  // The pre-render chunks Astro writes in out/server import the project's packages: they resolve from here.
  await symlink(path.join(ROOT, 'node_modules'), path.join(work, 'node_modules'), 'dir');
  api = await startEmbeddedContentApi({ scale: SCALE, seed: 1, crisisBanner: true, quiet: true });
  a = await build('a');
}, BUILD_TIMEOUT_MS);

afterAll(async () => {
  await api?.stop();
  if (work) await rm(work, { recursive: true, force: true });
  await Promise.all(runFolders.map((dir) => rm(dir, { recursive: true, force: true })));
}, 60_000);

describe('an incremental build', () => {
  it(
    'after a title edit equals a full build of the same CMS state, renders far fewer files, and leaves the previous build as it was',
    async () => {
      expect(a.report.mode).toBe('full');
      const before = await fileTree(a.client);
      await editAndPublish(api, EDITED_ROUTE, NEW_TITLE);
      const b = await build('b', '--incremental-from', a.out);
      const c = await build('c');
      expect(b.report.mode, b.report.reason).toBe('incremental');
      expect(b.output).toMatch(
        /incremental build: [\d,]+ files rendered, [\d,]+ shared, 0 removed \(\d+ calls changed\)/,
      );
      const equality = await sameRelease(b.out, c.out);
      expect(equality, JSON.stringify(equality)).toMatchObject({ equal: true });
      expect(b.report.rendered.length).toBeLessThan(c.report.rendered.length);
      // The CSP metas of the pages it shares come from the build before: only the pages it rendered are read.
      const policiesRead = /_headers: .* (\d+) of (\d+) pages read, the rest kept from the build before/.exec(b.output);
      expect(policiesRead, b.output).not.toBeNull();
      expect(Number(policiesRead?.[1])).toBeLessThan(Number(policiesRead?.[2]));
      expect(b.report.shared).toBeGreaterThan(0);
      const edited = `${EDITED_ROUTE.slice(1)}/index.html`;
      expect(b.report.rendered).toEqual(expect.arrayContaining([edited, PARENT_FILE]));
      // A page that neither shows the edited page nor lists it is shared, not rendered.
      expect(c.report.rendered).toContain(UNREACHED_FILE);
      expect(b.report.rendered).not.toContain(UNREACHED_FILE);
      expect(await readFile(path.join(b.client, edited), 'utf8')).toContain(NEW_TITLE);
      expect(await readFile(path.join(b.client, PARENT_FILE), 'utf8')).toContain(NEW_TITLE);
      expect(await fileTree(a.client)).toEqual(before);

      // A published draft: a new page, in its parent's list.
      await adminPost(api, 'publish', { route: DRAFT_ROUTE });
      const d = await build('d', '--incremental-from', b.out);
      const e = await build('e');
      expect(d.report.mode, d.report.reason).toBe('incremental');
      expect(await sameRelease(d.out, e.out)).toMatchObject({ equal: true });
      expect(d.report.rendered).toEqual(expect.arrayContaining([`${DRAFT_ROUTE.slice(1)}/index.html`, PARENT_FILE]));
      expect(d.report.rendered.length).toBeLessThan(e.report.rendered.length);

      // A page unpublished: it is gone, and so are the images and documents only it showed.
      const gone = await pageWithMediaOfItsOwn(e.out);
      await adminPost(api, 'unpublish', { route: gone.route });
      const f = await build('f', '--incremental-from', d.out);
      const g = await build('g');
      expect(f.report.mode, f.report.reason).toBe('incremental');
      const removal = await sameRelease(f.out, g.out);
      expect(removal, JSON.stringify(removal)).toMatchObject({ equal: true });
      expect(f.report.removed).toEqual(expect.arrayContaining([gone.file, ...gone.media]));
    },
    4 * BUILD_TIMEOUT_MS,
  );

  it(
    'prepared ahead on the previous build (bundled, then asked with the routes a publish named) equals a full build; never asked, it ends quietly',
    async () => {
      const prepared = preparedBuild('prepared', '--incremental-from', a.out);
      const unasked = preparedBuild('unasked', '--incremental-from', a.out);
      await Promise.all([prepared.bundled, unasked.bundled]);
      // The edit comes after the bundling: the pages still show it.
      await editAndPublish(api, EDITED_ROUTE, SECOND_TITLE);
      // A route named with the edited one that the edit does not reach: rendered because the publish named it.
      const p = await prepared.ask([EDITED_ROUTE, UNREACHED_ROUTE]);
      const full = await build('full-after-prepared');
      expect(p.report.mode, p.report.reason).toBe('incremental');
      expect(p.output).toMatch(
        /bundled before it was asked \(it waited [\d.]+ s\); asked to render with 2 route\(s\) named/,
      );
      expect(p.report.rendered).toContain(UNREACHED_FILE);
      const equality = await sameRelease(p.out, full.out);
      expect(equality, JSON.stringify(equality)).toMatchObject({ equal: true });
      expect(p.report.rendered.length).toBeLessThan(full.report.rendered.length);
      expect(await readFile(path.join(p.client, `${EDITED_ROUTE.slice(1)}/index.html`), 'utf8')).toContain(
        SECOND_TITLE,
      );
      // Its phases count from when it was asked: the setup was done before.
      const report = JSON.parse(await readFile(runFilesOf(p.out, ROOT).buildReport, 'utf8')) as {
        phases: { setupMs: number };
      };
      expect(report.phases.setupMs).toBe(0);

      expect(await unasked.end()).toBe(0);
      expect(unasked.output()).not.toMatch(/Build failed|\[build\] Complete!/);
    },
    3 * BUILD_TIMEOUT_MS,
  );
});
