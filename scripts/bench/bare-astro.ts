/**
 * The yardstick of `npm run bench`: a bare Astro project with the same number of pages as the
 * site, each a trivial page (a title, a heading and a paragraph), built the way the site is
 * (static output, directory format) in a child process of its own. The site's build time divided
 * by this one says how close the site's build comes to what Astro itself can do.
 *
 * Run as a script (`node scripts/bench/bare-astro.ts ROOT`) it builds the project at ROOT.
 */
import { spawn } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlPagesUnder } from '../build/html-files.ts';

const page = (pages: number): string => `---
export function getStaticPaths() {
  return Array.from({ length: ${pages} }, (_, index) => ({ params: { slug: index === 0 ? undefined : \`pagina-\${index}\` }, props: { index } }));
}
const { index } = Astro.props;
---
<html lang="nl">
  <head><meta charset="utf-8" /><title>Pagina {index}</title></head>
  <body><h1>Pagina {index}</h1><p>Een eenvoudige pagina, nummer {index}.</p></body>
</html>
`;

const CONFIG = `import { defineConfig } from 'astro/config';
export default defineConfig({ output: 'static', build: { format: 'directory' }, devToolbar: { enabled: false }, logLevel: 'warn' });
`;

/** Writes the bare project under `root` (inside this project, so that it finds Astro in node_modules). */
async function writeProject(root: string, pages: number): Promise<void> {
  await rm(root, { recursive: true, force: true });
  await mkdir(path.join(root, 'src', 'pages'), { recursive: true });
  await writeFile(path.join(root, 'astro.config.mjs'), CONFIG);
  await writeFile(path.join(root, 'src', 'pages', '[...slug].astro'), page(pages));
}

/** Builds a bare Astro project of `pages` pages under `root`: the wall time in seconds and the pages it wrote. */
export async function timeBareAstroBuild(pages: number, root: string): Promise<{ seconds: number; pages: number }> {
  await writeProject(root, pages);
  const started = performance.now();
  const code = await new Promise<number | null>((resolve) => {
    spawn(process.execPath, [fileURLToPath(import.meta.url), root], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    }).on('exit', resolve);
  });
  const seconds = (performance.now() - started) / 1000;
  const written = code === 0 ? htmlPagesUnder(path.join(root, 'dist')).length : 0;
  await rm(root, { recursive: true, force: true });
  if (code !== 0) throw new Error(`the bare Astro build failed with exit code ${code}`);
  return { seconds, pages: written };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.argv[2];
  if (!root) throw new Error('usage: node scripts/bench/bare-astro.ts ROOT');
  const { build } = await import('astro');
  await build({ root: path.resolve(root) });
}
