/**
 * Follows the pages Astro writes under a folder while it renders them, so that work on each page
 * (the media mirror) starts while the rest are still being rendered. @parcel/watcher (inotify,
 * natively) tells of new and changed files: Node's own recursive `fs.watch` reads a folder again
 * on every event in it, which is slow on a folder of a thousand pages.
 *
 * A page can be read while it is still being written, so each read is keyed by the file's size
 * and modification time, and `finish` (called once every page is written) lists the folder and
 * hands on every page that was not read at its final size and time. Whatever the watcher misses
 * or reads half, the final listing finds; a watcher that cannot load or start leaves it all to
 * that listing. Its file calls are synchronous: it runs on the media mirror's own thread
 * (media-mirror.ts says why).
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { AsyncSubscription } from '@parcel/watcher';
import { htmlFilesUnder } from './html-files.ts';

/** Folders of the build that hold no pages (Astro's bundles, the mirrored images): not watched. */
const NOT_PAGES = ['_astro/**', 'media/**'];
/** How long `finish` waits for the watcher to stop before it goes on without it. */
const UNSUBSCRIBE_WAIT_MS = 5_000;

export type BuiltPagesFollower = {
  /** Settles once the watcher watches (or could not start: then only the final listing finds pages). */
  ready: Promise<void>;
  /** Stops watching, hands on every page not yet seen whole, and waits until `onPage` is done with all of them. */
  finish(): Promise<void>;
};

/** The `.html` files right in `dir` (none when it is not a folder). */
function htmlFilesIn(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
      .map((entry) => path.join(dir, entry.name));
  } catch {
    return [];
  }
}

/**
 * Calls `onPage` for each `.html` file under `dir` as it is written, and once more whenever a file
 * is found changed since it was handed on. An error of `onPage` is thrown by `finish`.
 */
export function followBuiltPages(dir: string, onPage: (file: string) => Promise<void>): BuiltPagesFollower {
  /** The size and time of each page when it was handed on. */
  const handedOn = new Map<string, string>();
  const running = new Set<Promise<void>>();
  let failure: { error: unknown } | null = null;

  const visit = (file: string): void => {
    // A file being written gives several events in a row: one look after them is enough.
    if (handedOn.get(file) === 'queued') return;
    const before = handedOn.get(file);
    handedOn.set(file, 'queued');
    const task = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
      const info = statSync(file, { throwIfNoEntry: false });
      const version = info?.isFile() && info.size > 0 ? `${info.size}:${info.mtimeMs}` : undefined;
      // Not there (yet), or created and not written yet: a later event or the final listing comes back to it.
      if (version === undefined) {
        if (before === undefined) handedOn.delete(file);
        else handedOn.set(file, before);
        return;
      }
      handedOn.set(file, version);
      if (version !== before) await onPage(file);
    });
    const settled = task.catch((error: unknown) => {
      failure ??= { error };
    });
    running.add(settled);
    void settled.finally(() => running.delete(settled));
  };

  // A watcher that cannot load or start, or fails, stops; the final listing still finds every page.
  const subscription: Promise<AsyncSubscription | null> = import('@parcel/watcher')
    .then(({ subscribe }) =>
      subscribe(
        dir,
        (error, events) => {
          if (error) return;
          for (const event of events) {
            if (event.type === 'delete') continue;
            if (event.path.endsWith('.html')) visit(event.path);
            // A new folder: its page may be written before the watcher watches it (Astro writes it right after).
            else if (event.type === 'create') for (const page of htmlFilesIn(event.path)) visit(page);
          }
        },
        { ignore: NOT_PAGES },
      ),
    )
    .catch(() => null);

  return {
    ready: subscription.then(() => {}),
    async finish() {
      const watching = await subscription;
      if (watching)
        await Promise.race([
          watching.unsubscribe().catch(() => {}),
          new Promise((resolve) => setTimeout(resolve, UNSUBSCRIBE_WAIT_MS).unref()),
        ]);
      for (const file of htmlFilesUnder(dir)) visit(file);
      while (running.size > 0) await Promise.all(running);
      if (failure) throw failure.error;
    },
  };
}
