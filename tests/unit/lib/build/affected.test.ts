import { describe, expect, it } from 'vitest';
import { changedCalls, changedScopes, renderPlan, type DependencyRecord } from '#src/lib/build/affected.ts';

const record = (files: DependencyRecord['files'], scopes: DependencyRecord['scopes'] = {}): DependencyRecord => ({
  fingerprint: 'f',
  calls: { 'GET a': '1', 'GET b': '2', 'GET frame': '3', 'GET node-x': '4' },
  files,
  scopes,
  routes: ['/x', '/y'],
  deadRoutes: ['/gone'],
});

const file = (calls: string[] = [], routes: string[] = [], uses: string[] = []) => ({ calls, routes, uses });

const unchanged = {
  changedCalls: new Set<string>(),
  routes: ['/x', '/y'],
  deadRoutes: ['/gone'],
  forcedFiles: new Set<string>(),
};

describe('changedCalls', () => {
  it('names the calls whose answer hashes differently now, or is not answered now', () => {
    const now = new Map([
      ['GET a', '1'],
      ['GET b', '9'],
      ['GET frame', '3'],
    ]);
    expect([...changedCalls(record({}), now)].sort()).toEqual(['GET b', 'GET node-x']);
  });
});

describe('renderPlan', () => {
  it('renders a file that read a changed call and leaves the others to the previous build', () => {
    const previous = record({ 'a/index.html': file(['GET a']), 'b/index.html': file(['GET b']) });
    const plan = renderPlan(['a/index.html', 'b/index.html'], previous, {
      ...unchanged,
      changedCalls: new Set(['GET b']),
    });
    expect(plan).toEqual({ render: ['b/index.html'], skip: ['a/index.html'] });
  });

  it('renders every user of a scope whose calls changed, through the scopes it uses', () => {
    const previous = record(
      { 'a/index.html': file([], [], ['once menu']), 'b/index.html': file(['GET b']) },
      { 'once menu': file([], [], ['once frame']), 'once frame': file(['GET frame']) },
    );
    const change = { ...unchanged, changedCalls: new Set(['GET frame']) };
    expect([...changedScopes(previous, change)].sort()).toEqual(['once frame', 'once menu']);
    expect(renderPlan(['a/index.html', 'b/index.html'], previous, change).render).toEqual(['a/index.html']);
  });

  it('renders a file that asked about a route that appeared, went or now leads nowhere', () => {
    const previous = record({
      'a/index.html': file([], ['/new']),
      'b/index.html': file([], ['/y']),
      'c/index.html': file([], ['/gone']),
      'd/index.html': file([], ['/x']),
    });
    const plan = renderPlan(['a/index.html', 'b/index.html', 'c/index.html', 'd/index.html'], previous, {
      ...unchanged,
      routes: ['/new', '/x'],
      deadRoutes: ['/y'],
    });
    expect(plan.render).toEqual(['a/index.html', 'b/index.html', 'c/index.html']);
    expect(plan.skip).toEqual(['d/index.html']);
  });

  it('renders a file that read the whole page list when a page came or went, not when a node it did not read changed', () => {
    const previous = record({ 'sitemap.xml': file([], ['*']) }, { 'node /x': file(['GET node-x']) });
    expect(renderPlan(['sitemap.xml'], previous, unchanged).render).toEqual([]);
    expect(renderPlan(['sitemap.xml'], previous, { ...unchanged, routes: ['/x'] }).render).toEqual(['sitemap.xml']);
    expect(
      renderPlan(['sitemap.xml'], previous, { ...unchanged, changedCalls: new Set(['GET node-x']) }).render,
    ).toEqual([]);
  });

  it('renders a file with no record (a new page) and a file named by --changed-route', () => {
    const previous = record({ 'a/index.html': file(['GET a']) });
    const plan = renderPlan(['a/index.html', 'new/index.html'], previous, {
      ...unchanged,
      forcedFiles: new Set(['a/index.html']),
    });
    expect(plan.render).toEqual(['a/index.html', 'new/index.html']);
  });
});
