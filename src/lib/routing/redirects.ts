/**
 * CMS redirect pairs as the site uses them. Before Astro's build starts,
 * `scripts/build/cms-redirects.ts` fetches the pairs, checks them and writes the ones that can be
 * served to the redirects file (config `redirectsFile`); `readRedirectPairs` is the one reader of that file
 * (astro.config.mjs's
 * redirects and host rules, the discovery crawl). Whitespace in paths becomes hyphens and the new
 * path carries `?redirectUrl={original slug}`.
 */
import { readFileSync } from 'node:fs';

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

/**
 * The address a request for `pair.from` is sent to: the new path with `?redirectUrl={original slug}` (before any
 * `#fragment`).
 */
export function redirectTarget(pair: RedirectPair): string {
  const original = normaliseRedirectPath(pair.from);
  const target = normaliseRedirectPath(pair.to);
  const hashIndex = target.indexOf('#');
  const beforeHash = hashIndex === -1 ? target : target.slice(0, hashIndex);
  const hash = hashIndex === -1 ? '' : target.slice(hashIndex);
  const separator = beforeHash.includes('?') ? '&' : '?';
  return `${beforeHash}${separator}redirectUrl=${encodeURIComponent(original.replace(/^\//, ''))}${hash}`;
}

function isRedirectPair(value: unknown): value is RedirectPair {
  if (!value || typeof value !== 'object') return false;
  const { from, to } = value as Record<string, unknown>;
  return typeof from === 'string' && typeof to === 'string';
}

/**
 * The checked pairs the redirects step wrote (only those the build serves: a pair it dropped, for a
 * bad value or because its original path is a real page, is not here). No file: no redirects. A
 * file that is not a list of `{ from, to }` stops the build: it would silently lose redirects.
 */
export function readRedirectPairs(file: string | URL): RedirectPair[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const pairs: unknown = JSON.parse(text);
  if (!Array.isArray(pairs) || !pairs.every(isRedirectPair))
    throw new Error(`${String(file)} is not a list of { "from", "to" } redirect pairs`);
  return pairs.map(({ from, to }) => ({ from, to }));
}
