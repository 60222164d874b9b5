/**
 * The link check of a built site (`npm run check:links`): every internal link and every image of
 * every HTML page must lead to something the site serves:
 * - a file of the build (`path`, `path/index.html` or `path.html`),
 * - a redirect rule in `_redirects` (exact sources), read the way a Netlify-style host reads it:
 *   a rule for a path where a file exists is shadowed by the file unless it is forced (`301!`),
 * - a live call to the CMS's search under /api/v1/search/ (the host passes it on: counted, not checked),
 * - or an overview of src/lib/routing/overview-routes.ts that is not built yet (listed, not a failure).
 * Links are `<a href>`, the canonical and hreflang links and a meta refresh; images are `src`,
 * `srcset` candidates, `<link rel=preload|icon>`, `og:image`/`twitter:image` and the `image` and
 * `logo` of JSON-LD. Internal means site-relative (`/...`) or on the site's own origin; query and
 * fragment are ignored. It also checks that every indexable page names itself as canonical, and
 * that no page of the sitemap is a redirect source (a redirect would answer instead of the page),
 * that every in-page link (`#id`: the anchor menu, skip links) lands on an element of its page,
 * that every page carries the site's Content Security Policy (src/lib/security/csp.ts), and that
 * every link to a filtered overview with one filter (`/specialisten?filter=Cardiologie`) has a host
 * rule serving its filter page (src/overviews/shared/filter-pages/filter-pages.ts), so its first answer is filtered.
 * A release stands alone: a link or image into the CMS (`/api/v1/` other than search) fails the check, and
 * every document a page links to (`/documenten/...`, the release's copy of a CMS document) must be a file of the
 * build.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import { cmsDocumentPath } from '#src/lib/content/documents.ts';
import { isOverviewRoute } from '#src/lib/routing/overview-routes.ts';
import { pageCspProblem } from '#src/lib/security/csp.ts';
import { FILTER_PAGE_PARAMS } from '#src/overviews/shared/filter-pages/filter-pages.ts';
import { CMS_API_PREFIX, isLiveApiPath, matchHostRule, parseHostRules, type HostRule } from './host-rules.ts';
import { jsonLdScripts, srcsetUrls } from './html-refs.ts';
import { isPrecompressedCopy } from './precompress.ts';
import { filesUnder } from './files-under.ts';

export type PageRefs = {
  links: string[];
  images: string[];
  canonicals: string[];
  /** `<meta name="robots" content="noindex">`: not meant to be indexed (404, preview). */
  noindex: boolean;
  /** A meta-refresh page (Astro's page for a redirect): it has no content of its own. */
  refresh: boolean;
  /** The policies of its `<meta http-equiv="content-security-policy">` elements. */
  csp: string[];
  /** Its in-page links (`href="#id"`, the id decoded) and the ids of its elements: each link must land on one. */
  fragments: string[];
  ids: Set<string>;
};

const IMAGE_LINK_RELS = new Set(['preload', 'icon', 'apple-touch-icon']);
const IMAGE_META = new Set(['og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image']);
const JSON_LD_IMAGE_KEYS = new Set(['image', 'logo', 'thumbnailUrl']);

/** The image URLs of a JSON-LD value: strings, lists and ImageObjects under `image`, `logo`, `thumbnailUrl`. */
function jsonLdImages(value: unknown, into: string[], underImageKey = false): void {
  if (typeof value === 'string') {
    if (underImageKey) into.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) jsonLdImages(item, into, underImageKey);
  } else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (JSON_LD_IMAGE_KEYS.has(key)) jsonLdImages(inner, into, true);
      else if (underImageKey && (key === 'url' || key === 'contentUrl')) jsonLdImages(inner, into, true);
      else jsonLdImages(inner, into, false);
    }
  }
}

function decodeFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

function relsOf(attributes: Record<string, string>): Set<string> {
  return new Set((attributes['rel'] ?? '').toLowerCase().split(/\s+/).filter(Boolean));
}

/** The links and images of one HTML page (see the top of this file). */
export function extractRefs(html: string): PageRefs {
  const refs: PageRefs = {
    links: [],
    images: [],
    canonicals: [],
    noindex: false,
    refresh: false,
    csp: [],
    fragments: [],
    ids: new Set(),
  };
  // Invalid JSON-LD is not a link problem: it is skipped.
  const jsonLd = jsonLdScripts((data) => jsonLdImages(data, refs.images));
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const href = attributes['href'];
        if (attributes['id']) refs.ids.add(attributes['id']);
        if ((name === 'a' || name === 'area') && href && href.length > 1 && href.startsWith('#'))
          refs.fragments.push(decodeFragment(href.slice(1)));
        switch (name) {
          case 'a':
          case 'area':
            if (href !== undefined) refs.links.push(href);
            break;
          case 'link': {
            const rels = relsOf(attributes);
            if (rels.has('canonical') && href) {
              refs.canonicals.push(href);
              refs.links.push(href);
            } else if (rels.has('alternate') && attributes['hreflang'] && href) {
              refs.links.push(href);
            } else if ([...rels].some((rel) => IMAGE_LINK_RELS.has(rel))) {
              const isImage = !rels.has('preload') || attributes['as'] === 'image';
              if (isImage && href) refs.images.push(href);
              if (isImage && attributes['imagesrcset']) refs.images.push(...srcsetUrls(attributes['imagesrcset']));
            }
            break;
          }
          case 'img':
            if (attributes['src']) refs.images.push(attributes['src']);
            if (attributes['srcset']) refs.images.push(...srcsetUrls(attributes['srcset']));
            break;
          case 'source':
            if (attributes['srcset']) refs.images.push(...srcsetUrls(attributes['srcset']));
            break;
          case 'meta': {
            const property = (attributes['property'] ?? attributes['name'] ?? '').toLowerCase();
            const content = attributes['content'] ?? '';
            if (IMAGE_META.has(property) && content) refs.images.push(content);
            if (property === 'robots' && /\bnoindex\b/i.test(content)) refs.noindex = true;
            if ((attributes['http-equiv'] ?? '').toLowerCase() === 'content-security-policy') refs.csp.push(content);
            if ((attributes['http-equiv'] ?? '').toLowerCase() === 'refresh') {
              refs.refresh = true;
              const target = /url\s*=\s*['"]?([^'"]+)/i.exec(content)?.[1];
              if (target) refs.links.push(target.trim());
            }
            break;
          }
          case 'script':
            jsonLd.onopentag(name, attributes);
            break;
        }
      },
      ontext: jsonLd.ontext,
      onclosetag: jsonLd.onclosetag,
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return refs;
}

/** The site path a page file is served at: `a/b/index.html` -> `/a/b`, `index.html` -> `/`, `a.html` -> `/a`. */
export function pagePathOf(relativeFile: string): string {
  const posix = relativeFile.split(path.sep).join('/');
  const withoutIndex = posix === 'index.html' ? '' : posix.replace(/\/index\.html$/, '').replace(/\.html$/, '');
  return `/${withoutIndex}`;
}

/**
 * The internal path a reference leads to (decoded, without query, fragment and trailing slash); null for anything not
 * on the site.
 */
export function internalPath(ref: string, pagePath: string, siteOrigins: readonly string[]): string | null {
  const trimmed = ref.trim();
  if (trimmed === '' || trimmed.startsWith('#')) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !/^https?:/i.test(trimmed)) return null;
  const [origin = 'http://localhost'] = siteOrigins;
  let url: URL;
  try {
    url = new URL(trimmed, new URL(pagePath, origin));
  } catch {
    return null;
  }
  const isRelative = !/^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !trimmed.startsWith('//');
  if (!isRelative && !siteOrigins.some((site) => new URL(site).origin === url.origin)) return null;
  const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

export type SiteIndex = {
  /** Every file of the build, relative, with `/` separators (`nieuws/a/index.html`). */
  files: ReadonlySet<string>;
  /** The host rules that need query parameters (the filter pages', the paged overviews'). */
  queryRules: readonly HostRule[];
  /** The exact sources of the host rules in `_redirects`. */
  redirectSources: ReadonlySet<string>;
  /** Those of them whose rule is forced (`301!`): they apply even where a file exists. */
  forcedSources: ReadonlySet<string>;
};

/**
 * `live`: a call the host passes on to the CMS (search); `cms`: any other address of the CMS, which a release must
 * not need.
 */
export type Resolution = 'file' | 'redirect' | 'live' | 'cms' | 'not-built' | 'broken';

export function resolvePath(sitePath: string, index: SiteIndex): Resolution {
  const decoded = sitePath.replace(/^\/+/, '');
  // Astro writes a route's files under its URI-encoded path; most routes look the same either way.
  const forms = [...new Set([decoded, encodeURI(decoded)])];
  const candidates =
    decoded === ''
      ? ['index.html']
      : forms.flatMap((relative) => [relative, `${relative}/index.html`, `${relative}.html`]);
  // A Netlify-style host answers a file before a rule for the same path, unless the rule is forced.
  const isFile = candidates.some((candidate) => index.files.has(candidate));
  if (index.redirectSources.has(sitePath) && (!isFile || index.forcedSources.has(sitePath))) return 'redirect';
  if (isFile) return 'file';
  if (isLiveApiPath(sitePath)) return 'live';
  if (sitePath.startsWith(CMS_API_PREFIX)) return 'cms';
  if (isOverviewRoute(sitePath)) return 'not-built';
  return 'broken';
}

/**
 * `filter`: a link to a filtered overview that no host rule serves filtered; `cms`: a link or image into the CMS;
 * `document`: a link to a document the release does not have.
 */
export type BrokenRef = {
  page: string;
  link: string;
  kind: 'link' | 'image' | 'anchor' | 'filter' | 'cms' | 'document';
};
export type CanonicalProblem = { page: string; problem: string };

export type LinkCheckReport = {
  pages: number;
  linksChecked: number;
  imagesChecked: number;
  viaRedirects: number;
  /** Links to the release's copies of CMS documents (each checked to be a file of the build). */
  documents: number;
  /** Links to the live search calls (passed on to the CMS by the host: not checked). */
  liveCalls: number;
  /** Overview routes not built yet, with how many links lead to each. */
  notBuilt: Map<string, number>;
  broken: BrokenRef[];
  canonicalProblems: CanonicalProblem[];
  /** Pages in the sitemap that a redirect in `_redirects` answers instead. */
  shadowedPages: string[];
  /** Pages without the site's Content Security Policy, or with a weaker one. */
  cspProblems: CanonicalProblem[];
};

/** The files a site serves at their own address (the compressed copies are sent in place of theirs). */
function listFiles(dir: string): string[] {
  return filesUnder(dir).filter((file) => !isPrecompressedCopy(file));
}

/** The index of what a built site serves: its files and the exact sources of its `_redirects`. */
export async function indexSite(clientDir: string): Promise<SiteIndex> {
  const files = new Set(listFiles(clientDir));
  const text = files.has('_redirects') ? await readFile(path.join(clientDir, '_redirects'), 'utf8') : '';
  const rules = parseHostRules(text).filter((rule) => !rule.from.includes('*'));
  const queryRules = parseHostRules(text, { withQuery: true }).filter((rule) => rule.query);
  return {
    files,
    queryRules,
    redirectSources: new Set(rules.map((rule) => rule.from)),
    forcedSources: new Set(rules.filter((rule) => rule.force).map((rule) => rule.from)),
  };
}

/** The site's origin from the build's robots.txt (`Sitemap: https://.../sitemap.xml`), if it has one. */
export async function siteOriginFromRobots(clientDir: string): Promise<string | null> {
  const text = await readFile(path.join(clientDir, 'robots.txt'), 'utf8').catch(() => '');
  const sitemap = /^sitemap:\s*(\S+)/im.exec(text)?.[1];
  return sitemap && URL.canParse(sitemap) ? new URL(sitemap).origin : null;
}

function checkCanonical(pagePath: string, refs: PageRefs, siteOrigins: readonly string[]): string | null {
  if (refs.noindex || refs.refresh) return null;
  if (refs.canonicals.length === 0) return 'no <link rel="canonical">';
  if (refs.canonicals.length > 1) return `${refs.canonicals.length} canonical links`;
  const canonical = refs.canonicals[0] ?? '';
  if (!URL.canParse(canonical)) return `the canonical link "${canonical}" is not an absolute URL`;
  const url = new URL(canonical);
  if (!siteOrigins.some((origin) => new URL(origin).origin === url.origin))
    return `the canonical link ${canonical} is not on the site's address (${siteOrigins.join(', ')})`;
  const canonicalPath = internalPath(canonical, pagePath, siteOrigins);
  return canonicalPath === pagePath ? null : `the canonical link ${canonical} names another page`;
}

const BROKEN_KIND_NOTES: Record<BrokenRef['kind'], string> = {
  link: '',
  image: ' (image)',
  anchor: ' (no element with this id on the page)',
  filter: ' (no filter page serves this filter: the first answer would be the whole list)',
  cms: ' (a link into the CMS: the release must serve its own copy)',
  document: ' (a document the release does not have)',
};

/**
 * Whether a link to a filtered overview is served filtered: a link with one filter of
 * FILTER_PAGE_PARAMS and nothing else in its query needs a rule for that value. Other links pass
 * (no filter, or a combination the island applies).
 */
export function servesFilterLink(
  ref: string,
  target: string,
  queryRules: readonly HostRule[],
  siteOrigins: readonly string[],
): boolean {
  const params: readonly string[] | undefined = (FILTER_PAGE_PARAMS as Record<string, readonly string[]>)[target];
  if (!params) return true;
  const [origin = 'http://localhost'] = siteOrigins;
  const query = new URL(ref.trim(), origin).searchParams;
  const keys = [...new Set(query.keys())];
  const [only] = keys;
  if (keys.length !== 1 || only === undefined || !params.includes(only) || !query.get(only)?.trim()) return true;
  return matchHostRule(queryRules, target, query) !== undefined;
}

/** Checks every HTML page of a built site's client directory (and the links of its sitemap.xml). */
export async function checkLinks(
  clientDir: string,
  options: {
    siteOrigins: readonly string[];
    /**
     * Only these pages' links (client-relative HTML files), against the index of the whole site: an incremental
     * release checks what it rendered (default: every page).
     */
    onlyPages?: ReadonlySet<string>;
    /** The site's index when the caller made it already. */
    index?: SiteIndex;
  },
): Promise<LinkCheckReport> {
  const index = options.index ?? (await indexSite(clientDir));
  const report: LinkCheckReport = {
    pages: 0,
    linksChecked: 0,
    imagesChecked: 0,
    viaRedirects: 0,
    documents: 0,
    liveCalls: 0,
    notBuilt: new Map(),
    broken: [],
    canonicalProblems: [],
    shadowedPages: [],
    cspProblems: [],
  };
  const check = (page: string, ref: string, kind: 'link' | 'image') => {
    const target = internalPath(ref, page, options.siteOrigins);
    if (target === null) return;
    if (kind === 'link') report.linksChecked += 1;
    else report.imagesChecked += 1;
    const resolution = resolvePath(target, index);
    const isDocument = cmsDocumentPath(target) !== null;
    if (isDocument) report.documents += 1;
    if (resolution === 'redirect') report.viaRedirects += 1;
    else if (resolution === 'live') report.liveCalls += 1;
    else if (resolution === 'cms') report.broken.push({ page, link: ref, kind: 'cms' });
    else if (resolution === 'not-built') report.notBuilt.set(target, (report.notBuilt.get(target) ?? 0) + 1);
    else if (resolution === 'broken') report.broken.push({ page, link: ref, kind: isDocument ? 'document' : kind });
    else if (kind === 'link' && !servesFilterLink(ref, target, index.queryRules, options.siteOrigins))
      report.broken.push({ page, link: ref, kind: 'filter' });
  };
  const htmlFiles = [...index.files]
    .filter((file) => file.endsWith('.html') && (options.onlyPages?.has(file) ?? true))
    .sort();
  for (const file of htmlFiles) {
    const page = pagePathOf(file);
    const refs = extractRefs(await readFile(path.join(clientDir, file), 'utf8'));
    report.pages += 1;
    for (const link of refs.links) check(page, link, 'link');
    for (const image of refs.images) check(page, image, 'image');
    // An in-page link (the anchor menu, skip links, footnotes) must land on an element of the page.
    for (const fragment of refs.fragments)
      if (!refs.ids.has(fragment)) report.broken.push({ page, link: `#${fragment}`, kind: 'anchor' });
    const problem = checkCanonical(page, refs, options.siteOrigins);
    if (problem) report.canonicalProblems.push({ page, problem });
    const cspProblem =
      refs.csp.length === 1 ? pageCspProblem(refs.csp[0] ?? '') : `${refs.csp.length} Content-Security-Policy metas`;
    if (cspProblem) report.cspProblems.push({ page, problem: cspProblem });
  }
  if (index.files.has('sitemap.xml')) {
    const sitemap = readSitemap(await readFile(path.join(clientDir, 'sitemap.xml'), 'utf8'));
    for (const link of sitemap.all) check('/sitemap.xml', link, 'link');
    // A page of the site graph whose path is also a redirect source: the redirect shadows it (Astro leaves the page
    // out).
    for (const loc of sitemap.locs) {
      const target = internalPath(loc, '/', options.siteOrigins);
      if (target !== null && index.redirectSources.has(target)) report.shadowedPages.push(target);
    }
  }
  return report;
}

/** The `<loc>` and `xhtml:link` addresses of a sitemap, in document order. */
export function sitemapLinks(xml: string): string[] {
  return readSitemap(xml).all;
}

/** A sitemap's page addresses (`<loc>`) and every address it names (with the hreflang alternates). */
export function readSitemap(xml: string): { locs: string[]; all: string[] } {
  const locs: string[] = [];
  const links: string[] = [];
  let inLoc = false;
  let text = '';
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'loc') {
          inLoc = true;
          text = '';
        } else if (name === 'xhtml:link' && attributes['href']) {
          links.push(attributes['href']);
        }
      },
      ontext(chunk) {
        if (inLoc) text += chunk;
      },
      onclosetag(name) {
        if (name === 'loc') {
          inLoc = false;
          links.push(text.trim());
          locs.push(text.trim());
        }
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(xml);
  parser.end();
  return { locs, all: links };
}

/** How many problems fail the check: broken links and images, canonical problems, shadowed pages. */
export function linkCheckFailures(report: LinkCheckReport): number {
  return (
    report.broken.length + report.canonicalProblems.length + report.shadowedPages.length + report.cspProblems.length
  );
}

/** The report as text: the summary, then what fails the check. */
export function formatReport(report: LinkCheckReport, clientDir: string): string {
  const lines: string[] = [];
  const failures = linkCheckFailures(report);
  lines.push(
    `Link check of ${clientDir}: ${report.pages} pages, ${report.linksChecked} links checked, ${report.imagesChecked} images checked, ${report.broken.length} broken` +
      (report.canonicalProblems.length ? `, ${report.canonicalProblems.length} pages with a canonical problem` : '') +
      (report.shadowedPages.length ? `, ${report.shadowedPages.length} pages shadowed by a redirect` : '') +
      (report.cspProblems.length ? `, ${report.cspProblems.length} pages without the site's CSP` : ''),
  );
  lines.push(
    `  ${report.viaRedirects} links lead through CMS redirects; ${report.documents} lead to documents of the release; ${report.liveCalls} to the live search API (not checked)`,
  );
  if (report.notBuilt.size > 0) {
    const total = [...report.notBuilt.values()].reduce((sum, count) => sum + count, 0);
    lines.push(
      `  not built yet (overviews, not a failure): ${total} links to ${[...report.notBuilt.keys()].sort().join(', ')}`,
    );
  }
  if (report.broken.length > 0) {
    lines.push('', 'Broken (page -> link):');
    for (const ref of [...report.broken].sort((a, b) => a.page.localeCompare(b.page) || a.link.localeCompare(b.link))) {
      lines.push(`  ${ref.page} -> ${ref.link}${BROKEN_KIND_NOTES[ref.kind]}`);
    }
  }
  if (report.canonicalProblems.length > 0) {
    lines.push('', 'Canonical link problems (page: problem):');
    for (const problem of report.canonicalProblems) lines.push(`  ${problem.page}: ${problem.problem}`);
  }
  if (report.shadowedPages.length > 0) {
    lines.push('', 'Pages of the sitemap that a redirect in _redirects answers instead:');
    for (const page of report.shadowedPages) lines.push(`  ${page}`);
  }
  if (report.cspProblems.length > 0) {
    lines.push('', 'Content Security Policy problems (page: problem):');
    for (const problem of report.cspProblems) lines.push(`  ${problem.page}: ${problem.problem}`);
  }
  lines.push('', failures === 0 ? 'Link check passed.' : `Link check failed: ${failures} problem(s).`);
  return lines.join('\n');
}
