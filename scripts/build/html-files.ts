import path from 'node:path';
import { filesUnder } from './files-under.ts';

/** The pages of a build as paths relative to `dir`, with `/`. */
export function htmlPagesUnder(dir: string): string[] {
  return filesUnder(dir).filter((file) => file.endsWith('.html'));
}

/** Every `.html` file under `dir`, at any depth (absolute when `dir` is): the pages of a build. */
export function htmlFilesUnder(dir: string): string[] {
  return htmlPagesUnder(dir).map((file) => path.join(dir, file));
}
