/**
 * What the origin gives a page it renders on demand from the live release (a served search): the
 * release's own search index (scripts/origin/release-index-search.ts) and the frame the release was
 * built with (src/lib/models/release-frame.ts). The page runs from the release's server bundle, on
 * the thread the origin runs that release's server on (scripts/origin/release-server-worker.ts),
 * which shares no module with this code, and the Astro Node adapter's standalone handler does not
 * pass on the locals a server gives it; so that thread runs the request inside these
 * AsyncLocalStorages and the page reads the values of its own request. Each storage is found under a
 * `Symbol.for` key on the thread's global object, and they hold nothing between requests.
 *
 * The keys are the interface between an origin and releases built by other versions of the code (a
 * rollback serves an older release): a key keeps its name and its value's shape, and something new
 * gets a key of its own. A release built before the frames had a key reads only the index's.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ReleaseFrames } from '#src/lib/models/release-frame.ts';
import type { ReleaseIndexSearch } from '#src/overviews/search/release-index.ts';

/** The frames the release was built with; null when the release has none that can be read. */
export type ReleaseFramesOfRequest = () => Promise<ReleaseFrames | null>;

type Holder = Record<symbol, AsyncLocalStorage<unknown> | undefined>;

function processWideStorage<T>(key: symbol): AsyncLocalStorage<T> {
  const holder = globalThis as unknown as Holder;
  holder[key] ??= new AsyncLocalStorage<unknown>();
  return holder[key] as AsyncLocalStorage<T>;
}

/** Searches the release's own index. */
export function releaseIndexChannel(): AsyncLocalStorage<ReleaseIndexSearch> {
  return processWideStorage(Symbol.for('ziekenhuis.release-index-search'));
}

/** The frames the release was built with. */
export function releaseFramesChannel(): AsyncLocalStorage<ReleaseFramesOfRequest> {
  return processWideStorage(Symbol.for('ziekenhuis.release-frames'));
}

/** Runs `serve` with what the origin gives a page of this release: its index's search and its frames. */
export function fromTheRelease<T>(
  release: { searchIndex: ReleaseIndexSearch; frames: ReleaseFramesOfRequest },
  serve: () => T,
): T {
  return releaseIndexChannel().run(release.searchIndex, () => releaseFramesChannel().run(release.frames, serve));
}
