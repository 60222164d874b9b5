import { describe, expect, it } from 'vitest';
import { ok } from './reply.ts';
import { Router, type RouteHandler } from './router.ts';

const handler: RouteHandler = () => ok(null);
const other: RouteHandler = () => ok(1);

describe('Router', () => {
  const router = new Router().addAll([
    { method: 'GET', pattern: '/api/v1/navigation/{language:nl|en}', handler },
    { method: 'GET', pattern: '/api/v1/pages/news/{slug}', handler: other },
    { method: 'GET', pattern: '/api/v1/pages/crisis-banner/', handler },
    { method: 'POST', pattern: '/api/v1/patient-folders/search', handler },
  ]);

  it('matches parameters, restricted alternatives and a trailing slash', () => {
    expect(router.match('GET', '/api/v1/navigation/nl')).toEqual({
      kind: 'found',
      handler,
      params: { language: 'nl' },
    });
    expect(router.match('GET', '/api/v1/navigation/en/')).toEqual({
      kind: 'found',
      handler,
      params: { language: 'en' },
    });
    expect(router.match('GET', '/api/v1/navigation/NL')).toEqual({ kind: 'not-found' });
    expect(router.match('GET', '/api/v1/pages/crisis-banner')).toMatchObject({ kind: 'found' });
    expect(router.match('GET', '/api/v1/pages/news/caf%C3%A9-open')).toEqual({
      kind: 'found',
      handler: other,
      params: { slug: 'café-open' },
    });
  });

  it('does not match empty or malformed segments', () => {
    expect(router.match('GET', '/api/v1/pages/news/')).toEqual({ kind: 'not-found' });
    expect(router.match('GET', '/api/v1/pages/news/%E0%A4%A')).toEqual({ kind: 'not-found' });
  });

  it('reports a known path with another method, and serves HEAD as GET', () => {
    expect(router.match('GET', '/api/v1/patient-folders/search')).toEqual({
      kind: 'method-not-allowed',
      allow: ['POST'],
    });
    expect(router.match('HEAD', '/api/v1/navigation/nl')).toMatchObject({ kind: 'found' });
  });

  it('rejects duplicate and malformed patterns', () => {
    expect(() =>
      new Router().addAll([
        { method: 'GET', pattern: '/a', handler },
        { method: 'GET', pattern: '/a', handler },
      ]),
    ).toThrow(/twice/);
    expect(() => new Router().add({ method: 'GET', pattern: '/a/x{b}', handler })).toThrow(/Bad route pattern/);
  });
});
