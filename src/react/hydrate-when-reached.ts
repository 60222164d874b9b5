/**
 * `client:reached`, a client directive (added by `hydrateWhenReachedDirective` in
 * scripts/build/site-config.ts): an island whose server-rendered markup is complete and works by its
 * links alone loads its script and hydrates only when it is needed:
 * - at once when the address carries a query, which the island may have to apply (a filter such as
 *   `/nieuws-en-agenda?department=...`, a page number the host could not serve such as `?page=abc`);
 *   any query does, a newsletter's tracking parameters too;
 * - otherwise when the visitor reaches for it: a pointer over it or pressed on it (a touch too), or the
 *   focus moving into it. A link followed before the island has hydrated is followed as a plain link,
 *   to the same content.
 * A visitor who never points at, touches or tabs into the island downloads and runs no island script.
 *
 * Astro bundles this file on its own into an inline script of every page that has such an island
 * (its hash is in the page's CSP), so it imports nothing.
 */
import type { ClientDirective } from 'astro';

/** What counts as reaching for an island; each bubbles up to the island from what it holds. */
export const REACHING_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const;

/** Whether the address has a query, which the island may have to apply: any query counts. */
export function hydratesAtOnce(search: string): boolean {
  return search.length > 1;
}

/**
 * Calls `start` once: at once when the address's query asks for it, else on the first of
 * REACHING_EVENTS inside `island`, after which it stops listening.
 */
export function startWhenReached(island: EventTarget, search: string, start: () => void): void {
  if (hydratesAtOnce(search)) {
    start();
    return;
  }
  const reached = () => {
    for (const type of REACHING_EVENTS) island.removeEventListener(type, reached);
    start();
  };
  for (const type of REACHING_EVENTS) island.addEventListener(type, reached, { passive: true });
}

const hydrateWhenReached: ClientDirective = (load, _options, island) => {
  startWhenReached(island, window.location.search, () => {
    void load().then((hydrate) => hydrate());
  });
};

export default hydrateWhenReached;
