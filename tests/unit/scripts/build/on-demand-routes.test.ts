import { describe, expect, it } from 'vitest';
import type { IntegrationResolvedRoute } from 'astro';
import { mayBeOnDemand, onDemandRoutesOf } from '../../../../scripts/build/on-demand-routes.ts';

const route = (pattern: string, patternRegex: RegExp, isPrerendered: boolean) =>
  ({ pattern, patternRegex, isPrerendered }) as IntegrationResolvedRoute;

describe("a release's routes rendered on demand", () => {
  it('are the routes Astro does not pre-render, with their expressions, in a steady order', () => {
    expect(
      onDemandRoutesOf([
        route('/zoeken/resultaten', /^\/zoeken\/resultaten\/?$/, false),
        route('/afdelingen-en-centra/[...path]', /^\/afdelingen-en-centra(?:\/(.*?))?\/?$/, true),
        route('/preview/[slug]', /^\/preview\/([^/]+?)\/?$/, false),
      ]),
    ).toEqual({
      routes: [
        { pattern: '/preview/[slug]', regex: '^\\/preview\\/([^/]+?)\\/?$', flags: '' },
        { pattern: '/zoeken/resultaten', regex: '^\\/zoeken\\/resultaten\\/?$', flags: '' },
      ],
    });
  });

  it('may take an address that matches one as sent or decoded; an address that cannot be decoded is tried as sent', () => {
    const routes = [/^\/preview\/([^/]+?)\/?$/, /^\/zoeken\/resultaten\/?$/];
    expect(mayBeOnDemand(routes, '/preview/over-ons')).toBe(true);
    expect(mayBeOnDemand(routes, '/%70review/over-ons')).toBe(true);
    expect(mayBeOnDemand(routes, '/zoeken/resultaten/')).toBe(true);
    expect(mayBeOnDemand(routes, '/preview')).toBe(false);
    expect(mayBeOnDemand(routes, '/bestaat-niet')).toBe(false);
    expect(mayBeOnDemand(routes, '/preview/%E0%A4%A')).toBe(true);
    expect(mayBeOnDemand(routes, '/%E0%A4%A')).toBe(false);
  });
});
