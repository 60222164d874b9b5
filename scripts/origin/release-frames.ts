/**
 * The frames a release was built with (`client/data/site-frame.json`, src/lib/models/release-frame.ts),
 * read once per release when a page rendered on demand first needs them; a release's files never
 * change. A release without the file, or with one that is not what the build writes, gives null and
 * is told once: its on-demand pages then ask the CMS for their frame, as before.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { RELEASE_FRAMES_PATH, releaseFramesSchema, type ReleaseFrames } from '#src/lib/models/release-frame.ts';

/** Where in a release's client folder the build keeps its frames (src/pages/data/site-frame.json.ts). */
const RELEASE_FRAMES_FILE = path.join(...RELEASE_FRAMES_PATH.split('/'));

/** A file that is not what the build writes (not JSON, or not the frames). */
class NotTheFrames extends Error {}

async function readReleaseFrames(file: string): Promise<ReleaseFrames> {
  const text = await readFile(file, 'utf8');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new NotTheFrames(`not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = releaseFramesSchema.safeParse(value);
  if (!parsed.success)
    throw new NotTheFrames(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
  return parsed.data;
}

/**
 * The frames of the release whose client folder is `clientDir`, read on first use. A file that is
 * missing or not what the build writes gives null for good (a release's files never change); any
 * other failure to read it gives null this time and is tried again next time.
 */
export function releaseFramesReader(
  clientDir: string,
  log: (line: string) => void,
): () => Promise<ReleaseFrames | null> {
  const file = path.join(clientDir, RELEASE_FRAMES_FILE);
  let frames: Promise<ReleaseFrames | null> | undefined;
  return () =>
    (frames ??= readReleaseFrames(file).catch((error: unknown) => {
      const lasting = error instanceof NotTheFrames || (error as NodeJS.ErrnoException).code === 'ENOENT';
      log(
        `[origin] ${file} cannot be read (${error instanceof Error ? error.message : String(error)}): pages rendered on demand ask the CMS for their frame${lasting ? '' : '; tried again next time'}`,
      );
      if (!lasting) frames = undefined;
      return null;
    }));
}
