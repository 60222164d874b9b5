/**
 * What a build was asked to render (RunFiles.asked): the routes a publish named (`--changed-route`)
 * and when the build began asking the previous build's calls again (IncrementalSource). Every build
 * writes it before its pages render; a build the origin prepared ahead bundled before it was asked
 * (scripts/build/build-standby.ts), so the run in its bundle knows neither, and its pages take them
 * from this file (`asAsked`, read once by src/lib/build/this-build.ts).
 */
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { z } from 'zod';
import type { BuildRun } from '#src/lib/build/run.ts';

export type AskedBuild = { changedRoutes: string[]; callsAskedSince: number | null };

const askedBuildSchema = z.object({
  changedRoutes: z.array(z.string()),
  callsAskedSince: z.number().nullable(),
});

export async function writeAskedBuild(file: string, asked: AskedBuild): Promise<void> {
  await writeFile(file, `${JSON.stringify(asked)}\n`);
}

/** The file's reading; null when there is none. A file that is there but not an AskedBuild is an error that names it. */
export function readAskedBuild(file: string): AskedBuild | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const parsed = askedBuildSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${file} does not say what the build was asked: ${parsed.error.message}`);
  return parsed.data;
}

/** The run as it was asked: an incremental build's routes named and calls asked again, from its asked file when there is one. */
export function asAsked(run: BuildRun): BuildRun {
  if (!run.incremental) return run;
  const asked = readAskedBuild(run.files.asked);
  if (!asked) return run;
  const { callsAskedSince: _bundled, ...source } = run.incremental;
  return {
    ...run,
    incremental: {
      ...source,
      changedRoutes: asked.changedRoutes,
      ...(asked.callsAskedSince === null ? {} : { callsAskedSince: asked.callsAskedSince }),
    },
  };
}
