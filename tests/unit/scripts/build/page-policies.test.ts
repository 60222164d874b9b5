import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  distinctPolicies,
  keptPagePolicies,
  policiesByPage,
  policiesInHead,
  writePagePolicies,
} from '../../../../scripts/build/page-policies.ts';

const PAGE_A = "default-src 'self'; script-src 'self' 'sha256-a='";
const PAGE_B = "default-src 'self'; script-src 'self' 'sha256-b='";
const meta = (policy: string) => `<meta http-equiv="Content-Security-Policy" content="${policy}">`;

describe('policiesInHead', () => {
  it('reads the CSP metas of a page’s head, and none from a body, where a browser ignores them', () => {
    expect(
      policiesInHead(
        `<!DOCTYPE html><html><head><script>const x = '</head>';</script>${meta(PAGE_A)}</head><body>${meta('body-a')}</body></html>`,
      ),
    ).toEqual([PAGE_A]);
    expect(
      policiesInHead(`<html><head><title>B</title>${meta(PAGE_B)}<body><p>${meta('body-b')}</p></body></html>`),
    ).toEqual([PAGE_B]);
    expect(policiesInHead('<html><head><style>meta{}</style></head><body></body></html>')).toEqual([]);
  });
});

describe('the policies of a build’s pages', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'page-policies-'));
    await mkdir(path.join(dir, 'a'), { recursive: true });
    await writeFile(path.join(dir, 'index.html'), `<html><head>${meta(PAGE_A)}</head><body></body></html>`);
    await writeFile(path.join(dir, 'a', 'index.html'), `<html><head>${meta(PAGE_B)}</head><body></body></html>`);
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reads every page it does not know, and takes the rest as known', async () => {
    const all = await policiesByPage(dir, ['index.html', 'a/index.html']);
    expect(all.read).toBe(2);
    expect(distinctPolicies(all.byPage)).toEqual([PAGE_A, PAGE_B]);

    const known = new Map([['a/index.html', ['kept']]]);
    const some = await policiesByPage(dir, ['index.html', 'a/index.html'], known);
    expect(some.read).toBe(1);
    expect(Object.fromEntries(some.byPage)).toEqual({ 'index.html': [PAGE_A], 'a/index.html': ['kept'] });
  });

  it('keeps them for the next build, which takes only the pages it asks for', async () => {
    const file = path.join(dir, 'page-policies.json');
    await writePagePolicies(
      file,
      new Map([
        ['index.html', [PAGE_A]],
        ['a/index.html', [PAGE_B, PAGE_A]],
        ['b/index.html', []],
      ]),
    );
    const kept = await keptPagePolicies(file, ['a/index.html', 'b/index.html', 'gone/index.html']);
    expect(Object.fromEntries(kept)).toEqual({ 'a/index.html': [PAGE_B, PAGE_A], 'b/index.html': [] });
  });

  it('takes nothing from a file that is missing, not JSON, or not of this shape', async () => {
    const file = path.join(dir, 'page-policies.json');
    expect((await keptPagePolicies(file, ['index.html'])).size).toBe(0);
    await writeFile(file, '{"policies": ["x"], "pa');
    expect((await keptPagePolicies(file, ['index.html'])).size).toBe(0);
    await writeFile(file, JSON.stringify({ policies: ['x'], pages: { 'index.html': ['0'] } }));
    expect((await keptPagePolicies(file, ['index.html'])).size).toBe(0);
    await writeFile(file, JSON.stringify({ policies: ['x'], pages: { 'index.html': [3] } }));
    expect((await keptPagePolicies(file, ['index.html'])).size).toBe(0);
  });
});
