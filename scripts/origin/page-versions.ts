/**
 * Which pages a release changed, and since when each page's content is live. Each release keeps
 * `pages.json`: per HTML page its fingerprint (SHA-256 of the page without what every build writes
 * anew), the CMS version it shows (its `dcterms.modified`), and the release and time its current
 * content first went live. A page counts as changed when its fingerprint differs from the live
 * release's, or it is new; the release date of the accessibility statement does not count.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { htmlPagesUnder } from '../build/html-files.ts';
import { pagePathOf } from '../build/link-check.ts';

const PAGES_FILE = 'pages.json';

/** What a build writes anew each time without a change of content: removed before fingerprinting. */
const BUILD_VOLATILE = [/<p data-statement-release>[\s\S]*?<\/p>/g];
const MODIFIED_META = /<meta name="dcterms\.modified" content="([^"]*)"/;

export type BuiltPage = { fingerprint: string; modified: string | null };

export type PageVersion = BuiltPage & {
  /** The release in which this content first went live. */
  release: string;
  /** When that release went live (ISO). */
  since: string;
};

export type PageVersions = Record<string, PageVersion>;

export function pageFingerprint(html: string): string {
  const stable = BUILD_VOLATILE.reduce((text, pattern) => text.replace(pattern, ''), html);
  return createHash('sha256').update(stable).digest('base64url');
}

/** The CMS version a page shows (its `dcterms.modified` meta), or null. */
export function builtModified(html: string): string | null {
  return MODIFIED_META.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? null;
}

export function builtPage(html: string): BuiltPage {
  return { fingerprint: pageFingerprint(html), modified: builtModified(html) };
}

/**
 * The new release's page versions from its built pages and the live release's versions: an unchanged
 * page keeps its release and since; a new or changed one gets this release and `liveSince`.
 */
export function nextPageVersions(
  previous: Readonly<PageVersions> | null,
  built: ReadonlyMap<string, BuiltPage>,
  release: string,
  liveSince: string,
): { pages: PageVersions; changed: string[] } {
  const pages: PageVersions = {};
  const changed: string[] = [];
  for (const [page, now] of [...built].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const before = previous?.[page];
    if (before && before.fingerprint === now.fingerprint)
      pages[page] = { ...now, release: before.release, since: before.since };
    else {
      pages[page] = { ...now, release, since: liveSince };
      changed.push(page);
    }
  }
  return { pages, changed };
}

/**
 * Every HTML page of a built client folder, by site path. Of an incremental release (`shared`), a page it did not
 * render is the file it shares with the release before, whose fingerprint and version are known: not read again.
 */
export async function readBuiltPages(
  clientDir: string,
  shared: { previous: Readonly<PageVersions>; rendered: ReadonlySet<string> } | null = null,
  /** The HTML files (client-relative) when the caller listed them already. */
  htmlFiles?: readonly string[],
): Promise<Map<string, BuiltPage>> {
  const pages = new Map<string, BuiltPage>();
  const relativeFiles = htmlFiles ?? htmlPagesUnder(clientDir);
  for (const relative of relativeFiles) {
    const file = path.join(clientDir, relative);
    const page = pagePathOf(relative);
    const known = shared && !shared.rendered.has(relative) ? shared.previous[page] : undefined;
    pages.set(
      page,
      known ? { fingerprint: known.fingerprint, modified: known.modified } : builtPage(await readFile(file, 'utf8')),
    );
  }
  return pages;
}

export async function writePageVersions(releaseDir: string, pages: PageVersions): Promise<void> {
  await writeFile(path.join(releaseDir, PAGES_FILE), `${JSON.stringify(pages)}\n`);
}

/** A release's page versions; null for a release made before they were kept. */
export async function readPageVersions(releaseDir: string): Promise<PageVersions | null> {
  try {
    return JSON.parse(await readFile(path.join(releaseDir, PAGES_FILE), 'utf8')) as PageVersions;
  } catch {
    return null;
  }
}
