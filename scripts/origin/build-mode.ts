/**
 * How a build made its release, as the build says in its run folder's `incremental.json`
 * (scripts/build/incremental-assembly.ts `IncrementalReport`): `incremental` re-rendered only what the changed CMS answers reach and shares the
 * other files with the release it was built on; `full` rendered every page (the first build, new
 * code, no dependency record, or asked so), with the reason.
 */
import { z } from 'zod';
import { readJsonFile } from '#src/lib/json-file.ts';

const buildModeSchema = z.object({
  mode: z.enum(['incremental', 'full']),
  reason: z.string(),
  /** Files of `client/` the build rendered (an incremental build's; a full build renders all). */
  rendered: z.array(z.string()),
  /** Files shared with the release it was built on. */
  shared: z.number(),
  removed: z.array(z.string()),
});

export type BuildMode = z.infer<typeof buildModeSchema>;

/** The build's own account (RunFiles.incremental); a build that wrote none was a full build. */
export async function readBuildMode(file: string): Promise<BuildMode> {
  return (
    (await readJsonFile(file, buildModeSchema)) ?? {
      mode: 'full',
      reason: 'the build did not say how it built',
      rendered: [],
      shared: 0,
      removed: [],
    }
  );
}

/** One line for the log: `incremental: 14 files rendered, 6,380 shared` or `full: <reason>`. */
export function describeBuildMode(mode: BuildMode): string {
  return mode.mode === 'incremental'
    ? `incremental: ${mode.rendered.length} file(s) rendered, ${mode.shared.toLocaleString('en')} shared`
    : `full: ${mode.reason}`;
}
