/**
 * The assembly of an incremental build: after the pages its plan renders are written (and the media
 * mirror is done), every other file of the previous build's `client/` is shared with it as a hard
 * link (a copy across devices), except the pages that are gone, the images and documents no page names
 * any more, and what the later steps write anew (the search index, the host rules, security.txt). A shared file is never written to: it is also a
 * file of the live release. Runs before the host rules and the compressed copies, which then see the
 * whole site; the search index starts before it, once the pages are rendered, and knows the pages this
 * build shares from its plan (`pagesLeftToPrevious`). Writes `incremental.json` to the run folder (incremental-report.ts) and prints one line.
 */
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { BuildRun, RunFiles } from '#src/lib/build/run.ts';
import type { DependencyRecord } from '#src/lib/build/affected.ts';
import { isPrecompressedCopy, PRECOMPRESSED_CODINGS } from './precompress.ts';
import { readDependencyLog, readPlan, readRecord } from './dependency-record.ts';
import { mirroredFileOf, type MirroredMedia } from './media-mirror.ts';
import { incrementalLine, writeIncrementalReport, type IncrementalReport } from './incremental-report.ts';
import { shareFiles } from './shared-file.ts';
import { filesUnder } from './files-under.ts';

/** Files and folders the steps after the assembly write for the whole site. */
const WRITTEN_AFTER = ['pagefind/', '_headers', '_redirects', '.well-known/security.txt'];

/** What the assembly shared, for the compressed copies (a shared file's copies are shared too). */
export type Assembly = { shared: ReadonlySet<string> };

/** The file a compressed copy is of (`a.html.br` -> `a.html`). */
export function originalOf(file: string): string {
  const coding = PRECOMPRESSED_CODINGS.find(({ suffix }) => file.endsWith(suffix));
  return coding ? file.slice(0, -coding.suffix.length) : file;
}

export function isWrittenAfter(file: string): boolean {
  return WRITTEN_AFTER.some((written) => (written.endsWith('/') ? file.startsWith(written) : file === written));
}

function relativeFiles(dir: string): string[] {
  return existsSync(dir) ? filesUnder(dir) : [];
}

/** The client folder's files of mirrored images and documents (`/media/a%20b.jpg` -> `media/a b.jpg`). */
function mirroredFiles(mediaPaths: Iterable<string>, into: Set<string>): void {
  for (const mediaPath of mediaPaths) {
    try {
      const file = mirroredFileOf(mediaPath);
      if (file !== null) into.add(file);
    } catch {
      // Not decodable: the mirror failed the build that named it, so no build holds it.
    }
  }
}

/**
 * The images and documents of the previous build that no file of this one names: those named only by
 * pages that are gone or that no longer show them. A full build would not mirror them, so they are not
 * shared. `pageMedia`: what the pages this build rendered name; `leftToPrevious`: the pages it shares,
 * which name what their previous record says.
 */
export function mediaNoLongerNamed(
  previous: DependencyRecord,
  leftToPrevious: ReadonlySet<string>,
  pageMedia: ReadonlyMap<string, readonly string[]>,
): Set<string> {
  const before = new Set<string>();
  const named = new Set<string>();
  for (const [file, record] of Object.entries(previous.files)) {
    mirroredFiles(record.media ?? [], before);
    if (leftToPrevious.has(file)) mirroredFiles(record.media ?? [], named);
  }
  for (const media of pageMedia.values()) mirroredFiles(media, named);
  return new Set([...before].filter((file) => !named.has(file)));
}

/**
 * Which files of the previous build are shared and which are gone: a file is shared unless this build
 * wrote it, a later step writes it, it is a page the previous build rendered that this build
 * neither rendered nor left to it (a page that is gone, with its compressed copies), or an image or
 * document no file of this build names.
 */
export function assemblyOf(
  previousFiles: readonly string[],
  written: ReadonlySet<string>,
  previousPages: ReadonlySet<string>,
  leftToPrevious: ReadonlySet<string>,
  unnamedMedia: ReadonlySet<string> = new Set(),
): { share: string[]; removed: string[] } {
  const share: string[] = [];
  const removed: string[] = [];
  for (const file of previousFiles) {
    const original = originalOf(file);
    if (written.has(original) || isWrittenAfter(original)) continue;
    if ((previousPages.has(original) && !leftToPrevious.has(original)) || unnamedMedia.has(original)) {
      if (!isPrecompressedCopy(file)) removed.push(file);
      continue;
    }
    share.push(file);
  }
  return { share: share.sort(), removed: removed.sort() };
}

/**
 * The pages an incremental build shares from the previous build, as the assembly will link them: the
 * pages of the previous `client/` its routes left to it (`readPlan`), less any this build wrote. Known
 * once every page is rendered, before the assembly: the search index starts then.
 */
export async function pagesLeftToPrevious(
  files: Pick<RunFiles, 'incrementalPlan' | 'leftToPrevious'>,
  previousClient: string,
  clientDir: string,
): Promise<Set<string>> {
  const plan = await readPlan(files);
  const at = (dir: string, file: string) => path.join(dir, ...file.split('/'));
  const pages = plan.skip.filter((file) => file.endsWith('.html') && existsSync(at(previousClient, file)));
  const written = new Set(pages.filter((file) => existsSync(at(clientDir, file))));
  // The assembly's own rule, on the pages alone.
  return new Set(assemblyOf(pages, written, new Set(pages), new Set(plan.skip)).share);
}

export function incrementalAssembly(
  run: BuildRun,
  decision: { reason: string },
  mirrored: MirroredMedia,
): AstroIntegration & Assembly {
  const shared = new Set<string>();
  const started = performance.now();
  const { files } = run;
  return {
    shared,
    name: 'hospital:incremental-assembly',
    hooks: {
      'astro:build:start': async () => {
        await Promise.all(
          [files.incrementalPlan, files.incremental, files.leftToPrevious].map((file) => rm(file, { force: true })),
        );
      },
      'astro:build:done': async ({ dir, logger }) => {
        const clientDir = fileURLToPath(dir);
        const assemblyStarted = performance.now();
        const log = readDependencyLog(
          existsSync(files.dependencyLog) ? await readFile(files.dependencyLog, 'utf8') : '',
        );
        const rendered = Object.keys(log.files).sort();
        const seconds = () => Math.round((performance.now() - started) / 100) / 10;
        const source = run.incremental;
        let report: IncrementalReport;
        if (!source) {
          report = {
            mode: 'full',
            reason: decision.reason,
            rendered,
            shared: 0,
            removed: [],
            changedCalls: 0,
            seconds: 0,
          };
        } else {
          const [written, previousFiles] = [relativeFiles(clientDir), relativeFiles(source.previousClient)];
          const [plan, previous] = await Promise.all([readPlan(files), readRecord(source.previousRecord)]);
          const leftToPrevious = new Set(plan.skip);
          const { share, removed } = assemblyOf(
            previousFiles,
            new Set(written),
            new Set(Object.keys(previous.files)),
            leftToPrevious,
            mediaNoLongerNamed(previous, leftToPrevious, mirrored.pageMedia),
          );
          for (const file of await shareFiles(source.previousClient, clientDir, share)) shared.add(file);
          report = {
            mode: 'incremental',
            reason: decision.reason,
            rendered,
            shared: share.length,
            removed,
            changedCalls: plan.changedCalls.length,
            seconds: 0,
          };
        }
        report.seconds = seconds();
        await writeIncrementalReport(files.incremental, report);
        logger.info(
          `${incrementalLine(report)}; assembled in ${((performance.now() - assemblyStarted) / 1000).toFixed(1)} s`,
        );
      },
    },
  };
}
