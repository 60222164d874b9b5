/**
 * Host rules in the `_redirects` format that static hosts read (one `from [key=value] to status` rule
 * a line): the CMS redirects as real 301s (Astro's own static redirects are meta-refresh pages with
 * status 200), then the rewrites of paged overviews (`/nieuws?page=3` serves the static page
 * `/nieuws/pagina/3`, so the page works without JavaScript), the overviews' own rules (the ward
 * chooser's `?location=`, the filter pages' `?filter=`, `?department=`…), `/api/v1/search/*` passed on to the CMS (the
 * search island calls it on the site's own host; nothing else of the CMS is live: the release has its own images and
 * documents), `/api/feedback` and the search pages with a query passed on to the origin, then the English not-found page for unknown paths under /en.
 *
 * A Netlify-style host lets a file shadow a rule for the same path unless the rule is forced (`!`):
 * every rule whose path is also a file is forced (the redirects: Astro writes a meta-refresh page at
 * each; the rewrites and ward rules: the overview page itself). The local server (scripts/serve.ts)
 * answers the same rules.
 */
import { readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { FEEDBACK_ENDPOINT } from '#src/feedback/feedback-fields.ts';
import { searchPath } from '#src/i18n/locales.ts';
import { OVERVIEW_ROUTES } from '#src/lib/routing/overview-routes.ts';
import { astroRedirects, type RedirectPair } from './redirects.ts';
import { filterPageRules } from './filter-rules.ts';
import { wardLocationRules } from './ward-rules.ts';

export type HostRule = {
  from: string;
  to: string;
  status: number;
  /** Query parameters the request must carry (`page=3`); a value `:name` takes any value and fills `:name` in `to`. */
  query?: Record<string, string>;
  /** `200!`: applied even where a file exists at `from` (a rule is otherwise shadowed by the file). */
  force?: boolean;
};

export const NOT_FOUND_RULES: readonly HostRule[] = [{ from: '/en/*', to: '/en/404/index.html', status: 404 }];

/** Where the CMS's API lives on the site's host. */
export const CMS_API_PREFIX = '/api/v1/';

/**
 * The only calls to the CMS a release makes at run time: the search island's (src/lib/contract/search-calls.ts). Every
 * other CMS address a page could name is copied into the release by the build.
 */
export const LIVE_API_PREFIX = `${CMS_API_PREFIX}search/`;

/** Whether a request path is one of the live CMS calls the host passes on (`LIVE_API_PREFIX`). */
export function isLiveApiPath(pathname: string): boolean {
  return pathname.startsWith(LIVE_API_PREFIX);
}

/** `/api/v1/search/*` passed on (proxied, status 200) to the CMS at `contentApiUrl`. */
export function contentApiRules(contentApiUrl: string | undefined): HostRule[] {
  if (!contentApiUrl) return [];
  return [
    { from: `${LIVE_API_PREFIX}*`, to: `${contentApiUrl.replace(/\/+$/, '')}${LIVE_API_PREFIX}:splat`, status: 200 },
  ];
}

/**
 * `/api/feedback` (the pages' "Is deze pagina nuttig?" form posts) passed on to the origin at `originUrl`, which
 * keeps the answers; no rule without one (on the origin itself the form's post is answered before any rule).
 */
export function feedbackRules(originUrl: string | null | undefined): HostRule[] {
  if (!originUrl) return [];
  return [
    { from: FEEDBACK_ENDPOINT, to: `${originUrl.replace(/\/+$/, '')}${FEEDBACK_ENDPOINT}`, status: 200, force: true },
  ];
}

/**
 * `/zoeken?query=...` and `/en/search?query=...` passed on to the origin at `originUrl` (the request's
 * query with them), which renders the results on demand, so search works without JavaScript; forced,
 * as the search page is a file too. No rule without an origin: the static page's island searches.
 */
export function searchRules(originUrl: string | null | undefined): HostRule[] {
  if (!originUrl) return [];
  return (['nl', 'en'] as const).map((locale) => ({
    from: searchPath(locale),
    query: { query: ':query' },
    to: `${originUrl.replace(/\/+$/, '')}${searchPath(locale)}`,
    status: 200,
    force: true,
  }));
}

/** Where an overview's static pages 2 and on live: `{overview}/pagina/{n}`. */
export const PAGE_SEGMENT = 'pagina';

export type PagedOverview = { route: string; pages: readonly number[] };

/**
 * `/nieuws?page=N` serves the static page N (one rule per page that exists, forced: `/nieuws` is a
 * file too). One rule per page rather than one `page=:page` placeholder, because a placeholder
 * also takes `page=abc` and `page=999`, whose targets do not exist: the host would answer those with
 * its not-found page. Unmatched, they get `/nieuws`, whose island falls back to page 1 or the last page.
 */
export function pageRewriteRules(overviews: readonly PagedOverview[]): HostRule[] {
  return overviews.flatMap(({ route, pages }) =>
    [...pages]
      .filter((page) => page > 1)
      .sort((a, b) => a - b)
      .map((page) => ({
        from: route,
        query: { page: String(page) },
        to: `${route}/${PAGE_SEGMENT}/${page}`,
        status: 200,
        force: true,
      })),
  );
}

/** `extra`: rules of the overviews themselves, e.g. the ward chooser's `?location=` redirects (ward-rules.ts). */
export function hostRulesFor(
  pairs: readonly RedirectPair[],
  paged: readonly PagedOverview[] = [],
  extra: readonly HostRule[] = [],
  contentApiUrl?: string,
  feedbackOriginUrl?: string | null,
): HostRule[] {
  const redirects = Object.entries(astroRedirects(pairs)).map(([from, { destination, status }]) => ({
    from,
    to: destination,
    status,
    force: true,
  }));
  return [
    ...redirects,
    ...pageRewriteRules(paged),
    ...extra,
    ...contentApiRules(contentApiUrl),
    ...feedbackRules(feedbackOriginUrl),
    ...searchRules(feedbackOriginUrl),
    ...NOT_FOUND_RULES,
  ];
}

export function formatHostRules(rules: readonly HostRule[]): string {
  // A query value is percent-encoded (spaces and commas would end the token); a `:name` placeholder is kept as it is.
  const queryToken = ([key, value]: [string, string]) =>
    `${key}=${value.startsWith(':') ? value : encodeURIComponent(value)}`;
  const line = (rule: HostRule) =>
    [
      rule.from,
      ...Object.entries(rule.query ?? {}).map(queryToken),
      rule.to,
      `${rule.status}${rule.force ? '!' : ''}`,
    ].join(' ');
  return `${rules.map(line).join('\n')}\n`;
}

/** A query value as written in the file, decoded (a malformed escape is kept as written). */
function decodeQueryValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const isTarget = (token: string) => token.startsWith('/') || /^https?:\/\//i.test(token);

/**
 * The rules of a `_redirects` file. Rules that also need query parameters are left out unless
 * `withQuery` asks for them: a path alone never matches them (the link check resolves paths only).
 */
export function parseHostRules(text: string, options: { withQuery?: boolean } = {}): HostRule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .flatMap((line): HostRule[] => {
      const [from, ...rest] = line.split(/\s+/);
      const targetAt = rest.findIndex(isTarget);
      const to = rest[targetAt];
      if (!from || targetAt === -1 || !to) return [];
      const query = Object.fromEntries(
        rest.slice(0, targetAt).flatMap((token) => {
          const at = token.indexOf('=');
          return at > 0 ? [[token.slice(0, at), decodeQueryValue(token.slice(at + 1))]] : [];
        }),
      );
      const status = rest[targetAt + 1] ?? '301';
      const rule: HostRule = { from, to, status: Number(status.replace(/!$/, '')) };
      if (Object.keys(query).length > 0) {
        if (!options.withQuery) return [];
        rule.query = query;
      }
      if (status.endsWith('!')) rule.force = true;
      return [rule];
    });
}

function queryMatches(rule: HostRule, query: URLSearchParams | undefined): boolean {
  if (!rule.query) return true;
  if (!query) return false;
  return Object.entries(rule.query).every(([key, value]) => {
    const given = query.get(key);
    return given !== null && given !== '' && (value.startsWith(':') || given === value);
  });
}

/**
 * The rule for a request path (and its query), if any: exact paths first (in file order), then `/prefix/*` patterns.
 */
export function matchHostRule(
  rules: readonly HostRule[],
  pathname: string,
  query?: URLSearchParams,
): HostRule | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    rules.find((rule) => !rule.from.endsWith('*') && rule.from === clean && queryMatches(rule, query)) ??
    rules.find(
      (rule) => rule.from.endsWith('/*') && clean.startsWith(rule.from.slice(0, -1)) && queryMatches(rule, query),
    )
  );
}

/** A rule's target with its query placeholders filled (`/nieuws/pagina/:page` -> `/nieuws/pagina/3`). */
export function hostRuleTarget(rule: HostRule, query: URLSearchParams): string {
  let target = rule.to;
  for (const [key, value] of Object.entries(rule.query ?? {})) {
    if (value.startsWith(':')) target = target.replaceAll(value, encodeURIComponent(query.get(key) ?? ''));
  }
  return target;
}

/**
 * The overviews with static pages under `{overview}/pagina/{n}` in a built client directory, and their page numbers.
 */
export async function findPagedOverviews(
  clientDir: string,
  routes: readonly string[] = OVERVIEW_ROUTES,
): Promise<PagedOverview[]> {
  const found: PagedOverview[] = [];
  for (const route of routes) {
    const dir = path.join(clientDir, ...route.split('/').filter(Boolean), PAGE_SEGMENT);
    const entries = await readdir(dir).catch(() => [] as string[]);
    const pages: number[] = [];
    for (const entry of entries) {
      if (!/^[1-9]\d*$/.test(entry)) continue;
      if (
        await stat(path.join(dir, entry, 'index.html')).then(
          (info) => info.isFile(),
          () => false,
        )
      )
        pages.push(Number(entry));
    }
    if (pages.length > 0) found.push({ route, pages: pages.sort((a, b) => a - b) });
  }
  return found;
}

export function hostRules(options: {
  pairs: readonly RedirectPair[];
  contentApiUrl?: string | undefined;
  /** The origin as a CDN reaches it (FEEDBACK_ORIGIN_URL): the feedback form's posts and searches with a query; null: no rule. */
  feedbackOriginUrl?: string | null;
}): AstroIntegration {
  return {
    name: 'hospital:host-rules',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const clientDir = fileURLToPath(dir);
        const paged = await findPagedOverviews(clientDir);
        const extra = [...(await filterPageRules(clientDir)), ...(await wardLocationRules(clientDir))];
        const rules = hostRulesFor(options.pairs, paged, extra, options.contentApiUrl, options.feedbackOriginUrl);
        await writeFile(path.join(clientDir, '_redirects'), formatHostRules(rules));
        const rewrites = pageRewriteRules(paged).length;
        const searchProxies = contentApiRules(options.contentApiUrl).length;
        const proxies =
          searchProxies +
          feedbackRules(options.feedbackOriginUrl).length +
          searchRules(options.feedbackOriginUrl).length;
        if (searchProxies === 0)
          logger.warn(
            '_redirects: no CMS proxy rule, so /api/v1/search/* (the site search) answers 404 on a static host: set PUBLIC_CONTENT_API_URL to the CMS address the host can reach',
          );
        logger.info(
          `_redirects: ${rules.length - NOT_FOUND_RULES.length - rewrites - extra.length - proxies} redirects, ${rewrites} page rewrites (${paged.map((overview) => overview.route).join(', ') || 'none'}), ${extra.length} overview rules, ${proxies} proxy rule(s) (CMS search, feedback, search pages with a query), ${NOT_FOUND_RULES.length} not-found rule(s)`,
        );
      },
    },
  };
}
