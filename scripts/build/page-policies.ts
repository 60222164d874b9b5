/**
 * The Content-Security-Policy metas of a build's pages, page by page, for the header policy of
 * `_headers` (security-headers.ts). A browser applies a CSP meta only in the head, so a page is read
 * up to its body and no further, without the text of its inlined style sheets.
 *
 * Each build keeps what it read as `page-policies.json` in its run folder (the origin moves the run
 * folder into the release as `reports/`). An incremental build takes the policies of the pages it
 * shares with the build before from there: a shared page is a link to that build's file, so its
 * head is the same. Reading every head made the `_headers` step take 3.7 to 4.4 s of a scale-10
 * incremental build (without visitors' load); kept, 1.9 to 2.1 s. A page missing from that file is read.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import pLimit from 'p-limit';
import { z } from 'zod';
import { PAGES_READ_AT_ONCE, writeWithoutStyleText } from './html-refs.ts';

/** The CSP metas in the head of each page, by its path under the client folder (`a/index.html`). */
export type PolicyByPage = ReadonlyMap<string, readonly string[]>;

/** The file: each policy once, and each page's as indexes into that list. */
const pagePoliciesFile = z.object({
  policies: z.array(z.string()),
  pages: z.record(z.string(), z.array(z.number().int().nonnegative())),
});

/** The CSP metas in the head of one page's HTML. */
export function policiesInHead(html: string): string[] {
  const policies: string[] = [];
  const parser: Parser = new Parser({
    onopentag(name, attributes) {
      if (
        name === 'meta' &&
        (attributes['http-equiv'] ?? '').toLowerCase() === 'content-security-policy' &&
        attributes['content']
      )
        policies.push(attributes['content']);
      if (name === 'body') parser.pause();
    },
    onclosetag(name) {
      if (name === 'head') parser.pause();
    },
  });
  writeWithoutStyleText(html, (piece) => parser.write(piece));
  return policies;
}

/**
 * The policies of these pages of `clientDir` (paths under it, `/`-separated): from `known` for a page
 * it has, read from its head otherwise, a few pages at a time so the disk is not waited for one file
 * after another.
 */
export async function policiesByPage(
  clientDir: string,
  pages: readonly string[],
  known: PolicyByPage = new Map(),
): Promise<{ byPage: Map<string, readonly string[]>; read: number }> {
  const byPage = new Map<string, readonly string[]>();
  const limit = pLimit(PAGES_READ_AT_ONCE);
  let read = 0;
  await Promise.all(
    pages.map((page) => {
      const kept = known.get(page);
      if (kept) {
        byPage.set(page, kept);
        return undefined;
      }
      return limit(async () => {
        read += 1;
        byPage.set(page, policiesInHead(await readFile(path.join(clientDir, ...page.split('/')), 'utf8')));
      });
    }),
  );
  return { byPage, read };
}

/** Every policy of the pages, once each, sorted. */
export function distinctPolicies(byPage: PolicyByPage): string[] {
  return [...new Set([...byPage.values()].flat())].sort();
}

export async function writePagePolicies(file: string, byPage: PolicyByPage): Promise<void> {
  const policies = distinctPolicies(byPage);
  const index = new Map(policies.map((policy, at) => [policy, at]));
  const pages = Object.fromEntries(
    [...byPage]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([page, own]) => [page, own.map((policy) => index.get(policy) ?? 0)]),
  );
  await writeFile(file, JSON.stringify({ policies, pages }));
}

/**
 * The policies a build before kept for these pages (the ones this build shares with it); none when
 * it kept no file or one this code cannot read (the pages are then read).
 */
export async function keptPagePolicies(file: string, pages: Iterable<string>): Promise<Map<string, readonly string[]>> {
  const kept = new Map<string, readonly string[]>();
  if (!existsSync(file)) return kept;
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return kept;
  }
  const parsed = pagePoliciesFile.safeParse(json);
  if (!parsed.success) return kept;
  const { policies, pages: byPage } = parsed.data;
  for (const page of pages) {
    const indexes = byPage[page];
    if (!indexes || indexes.some((at) => at >= policies.length)) continue;
    kept.set(
      page,
      indexes.map((at) => policies[at] ?? ''),
    );
  }
  return kept;
}
