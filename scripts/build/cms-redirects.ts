/**
 * The CMS redirects step of every build and of `npm run dev` (spec 2.2, DESIGN.md "Redirects"):
 * before Astro starts, fetch the (original slug, new slug) pairs, check them, and write the ones
 * that can be served to the build run's redirects file (`redirects.generated.json` for the default
 * build; src/lib/build/run.ts), which the site's Astro config (scripts/build/site-config.ts: Astro's
 * meta-refresh pages and the `_redirects` host rules with real 301s) and
 * the discovery crawl read back with `readRedirectPairs` (src/lib/routing/redirects.ts).
 *
 * - A pair with a bad value (an original slug that is not a site path a static host can match,
 *   a target that is not a site path or http(s) address, a pair that leads to itself, a second
 *   pair for the same original) is reported by name and skipped.
 * - A pair whose original path is a real page (a home page, an overview, a file the build writes,
 *   or a content page the CMS answers at exactly that route) is reported and skipped: a redirect
 *   must never shadow a page.
 * - The file is deterministic (sorted by original path, one pair a line) and rewritten only when
 *   its content changes. When the CMS answers the call with an error (a 4xx), the build goes on
 *   without redirects (written as `[]`), loudly reported. When the call fails for good (after its
 *   retries, with no cached copy), the content client reports a `call failed` and `npm run build`
 *   stops before Astro starts (scripts/lib/build-site.ts); `npm run dev` goes on.
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ContentClient } from '#src/lib/api/content-client.ts';
import { fetchRedirectPairs } from '#src/lib/api/misc.ts';
import { fetchPageAt } from '#src/lib/api/pages.ts';
import type { RedirectPair as CmsRedirectPair } from '#src/lib/contract/index.ts';
import { isOverviewRoute } from '#src/lib/routing/overview-routes.ts';
import { routeFor } from '#src/lib/routing/routes.ts';
import { checkCmsUrl } from '#src/lib/security/url-policy.ts';
import { normaliseRedirectPath, type RedirectPair } from './redirects.ts';

export type SkippedRedirect = { name: string; reason: string };

/** A pair that can be served, with its report name. */
export type CheckedPair = RedirectPair & { name: string };

export type CheckedRedirects = { pairs: CheckedPair[]; skipped: SkippedRedirect[] };

/** Characters a static host's rule (and the local server) can match in a path as written. */
const SAFE_SOURCE = /^\/[A-Za-z0-9\-._~/]*$/;
/** Characters that cannot appear in a target after whitespace became hyphens. */
// eslint-disable-next-line no-control-regex -- control characters are what this pattern is meant to find
const UNSAFE_TARGET = /[\s<>"'`\\{}|^]|[\u0000-\u001f\u007f]/;

/** Paths the build writes itself or that belong to something else than a page redirect. */
const RESERVED_EXACT = new Set([
  '/',
  '/en',
  '/404',
  '/en/404',
  '/sitemap.xml',
  '/robots.txt',
  '/_redirects',
  '/favicon.svg',
]);
const RESERVED_PREFIXES = ['/preview', '/_astro', '/media', '/api'];

/** The report name of a pair: its position and original slug, as the content client names list items. */
export function redirectName(pair: Pick<CmsRedirectPair, 'OriginalSlug'>, index: number): string {
  return `#${index} "${pair.OriginalSlug}"`;
}

/** A path the build serves itself (home pages, overviews, its own files and prefixes), whatever the CMS says. */
export function isReservedPath(path: string): boolean {
  if (RESERVED_EXACT.has(path) || isOverviewRoute(path)) return true;
  return RESERVED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

function sourceProblem(source: string, raw: string): string | null {
  if (raw.trim() === '') return 'the original slug is empty';
  if (/^\s*([a-z][a-z0-9+.-]*:|\/\/)/i.test(raw))
    return `the original slug "${raw}" is an address, not a path on this site`;
  if (/[?#]/.test(source)) return `the original slug "${raw}" has a query or fragment, which a host rule cannot match`;
  if (!SAFE_SOURCE.test(source))
    return `the original slug "${raw}" has characters a host rule cannot match (only letters a-z, digits and - . _ ~ / are possible)`;
  const segments = source.split('/').slice(1);
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..'))
    return `the original slug "${raw}" has an empty, "." or ".." segment`;
  return null;
}

function targetProblem(target: string, raw: string): string | null {
  if (raw.trim() === '') return 'the new slug is empty';
  const verdict = checkCmsUrl(raw);
  if (!verdict.allowed) return `the new slug "${raw}" is refused by the URL policy (${verdict.reason})`;
  if (UNSAFE_TARGET.test(target)) return `the new slug "${raw}" has characters that cannot be part of an address`;
  if (/^https?:\/\//i.test(target)) {
    return URL.canParse(target) ? null : `the new slug "${raw}" is not a valid address`;
  }
  if (/^\s*([a-z][a-z0-9+.-]*:|\/\/)/i.test(raw))
    return `the new slug "${raw}" is neither a path on this site nor an http(s) address`;
  return null;
}

/**
 * The pairs that can be served, normalised (`from` and `to` as the site matches them; the
 * `?redirectUrl=` is added by redirects.ts), and the ones skipped with their reason. Pure.
 */
export function checkRedirectPairs(cmsPairs: readonly CmsRedirectPair[]): CheckedRedirects {
  const pairs: CheckedPair[] = [];
  const skipped: SkippedRedirect[] = [];
  const firstBySource = new Map<string, string>();
  cmsPairs.forEach((cms, index) => {
    const name = redirectName(cms, index);
    const from = normaliseRedirectPath(cms.OriginalSlug);
    const to = normaliseRedirectPath(cms.NewSlug);
    const problem = sourceProblem(from, cms.OriginalSlug) ?? targetProblem(to, cms.NewSlug);
    if (problem) {
      skipped.push({ name, reason: problem });
      return;
    }
    if ((to.split(/[?#]/)[0] ?? '') === from) {
      skipped.push({ name, reason: `it leads to itself (${from})` });
      return;
    }
    const first = firstBySource.get(from);
    if (first) {
      skipped.push({ name, reason: `${first} already redirects ${from}` });
      return;
    }
    if (isReservedPath(from)) {
      skipped.push({ name, reason: `${from} is a page or file of the site itself; a redirect must not shadow it` });
      return;
    }
    firstBySource.set(from, name);
    pairs.push({ from, to, name });
  });
  return withoutLoops({ pairs, skipped });
}

/**
 * Pairs that lead back to themselves through other pairs (a -> b -> a) are skipped: a browser would stop with an error.
 */
function withoutLoops(checked: CheckedRedirects): CheckedRedirects {
  const next = new Map(checked.pairs.map((pair) => [pair.from, pair.to.split(/[?#]/)[0] ?? '']));
  const inLoop = (start: string): boolean => {
    const seen = new Set<string>([start]);
    let current = next.get(start);
    while (current !== undefined) {
      if (seen.has(current)) return current === start || inLoop(current);
      seen.add(current);
      current = next.get(current);
    }
    return false;
  };
  const pairs: CheckedPair[] = [];
  const skipped = [...checked.skipped];
  for (const pair of checked.pairs) {
    if (inLoop(pair.from)) skipped.push({ name: pair.name, reason: `it leads into a redirect loop (via ${pair.to})` });
    else pairs.push(pair);
  }
  return { pairs, skipped };
}

/** Whether the CMS has a content page whose route is exactly `path`. */
export async function isContentPage(path: string, client: ContentClient): Promise<boolean> {
  const result = await fetchPageAt(path, client);
  if (!result) return false;
  return result.state === 'loaded' && routeFor(result.data) === path;
}

/** Moves the pairs whose original path is a real page to the skipped list. */
export async function withoutShadowedPages(
  checked: CheckedRedirects,
  isPage: (path: string) => Promise<boolean>,
): Promise<CheckedRedirects> {
  const shadows = await Promise.all(checked.pairs.map((pair) => isPage(pair.from)));
  const pairs: CheckedPair[] = [];
  const skipped = [...checked.skipped];
  checked.pairs.forEach((pair, index) => {
    if (shadows[index])
      skipped.push({ name: pair.name, reason: `${pair.from} is a page of the site; a redirect must not shadow it` });
    else pairs.push(pair);
  });
  return { pairs, skipped };
}

/** The file's text: sorted by original path (code-point order), one pair a line, `[]` when empty. */
export function formatRedirectsFile(pairs: readonly RedirectPair[]): string {
  if (pairs.length === 0) return '[]\n';
  const sorted = [...pairs].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  return `[\n${sorted.map((pair) => `  ${JSON.stringify({ from: pair.from, to: pair.to })}`).join(',\n')}\n]\n`;
}

/**
 * Writes the file when its content changes (atomically, so a build never reads half a file); says whether it changed.
 */
export async function writeRedirectsFile(file: string, pairs: readonly RedirectPair[]): Promise<boolean> {
  const text = formatRedirectsFile(pairs);
  const current = await readFile(file, 'utf8').catch(() => null);
  if (current === text) return false;
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, text);
  await rename(temporary, file);
  return true;
}

export type PrepareRedirectsOptions = {
  client: ContentClient;
  /** Where the checked pairs are written (config `redirectsFile`). */
  file: string;
  /** Where reports go; console.warn / console.log by default. */
  warn?: (message: string) => void;
  info?: (message: string) => void;
};

export type PreparedRedirects = CheckedRedirects & { loaded: boolean; changed: boolean; file: string };

/** Fetch, check and write the CMS redirects (see the top of this file). */
export async function prepareCmsRedirects(options: PrepareRedirectsOptions): Promise<PreparedRedirects> {
  const { file } = options;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const info = options.info ?? ((message: string) => console.log(message));
  const result = await fetchRedirectPairs(options.client);
  if (result.state !== 'loaded') {
    warn(
      `[redirects] the CMS redirects could not be loaded (${result.error.message}); this build has no CMS redirects`,
    );
    const changed = await writeRedirectsFile(file, []);
    return { pairs: [], skipped: [], loaded: false, changed, file };
  }
  const checked = await withoutShadowedPages(checkRedirectPairs(result.data), (path) =>
    isContentPage(path, options.client),
  );
  for (const skipped of checked.skipped) warn(`[content] redirect skipped: ${skipped.name}: ${skipped.reason}`);
  const changed = await writeRedirectsFile(file, checked.pairs);
  info(
    `[redirects] ${result.data.length} CMS redirects: ${checked.pairs.length} written to ${path.basename(file)}${changed ? '' : ' (unchanged)'}, ${checked.skipped.length} skipped`,
  );
  return { ...checked, loaded: true, changed, file };
}
