/**
 * What the origin gives a page it renders on demand from the live release (a served search): the
 * release's own search index (scripts/origin/release-index-search.ts) and the frame the release was
 * built with (src/lib/models/release-frame.ts). The page runs from the release's server bundle,
 * which shares the process with the origin but no module, and the Astro Node adapter's standalone
 * handler does not pass on the locals a server gives it; so the origin runs the request inside this
 * AsyncLocalStorage and the page reads the value of its own request. The one storage both sides
 * share is found under a process-wide `Symbol.for` key; it holds nothing between requests.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ReleaseFrames } from '#src/lib/models/release-frame.ts';
import type { ReleaseIndexSearch } from '#src/overviews/search/release-index.ts';

export type FromTheRelease = {
  /** Searches the release's own index. */
  searchIndex: ReleaseIndexSearch;
  /** The frames the release was built with; null when the release has none that can be read. */
  frames: () => Promise<ReleaseFrames | null>;
};

const KEY = Symbol.for('ziekenhuis.from-the-release');

type Holder = { [KEY]?: AsyncLocalStorage<FromTheRelease> };

export function releaseChannel(): AsyncLocalStorage<FromTheRelease> {
  const holder = globalThis as Holder;
  holder[KEY] ??= new AsyncLocalStorage<FromTheRelease>();
  return holder[KEY];
}
