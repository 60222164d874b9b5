/** Sharing a file of the release before with a new one: a hard link, a copy across file systems. */
import { copyFile, link } from 'node:fs/promises';

/** Shares `from` (a file of the release before) as `to`, whose folder exists. A shared file is never written to. */
export async function shareFile(from: string, to: string): Promise<void> {
  try {
    await link(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await copyFile(from, to);
  }
}
