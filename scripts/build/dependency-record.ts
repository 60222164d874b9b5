/**
 * Writes the build's dependency record, `dependencies.json` in its run folder (the origin moves the
 * run folder into the release as `reports/`): the code fingerprint, the hash of every CMS call's
 * answer, the site graph's routes, and for every output file rendered through the pages what it read
 * (src/lib/build/dependencies.ts logs it while the pages render), with the images and documents each
 * page names (the media mirror read them). An incremental build keeps the previous record of each page
 * it left to the previous build.
 */
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import type { DependencyRecord, FileRecord } from '#src/lib/build/affected.ts';
import type { DependencyLine } from '#src/lib/build/dependencies.ts';
import type { IncrementalPlan } from '#src/lib/build/incremental-plan.ts';
import type { BuildRun, RunFiles } from '#src/lib/build/run.ts';
import type { MirroredMedia } from './media-mirror.ts';

/** What the pages logged: call hashes, files with what they read, the graph's routes. */
export type DependencyLog = {
  calls: Record<string, string>;
  files: Record<string, FileRecord>;
  scopes: Record<string, FileRecord>;
  routes: string[];
  deadRoutes: string[];
};

export function readDependencyLog(text: string): DependencyLog {
  const log: DependencyLog = { calls: {}, files: {}, scopes: {}, routes: [], deadRoutes: [] };
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const entry = JSON.parse(line) as DependencyLine;
    if ('call' in entry) log.calls[entry.call] = entry.hash;
    else if ('file' in entry) log.files[entry.file] = { calls: entry.calls, routes: entry.routes, uses: entry.uses };
    else if ('scope' in entry) log.scopes[entry.scope] = { calls: entry.calls, routes: entry.routes, uses: entry.uses };
    else {
      log.routes = entry.graph.routes;
      log.deadRoutes = entry.graph.deadRoutes;
    }
  }
  return log;
}

/** Each file's record with the images and documents it names, when it names any. */
function withMedia(
  files: Record<string, FileRecord>,
  pageMedia: ReadonlyMap<string, readonly string[]>,
): Record<string, FileRecord> {
  return Object.fromEntries(
    Object.entries(files).map(([file, record]) => {
      const media = pageMedia.get(file);
      return [file, media && media.length > 0 ? { ...record, media: [...media] } : record];
    }),
  );
}

/**
 * The record of this build: its own log with the media each page names, and for an incremental build the previous
 * records of the pages it shares.
 */
export function composeRecord(
  fingerprint: string,
  log: DependencyLog,
  pageMedia: ReadonlyMap<string, readonly string[]>,
  incremental: { previous: DependencyRecord; plan: IncrementalPlan } | null,
): DependencyRecord {
  const shared = incremental
    ? Object.fromEntries(
        incremental.plan.skip.flatMap((file) => {
          const record = incremental.previous.files[file];
          return record ? [[file, record] as const] : [];
        }),
      )
    : {};
  const files = { ...shared, ...withMedia(log.files, pageMedia) };
  return {
    fingerprint,
    calls: sortedRecord({ ...(incremental?.plan.callHashes ?? {}), ...log.calls }),
    files: sortedRecord(files),
    scopes: sortedRecord({ ...(incremental?.previous.scopes ?? {}), ...log.scopes }),
    routes: log.routes,
    deadRoutes: log.deadRoutes,
  };
}

function sortedRecord<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}

export async function readRecord(file: string): Promise<DependencyRecord> {
  return JSON.parse(await readFile(file, 'utf8')) as DependencyRecord;
}

/**
 * An incremental build's plan, with `skip` narrowed to the files a route of this build made and left to the previous
 * build (RunFiles.leftToPrevious): a page the plan would leave but no route makes any more is not shared.
 */
export async function readPlan(files: Pick<RunFiles, 'incrementalPlan' | 'leftToPrevious'>): Promise<IncrementalPlan> {
  const plan = JSON.parse(await readFile(files.incrementalPlan, 'utf8')) as IncrementalPlan;
  const made = existsSync(files.leftToPrevious)
    ? new Set(
        (await readFile(files.leftToPrevious, 'utf8'))
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as string),
      )
    : new Set<string>();
  return { ...plan, skip: plan.skip.filter((file) => made.has(file)) };
}

export function dependencyRecord(run: BuildRun, fingerprint: string, mirrored: MirroredMedia): AstroIntegration {
  const { files } = run;
  return {
    name: 'hospital:dependency-record',
    hooks: {
      'astro:build:start': async () => {
        await Promise.all([files.dependencyLog, files.dependencies].map((file) => rm(file, { force: true })));
      },
      'astro:build:done': async () => {
        const log = readDependencyLog(
          existsSync(files.dependencyLog) ? await readFile(files.dependencyLog, 'utf8') : '',
        );
        const incremental =
          run.incremental && existsSync(files.incrementalPlan)
            ? {
                previous: await readRecord(run.incremental.previousRecord),
                plan: await readPlan(files),
              }
            : null;
        await writeFile(
          files.dependencies,
          JSON.stringify(composeRecord(fingerprint, log, mirrored.pageMedia, incremental)),
        );
      },
    },
  };
}
