/**
 * `incremental.json` in a build's run folder (RunFiles.incremental): how the build made its site, as
 * the incremental assembly writes it (incremental-assembly.ts) and the origin reads it
 * (scripts/origin/build-mode.ts). `incremental` re-rendered only what the changed CMS answers reach
 * and shares the other files with the build it was built on; `full` rendered every page (the first
 * build, new code, no dependency record, or asked so), with the reason.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { z } from 'zod';

export const incrementalReportSchema = z.object({
  mode: z.enum(['incremental', 'full']),
  reason: z.string(),
  /** Files of `client/` the build rendered (an incremental build's; a full build renders all). */
  rendered: z.array(z.string()),
  /** Files shared with the build it was built on. */
  shared: z.number(),
  /** Files of the build it was built on that this one left out (pages that are gone, media no page names). */
  removed: z.array(z.string()),
  /** How many CMS calls answered differently from the build it was built on. */
  changedCalls: z.number(),
  /** The whole build's time (written once the build is done: withBuildSeconds). */
  seconds: z.number(),
});

export type IncrementalReport = z.infer<typeof incrementalReportSchema>;

export async function writeIncrementalReport(file: string, report: IncrementalReport): Promise<void> {
  await writeFile(file, JSON.stringify(incrementalReportSchema.parse(report), null, 2));
}

/** The build's own account, or null when it wrote none; one that does not read as one is an error that names the file. */
export async function readIncrementalReport(file: string): Promise<IncrementalReport | null> {
  if (!existsSync(file)) return null;
  const text = await readFile(file, 'utf8');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not JSON: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  const parsed = incrementalReportSchema.safeParse(value);
  if (!parsed.success) throw new Error(`${file} is not a build's incremental report: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** The build's whole time in its `incremental.json`, once the build is done (the assembly runs before its last steps). */
export async function withBuildSeconds(file: string, wallMs: number): Promise<void> {
  const report = await readIncrementalReport(file);
  if (report) await writeIncrementalReport(file, { ...report, seconds: Math.round(wallMs / 100) / 10 });
}

const count = (value: number) => value.toLocaleString('en');

/** The build's one line on what it rendered and shared. */
export function incrementalLine(report: IncrementalReport): string {
  if (report.mode === 'full') return `full build: ${count(report.rendered.length)} files rendered (${report.reason})`;
  return `incremental build: ${count(report.rendered.length)} files rendered, ${count(report.shared)} shared, ${count(report.removed.length)} removed (${count(report.changedCalls)} calls changed)`;
}
