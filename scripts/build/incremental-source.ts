/**
 * Whether a build with `--incremental-from PREVIOUS` can be incremental: PREVIOUS (an out dir, or a
 * release with its `reports/`) must have its `client/` and its dependency record, made by the same
 * code and settings (the code fingerprint). Otherwise the build is full, and says why.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { runFilesOf, type IncrementalSource } from '#src/lib/build/run.ts';
import { readRecord } from './dependency-record.ts';
import { getCallsOf } from './calls-asked-again.ts';

/** Where PREVIOUS keeps its dependency record: a release's `reports/`, else the run folder of its out dir. */
export function previousRecordOf(previous: string, root: string): string | null {
  const candidates = [path.join(previous, 'reports', 'dependencies.json'), runFilesOf(previous, root).dependencies];
  return candidates.find((file) => existsSync(file)) ?? null;
}

/** `getCalls`: the GET calls the previous build recorded (none for a full build). */
export type IncrementalDecision = { source: IncrementalSource | null; reason: string; getCalls: string[] };

export async function decideIncremental(options: {
  from?: string | undefined;
  changedRoutes: string[];
  fingerprint: string;
  root: string;
  /** This build's out dir: Astro empties it when it starts, so it cannot be what the build builds on. */
  outDir?: string;
}): Promise<IncrementalDecision> {
  if (!options.from) return { source: null, reason: 'no --incremental-from', getCalls: [] };
  const previous = path.resolve(options.root, options.from);
  if (options.outDir && path.resolve(options.root, options.outDir) === previous)
    return {
      source: null,
      reason: `${options.from} is this build's own out dir, which the build empties`,
      getCalls: [],
    };
  const previousClient = path.join(previous, 'client');
  if (!existsSync(previousClient))
    return { source: null, reason: `${options.from} has no client/ folder`, getCalls: [] };
  const previousRecord = previousRecordOf(previous, options.root);
  if (!previousRecord) return { source: null, reason: `${options.from} has no dependency record`, getCalls: [] };
  const record = await readRecord(previousRecord);
  if (record.fingerprint !== options.fingerprint)
    return {
      source: null,
      reason: `the code or settings changed since ${options.from} (code fingerprint)`,
      getCalls: [],
    };
  return {
    source: { previousClient, previousRecord, changedRoutes: options.changedRoutes },
    reason: `from ${options.from}`,
    getCalls: getCallsOf(record.calls),
  };
}
