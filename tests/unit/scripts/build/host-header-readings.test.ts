import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { describe, expect, it, vi } from 'vitest';
import {
  cacheControlMisreadings,
  cloudflareReader,
  netlifyReader,
  servedPaths,
} from '../../../../scripts/build/host-header-readings.ts';
import {
  formatHeaderRules,
  headerRulesFor,
  IMMUTABLE,
  intendedCacheControl,
  parseHeaderRules,
  REVALIDATE,
  type HeaderRule,
  type TopLevelEntry,
} from '../../../../scripts/build/security-headers.ts';

const POLICY = "default-src 'self'; script-src 'self'";

/** The top of a build whose page names begin like other entries' and like the immutable folders'. */
const TOP_LEVEL: TopLevelEntry[] = [
  { name: '_astro', folder: true },
  { name: '_headers', folder: false },
  { name: '_redirects', folder: false },
  { name: '.well-known', folder: true },
  { name: 'en', folder: true },
  { name: 'index.html', folder: false },
  { name: 'media', folder: true },
  { name: 'media-en-pers', folder: true },
  { name: 'nieuws', folder: true },
  { name: 'nieuws-en-agenda', folder: true },
  { name: 'robots.txt', folder: false },
];

const PATHS = [
  '/',
  '/index.html',
  '/robots.txt',
  '/.well-known/security.txt',
  '/_astro/app.Ab12.js',
  '/media/cards_640x360/a_640x360.webp',
  '/media-en-pers',
  '/media-en-pers/',
  '/media-en-pers/index.html',
  '/nieuws/',
  '/nieuws/pagina/2/',
  '/nieuws-en-agenda/',
  '/en',
  '/en/',
  '/en/news/',
];

/** The `_headers` file before this change: Cache-Control on the catch-all and again on the asset folders. */
const OLD_FILE: HeaderRule[] = [
  { path: '/*', headers: { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': REVALIDATE } },
  { path: '/_astro/*', headers: { 'Cache-Control': IMMUTABLE } },
  { path: '/media/*', headers: { 'Cache-Control': IMMUTABLE } },
];

/** Netlify's own reading of a `_headers` file: its parser's pattern per rule, a later value winning. */
async function netlifyParserReading(rules: readonly HeaderRule[], pathname: string): Promise<Record<string, string>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'netlify-headers-'));
  try {
    await writeFile(path.join(dir, '_headers'), formatHeaderRules(rules));
    const parsed = await parseAllHeaders({
      headersFiles: [path.join(dir, '_headers')],
      configHeaders: [],
      minimal: false,
    });
    expect(parsed.errors).toEqual([]);
    const headers = parsed.headers as unknown as { forRegExp: RegExp; values: Record<string, string> }[];
    return Object.assign(
      {},
      ...headers.filter((rule) => rule.forRegExp.test(pathname)).map((rule) => rule.values),
    ) as Record<string, string>;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('reading _headers as the static hosts do', () => {
  it('finds what the old file did: Cloudflare joins two Cache-Control values, Netlify caches /mediatheek forever', () => {
    expect(cloudflareReader(OLD_FILE)('/_astro/app.js')['cache-control']).toEqual([REVALIDATE, IMMUTABLE]);
    expect(netlifyReader(OLD_FILE)('/_astro/app.js')['cache-control']).toEqual([IMMUTABLE]);
    expect(netlifyReader(OLD_FILE)('/mediatheek')['cache-control']).toEqual([IMMUTABLE]);
    expect(cacheControlMisreadings(OLD_FILE, ['/_astro/app.js', '/mediatheek'], intendedCacheControl)).toEqual([
      `Netlify would send /mediatheek Cache-Control: ${IMMUTABLE}`,
      `Cloudflare Pages would send /_astro/app.js Cache-Control: ${REVALIDATE}, ${IMMUTABLE}`,
    ]);
  });

  it('reads the patterns as Netlify’s own parser does', async () => {
    const rules = headerRulesFor([POLICY], TOP_LEVEL);
    for (const pathname of [...PATHS, '/mediatheek', '/nieuwsbrief']) {
      const own = await netlifyParserReading(rules, pathname);
      const lowerCased = Object.fromEntries(Object.entries(own).map(([name, value]) => [name.toLowerCase(), [value]]));
      expect({ pathname, ...netlifyReader(rules)(pathname) }).toEqual({ pathname, ...lowerCased });
    }
  });

  it('gives every path of the generated file exactly one Cache-Control, the right one, on both hosts', () => {
    const rules = parseHeaderRules(formatHeaderRules(headerRulesFor([POLICY], TOP_LEVEL)));
    expect(cacheControlMisreadings(rules, PATHS, intendedCacheControl)).toEqual([]);
    for (const read of [netlifyReader(rules), cloudflareReader(rules)]) {
      expect(read('/_astro/app.Ab12.js')['cache-control']).toEqual([IMMUTABLE]);
      expect(read('/media/cards_640x360/a_640x360.webp')['cache-control']).toEqual([IMMUTABLE]);
      // Netlify's `/media/*` takes /media-en-pers too: its own rule says revalidate after it.
      expect(read('/media-en-pers/')['cache-control']).toEqual([REVALIDATE]);
      // No rule: the host's default, which revalidates.
      expect(read('/nieuws-en-agenda/')['cache-control']).toBeUndefined();
      expect(read('/')['cache-control']).toBeUndefined();
      expect(read('/en/news/')['x-content-type-options']).toEqual(['nosniff']);
    }
  });

  it('compiles each rule’s pattern once per host, not again for every path', () => {
    const rules = headerRulesFor([POLICY], TOP_LEVEL);
    const compile = vi.spyOn(globalThis, 'RegExp');
    try {
      expect(cacheControlMisreadings(rules, PATHS, intendedCacheControl)).toEqual([]);
      expect(compile.mock.calls.length).toBeLessThanOrEqual(rules.length * 2);
    } finally {
      compile.mockRestore();
    }
  });

  it('lists the paths a host serves from a build: files, and folders with and without their slash', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'served-paths-'));
    try {
      await mkdir(path.join(dir, 'nieuws', 'a'), { recursive: true });
      await writeFile(path.join(dir, 'index.html'), '');
      await writeFile(path.join(dir, 'nieuws', 'a', 'index.html'), '');
      await writeFile(path.join(dir, 'robots.txt'), '');
      expect(servedPaths(dir)).toEqual([
        '/',
        '/index.html',
        '/nieuws/a',
        '/nieuws/a/',
        '/nieuws/a/index.html',
        '/robots.txt',
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
