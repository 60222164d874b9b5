import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  contentApiRules,
  feedbackRules,
  searchRules,
  findPagedOverviews,
  formatHostRules,
  hostRulesFor,
  hostRuleTarget,
  isLiveApiPath,
  matchHostRule,
  pageRewriteRules,
  parseHostRules,
} from '../../../../scripts/build/host-rules.ts';
import { searchCountCall, searchPagesCall } from '#src/lib/contract/search-calls.ts';

describe('host rules: ?page=N of a paged overview serves its static page', () => {
  const rules = hostRulesFor(
    [{ from: '/oud', to: '/nieuw' }],
    [
      { route: '/nieuws', pages: [3, 2] },
      { route: '/agenda', pages: [2] },
    ],
  );

  it('writes one forced rewrite per static page, after the redirects and before the not-found rule', () => {
    expect(formatHostRules(rules)).toBe(
      [
        '/oud /nieuw?redirectUrl=oud 301!',
        '/nieuws page=2 /nieuws/pagina/2 200!',
        '/nieuws page=3 /nieuws/pagina/3 200!',
        '/agenda page=2 /agenda/pagina/2 200!',
        '/en/* /en/404/index.html 404',
        '',
      ].join('\n'),
    );
    expect(pageRewriteRules([{ route: '/x', pages: [1] }])).toEqual([]);
  });

  it('reads back; rules that need a query only when asked for (a path alone never matches them)', () => {
    const text = formatHostRules(rules);
    expect(parseHostRules(text, { withQuery: true })).toEqual(rules);
    expect(parseHostRules(text).map((rule) => rule.from)).toEqual(['/oud', '/en/*']);
  });

  it('matches the page number exactly; anything else is left to the overview', () => {
    const match = (pathname: string, query: string) => matchHostRule(rules, pathname, new URLSearchParams(query));
    expect(match('/nieuws', 'page=3')?.to).toBe('/nieuws/pagina/3');
    expect(match('/nieuws/', 'department=Cardiologie&page=2')?.to).toBe('/nieuws/pagina/2');
    for (const query of ['', 'page=1', 'page=4', 'page=abc', 'page=03', 'page='])
      expect(match('/nieuws', query)).toBeUndefined();
    expect(matchHostRule(rules, '/nieuws')).toBeUndefined();
    expect(match('/oud', 'page=3')?.status).toBe(301);
  });

  it('fills placeholders of the `key=:name` form too', () => {
    const [rule] = parseHostRules('/zoek q=:q /zoeken/:q 200', { withQuery: true });
    expect(rule).toEqual({ from: '/zoek', query: { q: ':q' }, to: '/zoeken/:q', status: 200 });
    if (!rule) return;
    expect(matchHostRule([rule], '/zoek', new URLSearchParams('q=hart'))).toBe(rule);
    expect(matchHostRule([rule], '/zoek', new URLSearchParams('q='))).toBeUndefined();
    expect(hostRuleTarget(rule, new URLSearchParams('q=hart vaten'))).toBe('/zoeken/hart%20vaten');
  });

  it('finds the static pages the build wrote', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'pages-'));
    try {
      for (const page of ['2', '3', '10']) {
        await mkdir(path.join(dir, 'nieuws', 'pagina', page), { recursive: true });
        await writeFile(path.join(dir, 'nieuws', 'pagina', page, 'index.html'), '<p>');
      }
      await mkdir(path.join(dir, 'nieuws', 'pagina', 'abc'), { recursive: true });
      await mkdir(path.join(dir, 'agenda', 'pagina', '2'), { recursive: true });
      expect(await findPagedOverviews(dir, ['/nieuws', '/agenda', '/nieuws-en-agenda'])).toEqual([
        { route: '/nieuws', pages: [2, 3, 10] },
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('redirects', () => {
  it('writes host rules that read back, redirects first and the English not-found rule last', () => {
    const rules = hostRulesFor([{ from: '/a b', to: '/c' }]);
    expect(formatHostRules(rules)).toBe('/a-b /c?redirectUrl=a-b 301!\n/en/* /en/404/index.html 404\n');
    expect(parseHostRules(formatHostRules(rules))).toEqual(rules);
    expect(matchHostRule(rules, '/a-b/')?.status).toBe(301);
    expect(matchHostRule(rules, '/en/unknown')?.status).toBe(404);
    expect(matchHostRule(rules, '/en')).toBeUndefined();
    expect(matchHostRule(rules, '/nieuws')).toBeUndefined();
  });
});

describe('host rules: /api/v1 on a CDN', () => {
  it('passes only the search calls on to the CMS, after the overview rules and before the not-found rule', () => {
    const rules = hostRulesFor([{ from: '/a', to: '/b' }], [], [], 'https://cms.example.nl/');
    expect(formatHostRules(rules)).toBe(
      '/a /b?redirectUrl=a 301!\n/api/v1/search/* https://cms.example.nl/api/v1/search/:splat 200\n/en/* /en/404/index.html 404\n',
    );
    expect(matchHostRule(rules, '/api/v1/search/count/pages')?.status).toBe(200);
    for (const notLive of ['/api/v1/patient-folders/1/a.pdf', '/api/v1/pages/homepage/nl', '/api/v1/searches'])
      expect(matchHostRule(rules, notLive), notLive).toBeUndefined();
    expect(contentApiRules(undefined)).toEqual([]);
  });

  it('the live calls are the search island’s, and nothing else', () => {
    expect(isLiveApiPath(`/api/v1/${searchPagesCall('hart', 0, 'nl')}`)).toBe(true);
    expect(isLiveApiPath(`/api/v1/${searchCountCall('hart', 'en')}`)).toBe(true);
    for (const notLive of ['/api/v1/patient-folders/search', '/api/v1/patient-folders/1/a.pdf', '/api/v1/search'])
      expect(isLiveApiPath(notLive), notLive).toBe(false);
  });
});

describe('host rules: the feedback form on a CDN', () => {
  it('passes /api/feedback on to the origin, forced, before the not-found rule', () => {
    const rules = hostRulesFor([], [], [], 'https://cms.example.nl', 'https://origin.example.nl/');
    expect(formatHostRules(rules)).toBe(
      '/api/v1/search/* https://cms.example.nl/api/v1/search/:splat 200\n/api/feedback https://origin.example.nl/api/feedback 200!\n/zoeken query=:query https://origin.example.nl/zoeken 200!\n/en/search query=:query https://origin.example.nl/en/search 200!\n/en/* /en/404/index.html 404\n',
    );
    expect(matchHostRule(rules, '/api/feedback')?.to).toBe('https://origin.example.nl/api/feedback');
    expect(feedbackRules(null)).toEqual([]);
  });
});

describe('host rules: search without JavaScript on a CDN', () => {
  it('passes the search pages with a query on to the origin, forced; without a query the static page answers', () => {
    const rules = searchRules('https://origin.example.nl/');
    const read = parseHostRules(formatHostRules(rules), { withQuery: true });
    expect(read).toEqual(rules);
    const withQuery = matchHostRule(read, '/zoeken', new URLSearchParams('query=hart&page=2'));
    expect(withQuery).toMatchObject({ to: 'https://origin.example.nl/zoeken', status: 200, force: true });
    expect(matchHostRule(read, '/en/search/', new URLSearchParams('query=heart'))?.to).toBe(
      'https://origin.example.nl/en/search',
    );
    expect(matchHostRule(read, '/zoeken', new URLSearchParams('query='))).toBeUndefined();
    expect(matchHostRule(read, '/zoeken')).toBeUndefined();
    expect(searchRules(null)).toEqual([]);
  });
});
