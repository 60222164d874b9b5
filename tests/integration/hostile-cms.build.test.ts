/**
 * A whole build from the hostile dataset (`--hostile`: the OWASP XSS filter-evasion payloads of
 * scripts/content-api/hostile/payloads.ts in every text, HTML and URL field of every answer): it
 * completes, its report names the items whose URLs the URL policy dropped, and no page it wrote has
 * anything that could run script (tests/support/script-risks.ts), while the payload texts show as text.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFilesOf, type RunFiles } from '#src/lib/build/run.ts';
import { scriptRisks } from '../support/script-risks.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BUILD_TIMEOUT_MS = 15 * 60_000;

let work: string;
let run: { code: number | null; output: string };
/** The build's side files (its run folder). */
let files: RunFiles;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'hostile-cms-'));
  // The pre-render chunks Astro writes in out/server import the project's packages: they resolve from here.
  await symlink(path.join(ROOT, 'node_modules'), path.join(work, 'node_modules'), 'dir');
  const env: NodeJS.ProcessEnv = {};
  for (const key of ['PATH', 'HOME', 'TMPDIR', 'LANG']) if (process.env[key] !== undefined) env[key] = process.env[key];
  Object.assign(env, { CONTENT_API_CACHE_DIR: path.join(work, 'api'), ASTRO_TELEMETRY_DISABLED: '1' });
  files = runFilesOf(path.join(work, 'out'), ROOT);
  const child = spawn(
    process.execPath,
    [
      'scripts/build.ts',
      '--hostile',
      '--scale',
      '0.05',
      '--out-dir',
      path.join(work, 'out'),
      '--media-cache',
      path.join(work, 'media'),
    ],
    { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const chunks: string[] = [];
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => chunks.push(chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => chunks.push(chunk));
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  run = { code, output: chunks.join('') };
}, BUILD_TIMEOUT_MS);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
  if (files) await rm(files.dir, { recursive: true, force: true });
}, 60_000);

describe('a build from a hostile CMS', () => {
  it('completes', () => {
    expect(run.code, run.output.slice(-3000)).toBe(0);
  });

  it('reports the items whose URLs it dropped, by name, field and value', async () => {
    const problems = (await readFile(files.problems, 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { kind: string; message: string });
    const unsafe = problems.filter((problem) => problem.kind === 'unsafe url').map((problem) => problem.message);
    expect(unsafe.length).toBeGreaterThan(100);
    expect(
      unsafe.some((message) =>
        /^navigation\/nl: ".+" Children\[\d+\]\.NavigationItem\.InternalLink: ".*javascript:alert\('xss:url-/i.test(
          message,
        ),
      ),
    ).toBe(true);
    expect(unsafe.some((message) => message.startsWith('footer: ') && message.includes('Link.Url'))).toBe(true);
    expect(unsafe.some((message) => /: ".+" \S*url: .*\(scheme data: is not allowed\); dropped$/i.test(message))).toBe(
      true,
    );
    expect(unsafe.some((message) => message.startsWith('sharepoint/translations.json: '))).toBe(true);
    // In the blocks of a page (named by the page and their item) and in its rich text (by link or image).
    expect(
      unsafe.some((message) => /^\/\S*: ".+" \S*\.url: ".*" \(scheme \S+ is not allowed\); dropped$/.test(message)),
    ).toBe(true);
    expect(unsafe.some((message) => /^\/\S*: text \d+: (link|image) ".*" (href|src): /.test(message))).toBe(true);
  });

  it('wrote no page with anything that could run script, and shows the payload texts as text', async () => {
    const client = path.join(work, 'out', 'client');
    const risks: string[] = [];
    let pages = 0;
    let payloadTexts = 0;
    for (const entry of await readdir(client, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
      pages += 1;
      const html = await readFile(path.join(entry.parentPath, entry.name), 'utf8');
      for (const risk of scriptRisks(html))
        risks.push(`${path.relative(client, path.join(entry.parentPath, entry.name))}: ${risk}`);
      // The text payload `<img src=x onerror="alert('xss:text-tag')">`, escaped as Astro escapes text.
      if (html.includes('&lt;img src=x onerror=&quot;alert(&#39;xss:text-tag&#39;)&quot;&gt;')) payloadTexts += 1;
    }
    expect(pages).toBeGreaterThan(150);
    expect(risks).toEqual([]);
    expect(payloadTexts).toBeGreaterThan(10);
  });
});
