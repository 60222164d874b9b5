/**
 * The frames a release was built with (`client/data/site-frame.json`, src/lib/models/release-frame.ts),
 * read once per release when a page rendered on demand first needs them; a release's files never
 * change. A release without the file, or with one that is not what the build writes, gives null and
 * is told once: its on-demand pages then ask the CMS for their frame, as before.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { releaseFramesSchema, type ReleaseFrames } from '#src/lib/models/release-frame.ts';

/** Where in a release's client folder the build keeps its frames (src/pages/data/site-frame.json.ts). */
export const RELEASE_FRAMES_FILE = path.join('data', 'site-frame.json');

async function readReleaseFrames(file: string): Promise<ReleaseFrames> {
  const parsed = releaseFramesSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success)
    throw new Error(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
  return parsed.data;
}

export function releaseFramesReader(
  clientDir: string,
  log: (line: string) => void,
): () => Promise<ReleaseFrames | null> {
  const file = path.join(clientDir, RELEASE_FRAMES_FILE);
  let frames: Promise<ReleaseFrames | null> | undefined;
  return () =>
    (frames ??= readReleaseFrames(file).catch((error: unknown) => {
      log(
        `[origin] ${file} cannot be read (${error instanceof Error ? error.message : String(error)}): pages rendered on demand ask the CMS for their frame`,
      );
      return null;
    }));
}
