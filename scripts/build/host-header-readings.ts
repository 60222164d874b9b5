/**
 * The headers a `_headers` file gives a path as each static host reads it, to check that every
 * path gets exactly one `Cache-Control`:
 * - Netlify (its headers parser's pattern, @netlify/headers-parser `getForRegExp`): a `*` segment
 *   takes the rest of the path and the slash before it is optional, so `/media/*` also matches
 *   `/mediatheek`; of the matching rules, a later rule's value of a header replaces an earlier one's.
 * - Cloudflare Pages (workers-sdk `generateRulesMatcher` and `attachCustomHeaders`): `*` is any
 *   text and the rest is literal, so `/media/*` matches only below `/media/`; every matching rule's
 *   value of a header is appended, so two rules give one header with both values joined.
 * Header names are read case-insensitively (lower case here).
 */
import { filesUnder } from './files-under.ts';
import { isPrecompressedCopy } from './precompress.ts';
import type { HeaderRule } from './security-headers.ts';

/** Each header's values as the host sends them: more than one is joined into one contradictory header. */
export type HeaderReading = Record<string, string[]>;

const escapeRegExp = (text: string) => text.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&');
/** As escape-string-regexp, which Netlify's parser uses (a `\-` is no valid escape in a `u` pattern). */
const escapeUnicodeRegExp = (text: string) => text.replace(/[|\\{}()[\]^$+*?.]/g, '\\$&').replace(/-/g, '\\x2d');

function netlifyPattern(rulePath: string): RegExp {
  const parts = rulePath
    .split('/')
    .map((part) => part.trimEnd())
    .filter(Boolean)
    .map((part) => {
      if (part.startsWith(':')) return '([^/]+)';
      if (part === '*') return '?(.*)';
      if (part.includes('*')) return part.split('*').map(escapeUnicodeRegExp).join('(.*)');
      return escapeUnicodeRegExp(part);
    });
  return new RegExp(`^/${parts.join('/')}/?$`, 'iu');
}

function cloudflarePattern(rulePath: string): RegExp {
  const literal = rulePath.split('*').map(escapeRegExp).join('(.*)');
  return new RegExp(`^${literal.replace(/:[A-Za-z]\w*/g, '([^/]+)')}$`);
}

/** A rule with its path compiled, once, into the pattern a host matches paths with. */
type CompiledRule = { pattern: RegExp; headers: Record<string, string> };
/** The headers a host gives a path by a `_headers` file, its patterns compiled once for every path read. */
export type HostReader = (pathname: string) => HeaderReading;

const compiled = (rules: readonly HeaderRule[], pattern: (rulePath: string) => RegExp): CompiledRule[] =>
  rules.map((rule) => ({ pattern: pattern(rule.path), headers: rule.headers }));

export function netlifyReader(rules: readonly HeaderRule[]): HostReader {
  const patterns = compiled(rules, netlifyPattern);
  return (pathname) => {
    const reading: HeaderReading = {};
    for (const rule of patterns.filter((candidate) => candidate.pattern.test(pathname)))
      for (const [name, value] of Object.entries(rule.headers)) reading[name.toLowerCase()] = [value];
    return reading;
  };
}

export function cloudflareReader(rules: readonly HeaderRule[]): HostReader {
  const patterns = compiled(rules, cloudflarePattern);
  return (pathname) => {
    const reading: HeaderReading = {};
    for (const rule of patterns.filter((candidate) => candidate.pattern.test(pathname)))
      for (const [name, value] of Object.entries(rule.headers))
        reading[name.toLowerCase()] = [...(reading[name.toLowerCase()] ?? []), value];
    return reading;
  };
}

/** Whether Netlify applies a rule of this path to this path (`/media/*` to `/mediatheek`, too). */
export const netlifyMatches = (rulePath: string, pathname: string): boolean => netlifyPattern(rulePath).test(pathname);

const HOST_READERS = { Netlify: netlifyReader, 'Cloudflare Pages': cloudflareReader } as const;

/**
 * Where a host would send a path anything but `intended(path)` as its one Cache-Control (no rule
 * at all is fine: both hosts then send their own default, which revalidates), as messages.
 */
export function cacheControlMisreadings(
  rules: readonly HeaderRule[],
  paths: readonly string[],
  intended: (pathname: string) => string,
): string[] {
  const problems: string[] = [];
  for (const [host, reader] of Object.entries(HOST_READERS)) {
    const read = reader(rules);
    for (const pathname of paths) {
      const values = read(pathname)['cache-control'];
      if (values && (values.length !== 1 || values[0] !== intended(pathname)))
        problems.push(`${host} would send ${pathname} Cache-Control: ${values.join(', ')}`);
    }
  }
  return problems;
}

/**
 * The paths a host serves from a built client directory: every file, and for each `index.html` its
 * folder with and without the trailing slash.
 */
export function servedPaths(clientDir: string): string[] {
  const paths = new Set<string>();
  for (const relative of filesUnder(clientDir)) {
    // The compressed copies are sent in place of their file, never at their own address.
    if (isPrecompressedCopy(relative)) continue;
    const file = `/${relative}`;
    paths.add(file);
    if (file.endsWith('/index.html')) {
      const folder = file.slice(0, -'index.html'.length);
      paths.add(folder);
      if (folder.length > 1) paths.add(folder.slice(0, -1));
    }
  }
  return [...paths].sort();
}
