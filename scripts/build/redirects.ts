/**
 * CMS redirect pairs as Astro's build uses them. Before Astro's build starts,
 * `cms-redirects.ts` fetches the pairs, checks them and writes them to `redirects.generated.json`;
 * `readRedirectPairs` (src/lib/routing/redirects.ts, shared with the discovery crawl) reads them back,
 * and this module turns them into Astro's `redirects` setting and the host rules.
 */
import { normaliseRedirectPath, redirectTarget, type RedirectPair } from '#src/lib/routing/redirects.ts';

export {
  normaliseRedirectPath,
  readRedirectPairs,
  redirectTarget,
  type RedirectPair,
} from '#src/lib/routing/redirects.ts';

export function astroRedirects(pairs: readonly RedirectPair[]): Record<string, { status: 301; destination: string }> {
  const redirects: Record<string, { status: 301; destination: string }> = {};
  for (const pair of pairs)
    redirects[normaliseRedirectPath(pair.from)] = { status: 301, destination: redirectTarget(pair) };
  return redirects;
}
