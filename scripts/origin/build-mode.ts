/**
 * How a build made its release, as the build says in its run folder's `incremental.json`
 * (scripts/build/incremental-report.ts): incremental, sharing the files it did not render with the
 * release it was built on, or full, with the reason.
 */
import { readIncrementalReport, type IncrementalReport } from '../build/incremental-report.ts';

export type BuildMode = IncrementalReport;

/** The build's own account (RunFiles.incremental); a build that wrote none was a full build. */
export async function readBuildMode(file: string): Promise<BuildMode> {
  return (
    (await readIncrementalReport(file)) ?? {
      mode: 'full',
      reason: 'the build did not say how it built',
      rendered: [],
      shared: 0,
      removed: [],
      changedCalls: 0,
      seconds: 0,
    }
  );
}

/** One line for the log: `incremental: 14 files rendered, 6,380 shared` or `full: <reason>`. */
export function describeBuildMode(mode: BuildMode): string {
  return mode.mode === 'incremental'
    ? `incremental: ${mode.rendered.length} file(s) rendered, ${mode.shared.toLocaleString('en')} shared`
    : `full: ${mode.reason}`;
}
