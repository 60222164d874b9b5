import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  checkRelease,
  checkReleaseOnThread,
  comparePages,
  createReleaseChecksThreads,
  htmlPagesOf,
} from '../../../../scripts/origin/release-checks.ts';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'release-checks-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

const SITE = 'http://localhost:4321';

function page(route: string, links: readonly string[] = []): string {
  return `<!doctype html><html><head><meta http-equiv="content-security-policy" content="default-src 'self';object-src 'none';base-uri 'self';form-action 'self'; script-src 'self' 'sha256-abc='"><link rel="canonical" href="${SITE}${route === '/' ? '/' : route}"></head><body>${links.map((link) => `<a href="${link}">x</a>`).join('')}</body></html>`;
}

/** A client folder with these pages (route -> links). */
async function site(name: string, pages: Record<string, readonly string[]>): Promise<string> {
  const dir = path.join(root, name);
  for (const [route, links] of Object.entries(pages)) {
    const file =
      route === '/' ? path.join(dir, 'index.html') : path.join(dir, ...route.split('/').filter(Boolean), 'index.html');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, page(route, links));
  }
  return dir;
}

describe('which pages a new release lost', () => {
  it('a page the new crawl still found (built or not delivered by the CMS) is lost; one it no longer found was removed', () => {
    const live = new Set(['/', '/nieuws/a', '/nieuws/b', '/nieuws/pagina/2']);
    const next = new Set(['/', '/nieuws/a']);
    expect(comparePages(live, next, new Set(['/', '/nieuws/a', '/nieuws/b']))).toEqual({
      lost: ['/nieuws/b'],
      removed: ['/nieuws/pagina/2'],
    });
  });

  it("reads a build's pages as site paths, decoded", async () => {
    const dir = await site('pages', { '/': [], '/zorg/café': [] });
    await writeFile(path.join(dir, '404.html'), page('/404'));
    expect([...(await htmlPagesOf(dir))].sort()).toEqual(['/', '/404', '/zorg/café']);
  });
});

/** A live release, and a new one that lost a page the CMS still lists and links nowhere: the checks' options. */
async function releaseThatLostAPageAndLinksNowhere() {
  const live = await site('live', { '/': ['/a'], '/a': [], '/b': [] });
  const next = await site('next', { '/': ['/a', '/weg'], '/a': [] });
  return {
    live,
    options: { clientDir: next, liveClientDir: live, crawledRoutes: new Set(['/', '/a', '/b']), siteOrigin: SITE },
  };
}

describe('the checks before a release goes live', () => {
  it('passes a release that keeps every page and whose links all lead somewhere', async () => {
    const live = await site('live', { '/': ['/a'], '/a': ['/'] });
    const next = await site('next', { '/': ['/a'], '/a': ['/'] });
    const check = await checkRelease({
      clientDir: next,
      liveClientDir: live,
      crawledRoutes: new Set(['/', '/a']),
      siteOrigin: SITE,
    });
    expect(check).toMatchObject({
      passed: true,
      failures: [],
      pages: 2,
      removedPages: [],
    });
    expect(check.htmlFiles.sort()).toEqual(['a/index.html', 'index.html']);
  });

  it('fails a release with a broken link, naming it', async () => {
    const next = await site('next', { '/': ['/a', '/weg'], '/a': [] });
    const check = await checkRelease({
      clientDir: next,
      liveClientDir: null,
      crawledRoutes: new Set(['/', '/a']),
      siteOrigin: SITE,
    });
    expect(check.passed).toBe(false);
    expect(check.failures.join('\n')).toMatch(/link check failed.*\/ -> \/weg/);
  });

  it('fails a release that links into the CMS or to a document it does not have; passes one with its documents and search', async () => {
    const standsAlone = await site('alone', {
      '/': ['/documenten/folders/1/a.pdf', '/api/v1/search/pages?query=hart'],
    });
    await mkdir(path.join(standsAlone, 'documenten/folders/1'), { recursive: true });
    await writeFile(path.join(standsAlone, 'documenten/folders/1/a.pdf'), '%PDF-');
    const options = { liveClientDir: null, crawledRoutes: new Set(['/']), siteOrigin: SITE };
    expect(await checkRelease({ ...options, clientDir: standsAlone })).toMatchObject({ passed: true, failures: [] });

    const needsTheCms = await site('cms', {
      '/': ['/api/v1/patient-folders/1/a.pdf', `${SITE}/api/v1/pages/homepage/nl`, '/documenten/folders/2/b.pdf'],
    });
    const check = await checkRelease({ ...options, clientDir: needsTheCms });
    expect(check.passed).toBe(false);
    // Each link is named once: not again among the link check's other failures.
    expect(check.failures).toEqual([
      `2 link(s) into the CMS; the release must serve its own copy: / -> /api/v1/patient-folders/1/a.pdf, / -> ${SITE}/api/v1/pages/homepage/nl`,
      '1 link(s) to documents the release does not have: / -> /documenten/folders/2/b.pdf',
    ]);
  });

  it('fails a release that lost a page the CMS still lists, and passes one whose page was removed in the CMS', async () => {
    const live = await site('live', { '/': ['/a'], '/a': [], '/b': [] });
    const next = await site('next', { '/': ['/a'], '/a': [] });
    const lost = await checkRelease({
      clientDir: next,
      liveClientDir: live,
      crawledRoutes: new Set(['/', '/a', '/b']),
      siteOrigin: SITE,
    });
    expect(lost.passed).toBe(false);
    expect(lost.failures.join('\n')).toMatch(
      /1 page\(s\) of the live release are missing although the CMS still lists or links them: \/b/,
    );
    const removed = await checkRelease({
      clientDir: next,
      liveClientDir: live,
      crawledRoutes: new Set(['/', '/a']),
      siteOrigin: SITE,
    });
    expect(removed).toMatchObject({ passed: true, removedPages: ['/b'] });
  });

  it('of an incremental release checks the links of the pages it rendered, and every page once it removed one', async () => {
    // `/old` links nowhere; the incremental release did not render it, so its links are not checked again.
    const live = await site('live', { '/': ['/a'], '/a': [], '/old': ['/gone'], '/b': [] });
    const kept = await site('kept', { '/': ['/a'], '/a': [], '/old': ['/gone'], '/b': [] });
    const rendered = { renderedPages: new Set(['index.html', 'a/index.html']) };
    const options = { liveClientDir: live, crawledRoutes: new Set(['/', '/a', '/old', '/b']), siteOrigin: SITE };
    expect(await checkRelease({ ...options, clientDir: kept, ...rendered })).toMatchObject({ passed: true });
    expect(await checkRelease({ ...options, clientDir: kept })).toMatchObject({ passed: false });
    // Once a page is gone, an unchanged page could link to it: every page is checked.
    const removedOne = await site('removed', { '/': ['/a'], '/a': [], '/old': ['/gone'] });
    const check = await checkRelease({
      ...options,
      crawledRoutes: new Set(['/', '/a', '/old']),
      clientDir: removedOne,
      ...rendered,
    });
    expect(check.passed).toBe(false);
    expect(check.failures.join('\n')).toMatch(/\/old -> \/gone/);
  });

  it('answers the same on a thread of their own, off the origin thread that serves visitors', async () => {
    const { options } = await releaseThatLostAPageAndLinksNowhere();
    expect(await checkReleaseOnThread(options)).toEqual(await checkRelease(options));
  });

  it('answer the same on a thread prepared ahead, which indexed the live release before; a new thread when none is prepared', async () => {
    const { live, options } = await releaseThatLostAPageAndLinksNowhere();
    const expected = await checkRelease(options);
    const threads = createReleaseChecksThreads();
    try {
      threads.prepare(live);
      expect(await threads.run(options)).toEqual(expected);
      // Prepared for another live release (a rollback since): the live release is indexed again.
      const other = await site('other', { '/': [] });
      threads.prepare(other);
      expect(await threads.run(options)).toEqual(expected);
      // None prepared: a new thread.
      expect(await threads.run(options)).toEqual(expected);
      threads.prepare(live);
    } finally {
      await threads.stop();
    }
    // Stopped: nothing is prepared any more, and the checks still run.
    threads.prepare(live);
    expect(await threads.run(options)).toEqual(expected);
  });
});
