/**
 * CMS redirect pairs (spec 2.2) as the build uses them. Before Astro's build starts,
 * `cms-redirects.ts` fetches the pairs, checks them and writes them to `redirects.generated.json`;
 * this module turns them into Astro's `redirects` setting and the host rules. Whitespace in paths
 * becomes hyphens and the new path carries `?redirectUrl={original slug}`.
 */

export type RedirectPair = { from: string; to: string };

const ABSOLUTE_URL = /^https?:\/\//i;

/**
 * A redirect path as the site matches it: trimmed, whitespace to hyphens, one leading slash, no
 * trailing slash (the root stays `/`). Absolute `http(s)://` targets keep their form.
 */
export function normaliseRedirectPath(path: string): string {
  const hyphenated = path.trim().replace(/\s+/g, '-');
  if (ABSOLUTE_URL.test(hyphenated)) return hyphenated;
  const withSlash = hyphenated.startsWith('/') ? hyphenated : `/${hyphenated}`;
  const [pathname = '', rest = ''] = splitPath(withSlash);
  return `${pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname}${rest}`;
}

/** `/a/b?x#y` -> ['/a/b', '?x#y']. */
function splitPath(value: string): [string, string] {
  const index = value.search(/[?#]/);
  return index === -1 ? [value, ''] : [value.slice(0, index), value.slice(index)];
}

/** The address a request for `pair.from` is sent to: the new path with `?redirectUrl={original slug}` (before any `#fragment`). */
export function redirectTarget(pair: RedirectPair): string {
  const original = normaliseRedirectPath(pair.from);
  const target = normaliseRedirectPath(pair.to);
  const hashIndex = target.indexOf('#');
  const beforeHash = hashIndex === -1 ? target : target.slice(0, hashIndex);
  const hash = hashIndex === -1 ? '' : target.slice(hashIndex);
  const separator = beforeHash.includes('?') ? '&' : '?';
  return `${beforeHash}${separator}redirectUrl=${encodeURIComponent(original.replace(/^\//, ''))}${hash}`;
}

export function astroRedirects(pairs: readonly RedirectPair[]): Record<string, { status: 301; destination: string }> {
  const redirects: Record<string, { status: 301; destination: string }> = {};
  for (const pair of pairs) redirects[normaliseRedirectPath(pair.from)] = { status: 301, destination: redirectTarget(pair) };
  return redirects;
}
