/**
 * The response headers of the site, for a CDN or static host and for the Node origin alike: the
 * build writes them as `_headers` (the format Netlify and Cloudflare Pages read; one path pattern
 * a line, its headers indented under it), and the origin (scripts/origin/site-server.ts) reads that
 * file back and sends the same headers, so the two cannot drift.
 *
 * - Security, on every path: HSTS (one year), the CSP as a header (the pages' own policy, which a
 *   `<meta>` already carries, plus `frame-ancestors`, which only a header can say; see
 *   src/lib/security/csp.ts), `X-Frame-Options` for browsers without `frame-ancestors`, nosniff,
 *   the referrer policy and a permissions policy that turns off what the site does not use.
 * - Caching: hashed assets (`/_astro/*`) and the mirrored media (`/media/*`) are immutable; every
 *   other path revalidates every time (HTML, the static JSON): the default of both hosts where no
 *   rule names a Cache-Control, and the origin's (originHeaders).
 *
 * Every rule that matches a path applies: Netlify keeps a later rule's value of a header,
 * Cloudflare Pages joins the values of all of them into one header. So no path may match two
 * rules that both say `Cache-Control`: the catch-all `/*` says none, and only the immutable folders
 * (and the few top-level entries Netlify's reading of them would also take) have a cache rule
 * (scripts/build/host-header-readings.ts reads the file as each host does; the build fails when a
 * built path would get anything but its one value).
 */
import { readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { HEADER_ONLY_DIRECTIVES, parseCsp } from '#src/lib/security/csp.ts';
import { VIMEO_EMBED_ORIGIN, YOUTUBE_EMBED_ORIGIN } from '#src/blocks/media/video.ts';
import { htmlPagesUnder } from './html-files.ts';
import { distinctPolicies, keptPagePolicies, policiesByPage, writePagePolicies } from './page-policies.ts';
import { cacheControlMisreadings, netlifyMatches, servedPaths } from './host-header-readings.ts';
import { SECURITY_TXT_PATH } from './security-txt.ts';

export type HeaderRule = { path: string; headers: Record<string, string> };

/** 365 days: above the 180 days the Observatory asks for. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** HTML and data: always ask again (ETag answers 304), so a new release shows at once. */
export const REVALIDATE = 'public, max-age=0, must-revalidate';
/** A file whose address changes when its content does. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Features the site does not use are off for it and every frame; the video players keep what they
 * need to play (fullscreen, picture-in-picture, autoplay after the visitor's click, protected media).
 */
const VIDEO_PLAYERS = `(self "${YOUTUBE_EMBED_ORIGIN}" "${VIMEO_EMBED_ORIGIN}")`;
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  `fullscreen=${VIDEO_PLAYERS}`,
  `picture-in-picture=${VIDEO_PLAYERS}`,
  `autoplay=${VIDEO_PLAYERS}`,
  `encrypted-media=${VIDEO_PLAYERS}`,
].join(', ');

/**
 * One policy for the header from the policies of the built pages: each directive with the union of
 * its sources over every page (the pages differ only in which of Astro's style and script hashes
 * they list), plus the header-only directives. Never stricter than a page's own, so no page breaks.
 */
export function headerCsp(pagePolicies: readonly string[]): string {
  const merged = new Map<string, string[]>();
  for (const policy of pagePolicies) {
    for (const [name, sources] of parseCsp(policy)) {
      const known = merged.get(name) ?? [];
      merged.set(name, [...known, ...sources.filter((source) => !known.includes(source))]);
    }
  }
  for (const directive of HEADER_ONLY_DIRECTIVES) {
    const [name = '', ...sources] = directive.split(/\s+/);
    merged.set(name, sources);
  }
  return [...merged].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** A file or folder at the top of the built client directory. */
export type TopLevelEntry = { name: string; folder: boolean };

/** Folders whose files never change under their name. */
const IMMUTABLE_FOLDERS = ['_astro', 'media'];
/** The host files themselves, which a host reads and does not serve. */
const HOST_FILES = ['_headers', '_redirects'];

/** The one Cache-Control a path of the site is meant to get. */
export function intendedCacheControl(pathname: string): string {
  return IMMUTABLE_FOLDERS.some((folder) => pathname.startsWith(`/${folder}/`)) ? IMMUTABLE : REVALIDATE;
}

/**
 * The cache rules: the immutable folders, and nothing else where a host's default (revalidate)
 * already says it, so the file stays as short as it is whatever the CMS adds. Only where Netlify's
 * reading of an immutable folder's rule takes a top-level entry too (`/media/*` takes `/mediatheek`)
 * does a revalidate rule of that entry follow, which wins there; Cloudflare Pages matches neither.
 */
export function cacheRules(topLevel: readonly TopLevelEntry[]): HeaderRule[] {
  const immutable = IMMUTABLE_FOLDERS.map((folder) => `/${folder}/*`);
  const overMatched = topLevel
    .filter((entry) => !IMMUTABLE_FOLDERS.includes(entry.name) && !HOST_FILES.includes(entry.name))
    .filter((entry) => immutable.some((rulePath) => netlifyMatches(rulePath, `/${entry.name}`)))
    .map((entry) => (entry.folder ? `/${entry.name}/*` : `/${entry.name}`))
    .sort();
  return [
    ...immutable.map((path) => ({ path, headers: { 'Cache-Control': IMMUTABLE } })),
    ...overMatched.map((path) => ({ path, headers: { 'Cache-Control': REVALIDATE } })),
  ];
}

/** The header rules of a site whose pages carry these policies and whose build has these top-level entries. */
export function headerRulesFor(pagePolicies: readonly string[], topLevel: readonly TopLevelEntry[]): HeaderRule[] {
  return [
    {
      path: '/*',
      headers: {
        'Strict-Transport-Security': HSTS,
        'Content-Security-Policy': headerCsp(pagePolicies),
        'X-Frame-Options': 'SAMEORIGIN',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Permissions-Policy': PERMISSIONS_POLICY,
      },
    },
    // RFC 9116 asks for the charset; a host infers text/plain from the name alone.
    { path: SECURITY_TXT_PATH, headers: { 'Content-Type': 'text/plain; charset=utf-8' } },
    ...cacheRules(topLevel),
  ];
}

export function formatHeaderRules(rules: readonly HeaderRule[]): string {
  return `${rules.map((rule) => [rule.path, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n')).join('\n')}\n`;
}

/** The rules of a `_headers` file: a path line, then its indented `Name: value` lines; `#` comments. */
export function parseHeaderRules(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const at = line.indexOf(':');
    const rule = rules.at(-1);
    if (rule && at > 0) rule.headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return rules;
}

function patternMatches(pattern: string, pathname: string): boolean {
  if (pattern.endsWith('/*')) return pathname.startsWith(pattern.slice(0, -1)) || pathname === pattern.slice(0, -2);
  return pattern === pathname || `${pattern}/` === pathname;
}

/** The headers for a path: every matching rule in file order, a later rule's value winning. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  return Object.assign(
    {},
    ...rules.filter((rule) => patternMatches(rule.path, pathname)).map((rule) => rule.headers),
  ) as Record<string, string>;
}

/**
 * The headers the Node origin sends for a path: the `_headers` rules' (one value a header), with
 * the Cache-Control the static hosts send where no rule names one (revalidate), and revalidate for
 * a path under an immutable folder with no file there: a not-found answer is no file to keep.
 */
export function originHeaders(rules: readonly HeaderRule[], pathname: string, isFile: boolean): Record<string, string> {
  const headers = headersFor(rules, pathname);
  if (!headers['Cache-Control'] || (headers['Cache-Control'] === IMMUTABLE && !isFile))
    headers['Cache-Control'] = REVALIDATE;
  return headers;
}

/** The files and folders at the top of a built client directory. */
export async function topLevelEntries(clientDir: string): Promise<TopLevelEntry[]> {
  const entries = await readdir(clientDir, { withFileTypes: true });
  return entries.map((entry) => ({ name: entry.name, folder: entry.isDirectory() }));
}

/** Cloudflare Pages reads at most this many rules from `_headers`. */
export const MAX_HEADER_RULES = 100;

/**
 * What the step keeps and reuses: `file`, where this build keeps each page's policies (its run
 * folder's `page-policies.json`); `previous`, for an incremental build, where the build before kept
 * its own and the files this build shares with it (their paths; known once the assembly is done).
 */
export type PagePolicyFiles = { file: string; previous?: { file: string; shared: ReadonlySet<string> } };

/**
 * Writes `_headers` after the build, from the policies the pages carry (read while `after` runs; a
 * shared page's from the build before) and the build's top-level entries once `after` is done; fails
 * when a host would send a built path more than one Cache-Control or the wrong one.
 */
export function securityHeaders(
  options: { after?: () => Promise<unknown>; policies?: PagePolicyFiles } = {},
): AstroIntegration {
  return {
    name: 'hospital:security-headers',
    hooks: {
      // A failed build leaves no policies for the next build to take as its own.
      'astro:build:start': async () => {
        if (options.policies) await rm(options.policies.file, { force: true });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const clientDir = fileURLToPath(dir);
        const pages = htmlPagesUnder(clientDir);
        const previous = options.policies?.previous;
        const known = previous
          ? await keptPagePolicies(
              previous.file,
              pages.filter((page) => previous.shared.has(path.join(clientDir, ...page.split('/')))),
            )
          : new Map<string, readonly string[]>();
        const { byPage, read } = await policiesByPage(clientDir, pages, known);
        const policies = distinctPolicies(byPage);
        // What it waits for (the search index, written beside the steps before it) is served too.
        await options.after?.();
        if (policies.length === 0)
          throw new Error(
            '_headers: no page carries a Content-Security-Policy meta; the CSP setting (astro.config.mjs security.csp) is missing',
          );
        const rules = headerRulesFor(policies, await topLevelEntries(clientDir));
        if (rules.length > MAX_HEADER_RULES)
          throw new Error(`_headers: ${rules.length} rules, more than the ${MAX_HEADER_RULES} Cloudflare Pages reads`);
        const misread = cacheControlMisreadings(rules, servedPaths(clientDir), intendedCacheControl);
        if (misread.length > 0)
          throw new Error(`_headers: not one Cache-Control per path:\n  ${misread.slice(0, 20).join('\n  ')}`);
        await writeFile(path.join(clientDir, '_headers'), formatHeaderRules(rules));
        if (options.policies) await writePagePolicies(options.policies.file, byPage);
        logger.info(
          `_headers: ${rules.length} rules, one Cache-Control per path on Netlify's and Cloudflare Pages' reading; the CSP header joins ${policies.length} page policies (${headerCsp(policies).length} characters; ${read === pages.length ? `${read} pages read` : `${read} of ${pages.length} pages read, the rest kept from the build before`})`,
        );
      },
    },
  };
}
