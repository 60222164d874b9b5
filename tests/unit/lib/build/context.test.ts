import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createContentClient } from '#src/lib/api/content-client.ts';
import { createBuildContext, type BuildContextOptions } from '#src/lib/build/context.ts';
import { readConfig } from '#src/lib/build/config.ts';
import { createProblemReport } from '#src/lib/build/report.ts';

describe('the build context', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  function context() {
    const report = createProblemReport({ log: () => {} });
    const content = createContentClient({ baseUrl: 'http://127.0.0.1:9', cache: false, log: () => {} });
    return createBuildContext({
      config: readConfig({ CONTENT_API_URL: 'http://127.0.0.1:9' }),
      content,
      report,
      pages: 'alone',
    });
  }

  /**
   * A context of a page rendered on demand (framed with the bundled strings when the CMS fails) whose
   * CMS is `fetch`, with what it asked in `asked` and the problems it reported in `lines`.
   */
  function onDemandWith(
    fetch: (input: string | URL | Request) => Promise<Response>,
    options: Pick<BuildContextOptions, 'frameWaitMs' | 'releaseFrames'> & { timeoutMs?: number } = {},
  ) {
    const asked: string[] = [];
    const lines: string[] = [];
    const { timeoutMs, ...frameOptions } = options;
    const ctx = createBuildContext({
      config: readConfig({ CONTENT_API_URL: 'http://127.0.0.1:9' }),
      content: createContentClient({
        baseUrl: 'http://127.0.0.1:9',
        fetch: ((input: string | URL | Request) => {
          asked.push(String(input));
          return fetch(input);
        }) as typeof globalThis.fetch,
        maxRetries: 0,
        ...(timeoutMs === undefined ? {} : { timeoutMs }),
        cache: false,
        log: () => {},
      }),
      report: createProblemReport({ log: (line) => lines.push(line) }),
      pages: 'alone',
      frameFallback: 'bundled',
      ...frameOptions,
    });
    return { ctx, asked, lines };
  }

  const cmsDown = () => Promise.reject(new Error('the CMS is down'));

  it('computes a shared value once, however many pages ask for it', async () => {
    const ctx = context();
    let runs = 0;
    const compute = async () => {
      runs += 1;
      return runs;
    };
    const values = await Promise.all([
      ctx.once('lists', compute),
      ctx.once('lists', compute),
      ctx.once('lists', compute),
    ]);
    expect(values).toEqual([1, 1, 1]);
    expect(runs).toBe(1);
    expect(await ctx.once('other', compute)).toBe(2);
  });

  it('pages modelled alone: no site graph, no crawl, and no link counts as dead', async () => {
    const ctx = context();
    expect(await ctx.siteGraph()).toBeNull();
    const rules = await ctx.linkRules();
    expect(rules.isDeadRoute('/wherever')).toBe(false);
    expect(rules.siteHosts).toContain('127.0.0.1:9');
  });

  it('two contexts share nothing', async () => {
    const a = context();
    const b = context();
    await a.once('key', async () => 'a');
    expect(await b.once('key', async () => 'b')).toBe('b');
  });

  it('the problem report prints each problem and collects it in its file, a JSON line each', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'report-'));
    dirs.push(dir);
    const file = path.join(dir, 'nested', 'problems.jsonl');
    const lines: string[] = [];
    const report = createProblemReport({ file, log: (line) => lines.push(line) });
    report.add('block skipped', '/x: text block b1: unknown');
    report.add('invalid item', 'footer #2');
    expect(lines).toEqual(['[content] block skipped: /x: text block b1: unknown', '[content] invalid item: footer #2']);
    expect(report.problems()).toHaveLength(2);
    expect(
      (await readFile(file, 'utf8'))
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as unknown),
    ).toEqual(report.problems());
  });

  it('a frame the CMS cannot give: the build fails; a page rendered on demand gets the bundled strings, reported', async () => {
    const lines: string[] = [];
    const make = (frameFallback: 'fail' | 'bundled') => {
      const report = createProblemReport({ log: (line) => lines.push(line) });
      const content = createContentClient({
        baseUrl: 'http://127.0.0.1:9',
        maxRetries: 0,
        cache: false,
        log: () => {},
      });
      return createBuildContext({
        config: readConfig({ CONTENT_API_URL: 'http://127.0.0.1:9' }),
        content,
        report,
        pages: 'alone',
        frameFallback,
      });
    };
    await expect(make('fail').frame('nl')).rejects.toThrow(/could not be reached/);
    const frame = await make('bundled').frame('en');
    expect(frame).toMatchObject({ locale: 'en', menu: [], footerColumns: [], crisisBannerHtml: null });
    expect(frame.t('notFound.title')).toBe('Page not found');
    expect(lines).toEqual([
      expect.stringMatching(
        /^\[content\] frame: en: the CMS could not give the frame .*; shown with the bundled strings$/,
      ),
    ]);
  });

  it('a CMS that hangs: a page rendered on demand is framed with the bundled strings once its wait is over', async () => {
    // Takes every call and never answers.
    const { ctx, asked, lines } = onDemandWith(() => new Promise<Response>(() => {}), {
      frameWaitMs: 150,
      timeoutMs: 60_000,
    });
    // Not the client's minute-long timeout (longer than the test's own limit): the page's own wait.
    const frame = await ctx.frame('nl');
    expect(asked.length).toBeGreaterThan(0);
    expect(frame).toMatchObject({ locale: 'nl', menu: [], footerColumns: [], crisisBannerHtml: null });
    expect(frame.t('notFound.title')).toBe('Pagina niet gevonden');
    expect(lines).toEqual([
      expect.stringMatching(
        /^\[content\] frame: nl: the CMS could not give the frame \(the CMS did not give it within 150 ms\); shown with the bundled strings$/,
      ),
    ]);
  });

  it('a page the origin serves from a release is framed as the release was, with no call to the CMS', async () => {
    const kept = {
      strings: { notFound: { title: 'Pagina niet gevonden (uit de release)' } },
      menu: [{ title: 'Patiënten', href: '/patienten-en-bezoekers', children: [{ title: 'Tolken', href: '/tolken' }] }],
      footerColumns: [{ name: 'Column 1' as const, links: [{ title: 'Contact', href: '/contact' }] }],
      crisisBannerHtml: '<p>Let op</p>',
    };
    let reads = 0;
    const { ctx, asked, lines } = onDemandWith(cmsDown, {
      frameWaitMs: 150,
      releaseFrames: async () => {
        reads += 1;
        return { nl: kept, en: { ...kept, menu: [] } };
      },
    });
    const frame = await ctx.frame('nl');
    expect(frame).toMatchObject({
      locale: 'nl',
      menu: kept.menu,
      footerColumns: kept.footerColumns,
      crisisBannerHtml: '<p>Let op</p>',
    });
    expect(frame.t('notFound.title')).toBe('Pagina niet gevonden (uit de release)');
    expect((await ctx.frame('en')).menu).toEqual([]);
    expect(asked).toEqual([]);
    expect(lines).toEqual([]);
    expect(reads).toBe(2);
  });

  it('a release with no frames it can give: the page asks the CMS for its frame, as before', async () => {
    const { ctx, asked } = onDemandWith(cmsDown, { releaseFrames: async () => null });
    expect(await ctx.frame('nl')).toMatchObject({ menu: [], footerColumns: [], crisisBannerHtml: null });
    expect(asked.length).toBeGreaterThan(0);
  });

  it('a wait for the frame is for a page framed with the bundled strings, and longer than nothing', () => {
    const make = (options: { frameFallback?: 'fail' | 'bundled'; frameWaitMs: number }) => () =>
      createBuildContext({
        config: readConfig({ CONTENT_API_URL: 'http://127.0.0.1:9' }),
        content: createContentClient({ baseUrl: 'http://127.0.0.1:9', cache: false, log: () => {} }),
        report: createProblemReport({ log: () => {} }),
        pages: 'alone',
        ...options,
      });
    expect(make({ frameWaitMs: 100 })).toThrow(/frameWaitMs.*frameFallback: 'bundled'/);
    expect(make({ frameFallback: 'bundled', frameWaitMs: 0 })).toThrow(/frameWaitMs.*more than 0/);
  });
});
