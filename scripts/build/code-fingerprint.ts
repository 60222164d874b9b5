/**
 * The code fingerprint of a build: a hash over everything besides the CMS's answers that decides its
 * output: the site's code and files (src/, public/, scripts/build/, scripts/lib/), the lock file, the
 * Astro and TypeScript configs, the settings that reach the pages, the CMS redirects the build read
 * the accessibility results the statement shows, and the day of the build (pages show it: the
 * statement's release date, the footer's year, which events are still to come). Two builds with the same fingerprint differ only
 * by what the CMS answered, which is what lets an incremental build trust the previous build's files.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BuildRun } from '#src/lib/build/run.ts';
import { readAccessibilityEvidence } from '#src/accessibility/report.ts';
import { amsterdamDay } from '#src/lib/dates.ts';
import { filesUnder } from './files-under.ts';

const CODE_FOLDERS = ['src', 'public', 'scripts/build', 'scripts/lib'];
const CODE_FILES = ['package-lock.json', 'astro.config.mjs', 'tsconfig.json'];

/** The files of a code folder, relative to the project's root. */
function codeFilesUnder(root: string, folder: string): string[] {
  const dir = path.join(root, folder);
  return existsSync(dir) ? filesUnder(dir).map((file) => `${folder}/${file}`) : [];
}

/** The settings that reach the output: everything but where this machine listens, caches and keeps the origin's state. */
export function settingsThatReachPages(run: BuildRun): unknown {
  const { server: _server, contentCalls: _calls, retry: _retry, origin: _origin, ...settings } = run.config;
  return { ...settings, feedback: { originUrl: run.config.feedback.originUrl } };
}

/** A hash of the site's code and files alone (the folders and files above): what a build process loads. */
export async function siteCodeHash(root: string): Promise<string> {
  const hash = createHash('sha256');
  const files = [
    ...CODE_FOLDERS.flatMap((folder) => codeFilesUnder(root, folder)),
    ...CODE_FILES.filter((file) => existsSync(path.join(root, file))),
  ].sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(await readFile(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The build's code fingerprint; `siteCode`: its code's hash (`siteCodeHash`) when already known. */
export async function codeFingerprint(run: BuildRun, siteCode?: string): Promise<string> {
  const hash = createHash('sha256');
  hash.update(siteCode ?? (await siteCodeHash(run.root)));
  hash.update(JSON.stringify(settingsThatReachPages(run)));
  hash.update(existsSync(run.files.redirects) ? await readFile(run.files.redirects) : 'no redirects');
  hash.update(JSON.stringify(await readAccessibilityEvidence(run.files.evidenceDir)));
  hash.update(`day ${amsterdamDay(new Date())}`);
  return hash.digest('hex');
}
